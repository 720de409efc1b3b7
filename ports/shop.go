package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// OrderRepository stores members' orders and their lines.
type OrderRepository interface {
	// Create stores the order and its lines.
	Create(ctx context.Context, o *core.Order, items []core.OrderItem) error
	// SetNumber gives a stored order its display number.
	SetNumber(ctx context.Context, id int64, number string) error
	// Get returns core.ErrNotFound when there is no order with that id.
	Get(ctx context.Context, id int64) (core.Order, error)
	// Items lists an order's lines with their product's name and photo.
	Items(ctx context.Context, orderID int64) ([]core.OrderItem, error)
	// ListForMember lists a member's orders, newest first.
	ListForMember(ctx context.Context, memberID int64, page core.PageRequest) (core.Page[core.Order], error)

	// List lists every order with its member's contact details, newest first.
	List(ctx context.Context, f core.OrderFilter) (core.Page[core.StaffOrder], error)
	// GetForStaff reads an order with its member's contact details.
	GetForStaff(ctx context.Context, id int64) (core.StaffOrder, error)
	// Update locks the order, applies fn and saves its status and sale, in one transaction.
	Update(ctx context.Context, id int64, fn func(o *core.Order) error) (core.Order, error)
	// Delete removes the order and its lines.
	Delete(ctx context.Context, id int64) error
}

// ReviewRepository stores product reviews, one per member and product.
type ReviewRepository interface {
	// Save writes the member's review of the product, replacing their earlier one; it tells
	// whether the review is new.
	Save(ctx context.Context, r *core.Review) (created bool, err error)
	// Get reads one review with its author.
	Get(ctx context.Context, id int64) (core.Review, error)
	// List reads a product's reviews with their authors, newest first.
	List(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.Review], error)
	// AverageRating is the mean rating of a product's reviews, 0 when it has none.
	AverageRating(ctx context.Context, productID int64) (float64, error)
}

// VisitRepository counts storefront visits per shop-local day.
type VisitRepository interface {
	// Increment adds one visit to the day (YYYY-MM-DD) in one atomic statement and returns the
	// day's count.
	Increment(ctx context.Context, day string) (int64, error)
}
