package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shop"
)

type orderCreateInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Dibuat browser sekali per percobaan checkout (UUID). Permintaan ulang dengan kunci yang sama menjawab pesanan yang sama, tanpa membuat pesanan kedua."`
	Body           struct {
		Items []struct {
			ProductID int64    `json:"product_id,omitempty"`
			Quantity  quantity `json:"quantity,omitempty" doc:"Minimal 1."`
		} `json:"items,omitempty" doc:"Isi keranjang; harga dihitung server dari harga ecer saat ini."`
		OutletID int64 `json:"outlet_id,omitempty" minimum:"0" doc:"Outlet tempat pesanan diambil dan stoknya dipesan; kosong: outlet pertama. Outlet yang tidak memegang barangnya ditolak (409)."`
	}
}

type orderCreateOutput struct {
	// Status is 201 for a new order and 200 when a retried checkout answers with the first one.
	Status int
	Body   core.OrderDetail
}

type orderIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID pesanan."`
}

type orderOutput struct {
	Body core.OrderDetail
}

type orderPage struct {
	Body core.Page[core.Order]
}

func (s *Server) registerOrders() {
	tags := []string{tagOrders}
	register(s, Members, huma.Operation{
		OperationID: "create-order", Method: http.MethodPost, Path: "/api/orders", DefaultStatus: http.StatusCreated,
		Summary:     "Buat pesanan (ambil dan bayar di toko)",
		Description: "Dalam satu transaksi: cek stok, harga ecer saat ini, total, nomor pesanan dan pemesanan stok. Pesanan yang tidak bisa dipenuhi tidak membuat apa pun (409).",
		Tags:        tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *orderCreateInput) (*orderCreateOutput, error) {
		lines := make([]shop.OrderLine, 0, len(in.Body.Items))
		for _, it := range in.Body.Items {
			lines = append(lines, shop.OrderLine{ProductID: it.ProductID, Quantity: int64(it.Quantity)})
		}
		order, created, err := s.deps.Shop.PlaceOrder(ctx, caller(ctx), shop.OrderInput{Items: lines, OutletID: in.Body.OutletID, IdempotencyKey: in.IdempotencyKey})
		if err != nil {
			return nil, err
		}
		status := http.StatusOK
		if created {
			status = http.StatusCreated
		}
		return &orderCreateOutput{Status: status, Body: order}, nil
	})

	register(s, Members, huma.Operation{
		OperationID: "list-my-orders", Method: http.MethodGet, Path: "/api/me/orders",
		Summary: "Daftar pesanan saya", Description: "Terbaru lebih dulu.", Tags: tags,
	}, func(ctx context.Context, in *PageParams) (*orderPage, error) {
		page, err := s.deps.Shop.MyOrders(ctx, caller(ctx), in.request())
		return &orderPage{Body: page}, err
	})

	register(s, Members, huma.Operation{
		OperationID: "get-my-order", Method: http.MethodGet, Path: "/api/me/orders/{id}",
		Summary: "Detail pesanan saya", Description: "Pesanan member lain dijawab 404.", Tags: tags,
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *orderIDInput) (*orderOutput, error) {
		order, err := s.deps.Shop.MyOrder(ctx, caller(ctx), in.ID)
		return &orderOutput{Body: order}, err
	})
}
