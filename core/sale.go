package core

import "time"

// Customer types choose the price list: umum pays retail, reseller the reseller price.
const (
	CustomerUmum     = "umum"
	CustomerReseller = "reseller"
)

// The spec's payment_method of a document: tunai when it is paid, cicilan when something
// remains. How the money was handed over is in its Payments.
const (
	PayCash        = "tunai"
	PayInstallment = "cicilan"
)

// SalesTransaction is one transaction at the sales cashier. Every amount is computed by the server.
type SalesTransaction struct {
	ID        int64     `bun:"id,pk,autoincrement"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	Number    string    `bun:"transaction_id_display,notnull"`
	// OutletID is the outlet where the sale was made.
	OutletID int64 `bun:"outlet_id,notnull"`
	Voided
	CustomerID    *int64  `bun:"customer_id"`
	CustomerName  *string `bun:"customer_name_cache"`
	CustomerType  string  `bun:"customer_type,notnull"`
	Subtotal      int64   `bun:"subtotal,notnull"`
	Discount      int64   `bun:"discount,notnull"`
	Total         int64   `bun:"total_amount,notnull"`
	Paid          int64   `bun:"paid_amount,notnull"`
	Change        int64   `bun:"change_amount,notnull"`
	Remaining     int64   `bun:"remaining_amount,notnull"`
	PaymentMethod string  `bun:"payment_method,notnull"`
	KasirID       *int64  `bun:"kasir_id"`
	KasirName     *string `bun:"kasir_name_cache"`
	// MemberID is the member's account its customer is linked to, if any.
	MemberID *int64 `bun:"member_id,scanonly"`
	// Returned is the value of the goods its returns took back until now.
	Returned int64 `bun:"returned_amount,scanonly"`
	// AllReturned is whether its returns took back every piece it sold.
	AllReturned bool                   `bun:"all_returned,scanonly"`
	Items       []SalesTransactionItem `bun:"rel:has-many,join:id=transaction_id"`
	// Payments are read for the receipt; a list of sales leaves them out.
	Payments []Payment `bun:"-"`
}

// SalesTransactionItem is one line of a sale, with the prices as they were at the moment of sale.
type SalesTransactionItem struct {
	ID          int64  `bun:"id,pk,autoincrement"`
	SaleID      int64  `bun:"transaction_id,notnull"`
	ProductID   int64  `bun:"product_id,notnull"`
	ProductName string `bun:"product_name_cache,notnull"`
	Quantity    int64  `bun:"quantity,notnull"`
	BuyPrice    int64  `bun:"buy_price_at_sale,notnull"`
	SalePrice   int64  `bun:"sale_price_at_sale,notnull"`
	// WarrantyName and WarrantyUntil (its last day, YYYY-MM-DD) are the shop's warranty on
	// the line's category on the day of sale; nil when it gives none.
	WarrantyName  *string `bun:"warranty_name"`
	WarrantyUntil *string `bun:"warranty_until"`
	// Units are the phones or laptops of a tracked product the sale sold, for the receipt.
	Units []Unit `bun:"-"`
}

// Kept is what the shop kept of the money handed over at the till, net of change: its
// payments' Kept added up.
func (s SalesTransaction) Kept() int64 { return s.Paid - s.Change }

// BillLines are the sale's lines as its bill adds them up: each quantity at the price sold.
func (s SalesTransaction) BillLines() []BillLine {
	out := make([]BillLine, len(s.Items))
	for i, it := range s.Items {
		out[i] = BillLine{Quantity: it.Quantity, Price: it.SalePrice}
	}
	return out
}

// SaleFilter selects sales for lists and reports.
type SaleFilter struct {
	From, To *time.Time
	// Outlet keeps one outlet's sales; 0: every outlet's.
	Outlet int64
	// Member keeps the sales of the customer linked to that member's account; 0: everyone's.
	Member int64
	PageRequest
}
