package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// ReturnRepository stores voids and returns.
type ReturnRepository interface {
	// LockSale locks a sale until the transaction ends, so that voids and returns of one sale
	// take their turns; core.ErrNotFound when there is none.
	LockSale(ctx context.Context, id int64) error
	// VoidSale and VoidServiceBill mark a document voided; false when it already was.
	VoidSale(ctx context.Context, id int64, v core.Voided) (bool, error)
	VoidServiceBill(ctx context.Context, id int64, v core.Voided) (bool, error)
	// Create stores a return with its items and sets their ids.
	Create(ctx context.Context, r *core.SaleReturn) error
	SetNumber(ctx context.Context, id int64, number string) error
	// Get reads a return with its items and its sale's number; core.ErrNotFound when none.
	Get(ctx context.Context, id int64) (core.SaleReturn, error)
	// OfSale lists a sale's returns with their items, oldest first.
	OfSale(ctx context.Context, saleID int64) ([]core.SaleReturn, error)
}
