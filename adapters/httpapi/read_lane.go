package httpapi

import (
	"net/http"
	"strings"
	"sync/atomic"
)

// readLane bounds how many API reads the server works on at once; the rest wait their turn,
// first come, first served. Writes — a sale, a payment, an order — never wait in it: under a
// crowd of readers the counter's request competes with a few reads for the processors and
// the database's connections, not with every reader at once. Before it, with 64 connections
// reading as fast as they could, a sale's p99 was 450 to 700 ms.
//
// While a write is under way the lane narrows to its narrow width: the reads that come then
// wait for the counter rather than share the processors with it. Once the writes' own
// connections let the reads reach PostgreSQL during a rush (Store's write turns), 64
// readers took so much of the two processors that the cashiers' sales fell from 750 to 120
// a second, p99 over 500 ms.
//
// The event stream (open for as long as a page is) and the health check (a load balancer's
// probe) are not reads it bounds.
type readLane struct {
	all     chan struct{}
	narrow  chan struct{}
	writing atomic.Int64
}

// narrowed is the lane's width while the counter writes: a quarter of it, one read per two
// processors at the database's two reads per processor.
func narrowed(width int) int { return max(1, width/4) }

func boundReads(width, narrow int, next http.Handler) http.Handler {
	lane := &readLane{all: make(chan struct{}, width), narrow: make(chan struct{}, narrow)}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if apiWrite(r) {
			lane.writing.Add(1)
			defer lane.writing.Add(-1)
		}
		if !boundedRead(r) {
			next.ServeHTTP(w, r)
			return
		}
		if !enter(r, lane.all) {
			return // the reader left while waiting
		}
		defer func() { <-lane.all }()
		if lane.writing.Load() > 0 {
			if !enter(r, lane.narrow) {
				return
			}
			defer func() { <-lane.narrow }()
		}
		next.ServeHTTP(w, r)
	})
}

// enter waits for a place in slots, false when the reader left first.
func enter(r *http.Request, slots chan struct{}) bool {
	select {
	case slots <- struct{}{}:
		return true
	case <-r.Context().Done():
		return false
	}
}

func boundedRead(r *http.Request) bool {
	return (r.Method == http.MethodGet || r.Method == http.MethodHead) && strings.HasPrefix(r.URL.Path, "/api/") &&
		r.URL.Path != eventsPath && r.URL.Path != "/api/health"
}

func apiWrite(r *http.Request) bool {
	return r.Method != http.MethodGet && r.Method != http.MethodHead && r.Method != http.MethodOptions &&
		strings.HasPrefix(r.URL.Path, "/api/")
}
