package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// readers says who may hear about changes to each resource: the same people who may read it.
// Every core.Resource has its line (events_readers_test.go); a name from elsewhere reaches Admins
// only.
var readers = map[core.Resource]Access{
	core.ResourceProducts:            Anyone,
	core.ResourceSettings:            Anyone,
	core.ResourceNews:                Anyone,
	core.ResourceAdvertisements:      Anyone,
	core.ResourceSuppliers:           Staff,
	core.ResourceCustomers:           Bench,
	core.ResourceOrders:              Staff,
	core.ResourceSalesTransactions:   Staff,
	core.ResourceInstallments:        Staff,
	core.ResourceServiceEntries:      Bench,
	core.ResourceServiceTransactions: Staff,
	core.ResourceShifts:              Staff,
	core.ResourceCustomerDisplays:    Staff,
	core.ResourceDailyVisits:         Staff,
	core.ResourceOutlets:             Bench,
	core.ResourcePrinters:            Staff,
	core.ResourceStockTransfers:      Staff,
}

func mayHear(resource core.Resource) Access {
	if a, ok := readers[resource]; ok {
		return a
	}
	return AdminOnly
}

// Open event streams are capped, per client address and in total, so that idle connections
// cannot crowd out the shop's work; a signed-in stream checks its session every
// sessionCheck and before each notice, and ends with the session.
const (
	streamsPerAddress = 16
	streamsInTotal    = 256
	sessionCheck      = 2 * time.Second
	streamRetryAfter  = "30"

	msgStreamsFromAddress = "Terlalu banyak koneksi pembaruan langsung dari alamat Anda. Tutup tab lain lalu coba lagi."
	msgStreamsInTotal     = "Server sedang melayani terlalu banyak koneksi pembaruan langsung. Silakan coba lagi nanti."
)

// streamGate counts the open streams.
type streamGate struct {
	mu        sync.Mutex
	byAddress map[string]int
	total     int
}

// enter admits one more stream from addr, or says why not.
func (g *streamGate) enter(addr string) (ok bool, refusal string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case g.byAddress[addr] >= streamsPerAddress:
		return false, msgStreamsFromAddress
	case g.total >= streamsInTotal:
		return false, msgStreamsInTotal
	}
	if g.byAddress == nil {
		g.byAddress = map[string]int{}
	}
	g.byAddress[addr]++
	g.total++
	return true, ""
}

func (g *streamGate) leave(addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.total--
	if g.byAddress[addr]--; g.byAddress[addr] == 0 {
		delete(g.byAddress, addr)
	}
}

// events streams change notices as server-sent events: `event: change` with
// {"resource","action","ids"}, and "stock_only":true on a products update that changed stock
// alone. Each client hears only about what it may read.
func (s *Server) events() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addr := s.clientAddress(r.RemoteAddr, r.Header.Get("X-Forwarded-For"))
		if ok, refusal := s.streams.enter(addr); !ok {
			w.Header().Set("Retry-After", streamRetryAfter)
			writeProblem(w, http.StatusTooManyRequests, refusal)
			return
		}
		defer s.streams.leave(addr)
		var token string
		if c, err := r.Cookie(sessionCookie); err == nil {
			token = c.Value
		}
		p, signedIn, err := s.principalOf(r.Context(), token)
		if err != nil {
			writeProblem(w, http.StatusServiceUnavailable, msgSessionUnread)
			return
		}
		// stillSignedIn re-reads the session (and so the role, which an Admin may have
		// changed); a session that cannot be read ends the stream, which the browser opens again.
		stillSignedIn := func() bool {
			if !signedIn {
				return true
			}
			p, signedIn, err = s.principalOf(r.Context(), token)
			return signedIn && err == nil
		}
		rc := http.NewResponseController(w)
		_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Accel-Buffering", "no")
		changes, stop := s.deps.Events.Subscribe()
		defer stop()
		fmt.Fprint(w, "retry: 3000\n: connected\n\n")
		if err := rc.Flush(); err != nil {
			return
		}
		ping := time.NewTicker(25 * time.Second)
		defer ping.Stop()
		check := time.NewTicker(sessionCheck)
		defer check.Stop()
		for {
			select {
			case c := <-changes:
				if !stillSignedIn() {
					return
				}
				if !mayHear(c.Resource).Allows(signedIn, p.Role) {
					continue
				}
				data, _ := json.Marshal(c)
				fmt.Fprintf(w, "event: change\ndata: %s\n\n", data)
			case <-check.C:
				if !stillSignedIn() {
					return
				}
				continue
			case <-ping.C:
				fmt.Fprint(w, ": ping\n\n")
			case <-r.Context().Done():
				return
			case <-s.closing:
				return
			}
			if err := rc.Flush(); err != nil {
				return
			}
		}
	})
}

// CloseStreams ends every open event stream, so a graceful shutdown need not wait for them.
func (s *Server) CloseStreams() {
	s.closeOnce.Do(func() { close(s.closing) })
}
