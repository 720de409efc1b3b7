package accounts

import (
	"context"
	"errors"
	"slices"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/outlets"
)

// The texts of choosing an outlet.
const (
	MsgNotYourOutlet = "Anda tidak terdaftar di outlet ini. Pilih outlet tempat Anda bekerja."
	MsgChooseOutlet  = "Pilih outlet tempat Anda bekerja."
)

// ChooseOutlet moves the caller's session to the outlet they work at from now on. A Kasir
// chooses one of their own outlets; an Admin any outlet, or none (0): all outlets.
func (a *Accounts) ChooseOutlet(ctx context.Context, p core.Principal, outletID int64) (core.Principal, error) {
	if outletID == 0 {
		if p.Role != core.RoleAdmin {
			return p, core.InvalidField("outlet_id", MsgChooseOutlet)
		}
		p.Outlet = 0
		return p, a.sessions.SetOutlet(ctx, p.SessionID, nil)
	}
	if _, err := a.outlets.Get(ctx, outletID); errors.Is(err, core.ErrNotFound) {
		return p, core.NotFound(outlets.MsgOutletNotFound)
	} else if err != nil {
		return p, err
	}
	if p.Role != core.RoleAdmin {
		mine, err := a.outlets.StaffOutlets(ctx, p.UserID)
		if err != nil {
			return p, err
		}
		if !slices.Contains(mine, outletID) {
			return p, core.Forbidden(MsgNotYourOutlet)
		}
	}
	p.Outlet = outletID
	err := a.sessions.SetOutlet(ctx, p.SessionID, &outletID)
	if errors.Is(err, core.ErrReferenced) {
		return p, core.NotFound(outlets.MsgOutletNotFound)
	}
	return p, err
}
