package app

import (
	"context"
	"fmt"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// demoRepairs are the demo's bench: a repair in every column of the board and a cancelled one,
// taken in some days ago and promised some days after. None is collected: that is billed at the
// service cashier, in a shift of its own.
type demoRepairs struct {
	Repairs []struct {
		Customer    string           `json:"customer"`
		Category    string           `json:"category"`
		Device      string           `json:"device"`
		Damage      string           `json:"damage"`
		Description string           `json:"description"`
		State       core.RepairState `json:"state"`
		DaysAgo     int              `json:"days_ago"`
		PromisedIn  int              `json:"promised_in"`
	} `json:"repairs"`
}

// seedRepairs takes the demo's repairs in through the use cases, in a shop that has none yet.
func (a *App) seedRepairs(ctx context.Context, shop demoRepairs, at core.Principal) (int, error) {
	if page, err := a.Repair.Entries(ctx, core.ServiceFilter{}); err != nil || page.Total > 0 {
		return 0, err
	}
	loc := a.Zone.Location(ctx)
	for _, r := range shop.Repairs {
		customer, err := a.Customers.Named(ctx, r.Customer)
		if err != nil {
			return 0, fmt.Errorf("repair of %s: %w", r.Customer, err)
		}
		err = a.past.during(time.Duration(r.DaysAgo)*24*time.Hour, func() error {
			promised := a.Clock.Now().In(loc).AddDate(0, 0, r.PromisedIn).Format(time.DateOnly)
			e, err := a.Repair.TakeIn(ctx, at, repair.EntryInput{CustomerID: &customer.ID, Category: r.Category, DeviceType: r.Device,
				DamageType: r.Damage, Description: r.Description, PromisedDate: &promised})
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
	return len(shop.Repairs), nil
}
