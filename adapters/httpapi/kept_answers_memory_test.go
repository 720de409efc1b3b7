package httpapi_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
)

// A visitor asking tens of thousands of different questions cannot fill the server's memory
// through the kept answers: a parameter past its bound is refused, and what is kept, every
// question and header included, stays within the kept answers' weight while the shop answers
// as before.
func TestKeptAnswersCannotFillTheMemory(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		addProduct(t, env, "Tempered Glass Redmi 13C", "Aksesoris", 25_000, 10)
		h := env.Handler()
		ask := func(url string) int { return apptest.Do(t, h, "GET", url, nil, "", nil).Status }
		ask("/api/products?category=Aksesoris")
		before := liveHeap()

		long := strings.Repeat("x", 8<<10)
		kept := 0
		for i := range 5_000 {
			if ask(fmt.Sprintf("/api/products?category=%s%d", long, i)) == 200 {
				kept++
			}
		}
		if kept > 0 {
			t.Errorf("%d lists of an 8 KB category answered 200, want 422", kept)
		}
		// Within every bound: each question carries 2 KB in a parameter no operation reads.
		pad := strings.Repeat("x", 2<<10)
		for i := range 30_000 {
			if status := ask(fmt.Sprintf("/api/products?category=Aksesoris&ref=%s%d", pad, i)); status != 200 {
				t.Fatalf("question %d answered %d", i, status)
			}
		}
		grown := int64(liveHeap()) - int64(before)
		t.Logf("live heap grew by %.1f MiB", float64(grown)/(1<<20))
		if bound := int64(httpapi.KeptBytes + 8<<20); grown > bound {
			t.Errorf("live heap grew by %d MiB after 35,000 questions, want at most %d MiB", grown>>20, bound>>20)
		}
		res := apptest.Do(t, h, "GET", "/api/products?category=Aksesoris", nil, "", nil)
		if res.Status != 200 || !strings.Contains(string(res.Body), "Tempered Glass Redmi 13C") {
			t.Fatalf("a visitor's list after the questions: %d %s", res.Status, res.Body)
		}
	})
}

// liveHeap is what the heap holds after a garbage collection.
func liveHeap() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
