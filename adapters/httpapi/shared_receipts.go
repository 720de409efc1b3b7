package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

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

// ReceiptLink is the secret token of a sale's public receipt page.
type ReceiptLink struct {
	Token string `json:"token" doc:"Token rahasia halaman struk publik /struk/{token}."`
}

// sharedSaleOutput is kept by no cache (a revoked link stops at once, a customer's receipt sits
// in no shared cache) and by no search engine.
type sharedSaleOutput struct {
	CacheControl string `header:"Cache-Control"`
	Robots       string `header:"X-Robots-Tag"`
	Body         SharedSale
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

func (s *Server) registerSharedReceipts() {
	tags := []string{tagSales}
	register(s, Staff, huma.Operation{
		OperationID: "share-sale-receipt", Method: http.MethodPost, Path: "/api/sales/{id}/receipt-link",
		Summary:     "Tautan struk (Kirim via WhatsApp)",
		Description: "Token rahasia halaman struk publik transaksi ini; token yang sama setiap kali sampai Admin mencabutnya.",
		Tags:        tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *saleIDInput) (*bodyOf[ReceiptLink], error) {
		token, err := s.deps.Sales.ShareReceipt(ctx, in.ID)
		return &bodyOf[ReceiptLink]{Body: ReceiptLink{Token: token}}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "revoke-sale-receipt", Method: http.MethodDelete, Path: "/api/sales/{id}/receipt-link", DefaultStatus: http.StatusNoContent,
		Summary: "Cabut tautan struk", Description: "Halaman struk publik transaksi ini tidak dapat dibuka lagi.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *saleIDInput) (*struct{}, error) {
		return nil, s.deps.Sales.UnshareReceipt(ctx, in.ID)
	})

	register(s, Anyone, huma.Operation{
		OperationID: "shared-sale-receipt", Method: http.MethodGet, Path: "/api/receipts/{token}",
		Summary:     "Struk dari tautan",
		Description: "Publik: satu struk penjualan dari token rahasianya, tanpa data staf atau harga modal. Token salah, tidak dikenal atau dicabut: 404 yang sama.",
		Tags:        tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *struct {
		Token string `path:"token" maxLength:"100" doc:"Token rahasia dari tautan struk."`
	}) (*sharedSaleOutput, error) {
		sale, err := s.deps.Sales.SharedReceipt(ctx, in.Token)
		return &sharedSaleOutput{CacheControl: "no-store", Robots: "noindex", Body: sharedSaleOf(sale)}, err
	})
}
