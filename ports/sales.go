package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// ShopTime tells the shop's time zone, for "today", report periods and document numbers.
type ShopTime interface {
	Location(ctx context.Context) *time.Location
}

// SaleRepository stores sales with their lines.
type SaleRepository interface {
	// Create stores the sale and its items and sets their ids.
	Create(ctx context.Context, sale *core.SalesTransaction) error
	// SetNumber gives a stored sale its display number.
	SetNumber(ctx context.Context, id int64, number string) error
	// Get reads a sale with its items; core.ErrNotFound when there is none.
	Get(ctx context.Context, id int64) (core.SalesTransaction, error)
	// FindByNumber reads a sale by its display number; core.ErrNotFound when there is none.
	FindByNumber(ctx context.Context, number string) (core.SalesTransaction, error)
	List(ctx context.Context, f core.SaleFilter) (core.Page[core.SalesTransaction], error)
}

// InstallmentRepository stores instalments and their payments.
type InstallmentRepository interface {
	// Create stores the instalment and sets its id.
	Create(ctx context.Context, in *core.Installment) error
	SetNumber(ctx context.Context, id int64, number string) error
	Get(ctx context.Context, id int64) (core.Installment, error)
	FindByNumber(ctx context.Context, number string) (core.Installment, error)
	List(ctx context.Context, f core.InstallmentFilter) (core.Page[core.Installment], error)
	// Pay takes amount off what remains in one conditional update; false when the remaining
	// amount does not cover it (another payment got there first).
	Pay(ctx context.Context, id, amount int64, at time.Time) (bool, error)
	// Reprice sets a new total and paid amount (a service bill that changed), keeping the
	// status in step with what remains.
	Reprice(ctx context.Context, id, total, paid int64, at time.Time) error
	// Cancel closes the instalment of a voided document: nothing more is owed on it.
	Cancel(ctx context.Context, id int64, at time.Time) error
	// AddPayment records a payment and sets its id.
	AddPayment(ctx context.Context, p *core.InstallmentPayment) error
	Payments(ctx context.Context, installmentID int64, page core.PageRequest) (core.Page[core.InstallmentPayment], error)
	// Payment reads one payment; core.ErrNotFound when there is none.
	Payment(ctx context.Context, id int64) (core.InstallmentPayment, error)
	// PaidAfter adds up the payments made towards the same instalment after this one.
	PaidAfter(ctx context.Context, p core.InstallmentPayment) (int64, error)
}
