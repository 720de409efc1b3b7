package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

const msgServerError = "Terjadi kesalahan pada server. Silakan coba lagi."

var statusOf = map[core.ErrorKind]int{
	core.KindValidation:      http.StatusUnprocessableEntity,
	core.KindNotFound:        http.StatusNotFound,
	core.KindConflict:        http.StatusConflict,
	core.KindUnauthenticated: http.StatusUnauthorized,
	core.KindForbidden:       http.StatusForbidden,
	core.KindTooManyRequests: http.StatusTooManyRequests,
	core.KindBadGateway:      http.StatusBadGateway,
	core.KindGatewayTimeout:  http.StatusGatewayTimeout,
}

// problem is the one place where a domain error becomes an HTTP problem detail: detail
// carries the Indonesian message the UIs show, errors the field messages.
func (s *Server) problem(ctx context.Context, err error) error {
	var already huma.StatusError
	if errors.As(err, &already) {
		return err
	}
	var shortage *core.StockShortageError
	if errors.As(err, &shortage) {
		return huma.NewError(http.StatusConflict, shortage.Error())
	}
	de, ok := core.AsError(err)
	if !ok {
		s.deps.Log.ErrorContext(ctx, "request failed", "error", err)
		return huma.NewError(http.StatusInternalServerError, msgServerError)
	}
	details := make([]error, 0, len(de.Fields))
	for _, f := range de.Fields {
		details = append(details, &huma.ErrorDetail{Location: f.Field, Message: f.Message})
	}
	out := huma.NewError(statusOf[de.Kind], de.Message, details...)
	if de.RetryAfter > 0 {
		secs := int(de.RetryAfter.Seconds() + 0.999)
		return huma.ErrorWithHeaders(out, http.Header{"Retry-After": {strconv.Itoa(secs)}})
	}
	return out
}

// writeProblem answers a plain net/http handler with a problem detail, like huma's.
func writeProblem(w http.ResponseWriter, status int, detail string, errs ...error) {
	w.Header().Set("Content-Type", "application/problem+json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(huma.NewError(status, detail, errs...))
}
