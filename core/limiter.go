package core

import (
	"container/list"
	"sync"
	"time"
)

// limiterKeys is how many keys a Limiter remembers at most.
const limiterKeys = 10000

// Limiter counts attempts per key in a sliding window, for sign-ins and public look-ups.
// It keeps its counts in memory: each instance limits its own callers. Its memory is bounded:
// asking about a key stores nothing, a key is kept only while it has attempts in the window
// (at most max of them), and of at most limiterKeys keys the one least recently tried is
// forgotten to make room for a new one.
type Limiter struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	keys   map[string]*list.Element
	order  *list.List // of *attempts, the most recently tried first
}

type attempts struct {
	key string
	at  []time.Time
}

// NewLimiter allows max attempts per key within window.
func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{max: max, window: window, keys: map[string]*list.Element{}, order: list.New()}
}

// Blocked tells whether key has used up its attempts at now, and how long until it may try again.
func (l *Limiter) Blocked(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	recent := l.recent(key, now)
	if len(recent) < l.max {
		return false, 0
	}
	return true, recent[len(recent)-l.max].Add(l.window).Sub(now)
}

// Hit records one attempt by key at now.
func (l *Limiter) Hit(key string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	recent := l.recent(key, now)
	if len(recent) >= l.max {
		recent = recent[len(recent)-l.max+1:]
	}
	recent = append(recent, now)
	if e, ok := l.keys[key]; ok {
		e.Value.(*attempts).at = recent
		l.order.MoveToFront(e)
		return
	}
	l.makeRoom(now)
	l.keys[key] = l.order.PushFront(&attempts{key: key, at: recent})
}

// Reset forgets key's attempts (after a successful sign-in).
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if e, ok := l.keys[key]; ok {
		l.forget(e)
	}
}

// recent are key's attempts within the window at now; a key left with none is forgotten.
func (l *Limiter) recent(key string, now time.Time) []time.Time {
	e, ok := l.keys[key]
	if !ok {
		return nil
	}
	a := e.Value.(*attempts)
	i := 0
	for i < len(a.at) && now.Sub(a.at[i]) >= l.window {
		i++
	}
	if i == len(a.at) {
		l.forget(e)
		return nil
	}
	a.at = a.at[i:]
	return a.at
}

// makeRoom makes room for one more key: from the least recently tried, it forgets keys whose
// attempts have all left the window, and one live key more while the limiter is full.
func (l *Limiter) makeRoom(now time.Time) {
	for e := l.order.Back(); e != nil; e = l.order.Back() {
		a := e.Value.(*attempts)
		if now.Sub(a.at[len(a.at)-1]) < l.window && len(l.keys) < limiterKeys {
			return
		}
		l.forget(e)
	}
}

func (l *Limiter) forget(e *list.Element) {
	delete(l.keys, e.Value.(*attempts).key)
	l.order.Remove(e)
}
