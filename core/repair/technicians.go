package repair

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The texts of assigning repairs to technicians.
const (
	MsgNotTechnician       = "Pengguna ini bukan teknisi. Pilih pengguna ber-role Teknisi, atau Admin/Kasir yang ditandai sebagai teknisi."
	MsgTechnicianElsewhere = "Teknisi ini tidak bekerja di outlet tempat servis ini berada."
	MsgAlreadyAssigned     = "Servis ini sudah ditugaskan seperti itu."
)

// Technicians lists the users repairs at an outlet may be assigned to (0: at any outlet), by
// name: every Teknisi and every Admin or Kasir marked as a technician, who works there.
func (r *Repair) Technicians(ctx context.Context, outlet int64) ([]core.User, error) {
	page, err := r.users.List(ctx, ports.UserFilter{Roles: core.StaffRoles, Technicians: true, WorksAt: outlet,
		PageRequest: core.PageRequest{Page: 1, PerPage: core.MaxPerPage}})
	slices.SortFunc(page.Items, func(a, b core.User) int {
		return strings.Compare(strings.ToLower(a.FullName), strings.ToLower(b.FullName))
	})
	return page.Items, err
}

// technician checks that a repair at outlet may be assigned to the user: a technician who
// works there (an Admin works everywhere).
func (r *Repair) technician(ctx context.Context, id, outlet int64) error {
	u, err := r.users.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) || (err == nil && !u.Repairs()) {
		return core.InvalidField("technician_id", MsgNotTechnician)
	}
	if err != nil || u.Role == core.RoleAdmin {
		return err
	}
	works, err := r.outlets.StaffOutlets(ctx, id)
	if err == nil && !slices.Contains(works, outlet) {
		return core.InvalidField("technician_id", MsgTechnicianElsewhere)
	}
	return err
}

// Assign assigns a repair to a technician (nil: to nobody), recording to whom, by whom and when,
// in one transaction with the repair.
func (r *Repair) Assign(ctx context.Context, by core.Principal, id int64, technician *int64) (core.ServiceEntry, error) {
	err := r.tx.WithinTx(ctx, func(ctx context.Context) error {
		_, err := r.update(ctx, id, func(e *core.ServiceEntry) error {
			if sameUser(e.TechnicianID, technician) {
				return core.InvalidField("technician_id", MsgAlreadyAssigned)
			}
			if technician != nil {
				if err := r.technician(ctx, *technician, e.OutletID); err != nil {
					return err
				}
			}
			e.TechnicianID = technician
			return nil
		})
		if err != nil {
			return err
		}
		return r.record(ctx, by, id, technician)
	})
	if err != nil {
		return core.ServiceEntry{}, err
	}
	return r.services.Get(ctx, id)
}

// record adds an assignment to a repair's history.
func (r *Repair) record(ctx context.Context, by core.Principal, id int64, technician *int64) error {
	return r.services.AddAssignment(ctx, &core.RepairAssignment{ServiceEntryID: id, TechnicianID: technician, AssignedBy: by.Actor(), AssignedAt: r.clock.Now()})
}

// Assignments lists a repair's assignments, oldest first.
func (r *Repair) Assignments(ctx context.Context, id int64) ([]core.RepairAssignment, error) {
	if _, err := r.services.Get(ctx, id); errors.Is(err, core.ErrNotFound) {
		return nil, core.NotFound(MsgEntryNotFound)
	} else if err != nil {
		return nil, err
	}
	return r.services.Assignments(ctx, id)
}

func sameUser(a, b *int64) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}
