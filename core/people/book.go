// Package people holds the shop's address books: customers and suppliers.
package people

import (
	"context"
	"errors"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Record is a row of an address book.
type Record interface {
	ContactInfo() *core.Contact
	Key() int64
	SetCreated(t time.Time)
}

// Messages are the texts one address book speaks.
type Messages struct {
	NameRequired string
	NotFound     string
	InUse        string
}

// Book is one address book (customers or suppliers).
type Book[T any, PT interface {
	*T
	Record
}] struct {
	resource core.Resource
	msgs     Messages
	clock    ports.Clock
	repo     ports.ContactRepository[T]
	pub      ports.Publisher
}

func newBook[T any, PT interface {
	*T
	Record
}](resource core.Resource, msgs Messages, d Deps[T]) *Book[T, PT] {
	return &Book[T, PT]{resource: resource, msgs: msgs, clock: d.Clock, repo: d.Contacts, pub: d.Pub}
}

// Deps are the ports an address book needs.
type Deps[T any] struct {
	Clock    ports.Clock
	Contacts ports.ContactRepository[T]
	Pub      ports.Publisher
}

// List searches on name or phone, case-insensitively, a page at a time.
func (b *Book[T, PT]) List(ctx context.Context, f core.ContactFilter) (core.Page[T], error) {
	return b.repo.List(ctx, f)
}

// Get reads one entry.
func (b *Book[T, PT]) Get(ctx context.Context, id int64) (T, error) {
	rec, err := b.repo.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return rec, core.NotFound(b.msgs.NotFound)
	}
	return rec, err
}

// Named finds an entry by its exact name; core.ErrNotFound when there is none.
func (b *Book[T, PT]) Named(ctx context.Context, name string) (T, error) {
	return b.repo.FindByName(ctx, name)
}

// Add records a new entry; blank phone and address are stored as null.
func (b *Book[T, PT]) Add(ctx context.Context, c core.Contact) (T, error) {
	var rec T
	p := PT(&rec)
	*p.ContactInfo() = c
	if err := p.ContactInfo().Normalise(b.msgs.NameRequired); err != nil {
		return rec, err
	}
	p.SetCreated(b.clock.Now())
	if err := b.repo.Create(ctx, &rec); err != nil {
		return rec, err
	}
	b.pub.Publish(ctx, core.Change{Resource: b.resource, Action: core.ActionCreated, IDs: []int64{p.Key()}})
	return rec, nil
}

// Edit changes an entry's name, phone and address.
func (b *Book[T, PT]) Edit(ctx context.Context, id int64, c core.Contact) (T, error) {
	if err := c.Normalise(b.msgs.NameRequired); err != nil {
		var zero T
		return zero, err
	}
	rec, err := b.repo.Update(ctx, id, func(rec *T) error {
		*PT(rec).ContactInfo() = c
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return rec, core.NotFound(b.msgs.NotFound)
	}
	if err == nil {
		b.pub.Publish(ctx, core.Change{Resource: b.resource, Action: core.ActionUpdated, IDs: []int64{id}})
	}
	return rec, err
}

// Remove deletes an entry, unless documents still refer to it.
func (b *Book[T, PT]) Remove(ctx context.Context, id int64) error {
	err := b.repo.Delete(ctx, id)
	switch {
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(b.msgs.NotFound)
	case errors.Is(err, core.ErrReferenced):
		return core.Conflict(b.msgs.InUse).Wrap(err)
	case err != nil:
		return err
	}
	b.pub.Publish(ctx, core.Change{Resource: b.resource, Action: core.ActionDeleted, IDs: []int64{id}})
	return nil
}

// Customers is the counter's customer book.
type Customers = Book[core.Customer, *core.Customer]

// Suppliers is the shop's supplier book.
type Suppliers = Book[core.Supplier, *core.Supplier]

// NewCustomers builds the customer book with the spec's texts.
func NewCustomers(d Deps[core.Customer]) *Customers {
	return newBook[core.Customer, *core.Customer](core.ResourceCustomers, Messages{
		NameRequired: "Nama pelanggan tidak boleh kosong.",
		NotFound:     MsgCustomerNotFound,
		InUse:        "Gagal menghapus: Pelanggan ini memiliki riwayat transaksi dan tidak dapat dihapus.",
	}, d)
}

// NewSuppliers builds the supplier book with the spec's texts.
func NewSuppliers(d Deps[core.Supplier]) *Suppliers {
	return newBook[core.Supplier, *core.Supplier](core.ResourceSuppliers, Messages{
		NameRequired: "Nama supplier tidak boleh kosong.",
		NotFound:     "Supplier tidak ditemukan.",
		InUse:        "Gagal menghapus: Supplier ini masih digunakan dan tidak dapat dihapus.",
	}, d)
}
