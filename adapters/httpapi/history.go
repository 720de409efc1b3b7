package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/reports"
)

type historyInput struct {
	Q          string `query:"q" doc:"Cari nomor transaksi (TRX-… atau SVC-…), nama pelanggan, nama barang, atau IMEI/serial unit yang terjual."`
	From       string `query:"from" maxLength:"10" doc:"Hari toko pertama, YYYY-MM-DD."`
	To         string `query:"to" maxLength:"10" doc:"Hari toko terakhir, YYYY-MM-DD."`
	CustomerID int64  `query:"customer_id" minimum:"0" doc:"Hanya transaksi pelanggan ini."`
	PageParams
}

// PastTransaction is one line of the sales history as the API answers it.
type PastTransaction struct {
	Kind          string     `json:"kind" enum:"penjualan,service" doc:"penjualan: struk di GET /api/sales/{id}; service: di GET /api/service-entries/{id}."`
	ID            int64      `json:"id"`
	Number        string     `json:"number" example:"TRX-20261122-0001"`
	CreatedAt     time.Time  `json:"created_at"`
	CustomerID    *int64     `json:"customer_id"`
	CustomerName  *string    `json:"customer_name"`
	Detail        string     `json:"detail" doc:"Barang yang dijual, atau perangkat dan kerusakannya."`
	Total         int64      `json:"total_amount"`
	Paid          int64      `json:"paid_amount"`
	Remaining     int64      `json:"remaining_amount"`
	PaymentMethod string     `json:"payment_method" doc:"tunai bila lunas di kasir, cicilan bila ada sisa."`
	Methods       []string   `json:"methods" doc:"Cara dibayar di kasir: metode pembayarannya (tunai, qris, transfer, debit, ewallet, tukar), urut seperti di kasir; kosong bila belum ada yang dibayar."`
	KasirName     *string    `json:"kasir_name"`
	VoidedAt      *time.Time `json:"voided_at" doc:"Saat transaksi dibatalkan; null bila tidak dibatalkan."`
	Returned      int64      `json:"returned_amount" doc:"Nilai barang penjualan ini yang sudah diretur (0 untuk tagihan servis)."`
	AllReturned   bool       `json:"all_returned" doc:"Semua barang penjualan ini sudah diretur: tidak ada lagi yang dapat diretur atau dibatalkan."`
}

func pastTransactionOf(t core.PastTransaction) PastTransaction {
	return PastTransaction{Kind: t.Kind, ID: t.ID, Number: t.Number, CreatedAt: t.CreatedAt, CustomerID: t.CustomerID,
		CustomerName: t.CustomerName, Detail: t.Detail, Total: t.Total, Paid: t.Paid, Remaining: t.Remaining,
		PaymentMethod: t.PaymentMethod, Methods: methodNames(t.PaidWith), KasirName: t.KasirName,
		VoidedAt: t.VoidedAt, Returned: t.Returned, AllReturned: t.AllReturned}
}

// methodNames are the methods as the API names them, [] rather than null.
func methodNames(p core.PaidWith) []string {
	out := make([]string, len(p))
	for i, m := range p {
		out[i] = string(m)
	}
	return out
}

func (s *Server) registerHistory() {
	register(s, Staff, huma.Operation{
		OperationID: "list-transaction-history", Method: http.MethodGet, Path: "/api/transactions",
		Summary:     "Riwayat transaksi",
		Description: "Penjualan dan tagihan servis bersama, terbaru dulu, untuk mencetak ulang struknya, dengan tanda batal dan nilai yang diretur.",
		Tags:        []string{tagSales}, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *historyInput) (*bodyOf[core.Page[PastTransaction]], error) {
		q := reports.HistoryQuery{Search: in.Q, From: in.From, To: in.To, CustomerID: idFilter(in.CustomerID), Page: in.request()}
		page, err := s.deps.Reports.History(ctx, q)
		return &bodyOf[core.Page[PastTransaction]]{Body: mapPage(page, pastTransactionOf)}, err
	})
}

// idFilter reads a list's id filter (customer_id, technician_id): 0 (left out) is every one.
func idFilter(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}
