package core

import "time"

// StockCountStatus is where a stock count (stock opname) is.
type StockCountStatus string

const (
	CountOpen      StockCountStatus = "open"
	CountPosted    StockCountStatus = "posted"
	CountCancelled StockCountStatus = "cancelled"
)

// StockCount is a stock count (stock opname) of the whole shop or of some categories: what the
// books said at its start, what staff counted, and once posted, what it moved in the ledger.
type StockCount struct {
	ID     int64            `json:"id" bun:"id,pk,autoincrement"`
	Number string           `json:"number" bun:"number,notnull"`
	Status StockCountStatus `json:"status" enum:"open,posted,cancelled" bun:"status,notnull"`
	// Categories are the categories counted; none is the whole shop.
	Categories    []string   `json:"categories" bun:"categories,type:text,notnull"`
	Note          string     `json:"note" bun:"note,notnull"`
	StartedBy     *int64     `json:"started_by" bun:"started_by"`
	StartedByName *string    `json:"started_by_name" bun:"started_by_name,scanonly"`
	StartedAt     time.Time  `json:"started_at" bun:"started_at,notnull"`
	ClosedBy      *int64     `json:"closed_by" bun:"closed_by"`
	ClosedAt      *time.Time `json:"closed_at" bun:"closed_at"`
	// OutletID is the outlet whose stock is counted.
	OutletID int64 `json:"outlet_id" bun:"outlet_id,notnull"`
	// Lines and Units are read for one count, not for the list.
	Lines []StockCountLine `json:"lines,omitempty" bun:"-"`
	Units []StockCountUnit `json:"units,omitempty" bun:"-"`
	// Value is what posting moved, at cost; read with the lines of a posted count.
	Value *StockCountValue `json:"value,omitempty" bun:"-"`
}

// StockCountValue is the rupiah value of what a posted count moved, at each product's cost
// when it was posted: the shortfalls it took out, the surpluses it brought in, and the net
// (surpluses less shortfalls; below 0 the shop lost goods).
type StockCountValue struct {
	Shortfall Sum `json:"shortfall"`
	Surplus   Sum `json:"surplus"`
	Net       Sum `json:"net"`
}

// Valued sets each posted line's value and the count's, from what posting moved and the
// cost kept with each line.
func (c *StockCount) Valued() error {
	if c.Status != CountPosted {
		return nil
	}
	var v StockCountValue
	for i := range c.Lines {
		l := &c.Lines[i]
		if l.Moved == nil || l.Cost == nil {
			continue
		}
		worth, err := Mul(max(*l.Moved, -*l.Moved), *l.Cost)
		if err != nil {
			return err
		}
		if *l.Moved < 0 {
			v.Shortfall, worth = v.Shortfall.Plus(SumOf(worth)), -worth
		} else {
			v.Surplus = v.Surplus.Plus(SumOf(worth))
		}
		l.Value = &worth
	}
	v.Net = v.Surplus.Minus(v.Shortfall)
	c.Value = &v
	return nil
}

// StockCountLine is one product on the count sheet.
type StockCountLine struct {
	ID          int64  `json:"id" bun:"id,pk,autoincrement"`
	CountID     int64  `json:"count_id" bun:"count_id,notnull"`
	ProductID   int64  `json:"product_id" bun:"product_id,notnull"`
	ProductName string `json:"product_name" bun:"product_name,notnull"`
	Barcode     string `json:"barcode" bun:"barcode,notnull"`
	Category    string `json:"category" bun:"category,notnull"`
	Tracked     bool   `json:"tracked" bun:"tracked,notnull"`
	// Expected is the stock the books held when the count started, frozen for the sheet.
	Expected int64 `json:"expected" bun:"expected,notnull"`
	// Counted is what staff counted (for a tracked product, the units they scanned); nil
	// while the product is not counted yet.
	Counted *int64 `json:"counted" bun:"counted"`
	// Stock is the product's stock now: the sales made during the count are in it.
	Stock int64 `json:"stock" bun:"stock,scanonly"`
	// Moved is what posting the count moved in the ledger; nil before it is posted.
	Moved *int64 `json:"moved" bun:"moved,scanonly"`
	// Cost is the product's cost (buy price) when the count was posted; nil before.
	Cost *int64 `json:"cost" bun:"cost"`
	// Value is Moved at Cost, below 0 for a shortfall; nil before the count is posted.
	Value *int64 `json:"value" bun:"-"`
}

// Difference is what posting the line moves: what was counted against the stock now, so
// that what was sold while staff counted is not taken for missing. Nil when not counted.
func (l StockCountLine) Difference() *int64 {
	if l.Counted == nil {
		return nil
	}
	d := *l.Counted - l.Stock
	return &d
}

// StockCountUnit is one unit of a tracked product on the count: in the shop when the count
// started (Expected), and scanned by staff (Found).
type StockCountUnit struct {
	CountID   int64      `json:"count_id" bun:"count_id,pk"`
	UnitID    int64      `json:"unit_id" bun:"unit_id,pk"`
	ProductID int64      `json:"product_id" bun:"product_id,notnull"`
	Expected  bool       `json:"expected" bun:"expected,notnull"`
	Found     bool       `json:"found" bun:"found,notnull"`
	IMEI      *string    `json:"imei" bun:"imei,scanonly"`
	Serial    *string    `json:"serial" bun:"serial,scanonly"`
	Status    UnitStatus `json:"status" bun:"status,scanonly"`
	// Moved is what posting the count did to the unit: -1 out as missing, +1 back in.
	Moved *int64 `json:"moved" bun:"moved,scanonly"`
}

// Number is what staff know the unit by: its IMEI, else its serial.
func (u StockCountUnit) Number() string {
	return Unit{IMEI: u.IMEI, Serial: u.Serial}.Number()
}

// Missing is a unit in the shop by the books that nobody found.
func (u StockCountUnit) Missing() bool { return !u.Found && u.Status == UnitInStock }

// Recovered is a unit the books had lost (missing or removed) that staff found in the shop.
func (u StockCountUnit) Recovered() bool {
	return u.Found && (u.Status == UnitMissing || u.Status == UnitRemoved)
}

// StockCountFilter selects counts, newest first: of a status, of an outlet (0: every outlet).
type StockCountFilter struct {
	Status StockCountStatus
	Outlet int64
	PageRequest
}
