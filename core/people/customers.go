// Package people holds the use cases about the counter's customers.
package people

import (
	"context"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Customers holds the customer use cases.
type Customers struct {
	clock ports.Clock
	repo  ports.CustomerRepository
}

func NewCustomers(clock ports.Clock, repo ports.CustomerRepository) *Customers {
	return &Customers{clock: clock, repo: repo}
}

// CustomerInput is the customer form.
type CustomerInput struct {
	Name    string
	Phone   *string
	Address *string
}

// AddCustomer records a new customer; phone and address are stored as null when empty.
func (c *Customers) AddCustomer(ctx context.Context, in CustomerInput) (core.Customer, error) {
	cust := core.Customer{
		Name: strings.TrimSpace(in.Name), Phone: core.OptionalText(in.Phone), Address: core.OptionalText(in.Address),
		CreatedAt: c.clock.Now(),
	}
	if cust.Name == "" {
		return cust, core.InvalidField("name", "Nama pelanggan tidak boleh kosong.")
	}
	return cust, c.repo.Create(ctx, &cust)
}

// CustomerNamed finds a customer by exact name.
func (c *Customers) CustomerNamed(ctx context.Context, name string) (core.Customer, error) {
	return c.repo.FindByName(ctx, name)
}
