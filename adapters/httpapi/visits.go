package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

func (s *Server) registerVisits() {
	register(s, Anyone, huma.Operation{
		OperationID: "count-visit", Method: http.MethodPost, Path: "/api/visits", DefaultStatus: http.StatusNoContent,
		Summary: "Catat kunjungan", Description: "Dikirim etalase sekali per sesi browser; menambah hitungan hari ini (zona waktu toko).",
		Tags: []string{tagVisits},
	}, func(ctx context.Context, _ *struct{}) (*struct{}, error) {
		return &struct{}{}, s.deps.Shop.CountVisit(ctx, clientFrom(ctx).IP)
	})
}
