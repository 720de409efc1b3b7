package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// PaymentRepository stores the payments documents took, one row per method.
type PaymentRepository interface {
	// Record stores the payments and sets their ids.
	Record(ctx context.Context, payments []core.Payment) error
	// MarkReplaced marks a document's payments replaced (a repair bill processed again).
	MarkReplaced(ctx context.Context, kind string, documentID int64) error
	// Of lists a document's payments not replaced, in the order they were taken.
	Of(ctx context.Context, kind string, documentID int64) ([]core.Payment, error)
}

// CreditNotes spends the credit returns keep for an exchange.
type CreditNotes interface {
	// Spend takes amount from the credit of the return numbered number (a negative amount gives
	// it back); false when it has no such credit left.
	Spend(ctx context.Context, number string, amount int64) (bool, error)
}

// PaymentGateway would confirm a QRIS payment by itself, instead of the cashier looking at
// the customer's app. None is built: the port says what one would need to give.
type PaymentGateway interface {
	// Confirmed tells whether the dynamic QRIS payload was paid, and the gateway's reference.
	Confirmed(ctx context.Context, payload string, amount int64) (paid bool, reference string, err error)
}
