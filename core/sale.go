package core

import "time"

// Customer types choose the price list: umum pays retail, reseller the reseller price.
const (
	CustomerUmum     = "umum"
	CustomerReseller = "reseller"
)

// Payment methods at the counter.
const (
	PayCash        = "tunai"
	PayInstallment = "cicilan"
)

// SalesTransaction is one transaction at the sales cashier. Every amount is computed by the server.
type SalesTransaction struct {
	ID            int64                  `json:"id" bun:"id,pk,autoincrement"`
	CreatedAt     time.Time              `json:"created_at" bun:"created_at,notnull"`
	Number        string                 `json:"transaction_id_display" bun:"transaction_id_display,notnull"`
	CustomerID    *int64                 `json:"customer_id" bun:"customer_id"`
	CustomerName  *string                `json:"customer_name_cache" bun:"customer_name_cache"`
	CustomerType  string                 `json:"customer_type" bun:"customer_type,notnull"`
	Subtotal      int64                  `json:"subtotal" bun:"subtotal,notnull"`
	Discount      int64                  `json:"discount" bun:"discount,notnull"`
	Total         int64                  `json:"total_amount" bun:"total_amount,notnull"`
	Paid          int64                  `json:"paid_amount" bun:"paid_amount,notnull"`
	Change        int64                  `json:"change_amount" bun:"change_amount,notnull"`
	Remaining     int64                  `json:"remaining_amount" bun:"remaining_amount,notnull"`
	PaymentMethod string                 `json:"payment_method" bun:"payment_method,notnull"`
	KasirID       *int64                 `json:"kasir_id" bun:"kasir_id"`
	KasirName     *string                `json:"kasir_name" bun:"kasir_name_cache"`
	Items         []SalesTransactionItem `json:"items" bun:"rel:has-many,join:id=transaction_id"`
}

// SalesTransactionItem is one line of a sale, with the prices as they were at the moment of sale.
type SalesTransactionItem struct {
	ID          int64  `json:"id" bun:"id,pk,autoincrement"`
	SaleID      int64  `json:"transaction_id" bun:"transaction_id,notnull"`
	ProductID   int64  `json:"product_id" bun:"product_id,notnull"`
	ProductName string `json:"product_name" bun:"product_name_cache,notnull"`
	Quantity    int64  `json:"quantity" bun:"quantity,notnull"`
	BuyPrice    int64  `json:"buy_price_at_sale" bun:"buy_price_at_sale,notnull"`
	SalePrice   int64  `json:"sale_price_at_sale" bun:"sale_price_at_sale,notnull"`
}

// LineTotal is quantity times the price at sale.
func (i SalesTransactionItem) LineTotal() int64 { return i.Quantity * i.SalePrice }

// SaleFilter selects sales for lists and reports.
type SaleFilter struct {
	From, To *time.Time
	PageRequest
}
