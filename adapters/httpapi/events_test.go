package httpapi_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// listen opens the event stream and returns the "data:" lines it receives. The server answers
// once it has subscribed the stream: every notice published after listen returns reaches it.
func listen(t *testing.T, url, cookie string) <-chan string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/events", nil)
	if cookie != "" {
		req.Header.Set("Cookie", "konter_session="+cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("content type %q", res.Header.Get("Content-Type"))
	}
	lines := make(chan string, 32)
	go func() {
		defer close(lines)
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				lines <- data
			}
		}
	}()
	return lines
}

// lastNotice is published after the notices a test watches for: a stream that hears it has
// heard every notice published before it.
var lastNotice = core.Change{Resource: core.ResourceNews, Action: core.ActionUpdated, IDs: []int64{8675309}}

// heardBefore reads the stream until lastNotice arrives, and returns what came before it.
func heardBefore(t *testing.T, lines <-chan string) []string {
	t.Helper()
	var got []string
	deadline := time.After(30 * time.Second)
	for {
		select {
		case l, open := <-lines:
			if !open {
				t.Fatalf("the stream ended before the last notice (heard %v)", got)
			}
			if strings.Contains(l, "8675309") {
				return got
			}
			got = append(got, l)
		case <-deadline:
			t.Fatalf("the last notice never came (heard %v)", got)
		}
	}
}

// drain reads the stream for wait, or until the server ends it (closed).
func drain(lines <-chan string, wait time.Duration) (got []string, closed bool) {
	deadline := time.After(wait)
	for {
		select {
		case l, open := <-lines:
			if !open {
				return got, true
			}
			got = append(got, l)
		case <-deadline:
			return got, false
		}
	}
}

func TestEventsReachOnlyThoseWhoMayRead(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	srv := httptest.NewServer(env.Handler())
	t.Cleanup(srv.Close)
	kasir := env.SignedIn(t, core.RoleKasir)
	visitor := listen(t, srv.URL, "")
	staff := listen(t, srv.URL, kasir.Cookie)

	addProduct(t, env, "Powerbank 10000 mAh", "Aksesoris", 159_000, 5)
	if _, err := env.Customers.Add(context.Background(), core.Contact{Name: "Agus"}); err != nil {
		t.Fatal(err)
	}
	env.Store.Publish(context.Background(), lastNotice)
	seenByVisitor := strings.Join(heardBefore(t, visitor), "\n")
	seenByStaff := strings.Join(heardBefore(t, staff), "\n")
	if !strings.Contains(seenByVisitor, `"resource":"products","action":"created"`) {
		t.Errorf("visitor missed the new product: %s", seenByVisitor)
	}
	if strings.Contains(seenByVisitor, "customers") {
		t.Errorf("visitor heard about customers: %s", seenByVisitor)
	}
	if !strings.Contains(seenByStaff, `"resource":"customers"`) || !strings.Contains(seenByStaff, `"resource":"products"`) {
		t.Errorf("staff missed notices: %s", seenByStaff)
	}
}

// A notice published inside a transaction that rolls back never goes out.
func TestEventsWaitForTheCommit(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	srv := httptest.NewServer(env.Handler())
	t.Cleanup(srv.Close)
	stream := listen(t, srv.URL, "")
	_ = env.Store.WithinTx(context.Background(), func(ctx context.Context) error {
		env.Store.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated})
		return context.Canceled
	})
	env.Store.Publish(context.Background(), lastNotice)
	if got := heardBefore(t, stream); len(got) != 0 {
		t.Fatalf("a rolled-back change was announced: %v", got)
	}
}

// closesWithin reads the stream until the server ends it, failing after wait; it returns
// what was still delivered.
func closesWithin(t *testing.T, lines <-chan string, wait time.Duration) []string {
	t.Helper()
	got, closed := drain(lines, wait)
	if !closed {
		t.Fatalf("the stream is still open %v after its session ended (received %v)", wait, got)
	}
	return got
}

