package httpapi

import (
	"time"

	"github.com/konterhp/konter/core"
)

// SharedSale is a sale's receipt on its public page (a link sent on WhatsApp): what the paper
// says to the customer, without the shop's ids, costs or staff (neither the cashier nor who
// voided it).
type SharedSale struct {
	Number       string           `json:"transaction_id_display"`
	CreatedAt    time.Time        `json:"created_at"`
	VoidedAt     *time.Time       `json:"voided_at" doc:"Waktu transaksi dibatalkan; null bila tidak dibatalkan."`
	VoidReason   *string          `json:"void_reason"`
	VoidRefund   int64            `json:"void_refund" doc:"Uang yang dikembalikan ke pelanggan saat dibatalkan."`
	CustomerName *string          `json:"customer_name_cache"`
	CustomerType string           `json:"customer_type" enum:"umum,reseller"`
	Subtotal     int64            `json:"subtotal"`
	Discount     int64            `json:"discount"`
	Total        int64            `json:"total_amount"`
	Paid         int64            `json:"paid_amount"`
	Change       int64            `json:"change_amount"`
	Remaining    int64            `json:"remaining_amount"`
	Items        []SharedSaleItem `json:"items"`
	Payments     []Payment        `json:"payments"`
}

// SharedSaleItem is a line of a shared receipt: the price it was sold at, never its cost.
type SharedSaleItem struct {
	ProductName   string       `json:"product_name"`
	Quantity      int64        `json:"quantity"`
	SalePrice     int64        `json:"sale_price_at_sale"`
	Units         []SharedUnit `json:"units,omitempty"`
	WarrantyName  *string      `json:"warranty_name,omitempty"`
	WarrantyUntil *string      `json:"warranty_until,omitempty" format:"date"`
}

// SharedUnit is a phone or laptop on a shared receipt, by its IMEI or serial.
type SharedUnit struct {
	IMEI   *string `json:"imei"`
	IMEI2  *string `json:"imei2"`
	Serial *string `json:"serial"`
}

func sharedSaleOf(s core.SalesTransaction) SharedSale {
	items := make([]SharedSaleItem, len(s.Items))
	for i, it := range s.Items {
		items[i] = SharedSaleItem{ProductName: it.ProductName, Quantity: it.Quantity, SalePrice: it.SalePrice,
			WarrantyName: it.WarrantyName, WarrantyUntil: it.WarrantyUntil}
		for _, u := range it.Units {
			items[i].Units = append(items[i].Units, SharedUnit{IMEI: u.IMEI, IMEI2: u.IMEI2, Serial: u.Serial})
		}
	}
	return SharedSale{Number: s.Number, CreatedAt: s.CreatedAt, VoidedAt: s.VoidedAt, VoidReason: s.VoidReason,
		VoidRefund: s.VoidRefund, CustomerName: s.CustomerName,
		CustomerType: s.CustomerType, Subtotal: s.Subtotal, Discount: s.Discount, Total: s.Total, Paid: s.Paid,
		Change: s.Change, Remaining: s.Remaining, Items: items, Payments: paymentsOf(s.Payments)}
}
