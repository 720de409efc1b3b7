package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// Two instances behind a load balancer share one PostgreSQL database: a change made through
// one reaches the event streams of the other, and a session made on one works on the other.
func TestTwoInstancesShareNoticesAndSessions(t *testing.T) {
	var url string
	for _, e := range sqltest.Engines() {
		if e.Name == "postgres" {
			url = e.URL(t)
		}
	}
	if url == "" {
		t.Skip("several instances need PostgreSQL: set " + sqltest.PostgresEnv)
	}
	a, b := apptest.New(t, url), apptest.New(t, url)
	srvA, srvB := httptest.NewServer(a.Handler()), httptest.NewServer(b.Handler())
	t.Cleanup(srvA.Close)
	t.Cleanup(srvB.Close)

	streamB := listen(t, srvB.URL, "")
	hearsFrom(t, a, streamB)
	visitorList := func() string {
		res, err := http.Get(srvB.URL + "/api/products?category=Aksesoris")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return string(body)
	}
	if before := visitorList(); !strings.Contains(before, `"total":0`) {
		t.Fatalf("B's catalog before: %s", before)
	}
	addProduct(t, a, "Flashdisk 32GB", "Aksesoris", 69_000, 25)
	a.Store.Publish(context.Background(), lastNotice)
	seen := strings.Join(heardBefore(t, streamB), "\n")
	if !strings.Contains(seen, `"resource":"products","action":"created"`) {
		t.Fatalf("instance B did not hear about A's new product: %q", seen)
	}
	// B kept its visitors' catalog; the notice that reached its clients also renewed it.
	if after := visitorList(); !strings.Contains(after, "Flashdisk 32GB") {
		t.Fatalf("B's catalog after A's change: %s", after)
	}

	kasir := a.SignedIn(t, core.RoleKasir)
	res := apptest.Do(t, b.Handler(), "GET", "/api/auth/me", nil, kasir.Cookie, nil)
	if res.Status != 200 || !strings.Contains(string(res.Body), kasir.Email) {
		t.Fatalf("a session from A on B: %d %s", res.Status, res.Body)
	}
}

// hearsFrom waits until a notice published on one instance reaches a stream of another: the
// other instance then listens to the database's notices. One published before it listens is
// lost, so the probe goes out again each second until one arrives.
func hearsFrom(t *testing.T, from *apptest.Env, stream <-chan string) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for probe := int64(1); ; probe++ {
		from.Store.Publish(context.Background(), core.Change{Resource: core.ResourceNews, Action: core.ActionUpdated, IDs: []int64{-probe}})
		again := time.After(time.Second)
		for waiting := true; waiting; {
			select {
			case l, open := <-stream:
				if !open {
					t.Fatal("the stream ended before it heard the other instance")
				}
				if strings.Contains(l, `"ids":[-`) {
					return
				}
			case <-again:
				waiting = false
			case <-deadline:
				t.Fatal("no notice from the other instance reached the stream")
			}
		}
	}
}
