package httpapi

import (
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"testing/synctest"
	"time"
)

// With the lane full of slow reads, the counter's sale still goes through at once, the
// event stream still opens, and the waiting reads are served as the lane frees.
func TestReadLaneLetsWritesPassReadersWait(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		release := make(chan struct{})
		var mu sync.Mutex
		working := 0
		h := boundReads(2, 1, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodGet && r.URL.Path == "/api/products" {
				mu.Lock()
				working++
				mu.Unlock()
				<-release
			}
			w.WriteHeader(http.StatusOK)
		}))
		readers := readAtOnce(h, 5)
		synctest.Wait() // every reader at work or waiting in the lane
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
	})
}

// While the counter writes, the reads that come work one at a time (the lane's narrow width),
// so that they leave the processors to the sale; the others wait and are all served.
func TestReadLaneNarrowsWhileTheCounterWrites(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		writing, release, doneWriting := make(chan struct{}), make(chan struct{}), make(chan struct{})
		var mu sync.Mutex
		working, most := 0, 0
		h := boundReads(3, 1, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost {
				close(writing)
				<-doneWriting
				return
			}
			mu.Lock()
			working++
			most = max(most, working)
			mu.Unlock()
			<-release
			mu.Lock()
			working--
			mu.Unlock()
		}))
		go h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/api/sales", nil))
		<-writing
		readers := readAtOnce(h, 3)
		synctest.Wait() // every reader at work or waiting in the lane
		mu.Lock()
		n := working
		mu.Unlock()
		if n == 0 {
			t.Fatal("no read was served while the counter wrote")
		}
		close(release)
		readers.Wait()
		close(doneWriting)
		if most != 1 {
			t.Errorf("%d reads at work at once while the counter wrote, want 1", most)
		}
	})
}

// readAtOnce sends n reads of the product list through h together; the group is done when
// all are served.
func readAtOnce(h http.Handler, n int) *sync.WaitGroup {
	var readers sync.WaitGroup
	for range n {
		readers.Go(func() {
			h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/products", nil))
		})
	}
	return &readers
}
