package sqlstore

import (
	"context"

	"github.com/konterhp/konter/core"
)

// Suppliers implements ports.SupplierRepository.
type Suppliers struct{ *Store }

func (r Suppliers) Create(ctx context.Context, s *core.Supplier) error {
	_, err := r.conn(ctx).NewInsert().Model(s).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Suppliers) FindByName(ctx context.Context, name string) (core.Supplier, error) {
	var s core.Supplier
	err := r.conn(ctx).NewSelect().Model(&s).Where("name = ?", name).Limit(1).Scan(ctx)
	return s, translate(err)
}

// Customers implements ports.CustomerRepository.
type Customers struct{ *Store }

func (r Customers) Create(ctx context.Context, c *core.Customer) error {
	_, err := r.conn(ctx).NewInsert().Model(c).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Customers) FindByName(ctx context.Context, name string) (core.Customer, error) {
	var c core.Customer
	err := r.conn(ctx).NewSelect().Model(&c).Where("name = ?", name).Limit(1).Scan(ctx)
	return c, translate(err)
}
