package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// ShiftFilter narrows the list of shifts: one cashier's (nil: everyone's), one outlet's (0:
// every outlet's), open ones only, and the shifts opened in [From, To).
type ShiftFilter struct {
	core.PageRequest
	KasirID  *int64
	Outlet   int64
	OpenOnly bool
	From, To *time.Time
}

// ShiftRepository stores the cash-drawer shifts, their cash movements, and finds the payments
// taken in them.
type ShiftRepository interface {
	// Open stores s as its cashier's open shift and sets its id; false when one is open already.
	Open(ctx context.Context, s *core.Shift) (bool, error)
	// OpenOf finds the cashier's open shift, locked until the transaction ends; ErrNotFound
	// when none is open.
	OpenOf(ctx context.Context, kasirID int64) (core.Shift, error)
	// Lock reads a shift, locked until the transaction ends.
	Lock(ctx context.Context, id int64) (core.Shift, error)
	Get(ctx context.Context, id int64) (core.Shift, error)
	// Close writes the closing of s: closed_at, who closed it, expected and counted cash, note.
	Close(ctx context.Context, s core.Shift) error
	AddMove(ctx context.Context, m *core.CashMove) error
	Moves(ctx context.Context, shiftID int64) ([]core.CashMove, error)
	AddDrawerOpening(ctx context.Context, o *core.DrawerOpening) error
	// DrawerOpenings lists the times the shift's drawer was opened without a sale, oldest first.
	DrawerOpenings(ctx context.Context, shiftID int64) ([]core.DrawerOpening, error)
	// Payments lists the payments taken in the shifts, oldest first.
	Payments(ctx context.Context, shiftIDs ...int64) ([]core.Payment, error)
	List(ctx context.Context, f ShiftFilter) (core.Page[core.Shift], error)
}
