package httpapi

import (
	"net/http"
	"runtime"
	"strings"
)

// readLane bounds how many API reads the server works on at once; the rest wait their turn,
// first come, first served. Writes — a sale, a payment, an order — never wait in it: under a
// crowd of readers the counter's request competes with a few reads for the processors and
// the database's connections, not with every reader at once. Before it, with 64 connections
// reading as fast as they could, a sale's p99 was 450 to 700 ms.
//
// The event stream (open for as long as a page is) and the health check (a load balancer's
// probe) are not reads it bounds.
type readLane chan struct{}

// readLaneWidth: two reads per processor keep every processor busy while one of them waits
// on the database.
func readLaneWidth() int { return 2 * runtime.GOMAXPROCS(0) }

func boundReads(width int, next http.Handler) http.Handler {
	lane := make(readLane, width)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !lane.bounds(r) {
			next.ServeHTTP(w, r)
			return
		}
		select {
		case lane <- struct{}{}:
		case <-r.Context().Done():
			return // the reader left while waiting
		}
		defer func() { <-lane }()
		next.ServeHTTP(w, r)
	})
}

func (readLane) bounds(r *http.Request) bool {
	return (r.Method == http.MethodGet || r.Method == http.MethodHead) && strings.HasPrefix(r.URL.Path, "/api/") &&
		r.URL.Path != eventsPath && r.URL.Path != "/api/health"
}
