package core

import "time"

// Kinds of document in the sales history.
const (
	KindSale    = "penjualan"
	KindService = "service"
)

// PastTransaction is one line of the sales history: a sale or a repair bill, as its receipt
// sums it up. ID is the sale's id, or the repair's (service entry) id for a bill.
type PastTransaction struct {
	Kind          string    `bun:"kind"`
	ID            int64     `bun:"id"`
	Number        string    `bun:"number"`
	CreatedAt     time.Time `bun:"created_at"`
	CustomerID    *int64    `bun:"customer_id"`
	CustomerName  *string   `bun:"customer_name"`
	Detail        string    `bun:"detail"`
	Total         int64     `bun:"total_amount"`
	Paid          int64     `bun:"paid_amount"`
	Remaining     int64     `bun:"remaining_amount"`
	PaymentMethod string    `bun:"payment_method"`
	PaidWith      PaidWith  `bun:"paid_with"`
	KasirName     *string   `bun:"kasir_name"`
	// VoidedAt is when the document was voided; nil while it stands.
	VoidedAt *time.Time `bun:"voided_at"`
	// Returned is the value of the goods of a sale taken back by its returns (0 for a repair bill).
	Returned int64 `bun:"returned_amount"`
	// AllReturned is whether a sale's returns took back every piece it sold.
	AllReturned bool `bun:"all_returned"`
}

// HistoryFilter selects the sales history: a number, customer or product to search for, one
// customer's documents, and the instants [From, To).
type HistoryFilter struct {
	Search     string
	CustomerID *int64
	From, To   *time.Time
	PageRequest
}
