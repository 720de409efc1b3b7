package app

import (
	"context"
	"fmt"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// demoRepair is a device on the demo's bench, taken in at an outlet (by name; none: the first)
// and assigned to a technician (by e-mail; none: nobody yet).
type demoRepair struct {
	Customer    string `json:"customer"`
	Category    string `json:"category"`
	DeviceType  string `json:"device_type"`
	DamageType  string `json:"damage_type"`
	Description string `json:"description"`
	Status      string `json:"status"`
	Outlet      string `json:"outlet"`
	Technician  string `json:"technician"`
}

// seedRepairs takes the demo's repairs in, once (a shop with a repair has its bench), by the
// Admin at each repair's outlet. A technician whose account the shop had before the demo is
// not assigned: their work is their own.
func (a *App) seedRepairs(ctx context.Context, repairs []demoRepair, outlets, staff map[string]int64, admin int64) (int, error) {
	existing, err := a.Repair.Entries(ctx, core.ServiceFilter{PageRequest: core.PageRequest{Page: 1, PerPage: 1}})
	if err != nil || existing.Total > 0 {
		return 0, err
	}
	for _, r := range repairs {
		outlet, ok := outlets[r.Outlet]
		if !ok {
			return 0, fmt.Errorf("repair of %s: no outlet %q", r.Customer, r.Outlet)
		}
		customer, err := a.Customers.Named(ctx, r.Customer)
		if err != nil {
			return 0, fmt.Errorf("repair of %s: %w", r.Customer, err)
		}
		in := repair.EntryInput{CustomerID: &customer.ID, Category: r.Category, DeviceType: r.DeviceType, DamageType: r.DamageType,
			Description: r.Description, Status: r.Status}
		if id, ok := staff[r.Technician]; ok {
			in.TechnicianID = &id
		}
		if _, err := a.Repair.TakeIn(ctx, core.Principal{UserID: admin, Role: core.RoleAdmin, Outlet: outlet}, in); err != nil {
			return 0, fmt.Errorf("repair of %s: %w", r.Customer, err)
		}
	}
	return len(repairs), nil
}
