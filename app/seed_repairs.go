package app

import (
	"context"
	"fmt"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// demoRepair is a repair on the demo's board: taken in some days ago at an outlet (by name;
// none: the first), promised some days after, in a column of the board, and assigned to a
// technician (by e-mail; none: nobody yet). None is collected: that is billed at the service
// cashier, in a shift of its own.
type demoRepair struct {
	Customer    string           `json:"customer"`
	Category    string           `json:"category"`
	Device      string           `json:"device"`
	Damage      string           `json:"damage"`
	Description string           `json:"description"`
	State       core.RepairState `json:"state"`
	DaysAgo     int              `json:"days_ago"`
	PromisedIn  int              `json:"promised_in"`
	Outlet      string           `json:"outlet"`
	Technician  string           `json:"technician"`
}

// seedRepairs takes the demo's repairs in through the use cases, by the Admin at each repair's
// outlet, in a shop that has none yet. A technician whose account the shop had before the demo
// is not assigned: their work is their own.
func (a *App) seedRepairs(ctx context.Context, repairs []demoRepair, outlets, staff map[string]int64, admin int64) (int, error) {
	existing, err := a.Repair.Entries(ctx, core.ServiceFilter{PageRequest: core.PageRequest{Page: 1, PerPage: 1}})
	if err != nil || existing.Total > 0 {
		return 0, err
	}
	loc := a.Zone.Location(ctx)
	for _, r := range repairs {
		outlet, ok := outlets[r.Outlet]
		if !ok {
			return 0, fmt.Errorf("repair of %s: no outlet %q", r.Customer, r.Outlet)
		}
		customer, err := a.Customers.Named(ctx, r.Customer)
		if err != nil {
			return 0, fmt.Errorf("repair of %s: %w", r.Customer, err)
		}
		err = a.past.during(time.Duration(r.DaysAgo)*24*time.Hour, func() error {
			promised := a.Clock.Now().In(loc).AddDate(0, 0, r.PromisedIn).Format(time.DateOnly)
			in := repair.EntryInput{CustomerID: &customer.ID, Category: r.Category, DeviceType: r.Device,
				DamageType: r.Damage, Description: r.Description, PromisedDate: &promised}
			if id, ok := staff[r.Technician]; ok {
				in.TechnicianID = &id
			}
			e, err := a.Repair.TakeIn(ctx, core.Principal{UserID: admin, Role: core.RoleAdmin, Outlet: outlet}, in)
			if err != nil || r.State == core.StateQueued {
				return err
			}
			_, err = a.Repair.MoveOnBoard(ctx, e.ID, r.State)
			return err
		})
		if err != nil {
			return 0, fmt.Errorf("repair %s: %w", r.Device, err)
		}
	}
	return len(repairs), nil
}
