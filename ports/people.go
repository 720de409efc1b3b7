package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// CustomerRepository stores the counter's customers.
type CustomerRepository interface {
	Create(ctx context.Context, c *core.Customer) error
	FindByName(ctx context.Context, name string) (core.Customer, error)
}
