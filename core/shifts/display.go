package shifts

import (
	"context"
	"errors"
	"slices"

	"github.com/konterhp/konter/core"
)

// MsgBadStage refuses a customer display in a stage it does not know.
const MsgBadStage = "Tahap tampilan pelanggan harus idle, cart, qris atau done."

// ShowCustomer puts what the cashier's screen shows on the cashier's customer display.
func (s *Shifts) ShowCustomer(ctx context.Context, who core.Principal, d core.CustomerDisplay) (core.CustomerDisplay, error) {
	if !slices.Contains(core.DisplayStages, d.Stage) {
		return core.CustomerDisplay{}, core.InvalidField("stage", MsgBadStage)
	}
	for _, v := range []int64{d.Total, d.Paid, d.Change, d.Remaining} {
		if err := core.CheckAmount("total", max(v, 0)); err != nil {
			return core.CustomerDisplay{}, err
		}
	}
	if d.Lines == nil {
		d.Lines = []core.DisplayLine{}
	}
	d.UpdatedAt = s.clock.Now()
	if err := s.displays.Save(ctx, who.UserID, d); err != nil {
		return core.CustomerDisplay{}, err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceCustomerDisplays, Action: core.ActionUpdated, IDs: []int64{who.UserID}})
	return d, nil
}

// CustomerView is what the signed-in cashier's customer display shows now; idle before the
// cashier's screen ever sent anything.
func (s *Shifts) CustomerView(ctx context.Context, who core.Principal) (core.CustomerDisplay, error) {
	d, err := s.displays.Of(ctx, who.UserID)
	if errors.Is(err, core.ErrNotFound) {
		return core.CustomerDisplay{Stage: "idle", Lines: []core.DisplayLine{}}, nil
	}
	return d, err
}
