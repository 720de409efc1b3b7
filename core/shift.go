package core

import "time"

// Shift is one cashier's turn at the cash drawer: it opens with the cash in the drawer (modal
// awal), every payment the cashier takes while it is open belongs to it, and it closes with
// the drawer counted against what should be in it.
type Shift struct {
	ID           int64      `bun:"id,pk,autoincrement"`
	KasirID      *int64     `bun:"kasir_id"`
	KasirName    string     `bun:"kasir_name_cache,notnull"`
	OpeningCash  int64      `bun:"opening_cash,notnull"`
	OpenedAt     time.Time  `bun:"opened_at,notnull"`
	ClosedAt     *time.Time `bun:"closed_at"`
	ClosedByName *string    `bun:"closed_by_name"`
	ExpectedCash *int64     `bun:"expected_cash"`
	CountedCash  *int64     `bun:"counted_cash"`
	CloseNote    *string    `bun:"close_note"`
}

// IsOpen tells whether the shift still takes money.
func (s Shift) IsOpen() bool { return s.ClosedAt == nil }

// CashDirection says whether a cash movement put money into the drawer or took it out.
type CashDirection string

// The two directions of a cash movement.
const (
	CashIn  CashDirection = "in"
	CashOut CashDirection = "out"
)

// Known tells whether d is in or out.
func (d CashDirection) Known() bool { return d == CashIn || d == CashOut }

// CashMove is cash put into or taken out of the drawer for something other than a document:
// change from the owner, buying stock, a bank deposit.
type CashMove struct {
	ID        int64         `bun:"id,pk,autoincrement"`
	ShiftID   int64         `bun:"shift_id,notnull"`
	Direction CashDirection `bun:"direction,notnull"`
	Amount    int64         `bun:"amount,notnull"`
	Reason    string        `bun:"reason,notnull"`
	UserName  *string       `bun:"user_name_cache"`
	CreatedAt time.Time     `bun:"created_at,notnull"`
}

// MethodTotal is what one payment method brought in during a shift: Amount is what the drawer
// (or the bank) kept, refunds already taken off.
type MethodTotal struct {
	Method PaymentMethod `json:"method"`
	Amount int64         `json:"amount"`
}

// DrawerSummary is the money of a shift, as the Z report prints it.
type DrawerSummary struct {
	PerMethod  []MethodTotal
	CashTaken  int64 // cash kept from documents: handed over less change, refunds not included
	CashIn     int64
	CashOut    int64
	Refunds    int64 // money paid back, every method
	CashRefund int64 // of which in cash
	Voids      int64 // refunds of voided documents paid from this shift
	Documents  int64 // documents that took money in this shift
}

// Expected is the cash that should be in the drawer: the opening cash, plus the cash kept from
// documents, plus cash put in, less cash taken out and cash paid back.
func (s Shift) Expected(d DrawerSummary) (int64, error) {
	total := s.OpeningCash
	for _, term := range []int64{d.CashTaken, d.CashIn, -d.CashOut, -d.CashRefund} {
		var err error
		if total, err = Add(total, term); err != nil {
			return 0, err
		}
	}
	return total, nil
}

// Summarize adds up a shift's payments and cash movements.
func Summarize(payments []Payment, moves []CashMove) (DrawerSummary, error) {
	var d DrawerSummary
	perMethod := map[PaymentMethod]int64{}
	documents := map[[2]any]bool{}
	var err error
	add := func(to *int64, v int64) {
		if err == nil {
			*to, err = Add(*to, v)
		}
	}
	for _, p := range payments {
		kept := p.Amount - p.Change
		total := perMethod[p.Method]
		add(&total, kept)
		perMethod[p.Method] = total
		if kept >= 0 || p.Replaced { // a repair bill's earlier payments, reversed, are not refunds
			if kept >= 0 {
				documents[[2]any{p.DocumentKind, p.DocumentID}] = true
			}
			if p.Method == MethodCash {
				add(&d.CashTaken, kept)
			}
			continue
		}
		add(&d.Refunds, -kept)
		if p.Method == MethodCash {
			add(&d.CashRefund, -kept)
		}
		if p.DocumentKind == DocumentSaleVoid || p.DocumentKind == DocumentServiceVoid {
			d.Voids++
		}
	}
	for _, m := range moves {
		if m.Direction == CashIn {
			add(&d.CashIn, m.Amount)
		} else {
			add(&d.CashOut, m.Amount)
		}
	}
	for _, m := range PaymentMethods {
		if v, ok := perMethod[m]; ok {
			d.PerMethod = append(d.PerMethod, MethodTotal{Method: m, Amount: v})
		}
	}
	d.Documents = int64(len(documents))
	return d, err
}

// SettingShiftRequired is the setting that makes a cashier open a shift before taking money;
// off (the default), a shift opens by itself with the first payment.
const SettingShiftRequired = "shiftRequired"
