package catalog

import (
	"context"
	"errors"
	"fmt"

	"github.com/konterhp/konter/core"
)

// Texts for units moving in and out of the stock.
const (
	MsgUnitNotInStock = "Unit %s tidak ada di stok toko."
	// MsgUnitAtOtherOutlet refuses a unit in the stock of another outlet than the one that
	// moves it, naming the unit and where it is.
	MsgUnitAtOtherOutlet = "Unit %s ada di stok outlet %s, bukan di outlet ini."
	MsgUnitInStock       = "Unit %s sudah ada di stok toko."
	MsgUnitNumbersNeeded = "Masukkan IMEI atau nomor seri setiap unit %s."
	MsgNotTracked        = "%s tidak dilacak per unit (IMEI/serial)."
	MsgUnitNotFound      = "Unit tidak ditemukan."
	MsgBadUnitDelta      = "Unit bertambah atau berkurang satu per satu."
)

// unitChanges turns the changes of products tracked by unit into one change per unit, and
// moves each unit in or out of the stock with it:
//   - a change naming its unit moves that unit (Delta ±1); a unit already sold cannot be sold
//     again, which is what stops two cashiers selling the same IMEI;
//   - a change taking n units without naming them takes the oldest units in stock;
//   - a change giving n units back without naming them (an order released, a part returned)
//     takes back the units its document took; a new unit always arrives by its number.
func (l *Ledger) unitChanges(ctx context.Context, outlet int64, read map[int64]core.Product, changes []core.StockChange) ([]core.StockChange, error) {
	tracked, err := l.trackedNames(ctx, read, changes)
	if err != nil {
		return nil, err
	}
	out := make([]core.StockChange, 0, len(changes))
	for _, c := range changes {
		name, isTracked := tracked[c.ProductID]
		switch {
		case !isTracked && c.UnitID != nil:
			return nil, core.Validation(fmt.Sprintf(MsgNotTracked, "Barang ini"))
		case !isTracked:
			out = append(out, c)
		case c.UnitID != nil:
			if err := l.moveUnit(ctx, outlet, c); err != nil {
				return nil, err
			}
			out = append(out, c)
		default:
			moved, err := l.moveSomeUnits(ctx, outlet, c, name)
			if err != nil {
				return nil, err
			}
			out = append(out, moved...)
		}
	}
	return out, nil
}

// trackedNames names the changed products tracked by unit: from the products the caller read
// when it read them all, else from the database.
func (l *Ledger) trackedNames(ctx context.Context, read map[int64]core.Product, changes []core.StockChange) (map[int64]string, error) {
	ids := make([]int64, len(changes))
	for i, c := range changes {
		ids[i] = c.ProductID
	}
	tracked := map[int64]string{}
	for _, id := range ids {
		p, ok := read[id]
		if !ok {
			return l.units.TrackedNames(ctx, ids)
		}
		if p.Tracked {
			tracked[id] = p.Name
		}
	}
	return tracked, nil
}

// moveUnit moves the change's own unit in or out of the outlet's stock.
func (l *Ledger) moveUnit(ctx context.Context, outlet int64, c core.StockChange) error {
	var err error
	msg := MsgUnitNotInStock
	switch c.Delta {
	case -1:
		err = l.units.Leave(ctx, outlet, c.ProductID, *c.UnitID, core.UnitStatusAfter(c.Reason))
	case 1:
		err = l.units.Arrive(ctx, outlet, c.ProductID, *c.UnitID)
		msg = MsgUnitInStock
	default:
		return core.Validation(MsgBadUnitDelta)
	}
	if !errors.Is(err, core.ErrNotFound) {
		return err
	}
	u, err := l.units.Get(ctx, *c.UnitID)
	if err != nil || u.ProductID != c.ProductID {
		return core.NotFound(MsgUnitNotFound)
	}
	if c.Delta < 0 && u.Status == core.UnitInStock && u.OutletID != outlet {
		return core.Conflict(fmt.Sprintf(MsgUnitAtOtherOutlet, u.Number(), u.OutletName))
	}
	return core.Conflict(fmt.Sprintf(msg, u.Number()))
}

// moveSomeUnits takes units out of the outlet's stock, oldest first, or back from the
// change's document into it.
func (l *Ledger) moveSomeUnits(ctx context.Context, outlet int64, c core.StockChange, name string) ([]core.StockChange, error) {
	var ids []int64
	var err error
	if c.Delta < 0 {
		ids, err = l.units.TakeInStock(ctx, outlet, c.ProductID, -c.Delta, core.UnitStatusAfter(c.Reason))
		if err == nil && int64(len(ids)) < -c.Delta {
			err = l.stock.Refusal(ctx, outlet, c.ProductID, c.Delta)
		}
	} else {
		from := c.Reference
		if c.From != "" {
			from = c.From
		}
		ids, err = l.units.TakeBack(ctx, outlet, c.ProductID, c.Delta, from)
		if err == nil && int64(len(ids)) < c.Delta {
			err = core.InvalidField("units", fmt.Sprintf(MsgUnitNumbersNeeded, name))
		}
	}
	if err != nil {
		return nil, err
	}
	step := int64(1)
	if c.Delta < 0 {
		step = -1
	}
	out := make([]core.StockChange, len(ids))
	for i, id := range ids {
		out[i] = c
		out[i].Delta, out[i].UnitID = step, &id
	}
	return out, nil
}