// A stream belongs to its session: when the session ends, however it ends, the stream closes
// within a few seconds and hears nothing more.
func TestEventStreamsEndWithTheirSession(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		srv := httptest.NewServer(env.Handler())
		t.Cleanup(srv.Close)
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		ends := []struct {
			name string
			end  func(t *testing.T, kasir apptest.Person)
		}{
			{"sign-out", func(t *testing.T, kasir apptest.Person) {
				if res := apptest.Do(t, h, "POST", "/api/auth/logout", nil, kasir.Cookie, nil); res.Status != 204 {
					t.Fatalf("logout: %d", res.Status)
				}
			}},
			{"password changed on another device", func(t *testing.T, kasir apptest.Person) {
				res := apptest.Do(t, h, "POST", "/api/auth/login", map[string]any{"email": kasir.Email, "password": kasir.Password, "door": "staff"}, "", nil)
				body := map[string]any{"password": "baru-123", "confirm_password": "baru-123"}
				if res := apptest.Do(t, h, "PUT", "/api/auth/password", body, sessionFrom(t, res), nil); res.Status != 200 {
					t.Fatalf("change password: %d %s", res.Status, res.Body)
				}
			}},
			{"user deleted", func(t *testing.T, kasir apptest.Person) {
				if res := apptest.Do(t, h, "DELETE", fmt.Sprintf("/api/users/%d", kasir.ID), nil, admin.Cookie, nil); res.Status != 204 {
					t.Fatalf("delete: %d %s", res.Status, res.Body)
				}
			}},
		}
		for _, e := range ends {
			t.Run(e.name, func(t *testing.T) {
				kasir := env.SignedIn(t, core.RoleKasir)
				stream := listen(t, srv.URL, kasir.Cookie)
				e.end(t, kasir)
				closesWithin(t, stream, 10*time.Second)
			})
		}

		t.Run("no notice after sign-out", func(t *testing.T) {
			kasir := env.SignedIn(t, core.RoleKasir)
			stream := listen(t, srv.URL, kasir.Cookie)
			if res := apptest.Do(t, h, "POST", "/api/auth/logout", nil, kasir.Cookie, nil); res.Status != 204 {
				t.Fatalf("logout: %d", res.Status)
			}
			// On PostgreSQL other tests' notices travel too: this one is known by its id.
			env.Store.Publish(context.Background(), core.Change{Resource: core.ResourceCustomers, Action: core.ActionCreated, IDs: []int64{987654321}})
			if got := closesWithin(t, stream, 10*time.Second); strings.Contains(strings.Join(got, "\n"), "987654321") {
				t.Fatalf("a signed-out cashier's stream still heard: %v", got)
			}
		})

		t.Run("session expired", func(t *testing.T) {
			kasir := env.SignedIn(t, core.RoleKasir)
			stream := listen(t, srv.URL, kasir.Cookie)
			env.Clock.Advance(31 * 24 * time.Hour)
			closesWithin(t, stream, 10*time.Second)
		})

		t.Run("a live session keeps its stream", func(t *testing.T) {
			kasir := env.SignedIn(t, core.RoleKasir)
			stream := listen(t, srv.URL, kasir.Cookie)
			env.Store.Publish(context.Background(), core.Change{Resource: core.ResourceCustomers, Action: core.ActionCreated, IDs: []int64{123456789}})
			deadline := time.After(10 * time.Second)
			for {
				select {
				case l, open := <-stream:
					if !open {
						t.Fatal("the stream of a live session closed")
					}
					if strings.Contains(l, "123456789") {
						return
					}
				case <-deadline:
					t.Fatal("the notice never came")
				}
			}
		})
	})
}

// Streams are capped per client address and in total, with a 429 that says so in Indonesian.
func TestEventStreamsAreCapped(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) { streamsAreCapped(t, env) })
}

func streamsAreCapped(t *testing.T, env *apptest.Env) {
	env.Config.TrustedProxies = []string{"127.0.0.1"}
	srv := httptest.NewServer(env.Handler())
	t.Cleanup(srv.Close)
	open := func(addr string) *http.Response {
		ctx, cancel := context.WithCancel(context.Background())
		t.Cleanup(cancel)
		req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/events", nil)
		req.Header.Set("X-Forwarded-For", addr)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}
	refused := func(res *http.Response, detail string) {
		t.Helper()
		if res.StatusCode != 429 {
			t.Fatalf("stream accepted: %d", res.StatusCode)
		}
		body, _ := io.ReadAll(res.Body)
		if res.Header.Get("Content-Type") != "application/problem+json" ||
			res.Header.Get("Retry-After") == "" || !strings.Contains(string(body), detail) {
			t.Fatalf("%d %s %s", res.StatusCode, res.Header, body)
		}
	}
	for i := range 16 {
		if res := open("198.51.100.1"); res.StatusCode != 200 {
			t.Fatalf("stream %d from one address: %d", i+1, res.StatusCode)
		}
	}
	refused(open("198.51.100.1"), "Terlalu banyak koneksi pembaruan langsung dari alamat Anda.")
	for i := range 240 {
		if res := open(fmt.Sprintf("10.2.%d.%d", i/200, i%200+1)); res.StatusCode != 200 {
			t.Fatalf("stream %d in total: %d", 17+i, res.StatusCode)
		}
	}
	refused(open("203.0.113.5"), "Server sedang melayani terlalu banyak koneksi pembaruan langsung.")
}
