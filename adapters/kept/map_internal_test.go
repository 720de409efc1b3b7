package kept

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"
)

// cacheOf is a line of the table for a test: a minute's lifetime and that limit.
func cacheOf(limit int) *Cache { return &Cache{Name: "test", Lifetime: time.Minute, Limit: limit} }

// A flood of questions nobody asks twice makes room by pushing out its own answers: the page
// visitors keep reading is answered from memory throughout, and the answers stay within
// their weight.
func TestAFloodOfQuestionsKeepsThePageVisitorsRead(t *testing.T) {
	a := New[string, string](cacheOf(10), nil, nil)
	a.Put(a.Version(), "home", "beranda", time.Now())
	misses := 0
	for i := range 1000 {
		a.Put(a.Version(), fmt.Sprint("flood ", i), "kosong", time.Now())
		if i%5 == 0 {
			if _, _, ok := a.Get("home"); !ok {
				misses++
				a.Put(a.Version(), "home", "beranda", time.Now())
			}
		}
	}
	if misses > 0 {
		t.Errorf("the home page was read again %d times during the flood, want 0", misses)
	}
	if len(a.entries) > 10 || a.weight > 10 || a.order.Len() != len(a.entries) {
		t.Errorf("%d answers weighing %d (%d in order) kept, want at most 10", len(a.entries), a.weight, a.order.Len())
	}
}

// Expired answers leave memory, whether or not anything else is asked or kept: a minute
// after a flood of questions nothing of it is left.
func TestExpiredAnswersLeave(t *testing.T) {
	now := time.Now()
	a := New(cacheOf(1<<20), nil, func(k, v string) int { return len(k) + len(v) })
	a.now = func() time.Time { return now }
	maxAge := a.cache.Lifetime
	for i := range 1000 {
		a.Put(a.Version(), fmt.Sprint("flood ", i), "kosong", now)
	}
	now = now.Add(maxAge / 2)
	a.Put(a.Version(), "home", "beranda", now)
	now = now.Add(maxAge / 2)
	if _, _, ok := a.Get("flood 0"); ok {
		t.Fatal("an answer a minute old was answered")
	}
	if len(a.entries) != 1 || a.order.Len() != 1 || a.weight != len("home")+len("beranda") {
		t.Fatalf("%d answers weighing %d kept a minute after the flood, want only the home page", len(a.entries), a.weight)
	}
}

// An answer heavier than all the answers may weigh is not kept, and pushes none out.
func TestAnAnswerTooHeavyIsNotKept(t *testing.T) {
	a := New(cacheOf(10), nil, func(k, v string) int { return len(k) + len(v) })
	a.Put(a.Version(), "home", "ok", time.Now())
	a.Put(a.Version(), "huge", "0123456789", time.Now())
	if _, _, ok := a.Get("huge"); ok {
		t.Error("an answer over the limit was kept")
	}
	if _, _, ok := a.Get("home"); !ok {
		t.Error("an answer over the limit pushed out the home page")
	}
}

func TestKeptKeepsUntilAChangeAndNeverARacingRead(t *testing.T) {
	k := New[string, int](cacheOf(2), nil, nil)
	reads := 0
	read := func(v int) func() (int, error) { return func() (int, error) { reads++; return v, nil } }

	if v, _ := k.Read("a", func() (int, error) { k.DropAll(); return 1, nil }); v != 1 {
		t.Fatalf("read %d", v)
	}
	if v, _ := k.Read("a", read(2)); v != 2 || reads != 1 {
		t.Fatalf("a value read while a change came was kept: %d after %d reads", v, reads)
	}
	if v, _ := k.Read("a", read(3)); v != 2 || reads != 1 {
		t.Fatalf("the kept value was read again: %d after %d reads", v, reads)
	}
	if _, err := k.Read("b", func() (int, error) { return 0, errors.New("down") }); err == nil {
		t.Fatal("a failed read succeeded")
	}
	if v, _ := k.Read("b", read(4)); v != 4 || reads != 2 {
		t.Fatalf("a failed read was kept: %d after %d reads", v, reads)
	}
	k.DropAll()
	if v, _ := k.Read("a", read(5)); v != 5 || reads != 3 {
		t.Fatalf("a forgotten value is still kept: %d after %d reads", v, reads)
	}

	now := time.Now()
	old := New[string, int](cacheOf(2), nil, nil)
	old.now = func() time.Time { return now }
	_, _ = old.Read("a", read(6))
	now = now.Add(old.cache.Lifetime)
	if v, _ := old.Read("a", read(7)); v != 7 {
		t.Fatalf("a value past its age is still kept: %d", v)
	}
}

// Requests that miss the same value at once share one read of it (a total counted once, not
// by every request that came while it was counted). One that comes after a drop reads anew,
// and when the shared read fails, each waiting request reads for itself.
func TestMissesAtOnceShareOneRead(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		a := New[string, int](cacheOf(10), nil, nil)
		var reads atomic.Int32
		release, fail := make(chan struct{}), make(chan struct{})
		read := func() (int, error) {
			n := reads.Add(1)
			select {
			case <-release:
				return int(n), nil
			case <-fail:
				return 0, errors.New("hilang")
			}
		}
		readAll := func(n int) []int {
			got := make([]int, n)
			var wg sync.WaitGroup
			for i := range got {
				wg.Go(func() { got[i], _ = a.Read("total", read) })
			}
			synctest.Wait()
			return got
		}

		got := readAll(10)
		if n := reads.Load(); n != 1 {
			t.Fatalf("10 requests at once read %d times, want 1", n)
		}
		a.DropAll()
		var afterDrop int
		go func() { afterDrop, _ = a.Read("total", read) }()
		synctest.Wait()
		if n := reads.Load(); n != 2 {
			t.Fatalf("a request after a drop read %d times in all, want its own second read", n)
		}
		close(release)
		synctest.Wait()
		for i, v := range got {
			if v != 1 {
				t.Errorf("request %d got %d, want the shared read's 1", i, v)
			}
		}
		if afterDrop != 2 {
			t.Errorf("the request after the drop got %d, want its own read's 2", afterDrop)
		}

		release = make(chan struct{})
		a.DropAll()
		readAll(3)
		reads.Store(0)
		close(fail) // the first fails; the two waiting read for themselves, and those fail too
		synctest.Wait()
		if n := reads.Load(); n != 2 {
			t.Errorf("after the shared read failed %d more reads, want 2", n)
		}
	})
}
