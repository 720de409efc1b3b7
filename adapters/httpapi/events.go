package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// readers says who may hear about changes to each resource: the same people who may read it.
// A resource missing here is announced to Admins only.
var readers = map[string]Access{
	"products":             Anyone,
	"settings":             Anyone,
	"news":                 Anyone,
	"advertisements":       Anyone,
	"suppliers":            Staff,
	"customers":            Staff,
	"orders":               Staff,
	"sales_transactions":   Staff,
	"installments":         Staff,
	"service_entries":      Staff,
	"service_transactions": Staff,
	"daily_visits":         Staff,
	"users":                AdminOnly,
	"members":              AdminOnly,
}

func mayHear(resource string) Access {
	if a, ok := readers[resource]; ok {
		return a
	}
	return AdminOnly
}

// events streams change notices as server-sent events: `event: change` with
// {"resource","action","ids"}, and "stock_only":true on a products update that changed stock
// alone. Each client hears only about what it may read.
func (s *Server) events() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var token string
		if c, err := r.Cookie(sessionCookie); err == nil {
			token = c.Value
		}
		p, signedIn := s.principalOf(r.Context(), token)
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
		for {
			select {
			case c := <-changes:
				if !mayHear(c.Resource).Allows(signedIn, p.Role) {
					continue
				}
				data, _ := json.Marshal(c)
				fmt.Fprintf(w, "event: change\ndata: %s\n\n", data)
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
