package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// ProductRepository stores products.
type ProductRepository interface {
	List(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error)
	// Get returns core.ErrNotFound when there is no product with that id.
	Get(ctx context.Context, id int64) (core.Product, error)
	// Categories lists the distinct categories, sorted.
	Categories(ctx context.Context) ([]string, error)
	// Create stores a new product with stock 0: stock only ever moves through StockLedger.
	Create(ctx context.Context, p *core.Product) error
	// FindByBarcode returns core.ErrNotFound when no product has that barcode.
	FindByBarcode(ctx context.Context, barcode string) (core.Product, error)
}

// StockLedger moves stock and records each movement. It must run inside the caller's
// transaction: the decrement is one conditional UPDATE, so stock never goes below 0.
type StockLedger interface {
	// Apply returns a *core.StockShortageError when the stock does not cover a decrement,
	// and core.ErrNotFound for an unknown product.
	Apply(ctx context.Context, c core.StockChange, at time.Time) (core.StockMovement, error)
	Movements(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.StockMovement], error)
}

// SupplierRepository stores suppliers.
type SupplierRepository interface {
	Create(ctx context.Context, s *core.Supplier) error
	FindByName(ctx context.Context, name string) (core.Supplier, error)
}
