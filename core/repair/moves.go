package repair

import (
	"context"
	"errors"
	"slices"

	"github.com/konterhp/konter/core"
)

// The texts of moving a repair between outlets.
const (
	MsgMoveOutletNotFound = "Outlet tujuan tidak ditemukan."
	MsgMoveSameOutlet     = "Servis ini sudah berada di outlet tersebut."
	MsgMoveNotYours       = "Hanya Admin atau staf outlet tempat servis ini berada yang dapat memindahkannya."
)

// intakeOutlet is where a repair is taken in: the session's outlet, or the first outlet for a
// session at none (an Admin at all outlets, the shop's own tools).
func (r *Repair) intakeOutlet(ctx context.Context, kasir core.Principal) (int64, error) {
	if kasir.Outlet > 0 {
		return kasir.Outlet, nil
	}
	return r.outlets.First(ctx)
}

// MoveToOutlet moves a repair to another outlet's bench, recording from where, to where, who
// and when. The Admin moves any repair; other staff only one at an outlet they work at.
func (r *Repair) MoveToOutlet(ctx context.Context, by core.Principal, id, to int64) (core.ServiceEntry, error) {
	if _, err := r.outlets.Get(ctx, to); errors.Is(err, core.ErrNotFound) {
		return core.ServiceEntry{}, core.InvalidField("outlet_id", MsgMoveOutletNotFound)
	} else if err != nil {
		return core.ServiceEntry{}, err
	}
	var from int64
	err := r.tx.WithinTx(ctx, func(ctx context.Context) error {
		_, err := r.update(ctx, id, func(e *core.ServiceEntry) error {
			if e.OutletID == to {
				return core.InvalidField("outlet_id", MsgMoveSameOutlet)
			}
			if by.Role != core.RoleAdmin {
				mine, err := r.outlets.StaffOutlets(ctx, by.UserID)
				if err != nil {
					return err
				}
				if !slices.Contains(mine, e.OutletID) {
					return core.Forbidden(MsgMoveNotYours)
				}
			}
			from, e.OutletID = e.OutletID, to
			return nil
		})
		if err != nil {
			return err
		}
		return r.services.AddMove(ctx, &core.RepairMove{ServiceEntryID: id, FromOutletID: from, ToOutletID: to, UserID: by.Actor(), MovedAt: r.clock.Now()})
	})
	if err != nil {
		return core.ServiceEntry{}, err
	}
	e, err := r.services.Get(ctx, id)
	return e, err
}

// Moves lists a repair's moves between outlets, oldest first.
func (r *Repair) Moves(ctx context.Context, id int64) ([]core.RepairMove, error) {
	if _, err := r.services.Get(ctx, id); errors.Is(err, core.ErrNotFound) {
		return nil, core.NotFound(MsgEntryNotFound)
	} else if err != nil {
		return nil, err
	}
	return r.services.Moves(ctx, id)
}
