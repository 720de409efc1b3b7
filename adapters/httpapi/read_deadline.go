package httpapi

import (
	"context"
	"net/http"
	"time"
)

// A write's body is read before its operation runs, under a read deadline (huma's body
// timeout, 5 s). Once the body is read to its end, net/http keeps reading the connection to
// notice a client that leaves, under the same deadline: passed while the operation still
// ran (a sale waiting for its turn behind a long write), it cancelled the connection's own
// context. The sale answered 500 "context canceled" after exactly 5 s, and every later
// request on that kept-alive connection came with its context cancelled already: the Kasir's
// session could not be read and she was sent back to sign in (401) until the browser closed
// the connection. So an operation lifts the deadline as it starts: its body has been read.

type readDeadlineKey struct{}

// liftableReadDeadline lets the operations of API writes lift their connection's read
// deadline (bodyRead). Reads have no body and keep the server's deadline.
func liftableReadDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if apiWrite(r) {
			r = r.WithContext(context.WithValue(r.Context(), readDeadlineKey{}, http.NewResponseController(w)))
		}
		next.ServeHTTP(w, r)
	})
}

// bodyRead lifts the read deadline of the request's connection once its body has been read,
// so that no deadline passes while the operation runs.
func bodyRead(ctx context.Context) {
	if rc, ok := ctx.Value(readDeadlineKey{}).(*http.ResponseController); ok {
		_ = rc.SetReadDeadline(time.Time{})
	}
}
