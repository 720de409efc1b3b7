package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// StockCountRepository stores stock counts with their sheet and their units.
type StockCountRepository interface {
	// Start stores a new open count and freezes its sheet: a line per product of its
	// categories (every product when none) with today's stock, and each unit in the shop of
	// the tracked ones.
	Start(ctx context.Context, c *core.StockCount) error
	SetNumber(ctx context.Context, id int64, number string) error
	// Get reads a count with its lines (with each product's stock now) and units; core.ErrNotFound when none.
	Get(ctx context.Context, id int64) (core.StockCount, error)
	// Find reads a count without its sheet; core.ErrNotFound when none.
	Find(ctx context.Context, id int64) (core.StockCount, error)
	List(ctx context.Context, f core.StockCountFilter) (core.Page[core.StockCount], error)
	// AddCounted adds n to a line's count in one update, so staff counting at once never lose
	// one another's counts; core.ErrNotFound when the product is not on the sheet.
	AddCounted(ctx context.Context, countID, productID, n int64) (core.StockCountLine, error)
	// SetCounted replaces a line's count (a quantity typed or imported); nil clears it.
	SetCounted(ctx context.Context, countID, productID int64, counted *int64) (core.StockCountLine, error)
	// FindUnit marks a unit of the count found and recounts its line, which it answers;
	// false when it was found already. core.ErrNotFound when the unit's product is not on
	// the sheet.
	FindUnit(ctx context.Context, countID int64, unit core.Unit) (core.StockCountLine, bool, error)
	// KeepCosts keeps each counted product's buy price now with its line of the count.
	KeepCosts(ctx context.Context, id int64) error
	// Close moves an open count to posted or cancelled; false when it was not open any more.
	Close(ctx context.Context, id int64, status core.StockCountStatus, by int64, at time.Time) (bool, error)
}
