package core

import "time"

// Voided says whether, when, why and by whom a sale or a repair bill was voided, and the money
// paid back. A voided document stays in the books; its receipt shows BATAL and the reports
// leave it out.
type Voided struct {
	VoidedAt   *time.Time `bun:"voided_at"`
	VoidReason *string    `bun:"void_reason"`
	VoidedBy   *string    `bun:"voided_by_name"`
	VoidRefund int64      `bun:"void_refund,notnull"`
	// VoidedAtOutlet is the outlet where it was voided.
	VoidedAtOutlet *int64 `bun:"voided_outlet_id"`
}

// IsVoided tells whether the document was voided.
func (v Voided) IsVoided() bool { return v.VoidedAt != nil }

// SaleReturn is goods of a sale taken back (RTR-…): their value, at the price they were sold
// less their share of the discount, first reduces the sale's open instalment; the rest is
// paid back to the customer.
type SaleReturn struct {
	ID     int64  `bun:"id,pk,autoincrement"`
	Number string `bun:"transaction_id_display,notnull"`
	SaleID int64  `bun:"sale_id,notnull"`
	// OutletID is the outlet where the goods were taken back.
	OutletID     int64   `bun:"outlet_id,notnull"`
	SaleNumber   string  `bun:"sale_number,scanonly"`
	CustomerName *string `bun:"customer_name,scanonly"`
	Reason       string  `bun:"reason,notnull"`
	RefundMethod string  `bun:"refund_method,notnull"`
	Value        int64   `bun:"value_amount,notnull"`
	DebtReduced  int64   `bun:"debt_reduced,notnull"`
	Refund       int64   `bun:"refund_amount,notnull"`
	// CreditLeft is what is left of a refund kept as credit for an exchange.
	CreditLeft int64            `bun:"credit_left,notnull"`
	AdminID    *int64           `bun:"admin_id"`
	AdminName  *string          `bun:"admin_name_cache"`
	CreatedAt  time.Time        `bun:"created_at,notnull"`
	Items      []SaleReturnItem `bun:"rel:has-many,join:id=return_id"`
}

// SaleReturnItem is a quantity of one sale line taken back, at the prices it was sold.
type SaleReturnItem struct {
	ID          int64  `bun:"id,pk,autoincrement"`
	ReturnID    int64  `bun:"return_id,notnull"`
	SaleItemID  int64  `bun:"sale_item_id,notnull"`
	ProductID   int64  `bun:"product_id,notnull"`
	ProductName string `bun:"product_name_cache,notnull"`
	Quantity    int64  `bun:"quantity,notnull"`
	BuyPrice    int64  `bun:"buy_price_at_sale,notnull"`
	SalePrice   int64  `bun:"sale_price_at_sale,notnull"`
}

// BillLines are the goods taken back as lines of the sale's bill: each quantity at the price
// it was sold.
func (r SaleReturn) BillLines() []BillLine {
	out := make([]BillLine, len(r.Items))
	for i, it := range r.Items {
		out[i] = BillLine{Quantity: it.Quantity, Price: it.SalePrice}
	}
	return out
}
