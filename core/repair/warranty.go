package repair

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
)

// Texts of the shop's warranty at the repair counter.
const (
	MsgNotSoldHere  = "IMEI/serial ini tidak tercatat sebagai unit yang dijual toko."
	MsgWarrantyOver = "Masa garansi toko untuk unit ini sudah habis."
)

// SoldHere is what the repair counter learns from a device's IMEI or serial: the unit the
// shop sold, its sale and customer, and the shop's warranty on it.
type SoldHere struct {
	Unit core.Unit
	Sale core.SalesTransaction
	// WarrantyName and WarrantyUntil (its last day, YYYY-MM-DD) are nil when the sale gave none.
	WarrantyName  *string
	WarrantyUntil *string
	UnderWarranty bool
}

// SoldHere finds the unit with that IMEI or serial among the units the shop sold.
func (r *Repair) SoldHere(ctx context.Context, number string) (SoldHere, error) {
	u, err := r.units.FindByNumber(ctx, strings.TrimSpace(number))
	if errors.Is(err, core.ErrNotFound) || (err == nil && u.Status != core.UnitSold) {
		return SoldHere{}, core.NotFound(MsgNotSoldHere)
	}
	if err != nil {
		return SoldHere{}, err
	}
	moves, err := r.units.Story(ctx, u.ID)
	if err != nil {
		return SoldHere{}, err
	}
	var saleNumber string
	for _, m := range moves {
		if m.Reason == core.ReasonSale && m.Delta < 0 {
			saleNumber = m.Reference
		}
	}
	sale, err := r.sales.FindByNumber(ctx, saleNumber)
	if errors.Is(err, core.ErrNotFound) {
		return SoldHere{}, core.NotFound(MsgNotSoldHere)
	}
	if err != nil {
		return SoldHere{}, err
	}
	out := SoldHere{Unit: u, Sale: sale}
	for _, it := range sale.Items {
		if it.ProductID == u.ProductID {
			out.WarrantyName, out.WarrantyUntil = it.WarrantyName, it.WarrantyUntil
			break
		}
	}
	out.UnderWarranty = core.Covers(out.WarrantyUntil, r.clock.Now().In(r.zone.Location(ctx)).Format(time.DateOnly))
	return out, nil
}

// checkWarranty links an entry to the unit the shop sold with its IMEI, and makes it a
// warranty repair when asked: only a unit still under the shop's warranty is repaired free,
// and that repair keeps the sale's warranty instead of starting one of its own. A repair
// already taken in under warranty stays one when it is edited after the warranty ends.
func (r *Repair) checkWarranty(ctx context.Context, e *core.ServiceEntry, was core.ServiceEntry, wanted bool) error {
	e.UnitID, e.WarrantyRepair = nil, false
	if e.IMEI == nil {
		if wanted {
			return core.InvalidField("warranty_repair", MsgNotSoldHere)
		}
		return nil
	}
	sold, err := r.SoldHere(ctx, *e.IMEI)
	var domain *core.Error
	if errors.As(err, &domain) && domain.Kind == core.KindNotFound {
		if wanted {
			return core.InvalidField("warranty_repair", MsgNotSoldHere)
		}
		return nil
	}
	if err != nil {
		return err
	}
	e.UnitID = &sold.Unit.ID
	if !wanted {
		if was.WarrantyRepair {
			e.WarrantyUntil = nil
		}
		return nil
	}
	keeps := was.WarrantyRepair && was.UnitID != nil && *was.UnitID == sold.Unit.ID
	if !sold.UnderWarranty && !keeps {
		return core.InvalidField("warranty_repair", MsgWarrantyOver)
	}
	e.WarrantyRepair = true
	if sold.WarrantyUntil != nil {
		last, err := time.ParseInLocation(time.DateOnly, *sold.WarrantyUntil, r.zone.Location(ctx))
		if err != nil {
			return err
		}
		end := last.AddDate(0, 0, 1).Add(-time.Second)
		e.WarrantyUntil = &end
	}
	return nil
}
