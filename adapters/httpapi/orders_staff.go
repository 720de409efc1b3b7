package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type staffOrderListInput struct {
	Q      string `query:"q" doc:"Cari nomor pesanan atau nama member."`
	Status string `query:"status" enum:"Pending,Processed,Cancelled" doc:"Hanya status ini."`
	PageParams
}

type orderStatusInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Status core.OrderStatus `json:"status,omitempty" doc:"Pending, Processed atau Cancelled."`
	}
}

func (s *Server) registerStaffOrders() {
	tags := []string{tagStaffOrders}
	register(s, Staff, huma.Operation{
		OperationID: "list-orders", Method: http.MethodGet, Path: "/api/orders",
		Summary: "Daftar pesanan member", Description: "Terbaru dulu, dengan kontak member (null bila member dihapus).", Tags: tags,
	}, func(ctx context.Context, in *staffOrderListInput) (*bodyOf[core.Page[core.StaffOrder]], error) {
		page, err := s.deps.Shop.Orders(ctx, core.OrderFilter{Status: core.OrderStatus(in.Status), Search: in.Q, PageRequest: in.request()})
		return &bodyOf[core.Page[core.StaffOrder]]{Body: page}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-order", Method: http.MethodGet, Path: "/api/orders/{id}",
		Summary: "Detail pesanan", Description: "Pesanan dengan barisnya dan kontak member (null bila member dihapus).", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *orderIDInput) (*bodyOf[core.StaffOrderDetail], error) {
		o, err := s.deps.Shop.OrderForStaff(ctx, in.ID)
		return &bodyOf[core.StaffOrderDetail]{Body: o}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "update-order-status", Method: http.MethodPatch, Path: "/api/orders/{id}",
		Summary:     "Ubah status pesanan",
		Description: "Dibatalkan mengembalikan stok yang dipesan; keluar dari Dibatalkan memesan ulang stok (409 bila stok habis).",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *orderStatusInput) (*bodyOf[core.Order], error) {
		o, err := s.deps.Shop.SetOrderStatus(ctx, in.ID, in.Body.Status, caller(ctx).Actor())
		return &bodyOf[core.Order]{Body: o}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "delete-order", Method: http.MethodDelete, Path: "/api/orders/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus pesanan", Description: "Stok yang masih dipesan dikembalikan dulu; pesanan dan barisnya dihapus dalam satu transaksi.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *orderIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Shop.DeleteOrder(ctx, in.ID, caller(ctx).Actor())
	})
}
