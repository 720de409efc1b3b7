package core

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// UnitStatus says where one tracked unit (a phone, a laptop) is.
type UnitStatus string

const (
	// UnitArriving is a unit being received: it is in stock once the ledger has counted it.
	UnitArriving UnitStatus = "arriving"
	UnitInStock  UnitStatus = "in_stock"
	UnitSold     UnitStatus = "sold"
	UnitReserved UnitStatus = "reserved"
	UnitUsed     UnitStatus = "used_in_repair"
	UnitMissing  UnitStatus = "missing"
	UnitRemoved  UnitStatus = "removed"
	// UnitInTransit is a unit on a transfer between outlets: in no outlet's stock, sold nowhere.
	UnitInTransit UnitStatus = "in_transit"
)

// UnitStatusAfter is where a unit goes when it leaves the stock for that reason.
func UnitStatusAfter(r StockReason) UnitStatus {
	switch r {
	case ReasonSale:
		return UnitSold
	case ReasonOrderReserved:
		return UnitReserved
	case ReasonServicePart:
		return UnitUsed
	case ReasonOpname, ReasonWriteOff:
		return UnitMissing
	case ReasonTransferOut:
		return UnitInTransit
	}
	return UnitRemoved
}

// Unit is one tracked item of a product, known by its IMEI (a second one for dual-SIM
// phones) or its serial number, with where it came from.
type Unit struct {
	ID          int64      `json:"id" bun:"id,pk,autoincrement"`
	ProductID   int64      `json:"product_id" bun:"product_id,notnull"`
	ProductName string     `json:"product_name" bun:"product_name,scanonly"`
	IMEI        *string    `json:"imei" bun:"imei"`
	IMEI2       *string    `json:"imei2" bun:"imei2"`
	Serial      *string    `json:"serial" bun:"serial"`
	Status      UnitStatus `json:"status" bun:"status,notnull"`
	SupplierID  *int64     `json:"supplier_id" bun:"supplier_id"`
	// SupplierName is the supplier's name when the unit was read with it.
	SupplierName *string `json:"supplier_name" bun:"supplier_name,scanonly"`
	// ReceivedOn is the shop-local day the unit came in, YYYY-MM-DD.
	ReceivedOn string    `json:"received_on" bun:"received_on,notnull"`
	BuyPrice   int64     `json:"buy_price" bun:"buy_price,notnull"`
	CreatedAt  time.Time `json:"created_at" bun:"created_at,notnull"`
	// OutletID is the outlet where the unit is, or was when it left the stock.
	OutletID   int64  `json:"outlet_id" bun:"outlet_id,notnull"`
	OutletName string `json:"outlet_name" bun:"outlet_name,scanonly"`
}

// Number is what staff know the unit by: its IMEI, else its serial.
func (u Unit) Number() string {
	if u.IMEI != nil {
		return *u.IMEI
	}
	if u.Serial != nil {
		return *u.Serial
	}
	return ""
}

// Numbers are all the numbers the unit answers to.
func (u Unit) Numbers() []string {
	var out []string
	for _, n := range []*string{u.IMEI, u.IMEI2, u.Serial} {
		if n != nil {
			out = append(out, *n)
		}
	}
	return out
}

// UnitFilter selects units: Search matches an IMEI or serial, in part, in any case.
type UnitFilter struct {
	Search    string
	ProductID int64
	Status    UnitStatus
	// Outlet, when not 0, keeps the units at that outlet.
	Outlet int64
	PageRequest
}

// MsgIMEIInvalid refuses an IMEI that is not 15 digits with a valid check digit, naming it
// (%s), so that staff who scanned twenty phones know which one to look at.
const MsgIMEIInvalid = "IMEI %s tidak valid."

// CheckIMEI accepts 15 digits whose last is the Luhn check digit of the first 14. The cases
// of core/imeicases are its rule, which the UIs check a scan against before sending it.
func CheckIMEI(field, imei string) error {
	if !ValidIMEI(imei) {
		return InvalidField(field, fmt.Sprintf(MsgIMEIInvalid, imei))
	}
	return nil
}

// ValidIMEI tells whether number is 15 digits whose last is the Luhn check digit of the
// first 14.
func ValidIMEI(number string) bool {
	if len(number) != 15 {
		return false
	}
	sum := 0
	for i := range 15 {
		c := number[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// UnitNumber trims a scanned or typed number; a blank one is none.
func UnitNumber(s string) *string {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil
	}
	return &t
}

// SettingTrackedCategories is the settings key of the categories whose new products are
// tracked by unit by default (phones, laptops), a JSON list of names.
const SettingTrackedCategories = "trackedCategories"

// MsgTrackedCategories refuses a tracked-categories setting that is not a list of names.
const MsgTrackedCategories = "Daftar kategori ber-IMEI/serial tidak bisa dibaca."

// ParseTrackedCategories reads the tracked-categories setting; an empty setting is none.
func ParseTrackedCategories(setting string) ([]string, error) {
	if strings.TrimSpace(setting) == "" {
		return nil, nil
	}
	var names []string
	if err := json.Unmarshal([]byte(setting), &names); err != nil || len(names) > 200 {
		return nil, InvalidField(SettingTrackedCategories, MsgTrackedCategories)
	}
	for _, n := range names {
		if strings.TrimSpace(n) == "" || len(n) > 100 {
			return nil, InvalidField(SettingTrackedCategories, MsgTrackedCategories)
		}
	}
	return names, nil
}
