package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// StockTransferRepository stores transfers between outlets with their lines and units.
type StockTransferRepository interface {
	// Create stores a sent transfer with its lines and units and sets their ids.
	Create(ctx context.Context, t *core.StockTransfer) error
	SetNumber(ctx context.Context, id int64, number string) error
	// Get reads a transfer with its lines and units; core.ErrNotFound when none.
	Get(ctx context.Context, id int64) (core.StockTransfer, error)
	List(ctx context.Context, f core.StockTransferFilter) (core.Page[core.StockTransfer], error)
	// Receive records what arrived (per line id, and the units by id) and moves a sent
	// transfer to status; false when it was not sent any more (received by someone else).
	Receive(ctx context.Context, id int64, status core.StockTransferStatus, received map[int64]int64, units []int64, by int64, at time.Time) (bool, error)
	// Settle records what was done with a short transfer's shortfall; false when it was not
	// short any more.
	Settle(ctx context.Context, id int64, settlement core.TransferSettlement, by int64, at time.Time) (bool, error)
}
