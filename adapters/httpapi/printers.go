package httpapi

import (
	"context"
	"encoding/base64"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// msgJobNotBase64 answers a print job whose data is not base64.
const msgJobNotBase64 = "Data cetak harus berupa base64."

// printerBody is the printer form.
type printerBody struct {
	Name   string `json:"name,omitempty" maxLength:"1000" doc:"Wajib, paling panjang 100 karakter; tidak boleh sama dengan printer lain."`
	Host   string `json:"host,omitempty" maxLength:"1000" doc:"Alamat IP atau nama host printer di jaringan toko, tanpa port (mis. 192.168.1.50)."`
	Port   int    `json:"port,omitempty" minimum:"0" maximum:"1000000" doc:"Port TCP printer; kosong: 9100."`
	Paper  string `json:"paper,omitempty" maxLength:"10" doc:"Lebar kertas: 58mm atau 80mm."`
	Drawer bool   `json:"drawer,omitempty" doc:"Laci uang terpasang di printer: struk dengan pembayaran tunai membukanya."`
	// QRImage is for the cheap printers without the QR command.
	QRImage bool `json:"qr_image,omitempty" doc:"Printer tidak mengenal perintah QR: kode QR (lacak servis) dicetak sebagai gambar."`
}

func (b printerBody) printer() core.Printer {
	return core.Printer{Name: b.Name, Host: b.Host, Port: b.Port, Paper: b.Paper, Drawer: b.Drawer, QRImage: b.QRImage}
}

type printerIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID printer."`
}

type printerCreateInput struct {
	Body printerBody
}

type printerUpdateInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID printer."`
	Body printerBody
}

type printJobInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID printer."`
	Body struct {
		Data string `json:"data" maxLength:"1000000" doc:"Perintah printer (ESC/POS) dalam base64, sebagaimana dikirim ke printer."`
	}
}

func (s *Server) registerPrinters() {
	tags := []string{tagPrinters}
	register(s, Staff, huma.Operation{
		OperationID: "list-printers", Method: http.MethodGet, Path: "/api/printers",
		Summary: "Daftar printer", Description: "Printer struk di jaringan toko, menurut nama.", Tags: tags,
	}, func(ctx context.Context, in *PageParams) (*bodyOf[core.Page[core.Printer]], error) {
		page, err := s.deps.Printers.List(ctx, in.request())
		return &bodyOf[core.Page[core.Printer]]{Body: page}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "get-printer", Method: http.MethodGet, Path: "/api/printers/{id}",
		Summary: "Detail printer", Description: "Satu printer: alamat, port, kertas dan laci uangnya.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *printerIDInput) (*bodyOf[core.Printer], error) {
		p, err := s.deps.Printers.Get(ctx, in.ID)
		return &bodyOf[core.Printer]{Body: p}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "create-printer", Method: http.MethodPost, Path: "/api/printers", DefaultStatus: http.StatusCreated,
		Summary: "Tambah printer", Description: "Nama unik, alamat di jaringan toko, port (9100 bila kosong), kertas 58mm atau 80mm, dan ada tidaknya laci uang.",
		Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *printerCreateInput) (*bodyOf[core.Printer], error) {
		p, err := s.deps.Printers.Add(ctx, in.Body.printer())
		return &bodyOf[core.Printer]{Body: p}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "update-printer", Method: http.MethodPut, Path: "/api/printers/{id}",
		Summary: "Ubah printer", Description: "Mengganti semua isian printer.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *printerUpdateInput) (*bodyOf[core.Printer], error) {
		p, err := s.deps.Printers.Edit(ctx, in.ID, in.Body.printer())
		return &bodyOf[core.Printer]{Body: p}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "delete-printer", Method: http.MethodDelete, Path: "/api/printers/{id}", DefaultStatus: http.StatusNoContent,
		Summary: "Hapus printer", Description: "Printer dihapus dari daftar; perangkat yang memilihnya kembali memakai dialog cetak browser.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *printerIDInput) (*struct{}, error) {
		return &struct{}{}, s.deps.Printers.Remove(ctx, in.ID)
	})

	register(s, Staff, huma.Operation{
		OperationID: "print-job", Method: http.MethodPost, Path: "/api/printers/{id}/jobs", DefaultStatus: http.StatusNoContent,
		Summary: "Cetak ke printer", Description: "Meneruskan perintah printer (ESC/POS, base64) ke printer terdaftar lewat TCP. " +
			"Printer yang tidak menjawab dalam batas waktunya: 504; yang menolak sambungan: 502. Hanya printer terdaftar yang dapat dituju.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusBadGateway, http.StatusGatewayTimeout},
	}, func(ctx context.Context, in *printJobInput) (*struct{}, error) {
		job, err := base64.StdEncoding.DecodeString(in.Body.Data)
		if err != nil {
			return nil, core.InvalidField("data", msgJobNotBase64)
		}
		return &struct{}{}, s.deps.Printers.Print(ctx, in.ID, job)
	})
}
