package catalog

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
)

// Texts for a unit's numbers.
const (
	MsgUnitNumberMissing = "Masukkan IMEI atau nomor seri."
	MsgUnitNumberTaken   = "Nomor %s sudah terdaftar di toko."
	MsgUnitNumberTwice   = "Nomor %s dimasukkan dua kali."
	MsgSerialTooLong     = "Nomor seri paling panjang 64 karakter."
	MsgTrackedNeedsUnits = "Stok barang ber-IMEI/serial berubah lewat unitnya: terima barang dengan nomor setiap unit."
	MsgTrackedStockZero  = "Pelacakan IMEI/serial hanya bisa diubah saat stok barang 0."
	maxUnitsAtOnce       = 1000
)

// UnitNumbers are the numbers staff scan or type for one unit: an IMEI (and a second one for
// a dual-SIM phone), or a serial number.
type UnitNumbers struct {
	IMEI   string
	IMEI2  string
	Serial string
}

// UnitOrigin is where received units came from.
type UnitOrigin struct {
	SupplierID *int64
	// ReceivedOn is the shop-local day, YYYY-MM-DD.
	ReceivedOn string
	BuyPrice   int64
}

// checkUnitNumbers checks every unit's numbers, and that none is given twice.
func checkUnitNumbers(units []UnitNumbers) ([]core.Unit, error) {
	if len(units) > maxUnitsAtOnce {
		return nil, core.InvalidField("units", "Terlalu banyak unit dalam satu penerimaan.")
	}
	seen := map[string]bool{}
	out := make([]core.Unit, len(units))
	for i, n := range units {
		field := fmt.Sprintf("units[%d]", i)
		u := core.Unit{IMEI: core.UnitNumber(n.IMEI), IMEI2: core.UnitNumber(n.IMEI2), Serial: core.UnitNumber(n.Serial)}
		if u.IMEI == nil && u.Serial == nil {
			return nil, core.InvalidField(field+".imei", MsgUnitNumberMissing)
		}
		for _, f := range []struct {
			name string
			imei *string
		}{{".imei", u.IMEI}, {".imei2", u.IMEI2}} {
			if f.imei != nil {
				if err := core.CheckIMEI(field+f.name, *f.imei); err != nil {
					return nil, err
				}
			}
		}
		if u.Serial != nil && len(*u.Serial) > 64 {
			return nil, core.InvalidField(field+".serial", MsgSerialTooLong)
		}
		for _, number := range u.Numbers() {
			key := strings.ToLower(number)
			if seen[key] {
				return nil, core.InvalidField(field, fmt.Sprintf(MsgUnitNumberTwice, number))
			}
			seen[key] = true
		}
		out[i] = u
	}
	return out, nil
}

// receiveUnits stores new units of a tracked product and brings each into the stock through
// the ledger, inside the caller's transaction. Numbers already in the shop are refused.
func (c *Catalog) receiveUnits(ctx context.Context, outlet int64, p core.Product, units []core.Unit, origin UnitOrigin, move core.StockChange) ([]core.Unit, error) {
	if !p.Tracked {
		return nil, core.InvalidField("units", fmt.Sprintf(MsgNotTracked, p.Name))
	}
	if outlet <= 0 {
		return nil, core.Conflict(MsgNoOutlet)
	}
	changes := make([]core.StockChange, len(units))
	for i := range units {
		u := &units[i]
		for _, number := range u.Numbers() {
			_, err := c.units.FindByNumber(ctx, number)
			if err == nil {
				return nil, core.InvalidField(fmt.Sprintf("units[%d]", i), fmt.Sprintf(MsgUnitNumberTaken, number))
			}
			if !errors.Is(err, core.ErrNotFound) {
				return nil, err
			}
		}
		u.ProductID, u.ProductName, u.Status, u.OutletID = p.ID, p.Name, core.UnitArriving, outlet
		u.SupplierID, u.ReceivedOn, u.BuyPrice, u.CreatedAt = origin.SupplierID, origin.ReceivedOn, origin.BuyPrice, c.clock.Now()
		err := c.units.Create(ctx, u)
		switch {
		case errors.Is(err, core.ErrDuplicate):
			return nil, core.InvalidField(fmt.Sprintf("units[%d]", i), fmt.Sprintf(MsgUnitNumberTaken, u.Number()))
		case errors.Is(err, core.ErrReferenced):
			return nil, core.InvalidField("supplier_id", MsgSupplierNotFound)
		case err != nil:
			return nil, err
		}
		changes[i] = move
		changes[i].ProductID, changes[i].Delta, changes[i].UnitID = p.ID, 1, &u.ID
	}
	if _, err := c.ledger.Move(ctx, outlet, changes...); err != nil {
		return nil, err
	}
	for i := range units {
		units[i].Status = core.UnitInStock
	}
	return units, nil
}

// today is the shop-local day, YYYY-MM-DD.
func (c *Catalog) today(ctx context.Context) string {
	return c.clock.Now().In(c.zone.Location(ctx)).Format(time.DateOnly)
}

// FindUnits searches units by IMEI or serial, newest first.
func (c *Catalog) FindUnits(ctx context.Context, f core.UnitFilter) (core.Page[core.Unit], error) {
	f.Search = strings.TrimSpace(f.Search)
	return c.units.List(ctx, f)
}

// UnitByNumber finds the unit with that IMEI or serial, as a scanner read it.
func (c *Catalog) UnitByNumber(ctx context.Context, number string) (core.Unit, error) {
	u, err := c.units.FindByNumber(ctx, strings.TrimSpace(number))
	if errors.Is(err, core.ErrNotFound) {
		return u, core.NotFound(MsgUnitNotFound)
	}
	return u, err
}

// UnitScannedAt finds the unit a cashier working at the outlet (not 0) scanned: one in another
// outlet's stock is refused as its sale would be, at the scan already.
func (c *Catalog) UnitScannedAt(ctx context.Context, number string, outlet int64) (core.Unit, error) {
	u, err := c.UnitByNumber(ctx, number)
	if err == nil && outlet != 0 && u.Status == core.UnitInStock && u.OutletID != outlet {
		return core.Unit{}, core.Conflict(fmt.Sprintf(MsgUnitAtOtherOutlet, u.Number(), u.OutletName))
	}
	return u, err
}

// UnitStory is a unit with every movement it made in the ledger, oldest first.
type UnitStory struct {
	Unit      core.Unit
	Movements []core.StockMovement
}

// UnitDetail reads a unit and its story.
func (c *Catalog) UnitDetail(ctx context.Context, id int64) (UnitStory, error) {
	u, err := c.units.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return UnitStory{}, core.NotFound(MsgUnitNotFound)
	}
	if err != nil {
		return UnitStory{}, err
	}
	moves, err := c.units.Story(ctx, id)
	return UnitStory{Unit: u, Movements: moves}, err
}
