package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/returns"
)

// Void is what a voided sale or repair bill carries: the receipt prints BATAL.
type Void struct {
	VoidedAt   *time.Time `json:"voided_at" doc:"Waktu transaksi dibatalkan; null bila tidak dibatalkan."`
	VoidReason *string    `json:"void_reason"`
	VoidedBy   *string    `json:"voided_by" doc:"Nama Admin yang membatalkan."`
	VoidRefund int64      `json:"void_refund" doc:"Uang yang dikembalikan ke pelanggan saat dibatalkan."`
}

func voidOf(v core.Voided) Void {
	return Void{VoidedAt: v.VoidedAt, VoidReason: v.VoidReason, VoidedBy: v.VoidedBy, VoidRefund: v.VoidRefund}
}

// SaleReturn is a return as its receipt prints it.
type SaleReturn struct {
	ID           int64            `json:"id"`
	Number       string           `json:"return_id_display" doc:"Nomor retur, RTR-YYYYMMDD-NNNNNN."`
	SaleID       int64            `json:"transaction_id"`
	SaleNumber   string           `json:"transaction_id_display" doc:"Nomor struk penjualan yang diretur."`
	CustomerName *string          `json:"customer_name"`
	Reason       string           `json:"reason"`
	RefundMethod string           `json:"refund_method" doc:"Cara uang dikembalikan: tunai, qris, transfer, debit, ewallet, atau tukar (menjadi kredit untuk tukar barang)."`
	Value        int64            `json:"value_amount" doc:"Nilai barang yang diretur: harga jual dikurangi bagian diskonnya."`
	DebtReduced  int64            `json:"debt_reduced" doc:"Bagian nilai retur yang mengurangi cicilan transaksi."`
	Refund       int64            `json:"refund_amount" doc:"Uang yang dikembalikan ke pelanggan."`
	CreditLeft   int64            `json:"credit_left" doc:"Sisa kredit tukar barang (refund_method tukar): dipakai di kasir dengan metode tukar dan nomor retur ini sebagai referensi."`
	AdminName    *string          `json:"admin_name"`
	CreatedAt    time.Time        `json:"created_at"`
	Items        []SaleReturnItem `json:"items"`
}

// SaleReturnItem is a quantity of a sale line taken back.
type SaleReturnItem struct {
	SaleItemID  int64  `json:"sale_item_id"`
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	Quantity    int64  `json:"quantity"`
	SalePrice   int64  `json:"sale_price_at_sale"`
}

func saleReturnOf(r core.SaleReturn) SaleReturn {
	items := make([]SaleReturnItem, len(r.Items))
	for i, it := range r.Items {
		items[i] = SaleReturnItem{SaleItemID: it.SaleItemID, ProductID: it.ProductID, ProductName: it.ProductName, Quantity: it.Quantity, SalePrice: it.SalePrice}
	}
	return SaleReturn{ID: r.ID, Number: r.Number, SaleID: r.SaleID, SaleNumber: r.SaleNumber, CustomerName: r.CustomerName,
		Reason: r.Reason, RefundMethod: r.RefundMethod, Value: r.Value, DebtReduced: r.DebtReduced, Refund: r.Refund, CreditLeft: r.CreditLeft,
		AdminName: r.AdminName, CreatedAt: r.CreatedAt, Items: items}
}

type voidBody struct {
	Reason string `json:"reason,omitempty" maxLength:"2000" doc:"Alasan pembatalan (wajib)."`
}

type saleVoidInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID transaksi penjualan."`
	Body voidBody
}

type serviceVoidInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID servis (angka pada SVC-…)."`
	Body voidBody
}

type returnLine struct {
	SaleItemID int64    `json:"sale_item_id"`
	Quantity   quantity `json:"quantity"`
	UnitIDs    []int64  `json:"unit_ids,omitempty" maxItems:"200" doc:"Unit (HP/laptop) baris ini yang diretur; jumlahnya mengikuti."`
}

type saleReturnInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID transaksi penjualan."`
	Body struct {
		Items        []returnLine `json:"items,omitempty" maxItems:"200" doc:"Baris struk yang diretur dan jumlahnya."`
		Reason       string       `json:"reason,omitempty" maxLength:"2000" doc:"Alasan retur (wajib)."`
		RefundMethod string       `json:"refund_method,omitempty" doc:"Cara uang dikembalikan; bawaan tunai."`
	}
}

type saleReturnOutput struct {
	Body SaleReturn
}

type saleReturnsOutput struct {
	Body []SaleReturn
}

type returnIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID retur."`
}

func (s *Server) registerReturns() {
	tags := []string{tagReturns}
	register(s, AdminOnly, huma.Operation{
		OperationID: "void-sale", Method: http.MethodPost, Path: "/api/sales/{id}/void",
		Summary:     "Batalkan transaksi penjualan",
		Description: "Hanya Admin, dengan alasan. Barang yang belum diretur kembali ke stok lewat buku stok (alasan void), cicilannya dibatalkan, uang yang sudah diterima dikembalikan; struk bertanda BATAL dan laporan tidak menghitungnya.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *saleVoidInput) (*saleOutput, error) {
		sale, err := s.deps.Returns.VoidSale(ctx, caller(ctx), in.ID, in.Body.Reason)
		return &saleOutput{Body: saleOf(sale)}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "void-service-bill", Method: http.MethodPost, Path: "/api/service-entries/{id}/void",
		Summary:     "Batalkan tagihan servis",
		Description: "Hanya Admin, dengan alasan. Sparepart kembali ke stok lewat buku stok (alasan void), cicilan SVC dibatalkan, uang yang sudah diterima dikembalikan, servis yang masih berjalan menjadi Gagal/Cancel.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *serviceVoidInput) (*receiptOutput, error) {
		r, err := s.deps.Returns.VoidServiceBill(ctx, caller(ctx), in.ID, in.Body.Reason)
		return receiptOf(r), err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "create-sale-return", Method: http.MethodPost, Path: "/api/sales/{id}/returns", DefaultStatus: http.StatusCreated,
		Summary:     "Retur barang penjualan",
		Description: "Hanya Admin, dengan alasan. Barang kembali ke stok lewat buku stok (alasan return); nilainya mengurangi cicilan yang masih berjalan lebih dulu, sisanya dikembalikan ke pelanggan.",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *saleReturnInput) (*saleReturnOutput, error) {
		lines := make([]returns.ReturnLine, len(in.Body.Items))
		for i, l := range in.Body.Items {
			lines[i] = returns.ReturnLine{SaleItemID: l.SaleItemID, Quantity: int64(l.Quantity), UnitIDs: l.UnitIDs}
		}
		ret, err := s.deps.Returns.ReturnSale(ctx, caller(ctx), in.ID, returns.ReturnInput{Lines: lines, Reason: in.Body.Reason, RefundMethod: in.Body.RefundMethod})
		return &saleReturnOutput{Body: saleReturnOf(ret)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-sale-returns", Method: http.MethodGet, Path: "/api/sales/{id}/returns",
		Summary: "Retur sebuah transaksi", Description: "Terlama dulu, dengan barangnya.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *saleIDInput) (*saleReturnsOutput, error) {
		list, err := s.deps.Returns.OfSale(ctx, in.ID)
		out := make([]SaleReturn, len(list))
		for i, r := range list {
			out[i] = saleReturnOf(r)
		}
		return &saleReturnsOutput{Body: out}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-sale-return", Method: http.MethodGet, Path: "/api/returns/{id}",
		Summary: "Struk retur", Description: "Semua yang dicetak di struk retur.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *returnIDInput) (*saleReturnOutput, error) {
		ret, err := s.deps.Returns.Receipt(ctx, in.ID)
		return &saleReturnOutput{Body: saleReturnOf(ret)}, err
	})
}
