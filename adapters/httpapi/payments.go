package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// tenderedLine is one payment a cashier enters: a method, the amount and, for a non-cash
// payment, the bank's or e-wallet's transaction number.
type tenderedLine struct {
	Method    string `json:"method,omitempty" doc:"tunai, qris, transfer, debit atau ewallet (yang diaktifkan di pengaturan)."`
	Amount    amount `json:"amount,omitempty" doc:"Jumlah yang dibayarkan dengan metode ini; hanya tunai yang boleh melebihi total (kembalian)."`
	Reference string `json:"reference,omitempty" maxLength:"100" doc:"Nomor transaksi bank atau e-wallet (opsional)."`
}

func tenderedOf(lines []tenderedLine) []core.Tendered {
	out := make([]core.Tendered, len(lines))
	for i, l := range lines {
		out[i] = core.Tendered{Method: core.PaymentMethod(l.Method), Amount: int64(l.Amount), Reference: l.Reference}
	}
	return out
}

// Payment is one payment a document took, as its receipt lists it.
type Payment struct {
	Method    string    `json:"method" doc:"tunai, qris, transfer, debit atau ewallet."`
	Amount    int64     `json:"amount" doc:"Yang diserahkan pelanggan."`
	Change    int64     `json:"change_amount" doc:"Kembalian dari pembayaran ini (hanya tunai)."`
	Reference *string   `json:"reference"`
	CreatedAt time.Time `json:"created_at"`
}

func paymentsOf(ps []core.Payment) []Payment {
	out := make([]Payment, len(ps))
	for i, p := range ps {
		out[i] = Payment{Method: string(p.Method), Amount: p.Amount, Change: p.Change, Reference: p.Reference, CreatedAt: p.CreatedAt}
	}
	return out
}

type qrisInput struct {
	Amount amount `query:"amount" doc:"Jumlah pembayaran QRIS dalam rupiah."`
}

type qrisOutput struct {
	Body struct {
		Payload string `json:"payload" doc:"Teks QRIS dinamis untuk jumlah ini, dibuat menjadi kode QR."`
		Amount  int64  `json:"amount"`
	}
}

func (s *Server) registerPayments() {
	register(s, Staff, huma.Operation{
		OperationID: "dynamic-qris", Method: http.MethodGet, Path: "/api/payments/qris",
		Summary:     "QRIS dinamis untuk satu pembayaran",
		Description: "QRIS statis toko (pengaturan qrisStatic) dengan jumlah tepat (tag 54) untuk dipindai pelanggan; kasir mengonfirmasi setelah aplikasi pelanggan menunjukkan berhasil. 409 bila QRIS toko belum diatur.",
		Tags:        []string{tagSales}, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *qrisInput) (*qrisOutput, error) {
		out := &qrisOutput{}
		payload, err := s.deps.Payments.DynamicQRIS(ctx, int64(in.Amount))
		out.Body.Payload, out.Body.Amount = payload, int64(in.Amount)
		return out, err
	})
}
