package httpapi

import (
	"context"
	"errors"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sharing"
)

// ReceiptLink is the secret token of a receipt's public page.
type ReceiptLink struct {
	Token string `json:"token" doc:"Token rahasia halaman struk publik /struk/{token}."`
}

// keptByNoOne is kept by no cache (a revoked link stops at once, a customer's receipt sits in
// no shared cache) and by no search engine.
type keptByNoOne[T any] struct {
	CacheControl string `header:"Cache-Control"`
	Robots       string `header:"X-Robots-Tag"`
	Body         T
}

func privately[T any](body T) *keptByNoOne[T] {
	return &keptByNoOne[T]{CacheControl: "no-store", Robots: "noindex", Body: body}
}

type documentIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

// sharedDocument is a kind of document whose receipt is sent as a link, and where.
type sharedDocument struct {
	kind          core.ReceiptKind
	path, id, doc string
}

var sharedDocuments = []sharedDocument{
	{core.ReceiptSale, "/api/sales/{id}/receipt-link", "sale", "transaksi ini"},
	{core.ReceiptServiceBill, "/api/service-entries/{id}/receipt-link", "service-bill", "tagihan servis ini (id servis)"},
	{core.ReceiptInstallmentPayment, "/api/installment-payments/{id}/receipt-link", "installment-payment", "pembayaran cicilan ini"},
}

func (s *Server) registerSharedReceipts() {
	for _, d := range sharedDocuments {
		register(s, Staff, huma.Operation{
			OperationID: "share-" + d.id + "-receipt", Method: http.MethodPost, Path: d.path,
			Summary:     "Tautan struk (Kirim via WhatsApp)",
			Description: "Token rahasia halaman struk publik " + d.doc + "; token yang sama setiap kali sampai Admin mencabutnya.",
			Tags:        []string{tagSales}, Errors: []int{http.StatusNotFound},
		}, func(ctx context.Context, in *documentIDInput) (*bodyOf[ReceiptLink], error) {
			token, err := s.deps.Links.Share(ctx, d.kind, in.ID)
			return &bodyOf[ReceiptLink]{Body: ReceiptLink{Token: token}}, err
		})
		register(s, AdminOnly, huma.Operation{
			OperationID: "revoke-" + d.id + "-receipt", Method: http.MethodDelete, Path: d.path, DefaultStatus: http.StatusNoContent,
			Summary: "Cabut tautan struk", Description: "Halaman struk publik " + d.doc + " tidak dapat dibuka lagi.",
			Tags: []string{tagSales}, Errors: []int{http.StatusNotFound},
		}, func(ctx context.Context, in *documentIDInput) (*struct{}, error) {
			return nil, s.deps.Links.Unshare(ctx, d.kind, in.ID)
		})
	}

	register(s, Anyone, huma.Operation{
		OperationID: "shared-receipt", Method: http.MethodGet, Path: "/api/receipts/{token}",
		Summary:     "Struk dari tautan",
		Description: "Publik: satu struk (penjualan, tagihan servis atau pembayaran cicilan) dari token rahasianya, tanpa data staf atau harga modal. Token salah, tidak dikenal atau dicabut: 404 yang sama.",
		Tags:        []string{tagSales}, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *struct {
		Token string `path:"token" maxLength:"100" doc:"Token rahasia dari tautan struk."`
	}) (*keptByNoOne[SharedReceipt], error) {
		receipt, err := s.sharedReceipt(ctx, in.Token)
		if errors.Is(err, core.ErrNotFound) {
			// A document gone since it was shared: as any wrong link.
			err = core.NotFound(sharing.MsgSharedReceiptNotFound)
		}
		return privately(receipt), err
	})
}

// sharedReceipt reads the one document behind a link, by its kind.
func (s *Server) sharedReceipt(ctx context.Context, token string) (SharedReceipt, error) {
	kind, id, err := s.deps.Links.Open(ctx, token)
	out := SharedReceipt{Kind: kind}
	if err != nil {
		return out, err
	}
	switch kind {
	case core.ReceiptSale:
		sale, err := s.deps.Sales.Receipt(ctx, id)
		shared := sharedSaleOf(sale)
		out.Sale = &shared
		return out, err
	case core.ReceiptServiceBill:
		r, err := s.deps.Repair.EntryReceipt(ctx, id)
		if err == nil && r.Bill == nil {
			err = core.ErrNotFound
		}
		if err != nil {
			return out, err
		}
		out.Service = sharedServiceOf(r)
	case core.ReceiptInstallmentPayment:
		r, err := s.deps.Credit.PaymentReceipt(ctx, id)
		if err != nil {
			return out, err
		}
		out.InstallmentPayment = sharedPaymentOf(r)
	}
	return out, nil
}
