package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// outletBody is the outlet form. The bounds here only stop an oversized request: the use case
// holds each field to its own, with its message.
type outletBody struct {
	Name              string `json:"name,omitempty" maxLength:"1000" doc:"Wajib, paling panjang 100 karakter; tidak boleh sama dengan outlet lain."`
	Address           string `json:"address,omitempty" maxLength:"1000" doc:"Paling panjang 500 karakter."`
	Phone             string `json:"phone,omitempty" maxLength:"1000" doc:"Paling panjang 40 karakter."`
	OpeningHours      string `json:"opening_hours,omitempty" maxLength:"1000" doc:"Jam buka, teks bebas (mis. Senin–Sabtu 09.00–21.00); paling panjang 200 karakter."`
	ReceiptHeader     string `json:"receipt_header,omitempty" maxLength:"1000" doc:"Baris kepala struk di bawah nama outlet; paling panjang 500 karakter."`
	QRIS              string `json:"qris,omitempty" maxLength:"1000" doc:"QRIS statis outlet sendiri; kosong: QRIS toko di pengaturan."`
	BankName          string `json:"bank_name,omitempty" maxLength:"1000" doc:"Rekening outlet sendiri; kosong: rekening toko. Diisi bersama nomor rekening."`
	BankAccountNumber string `json:"bank_account_number,omitempty" maxLength:"1000"`
	BankAccountHolder string `json:"bank_account_holder,omitempty" maxLength:"1000"`
}

func (b outletBody) outlet() core.Outlet {
	return core.Outlet{
		Name: b.Name, Address: b.Address, Phone: b.Phone, OpeningHours: b.OpeningHours, ReceiptHeader: b.ReceiptHeader,
		QRIS: b.QRIS, BankName: b.BankName, BankAccountNumber: b.BankAccountNumber, BankAccountHolder: b.BankAccountHolder,
	}
}

type outletIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID outlet."`
}

type outletCreateInput struct {
	Body outletBody
}

type outletUpdateInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID outlet."`
	Body outletBody
}

func (s *Server) registerOutlets() {
	tags := []string{tagOutlets}
	register(s, Bench, huma.Operation{
		OperationID: "list-outlets", Method: http.MethodGet, Path: "/api/outlets",
		Summary: "Daftar outlet", Description: "Outlet toko, yang pertama dulu.", Tags: tags,
	}, func(ctx context.Context, in *PageParams) (*bodyOf[core.Page[core.Outlet]], error) {
		page, err := s.deps.Outlets.List(ctx, in.request())
		return &bodyOf[core.Page[core.Outlet]]{Body: page}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "get-outlet", Method: http.MethodGet, Path: "/api/outlets/{id}",
		Summary: "Detail outlet", Description: "Satu outlet dengan kontak, jam buka, kepala struk dan akun pembayarannya sendiri.",
		Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *outletIDInput) (*bodyOf[core.Outlet], error) {
		o, err := s.deps.Outlets.Get(ctx, in.ID)
		return &bodyOf[core.Outlet]{Body: o}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "create-outlet", Method: http.MethodPost, Path: "/api/outlets", DefaultStatus: http.StatusCreated,
		Summary: "Tambah outlet", Description: "Nama wajib dan unik; QRIS dan rekening sendiri boleh kosong (memakai milik toko).",
		Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *outletCreateInput) (*bodyOf[core.Outlet], error) {
		o, err := s.deps.Outlets.Add(ctx, in.Body.outlet())
		return &bodyOf[core.Outlet]{Body: o}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-outlet", Method: http.MethodPut, Path: "/api/outlets/{id}",
		Summary: "Ubah outlet", Description: "Mengganti semua isian outlet; isian yang kosong dikosongkan.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *outletUpdateInput) (*bodyOf[core.Outlet], error) {
		o, err := s.deps.Outlets.Edit(ctx, in.ID, in.Body.outlet())
		return &bodyOf[core.Outlet]{Body: o}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-outlet", Method: http.MethodDelete, Path: "/api/outlets/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus outlet", Description: "Outlet terakhir, atau yang masih dipakai staf atau riwayat stok, tidak dapat dihapus (409).",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict},
	}, func(ctx context.Context, in *outletIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Outlets.Remove(ctx, in.ID)
	})
}
