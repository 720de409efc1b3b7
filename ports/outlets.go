package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// OutletRepository stores the shop's outlets, the first (lowest id) first.
type OutletRepository interface {
	List(ctx context.Context, page core.PageRequest) (core.Page[core.Outlet], error)
	// Get returns core.ErrNotFound when there is no such outlet.
	Get(ctx context.Context, id int64) (core.Outlet, error)
	// Create returns core.ErrDuplicate when another outlet has the name (whatever its case).
	Create(ctx context.Context, o *core.Outlet) error
	// Update loads the outlet, applies fn and saves it, inside one transaction;
	// core.ErrDuplicate when the new name is another outlet's.
	Update(ctx context.Context, id int64, fn func(o *core.Outlet) error) (core.Outlet, error)
	// Delete returns core.ErrNotFound for no such outlet, core.ErrReferenced while anything
	// still records it.
	Delete(ctx context.Context, id int64) error
	// LockAll counts the outlets, locking their rows until the transaction ends, so two
	// requests cannot both remove "one of two" outlets.
	LockAll(ctx context.Context) (int, error)
	// First is the first outlet's id.
	First(ctx context.Context) (int64, error)
	// StaffOutlets lists the outlets a staff member works at, by id.
	StaffOutlets(ctx context.Context, userID int64) ([]int64, error)
	// SetStaffOutlets replaces the outlets a staff member works at (at least one), and moves
	// their sessions at an outlet no longer theirs to their only outlet, or to none;
	// core.ErrReferenced when one of them is gone.
	SetStaffOutlets(ctx context.Context, userID int64, outletIDs []int64) error
}
