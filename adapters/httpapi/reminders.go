package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type remindersInput struct {
	Limit int `query:"limit" minimum:"1" maximum:"500" default:"100" doc:"Paling banyak butir per daftar; jumlah (count) selalu lengkap."`
}

type remindersOutput struct {
	Body core.Reminders
}

func (s *Server) registerReminders() {
	register(s, Staff, huma.Operation{
		OperationID: "get-reminders", Method: http.MethodGet, Path: "/api/reminders",
		Summary: "Pengingat", Tags: []string{tagReminders},
		Description: "Tiga daftar untuk lonceng back-office, masing-masing dengan jumlahnya: cicilan yang masih terbuka " +
			"setelah N hari (bawaan 30), servis 'Telah Selesai' yang belum diambil (7, 21 dan 28 hari setelah tanggal info, " +
			"sebelum batas tanggung jawab satu bulan), dan barang dengan stok di bawah atau sama dengan batasnya (bawaan 2); " +
			"bila toko punya beberapa outlet, stok outlet sesi ini (Admin di semua outlet: setiap outlet, dengan namanya). " +
			"Cicilan dan servis membawa tautan 'Kirim WhatsApp' (wa.me) dengan pesan siap kirim.",
	}, func(ctx context.Context, in *remindersInput) (*remindersOutput, error) {
		rem, err := s.deps.Reminders.Lists(ctx, currentOutlet(ctx), in.Limit)
		return &remindersOutput{Body: rem}, err
	})
}
