package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type repairMoveInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		OutletID int64 `json:"outlet_id" minimum:"1" doc:"Outlet tujuan."`
	}
}

type repairMovesOutput struct {
	Body []core.RepairMove
}

// registerRepairMoves registers moving a repair to another outlet's bench and its history.
func (s *Server) registerRepairMoves(tags []string) {
	register(s, Bench, huma.Operation{
		OperationID: "move-service-entry", Method: http.MethodPost, Path: "/api/service-entries/{id}/move",
		Summary:     "Pindahkan servis ke outlet lain",
		Description: "Dicatat dari mana, ke mana, oleh siapa dan kapan. Admin memindahkan servis mana pun; staf lain hanya servis di outlet tempat mereka bekerja (403).",
		Tags:        tags, Errors: []int{http.StatusForbidden, http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *repairMoveInput) (*entryOutput, error) {
		e, err := s.deps.Repair.MoveToOutlet(ctx, caller(ctx), in.ID, in.Body.OutletID)
		return &entryOutput{Body: e}, err
	})

	register(s, Bench, huma.Operation{
		OperationID: "list-service-entry-moves", Method: http.MethodGet, Path: "/api/service-entries/{id}/moves",
		Summary: "Riwayat pindah outlet servis", Description: "Terlama dulu.", Tags: tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *entryIDInput) (*repairMovesOutput, error) {
		moves, err := s.deps.Repair.Moves(ctx, in.ID)
		return &repairMovesOutput{Body: moves}, err
	})
}
