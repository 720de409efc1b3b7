package httpapi_test

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// listen opens the event stream and returns the "data:" lines it receives.
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

func collect(lines <-chan string, wait time.Duration) []string {
	var out []string
	deadline := time.After(wait)
	for {
		select {
		case l := <-lines:
			out = append(out, l)
		case <-deadline:
			return out
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
	time.Sleep(100 * time.Millisecond) // both subscribed

	addProduct(t, env, "Powerbank 10000 mAh", "Aksesoris", 159_000, 5)
	if _, err := env.Customers.Add(context.Background(), core.Contact{Name: "Agus"}); err != nil {
		t.Fatal(err)
	}
	seenByVisitor := strings.Join(collect(visitor, 300*time.Millisecond), "\n")
	seenByStaff := strings.Join(collect(staff, 300*time.Millisecond), "\n")
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
	time.Sleep(100 * time.Millisecond)
	_ = env.Store.WithinTx(context.Background(), func(ctx context.Context) error {
		env.Store.Publish(ctx, core.Change{Resource: "products", Action: core.ActionUpdated})
		return context.Canceled
	})
	if got := collect(stream, 300*time.Millisecond); len(got) != 0 {
		t.Fatalf("a rolled-back change was announced: %v", got)
	}
}
