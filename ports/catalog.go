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
	// GetMany returns the products of those ids that exist, in no particular order.
	GetMany(ctx context.Context, ids []int64) ([]core.Product, error)
	// Categories lists the distinct categories, sorted.
	Categories(ctx context.Context) ([]string, error)
	// Create stores a new product with stock 0: stock only ever moves through StockLedger.
	Create(ctx context.Context, p *core.Product) error
	// Update loads the product, applies fn and saves every field but stock, in one transaction.
	Update(ctx context.Context, id int64, fn func(p *core.Product) error) (core.Product, error)
	// Delete returns core.ErrReferenced when a sale, repair or order uses the product.
	Delete(ctx context.Context, id int64) error
	// CategoryExists tells whether a category of that name (any case) is in use or listed.
	CategoryExists(ctx context.Context, name string) (bool, error)
	AddCategory(ctx context.Context, name string, at time.Time) error
	// FindByBarcode returns core.ErrNotFound when no product has that barcode.
	FindByBarcode(ctx context.Context, barcode string) (core.Product, error)
	// Pinned lists the products pinned at the counter, by name, at most limit of them.
	Pinned(ctx context.Context, limit int) ([]core.Product, error)
}

// StockLedger moves stock and records each movement. It must run inside the caller's
// transaction: the decrement is one conditional UPDATE, so stock never goes below 0.
type StockLedger interface {
	// Apply makes the changes as one and records a movement for each, in order. It returns a
	// *core.StockShortageError when a product's stock does not cover what the changes take
	// from it, core.StockAboveLimit when they would take it past core.MaxStock, and
	// core.ErrNotFound for an unknown product. No stock is ever computed past those bounds.
	Apply(ctx context.Context, outletID int64, changes []core.StockChange, at time.Time) ([]core.StockMovement, error)
	// Refusal is the error Apply gives when the outlet cannot take delta of the product.
	Refusal(ctx context.Context, outletID, productID, delta int64) error
	// AtOutlets is each product's stock per outlet, of those that hold some.
	AtOutlets(ctx context.Context, productIDs []int64) (map[int64][]core.OutletStock, error)
	Movements(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.StockMovement], error)
}

// UnitRepository stores the units of products tracked by unit. Moving a unit in or out of
// the stock is a conditional write, so two documents can never take the same unit.
type UnitRepository interface {
	// TrackedNames returns, of those products, the ones tracked by unit, with their names.
	TrackedNames(ctx context.Context, productIDs []int64) (map[int64]string, error)
	// Create stores a new unit; core.ErrDuplicate when one of its numbers is taken.
	Create(ctx context.Context, u *core.Unit) error
	// Get returns core.ErrNotFound when there is no unit with that id.
	Get(ctx context.Context, id int64) (core.Unit, error)
	// FindByNumber finds the unit with that IMEI (first or second) or serial (any case);
	// core.ErrNotFound when none has it.
	FindByNumber(ctx context.Context, number string) (core.Unit, error)
	List(ctx context.Context, f core.UnitFilter) (core.Page[core.Unit], error)
	// Leave moves the product's unit from the outlet's stock to status; core.ErrNotFound when
	// it is not in that outlet's stock.
	Leave(ctx context.Context, outletID, productID, unitID int64, status core.UnitStatus) error
	// Arrive puts the product's unit in the outlet's stock; core.ErrNotFound when it is
	// already in stock.
	Arrive(ctx context.Context, outletID, productID, unitID int64) error
	// TakeInStock moves up to n of the product's units in the outlet's stock, oldest first, to
	// status and returns their ids.
	TakeInStock(ctx context.Context, outletID, productID, n int64, status core.UnitStatus) ([]int64, error)
	// TakeBack puts back in the outlet's stock up to n of the product's units whose last
	// movement out was by that document, and returns their ids.
	TakeBack(ctx context.Context, outletID, productID, n int64, reference string) ([]int64, error)
	// MovedBy lists the units a document moved for that reason (the phones a sale sold), in
	// the order they moved.
	MovedBy(ctx context.Context, reference string, reason core.StockReason) ([]core.Unit, error)
	// Story lists the unit's movements in the ledger, oldest first.
	Story(ctx context.Context, unitID int64) ([]core.StockMovement, error)
}

// GoodsReceiptRepository stores goods received from suppliers.
type GoodsReceiptRepository interface {
	// Create stores the receipt and its lines and sets their ids.
	Create(ctx context.Context, r *core.GoodsReceipt) error
	SetNumber(ctx context.Context, id int64, number string) error
	// Get returns core.ErrNotFound when there is no receipt with that id.
	Get(ctx context.Context, id int64) (core.GoodsReceipt, error)
	List(ctx context.Context, f core.GoodsReceiptFilter) (core.Page[core.GoodsReceipt], error)
	// Pay adds amount to what was paid, if it stays within the total; core.ErrNotFound
	// when there is no such receipt or it would pay more than the total.
	Pay(ctx context.Context, id, amount int64) error
	// PerSupplier adds up the receipts of the filter's period per supplier, the largest total first.
	PerSupplier(ctx context.Context, f core.GoodsReceiptFilter) ([]core.SupplierGoodsReceipts, error)
}
