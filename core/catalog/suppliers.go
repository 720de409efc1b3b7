package catalog

import (
	"context"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Suppliers holds the supplier use cases.
type Suppliers struct {
	clock ports.Clock
	repo  ports.SupplierRepository
}

func NewSuppliers(clock ports.Clock, repo ports.SupplierRepository) *Suppliers {
	return &Suppliers{clock: clock, repo: repo}
}

// SupplierInput is the supplier form.
type SupplierInput struct {
	Name    string
	Phone   *string
	Address *string
}

// AddSupplier records a new supplier; the name is required.
func (s *Suppliers) AddSupplier(ctx context.Context, in SupplierInput) (core.Supplier, error) {
	sup := core.Supplier{
		Name: strings.TrimSpace(in.Name), Phone: core.OptionalText(in.Phone), Address: core.OptionalText(in.Address),
		CreatedAt: s.clock.Now(),
	}
	if sup.Name == "" {
		return sup, core.InvalidField("name", "Nama supplier tidak boleh kosong.")
	}
	return sup, s.repo.Create(ctx, &sup)
}

// SupplierNamed finds a supplier by its exact name.
func (s *Suppliers) SupplierNamed(ctx context.Context, name string) (core.Supplier, error) {
	return s.repo.FindByName(ctx, name)
}
