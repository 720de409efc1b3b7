package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// ContactRepository stores an address book: suppliers or customers.
type ContactRepository[T any] interface {
	List(ctx context.Context, f core.ContactFilter) (core.Page[T], error)
	Get(ctx context.Context, id int64) (T, error)
	FindByName(ctx context.Context, name string) (T, error)
	Create(ctx context.Context, rec *T) error
	// Update loads the row, applies fn and saves it, inside one transaction.
	Update(ctx context.Context, id int64, fn func(rec *T) error) (T, error)
	// Delete returns core.ErrReferenced when other rows still point at the row.
	Delete(ctx context.Context, id int64) error
}

// Publisher sends realtime change notices to the connected clients (of every instance).
type Publisher interface {
	Publish(ctx context.Context, changes ...core.Change)
}
