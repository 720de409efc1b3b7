package core

import (
	"fmt"
	"testing"
	"time"
)

var limiterStart = time.Date(2025, 3, 1, 8, 0, 0, 0, time.UTC)

// Asking about keys that never tried stores nothing: a caller refused elsewhere, asking about
// new key after new key, costs no memory.
func TestALimiterAskedAboutNewKeysStoresNothing(t *testing.T) {
	l := NewLimiter(5, time.Minute)
	for i := range 30000 {
		if blocked, _ := l.Blocked(fmt.Sprintf("orang%d@example.co.id", i), limiterStart); blocked {
			t.Fatalf("key %d blocked without an attempt", i)
		}
	}
	if n := len(l.keys); n != 0 {
		t.Fatalf("%d keys remembered after only asking", n)
	}
}

// Tens of thousands of keys tried: the limiter keeps at most limiterKeys of them, forgetting
// those least recently tried, and never more than max attempts per key.
func TestALimiterRemembersABoundedNumberOfKeys(t *testing.T) {
	l := NewLimiter(3, time.Hour)
	now := limiterStart
	for i := range 30000 {
		now = now.Add(time.Millisecond)
		l.Hit(fmt.Sprintf("10.%d.%d.%d", i>>16, (i>>8)&255, i&255), now)
		if len(l.keys) > limiterKeys {
			t.Fatalf("%d keys remembered after %d, want at most %d", len(l.keys), i+1, limiterKeys)
		}
	}
	if _, ok := l.keys["10.0.0.0"]; ok {
		t.Error("the key tried first is still remembered")
	}
	for range 10 {
		l.Hit("10.0.117.47", now) // the last key tried
	}
	if blocked, _ := l.Blocked("10.0.117.47", now); !blocked {
		t.Error("a recent key was forgotten")
	}
	if n := len(l.keys["10.0.117.47"].Value.(*attempts).at); n != 3 {
		t.Errorf("%d attempts kept for one key, want its max 3", n)
	}
}

// Keys whose attempts have left the window are dropped when room is needed, before any live
// key is.
func TestALimiterDropsExpiredKeysFirst(t *testing.T) {
	l := NewLimiter(5, time.Minute)
	for i := range limiterKeys - 1 {
		l.Hit(fmt.Sprintf("lama%d", i), limiterStart)
	}
	l.Hit("hidup", limiterStart.Add(30*time.Second))
	later := limiterStart.Add(70 * time.Second)
	l.Hit("baru", later)
	if len(l.keys) != 2 {
		t.Fatalf("%d keys after the window, want the live one and the new one", len(l.keys))
	}
	if _, ok := l.keys["hidup"]; !ok {
		t.Error("a key still in its window was dropped")
	}
}

func TestALimiterBlocksAtMaxUntilTheWindowPasses(t *testing.T) {
	l := NewLimiter(2, time.Minute)
	l.Hit("k", limiterStart)
	l.Hit("k", limiterStart.Add(10*time.Second))
	blocked, wait := l.Blocked("k", limiterStart.Add(20*time.Second))
	if !blocked || wait != 40*time.Second {
		t.Fatalf("blocked %v, wait %v; want blocked for 40s", blocked, wait)
	}
	if blocked, _ := l.Blocked("k", limiterStart.Add(time.Minute)); blocked {
		t.Fatal("still blocked once the first attempt left the window")
	}
}
