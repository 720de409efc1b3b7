package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/synctest"

	"github.com/konterhp/konter/core"
)

// sessionsThatFail answer every session with err.
type sessionsThatFail struct{ err error }

func (s sessionsThatFail) Authenticate(context.Context, string) (core.Principal, error) {
	return core.Principal{}, s.err
}

// A session that cannot be read just now (the database busy, the request's context cancelled)
// is no sign-out: the Kasir is asked to try again, not sent back to the sign-in page by a 401.
// Only a session that does not exist (or expired) answers 401.
func TestASessionThatCannotBeReadSignsNobodyOut(t *testing.T) {
	for _, c := range []struct {
		name string
		err  error
		want int
	}{
		{"unknown or expired", core.ErrNotFound, http.StatusUnauthorized},
		{"database busy", errors.New("database is locked"), http.StatusServiceUnavailable},
		{"context cancelled", context.Canceled, http.StatusServiceUnavailable},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := New(Deps{Log: slog.New(slog.DiscardHandler), Auth: sessionsThatFail{c.err}})
			for _, method := range []string{http.MethodGet, http.MethodPost} {
				rec := httptest.NewRecorder()
				s.Handler().ServeHTTP(rec, withSession(httptest.NewRequest(method, "/api/sales", nil)))
				if rec.Code != c.want {
					t.Errorf("%s /api/sales answered %d, want %d: %s", method, rec.Code, c.want, rec.Body)
				}
			}
		})
	}
}

// The event stream of a session that cannot be read is refused the same way, rather than
// opened as a visitor's, who hears nothing of the back-office.
func TestAnEventStreamWhoseSessionCannotBeReadIsRefused(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := New(Deps{Log: slog.New(slog.DiscardHandler), Auth: sessionsThatFail{errors.New("database is locked")}})
		ctx, leave := context.WithCancel(t.Context())
		rec := httptest.NewRecorder()
		done := make(chan struct{})
		go func() {
			defer close(done)
			s.Handler().ServeHTTP(rec, withSession(httptest.NewRequestWithContext(ctx, http.MethodGet, eventsPath, nil)))
		}()
		synctest.Wait()
		if rec.Code != http.StatusServiceUnavailable {
			t.Errorf("the stream answered %d, want %d", rec.Code, http.StatusServiceUnavailable)
		}
		leave()
		<-done
	})
}

func withSession(r *http.Request) *http.Request {
	r.AddCookie(&http.Cookie{Name: sessionCookie, Value: "token"})
	return r
}
