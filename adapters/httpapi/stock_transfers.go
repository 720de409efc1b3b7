package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/transfers"
)

type transferQuantity struct {
	ProductID int64    `json:"product_id,omitempty"`
	Quantity  quantity `json:"quantity,omitempty" doc:"Jumlah barang (bukan barang ber-IMEI/serial)."`
}

func quantitiesOf(lines []transferQuantity) []transfers.Quantity {
	out := make([]transfers.Quantity, len(lines))
	for i, l := range lines {
		out[i] = transfers.Quantity{ProductID: l.ProductID, Quantity: int64(l.Quantity)}
	}
	return out
}

type stockTransferSendInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Kunci unik per percobaan; kiriman ulang dengan kunci sama menghasilkan satu mutasi."`
	Body           struct {
		FromOutletID int64              `json:"from_outlet_id,omitempty" minimum:"0" doc:"Outlet pengirim; kosong: outlet sesi."`
		ToOutletID   int64              `json:"to_outlet_id,omitempty" minimum:"0" doc:"Outlet tujuan."`
		Note         string             `json:"note,omitempty" maxLength:"500"`
		Lines        []transferQuantity `json:"lines,omitempty" maxItems:"200" doc:"Barang yang dikirim per jumlah."`
		Units        []string           `json:"units,omitempty" maxItems:"1000" doc:"IMEI/serial setiap unit yang dikirim, dipindai satu per satu."`
	}
}

type stockTransferReceiveInput struct {
	ID             int64  `path:"id" minimum:"1" doc:"ID mutasi stok."`
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Kunci unik per percobaan; kiriman ulang dengan kunci sama menerima satu kali."`
	Body           struct {
		Lines []transferQuantity `json:"lines,omitempty" maxItems:"200" doc:"Jumlah yang tiba per barang; barang yang tidak disebut tidak tiba."`
		Units []string           `json:"units,omitempty" maxItems:"1000" doc:"IMEI/serial setiap unit yang tiba."`
	}
}

type stockTransferSettleInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID mutasi stok."`
	Body struct {
		Settlement string `json:"settlement" enum:"returned,written_off" doc:"returned: selisih kembali ke stok outlet pengirim; written_off: selisih dihapuskan (hilang)."`
	}
}

type stockTransferListInput struct {
	Status   string `query:"status" enum:"sent,received,short,settled," doc:"sent, received, short atau settled; kosong untuk semua."`
	OutletID int64  `query:"outlet_id" minimum:"0" doc:"Hanya mutasi dari atau ke outlet ini."`
	PageParams
}

type stockTransferIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID mutasi stok."`
}

func (s *Server) registerStockTransfers() {
	tags := []string{tagTransfers}
	register(s, Staff, huma.Operation{
		OperationID: "list-stock-transfers", Method: http.MethodGet, Path: "/api/stock-transfers",
		Summary: "Daftar mutasi stok", Tags: tags, Errors: []int{http.StatusUnprocessableEntity},
		Description: "Terbaru dulu. Admin melihat semua outlet; Kasir hanya mutasi dari atau ke outlet tempatnya bekerja.",
	}, func(ctx context.Context, in *stockTransferListInput) (*bodyOf[core.Page[core.StockTransfer]], error) {
		f := core.StockTransferFilter{Status: core.StockTransferStatus(in.Status), PageRequest: in.request()}
		page, err := s.deps.Transfers.List(ctx, caller(ctx), in.OutletID, f)
		return &bodyOf[core.Page[core.StockTransfer]]{Body: page}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "send-stock-transfer", Method: http.MethodPost, Path: "/api/stock-transfers", DefaultStatus: http.StatusCreated,
		Summary: "Kirim mutasi stok", Tags: tags,
		Errors: []int{http.StatusUnprocessableEntity, http.StatusForbidden, http.StatusConflict},
		Description: "Barang keluar dari stok outlet pengirim lewat buku stok (alasan transfer-out) dan dalam perjalanan; unit ber-IMEI/serial ikut berpindah dan tidak dapat dijual di mana pun sampai diterima. " +
			"Kasir mengirim dari outlet tempatnya bekerja.",
	}, func(ctx context.Context, in *stockTransferSendInput) (*bodyOf[core.StockTransfer], error) {
		b := in.Body
		t, err := s.deps.Transfers.Send(ctx, caller(ctx), transfers.SendInput{FromOutletID: b.FromOutletID, ToOutletID: b.ToOutletID,
			Note: b.Note, Lines: quantitiesOf(b.Lines), Units: b.Units, IdempotencyKey: in.IdempotencyKey})
		return &bodyOf[core.StockTransfer]{Body: t}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-stock-transfer", Method: http.MethodGet, Path: "/api/stock-transfers/{id}",
		Summary: "Detail mutasi stok", Tags: tags, Errors: []int{http.StatusNotFound},
		Description: "Mutasi dengan barang, unit, yang tiba dan selisihnya.",
	}, func(ctx context.Context, in *stockTransferIDInput) (*bodyOf[core.StockTransfer], error) {
		t, err := s.deps.Transfers.Transfer(ctx, caller(ctx), in.ID)
		return &bodyOf[core.StockTransfer]{Body: t}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "receive-stock-transfer", Method: http.MethodPost, Path: "/api/stock-transfers/{id}/receive",
		Summary: "Terima mutasi stok", Tags: tags,
		Errors:      []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusForbidden, http.StatusConflict},
		Description: "Di outlet tujuan (outlet sesi): yang tiba masuk ke stok lewat buku stok (alasan transfer-in); yang kurang dicatat sebagai selisih untuk diselesaikan Admin. Sekali saja.",
	}, func(ctx context.Context, in *stockTransferReceiveInput) (*bodyOf[core.StockTransfer], error) {
		t, err := s.deps.Transfers.Receive(ctx, caller(ctx), in.ID, transfers.ReceiveInput{Lines: quantitiesOf(in.Body.Lines),
			Units: in.Body.Units, IdempotencyKey: in.IdempotencyKey})
		return &bodyOf[core.StockTransfer]{Body: t}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "settle-stock-transfer", Method: http.MethodPost, Path: "/api/stock-transfers/{id}/settle",
		Summary: "Selesaikan selisih mutasi stok", Tags: tags,
		Errors:      []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusConflict},
		Description: "Selisih dikembalikan ke stok outlet pengirim (transfer-in), atau dihapuskan: kembali lalu keluar lagi sebagai hilang (write-off) di buku stok outlet pengirim.",
	}, func(ctx context.Context, in *stockTransferSettleInput) (*bodyOf[core.StockTransfer], error) {
		t, err := s.deps.Transfers.Settle(ctx, caller(ctx), in.ID, core.TransferSettlement(in.Body.Settlement))
		return &bodyOf[core.StockTransfer]{Body: t}, err
	})
}
