package httpapi_test

import (
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
	time.Sleep(300 * time.Millisecond)
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
	seen := strings.Join(collect(streamB, 2*time.Second), "\n")
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
