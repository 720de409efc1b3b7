package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
)

type installmentListInput struct {
	Q          string `query:"q" doc:"Cari nomor transaksi, nama pelanggan, atau IMEI/serial unit yang dicicil."`
	Status     string `query:"status" enum:"Belum Lunas,Lunas,all" default:"Belum Lunas" doc:"Bawaan: yang belum lunas."`
	CustomerID int64  `query:"customer_id" minimum:"0" doc:"Hanya cicilan pelanggan ini."`
	Outlet     int64  `query:"outlet_id" minimum:"0" doc:"Hanya cicilan yang dibuka di outlet ini; 0 atau kosong: semua outlet (juga untuk Kasir: pelanggan boleh membayar di outlet mana pun)."`
	PageParams
}

// Installment is a customer's debt as the API answers it, with the spec's field names.
type Installment struct {
	ID           int64     `json:"id"`
	Number       string    `json:"transaction_id_display" doc:"Nomor transaksi asal (TRX-…, SVC-…) atau CICIL-… untuk cicilan manual."`
	Type         string    `json:"transaction_type" doc:"Penjualan, Servis atau Lainnya."`
	CustomerID   *int64    `json:"customer_id"`
	CustomerName *string   `json:"customer_name_cache"`
	Total        int64     `json:"total_amount"`
	Paid         int64     `json:"paid_amount"`
	Remaining    int64     `json:"remaining_amount"`
	Status       string    `json:"status" doc:"Belum Lunas atau Lunas."`
	Details      *string   `json:"details"`
	KasirID      *int64    `json:"kasir_id"`
	OutletID     int64     `json:"outlet_id" doc:"Outlet tempat cicilan dibuka."`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
}

func installmentOf(in core.Installment) Installment {
	return Installment{ID: in.ID, Number: in.Number, Type: in.Type, CustomerID: in.CustomerID, CustomerName: in.CustomerName,
		Total: in.Total, Paid: in.Paid, Remaining: in.Remaining, Status: in.Status, Details: in.Details, KasirID: in.KasirID,
		OutletID: in.OutletID, CreatedAt: in.CreatedAt, UpdatedAt: in.UpdatedAt}
}

// InstallmentPayment is one payment towards an instalment.
type InstallmentPayment struct {
	ID            int64     `json:"id"`
	InstallmentID int64     `json:"installment_id"`
	Amount        int64     `json:"amount"`
	KasirID       *int64    `json:"kasir_id"`
	KasirName     *string   `json:"kasir_name"`
	CreatedAt     time.Time `json:"created_at"`
	Payments      []Payment `json:"payments" doc:"Pembayaran per metode."`
}

func installmentPaymentOf(p core.InstallmentPayment) InstallmentPayment {
	return InstallmentPayment{ID: p.ID, InstallmentID: p.InstallmentID, Amount: p.Amount, KasirID: p.KasirID,
		KasirName: p.KasirName, CreatedAt: p.CreatedAt, Payments: paymentsOf(p.Payments)}
}

type installmentPage struct {
	Body core.Page[Installment]
}

type installmentOutput struct {
	Body Installment
}

type installmentIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID cicilan."`
}

type installmentPaymentsInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID cicilan."`
	PageParams
}

type manualInstallmentInput struct {
	Body struct {
		CustomerID *int64 `json:"customer_id,omitempty"`
		Amount     amount `json:"total_amount,omitempty" doc:"Jumlah utang dalam rupiah."`
		Details    string `json:"details,omitempty" maxLength:"500"`
	}
}

type paymentInput struct {
	ID             int64  `path:"id" minimum:"1"`
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Kunci unik per percobaan; kiriman ulang dengan kunci sama tidak membayar dua kali."`
	Body           struct {
		Amount   amount         `json:"amount,omitempty" doc:"Jumlah yang dibayar tunai (rupiah); atau kirim payments."`
		Payments []tenderedLine `json:"payments,omitempty" maxItems:"10" doc:"Pembayaran per metode; jumlahnya paling banyak sisa tagihan."`
	}
}

type paymentPage struct {
	Body core.Page[InstallmentPayment]
}

func (s *Server) registerInstallments() {
	tags := []string{tagInstallments}
	register(s, Staff, huma.Operation{
		OperationID: "list-installments", Method: http.MethodGet, Path: "/api/installments",
		Summary: "Daftar cicilan", Description: "Cicilan belum lunas, terbaru dulu.", Tags: tags,
	}, func(ctx context.Context, in *installmentListInput) (*installmentPage, error) {
		if err := s.listedAt(ctx, in.Outlet); err != nil {
			return nil, err
		}
		page, err := s.deps.Credit.List(ctx, core.InstallmentFilter{Status: in.Status, Search: in.Q,
			CustomerID: idFilter(in.CustomerID), Outlet: in.Outlet, PageRequest: in.request()})
		return &installmentPage{Body: mapPage(page, installmentOf)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-installment", Method: http.MethodGet, Path: "/api/installments/{id}",
		Summary: "Detail cicilan", Description: "Total, terbayar, sisa dan status cicilan.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *installmentIDInput) (*installmentOutput, error) {
		inst, err := s.deps.Credit.Get(ctx, in.ID)
		return &installmentOutput{Body: installmentOf(inst)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "create-installment", Method: http.MethodPost, Path: "/api/installments", DefaultStatus: http.StatusCreated,
		Summary: "Tambah cicilan manual", Description: "Nomor CICIL-…, jenis Lainnya, mulai Belum Lunas dengan terbayar 0.",
		Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *manualInstallmentInput) (*installmentOutput, error) {
		// Recorded at the session's outlet; the Admin on every outlet records it at the first.
		at := caller(ctx)
		if at.Outlet == 0 {
			var err error
			if at, err = s.deps.Outlets.AtFirst(ctx, at); err != nil {
				return nil, err
			}
		}
		inst, err := s.deps.Credit.AddManual(ctx, credit.ManualInput{CustomerID: in.Body.CustomerID, Amount: int64(in.Body.Amount), Details: in.Body.Details, Outlet: at.Outlet}, at.Actor())
		return &installmentOutput{Body: installmentOf(inst)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "list-installment-payments", Method: http.MethodGet, Path: "/api/installments/{id}/payments",
		Summary: "Riwayat pembayaran cicilan", Description: "Terbaru dulu.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *installmentPaymentsInput) (*paymentPage, error) {
		page, err := s.deps.Credit.Payments(ctx, in.ID, in.request())
		return &paymentPage{Body: mapPage(page, installmentPaymentOf)}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "pay-installment", Method: http.MethodPost, Path: "/api/installments/{id}/payments", DefaultStatus: http.StatusCreated,
		Summary: "Bayar cicilan", Description: "Mencatat pembayaran; status menjadi Lunas bila sisa 0.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *paymentInput) (*installmentOutput, error) {
		inst, err := s.deps.Credit.ReceivePayment(ctx, in.ID, credit.PaymentInput{
			Amount: int64(in.Body.Amount), Payments: tenderedOf(in.Body.Payments), IdempotencyKey: in.IdempotencyKey,
		}, caller(ctx))
		return &installmentOutput{Body: installmentOf(inst)}, err
	})
}
