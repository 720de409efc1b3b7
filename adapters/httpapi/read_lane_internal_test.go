package httpapi

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// With the lane full of slow reads, the counter's sale still goes through at once, the
// event stream still opens, and the waiting reads are served as the lane frees.
func TestReadLaneLetsWritesPassReadersWait(t *testing.T) {
	release := make(chan struct{})
	var mu sync.Mutex
	working := 0
	h := boundReads(2, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet && r.URL.Path == "/api/products" {
			mu.Lock()
			working++
			mu.Unlock()
			<-release
		}
		w.WriteHeader(http.StatusOK)
	}))
	var readers sync.WaitGroup
	for range 5 {
		readers.Add(1)
		go func() {
			defer readers.Done()
			h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/products", nil))
		}()
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := working
		mu.Unlock()
		if n == 2 || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	for _, r := range []*http.Request{
		httptest.NewRequest(http.MethodPost, "/api/sales", nil),
		httptest.NewRequest(http.MethodGet, eventsPath, nil),
		httptest.NewRequest(http.MethodGet, "/api/health", nil),
	} {
		done := make(chan struct{})
		go func() { h.ServeHTTP(httptest.NewRecorder(), r); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s %s waited behind the reads", r.Method, r.URL.Path)
		}
	}
	mu.Lock()
	if working != 2 {
		t.Errorf("%d reads at work at once, want the lane's 2", working)
	}
	mu.Unlock()
	close(release)
	readers.Wait()
	if working != 5 {
		t.Errorf("%d reads served, want all 5", working)
	}
}
