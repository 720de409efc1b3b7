package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
)

// Meter records what the server answers (adapters/metrics).
type Meter interface {
	Request(operation string, status int, took time.Duration)
	Sale()
	RepairPayment()
}

// counted are the operations whose success the meter counts as the shop's business.
var counted = map[string]func(Meter){
	"create-sale": Meter.Sale,
	"pay-service": Meter.RepairPayment,
}

type operationKey struct{}

// measure records each request under its API operation's id, which the huma middleware
// nameOperation fills in; what is not an operation goes under a fixed name.
func measure(m Meter, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		op := routeName(r.URL.Path)
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), operationKey{}, &op)))
		m.Request(op, rec.status, time.Since(start))
		if count := counted[op]; count != nil && rec.status < 300 {
			count(m)
		}
	})
}

// nameOperation tells measure which operation answered.
func nameOperation(ctx huma.Context, next func(huma.Context)) {
	if op, ok := ctx.Context().Value(operationKey{}).(*string); ok {
		*op = ctx.Operation().OperationID
	}
	next(ctx)
}

func routeName(path string) string {
	switch {
	case strings.HasPrefix(path, "/files/"):
		return "files"
	case path == "/api/events":
		return "events"
	case strings.HasPrefix(path, "/api/"):
		return "api"
	}
	return "pages"
}
