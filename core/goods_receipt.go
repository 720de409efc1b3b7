package core

import "time"

// GoodsReceipt is goods received from a supplier (penerimaan barang): what came in at what
// price, and how much of it the shop has paid.
type GoodsReceipt struct {
	ID           int64  `json:"id" bun:"id,pk,autoincrement"`
	Number       string `json:"number" bun:"number,notnull"`
	SupplierID   int64  `json:"supplier_id" bun:"supplier_id,notnull"`
	SupplierName string `json:"supplier_name" bun:"supplier_name,scanonly"`
	// OutletID is the outlet whose stock it brought in.
	OutletID      int64  `json:"outlet_id" bun:"outlet_id,notnull"`
	InvoiceNumber string `json:"invoice_number" bun:"invoice_number,notnull"`
	// ReceivedOn is the shop-local day the goods came in, YYYY-MM-DD.
	ReceivedOn string             `json:"received_on" bun:"received_on,notnull"`
	Total      int64              `json:"total" bun:"total,notnull"`
	Paid       int64              `json:"paid" bun:"paid,notnull"`
	UserID     *int64             `json:"user_id" bun:"user_id"`
	CreatedAt  time.Time          `json:"created_at" bun:"created_at,notnull"`
	Lines      []GoodsReceiptLine `json:"lines" bun:"rel:has-many,join:id=receipt_id"`
}

// Owed is what the shop still has to pay for the receipt.
func (r GoodsReceipt) Owed() int64 { return r.Total - r.Paid }

// GoodsReceiptLine is one product received, at the price the supplier charged.
type GoodsReceiptLine struct {
	ID          int64  `json:"id" bun:"id,pk,autoincrement"`
	ReceiptID   int64  `json:"receipt_id" bun:"receipt_id,notnull"`
	ProductID   int64  `json:"product_id" bun:"product_id,notnull"`
	ProductName string `json:"product_name" bun:"product_name,notnull"`
	Quantity    int64  `json:"quantity" bun:"quantity,notnull"`
	BuyPrice    int64  `json:"buy_price" bun:"buy_price,notnull"`
}

// GoodsReceiptFilter selects goods receipts: of one supplier, at one outlet, received within
// From..To (shop-local days, YYYY-MM-DD, both included), only those not fully paid.
type GoodsReceiptFilter struct {
	SupplierID int64
	Outlet     int64
	From, To   string
	Unpaid     bool
	PageRequest
}

// SupplierGoodsReceipts adds up the goods receipts of one supplier in a period: what the shop
// bought from it, and what it still owes.
type SupplierGoodsReceipts struct {
	SupplierID   int64  `json:"supplier_id" bun:"supplier_id"`
	SupplierName string `json:"supplier_name" bun:"supplier_name"`
	Receipts     int64  `json:"receipts" bun:"receipts"`
	Total        Sum    `json:"total" bun:"total"`
	Paid         Sum    `json:"paid" bun:"paid"`
	Owed         Sum    `json:"owed" bun:"owed"`
}
