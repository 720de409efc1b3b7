package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"
)

type healthOutput struct {
	Body struct {
		Status   string `json:"status" example:"ok"`
		Database string `json:"database" example:"ok"`
		Version  string `json:"version"`
	}
}

func (s *Server) registerHealth() {
	register(s, Anyone, huma.Operation{
		OperationID: "health", Method: http.MethodGet, Path: "/api/health",
		Summary: "Status server", Description: "200 bila database dapat dihubungi, 503 bila tidak.", Tags: []string{tagSystem},
		Errors: []int{http.StatusServiceUnavailable},
	}, func(ctx context.Context, _ *struct{}) (*healthOutput, error) {
		ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		if err := s.deps.Ping(ctx); err != nil {
			s.deps.Log.WarnContext(ctx, "health check failed", "error", err)
			return nil, huma.Error503ServiceUnavailable("Database tidak dapat dihubungi.")
		}
		out := &healthOutput{}
		out.Body.Status, out.Body.Database, out.Body.Version = "ok", "ok", s.deps.Version
		return out, nil
	})
}
