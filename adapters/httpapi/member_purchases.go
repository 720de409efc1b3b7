package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// MemberPurchase is a sale rung up at the counter for the member's account, in Pesanan Saya:
// its number, day, total and lines with their warranties; the receipt is read on its own.
type MemberPurchase struct {
	ID       int64            `json:"id"`
	Number   string           `json:"transaction_id_display"`
	Created  time.Time        `json:"created_at"`
	VoidedAt *time.Time       `json:"voided_at" doc:"Waktu transaksi dibatalkan; null bila tidak dibatalkan."`
	Total    int64            `json:"total_amount"`
	Items    []SharedSaleItem `json:"items"`
}

type memberPurchasePage struct {
	Body core.Page[MemberPurchase]
}

func (s *Server) registerMemberPurchases() {
	tags := []string{tagOrders}
	register(s, Members, huma.Operation{
		OperationID: "list-my-purchases", Method: http.MethodGet, Path: "/api/me/purchases",
		Summary:     "Belanja saya di toko",
		Description: "Transaksi kasir atas pelanggan yang terhubung ke akun member ini, terbaru lebih dulu, dengan garansinya.",
		Tags:        tags,
	}, func(ctx context.Context, in *PageParams) (*memberPurchasePage, error) {
		page, err := s.deps.Sales.MemberPurchases(ctx, caller(ctx), in.request())
		out := core.Page[MemberPurchase]{Items: make([]MemberPurchase, len(page.Items)), Total: page.Total}
		for i, sale := range page.Items {
			out.Items[i] = MemberPurchase{ID: sale.ID, Number: sale.Number, Created: sale.CreatedAt, VoidedAt: sale.VoidedAt,
				Total: sale.Total, Items: sharedSaleOf(sale).Items}
		}
		return &memberPurchasePage{Body: out}, err
	})

	register(s, Members, huma.Operation{
		OperationID: "get-my-purchase", Method: http.MethodGet, Path: "/api/me/purchases/{id}",
		Summary:     "Struk belanja saya",
		Description: "Struk satu transaksi kasir milik member ini, dengan garansi dan IMEI/serialnya. Transaksi orang lain dijawab 404.",
		Tags:        tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *saleIDInput) (*keptByNoOne[SharedSale], error) {
		sale, err := s.deps.Sales.MemberPurchase(ctx, caller(ctx), in.ID)
		return privately(sharedSaleOf(sale)), err
	})
}
