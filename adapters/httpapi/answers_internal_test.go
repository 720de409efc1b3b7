package httpapi

import (
	"fmt"
	"testing"
	"time"
)

// A flood of questions nobody asks twice makes room by pushing out its own answers: the page
// visitors keep reading is answered from memory throughout, and the answers stay within
// their weight.
func TestAFloodOfQuestionsKeepsThePageVisitorsRead(t *testing.T) {
	a := answers[string, string]{limit: 10}
	a.put(a.current(), "home", "beranda", time.Now())
	misses := 0
	for i := range 1000 {
		a.put(a.current(), fmt.Sprint("flood ", i), "kosong", time.Now())
		if i%5 == 0 {
			if _, _, ok := a.get("home"); !ok {
				misses++
				a.put(a.current(), "home", "beranda", time.Now())
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
	a := answers[string, string]{limit: 1 << 20, weigh: func(k, v string) int { return len(k) + len(v) }, now: func() time.Time { return now }}
	for i := range 1000 {
		a.put(a.current(), fmt.Sprint("flood ", i), "kosong", now)
	}
	now = now.Add(maxAge / 2)
	a.put(a.current(), "home", "beranda", now)
	now = now.Add(maxAge / 2)
	if _, _, ok := a.get("flood 0"); ok {
		t.Fatal("an answer a minute old was answered")
	}
	if len(a.entries) != 1 || a.order.Len() != 1 || a.weight != len("home")+len("beranda") {
		t.Fatalf("%d answers weighing %d kept a minute after the flood, want only the home page", len(a.entries), a.weight)
	}
}

// An answer heavier than all the answers may weigh is not kept, and pushes none out.
func TestAnAnswerTooHeavyIsNotKept(t *testing.T) {
	a := answers[string, string]{limit: 10, weigh: func(k, v string) int { return len(k) + len(v) }}
	a.put(a.current(), "home", "ok", time.Now())
	a.put(a.current(), "huge", "0123456789", time.Now())
	if _, _, ok := a.get("huge"); ok {
		t.Error("an answer over the limit was kept")
	}
	if _, _, ok := a.get("home"); !ok {
		t.Error("an answer over the limit pushed out the home page")
	}
}
