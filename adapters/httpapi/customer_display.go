package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// shownLine is one line the cashier's screen puts on the customer display.
type shownLine struct {
	Name     string   `json:"name" maxLength:"200"`
	Quantity quantity `json:"quantity"`
	Total    amount   `json:"total"`
}

type displayBody struct {
	Stage     string      `json:"stage" enum:"idle,cart,qris,done" doc:"idle: kosong; cart: barang dan total; qris: QRIS menunggu dipindai; done: transaksi tersimpan."`
	Number    string      `json:"number,omitempty" maxLength:"40" doc:"Nomor struk setelah tersimpan."`
	Lines     []shownLine `json:"lines,omitempty" maxItems:"200"`
	Total     amount      `json:"total,omitempty"`
	Paid      amount      `json:"paid,omitempty"`
	Change    amount      `json:"change,omitempty"`
	Remaining amount      `json:"remaining,omitempty"`
	QRIS      *struct {
		Payload string `json:"payload" maxLength:"512"`
		Amount  amount `json:"amount"`
	} `json:"qris,omitempty" doc:"QRIS dinamis yang dipindai pelanggan (dari GET /api/payments/qris)."`
}

func (b displayBody) display() core.CustomerDisplay {
	d := core.CustomerDisplay{Stage: b.Stage, Number: b.Number, Total: int64(b.Total), Paid: int64(b.Paid),
		Change: int64(b.Change), Remaining: int64(b.Remaining), Lines: make([]core.DisplayLine, len(b.Lines))}
	for i, l := range b.Lines {
		d.Lines[i] = core.DisplayLine{Name: l.Name, Quantity: int64(l.Quantity), Total: int64(l.Total)}
	}
	if b.QRIS != nil {
		d.QRIS = &core.DisplayQRIS{Payload: b.QRIS.Payload, Amount: int64(b.QRIS.Amount)}
	}
	return d
}

func (s *Server) registerCustomerDisplay() {
	tags := []string{tagShifts}
	register(s, Staff, huma.Operation{
		OperationID: "get-customer-display", Method: http.MethodGet, Path: "/api/customer-display",
		Summary:     "Tampilan pelanggan",
		Description: "Yang ditampilkan layar pelanggan kasir yang sedang login (tablet atau layar kedua, login dengan akun yang sama). Berubah lewat GET /api/events (customer_displays).",
		Tags:        tags,
	}, func(ctx context.Context, _ *struct{}) (*bodyOf[core.CustomerDisplay], error) {
		d, err := s.deps.Shifts.CustomerView(ctx, caller(ctx))
		return &bodyOf[core.CustomerDisplay]{Body: d}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "put-customer-display", Method: http.MethodPut, Path: "/api/customer-display",
		Summary:     "Kirim ke tampilan pelanggan",
		Description: "Layar kasir mengirim keranjang, total dan QRIS yang menunggu dipindai ke layar pelanggannya.",
		Tags:        tags, Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *struct{ Body displayBody }) (*bodyOf[core.CustomerDisplay], error) {
		d, err := s.deps.Shifts.ShowCustomer(ctx, caller(ctx), in.Body.display())
		return &bodyOf[core.CustomerDisplay]{Body: d}, err
	})
}
