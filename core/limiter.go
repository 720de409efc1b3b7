package core

import (
	"sync"
	"time"
)

// Limiter counts attempts per key in a sliding window, for sign-ins and public look-ups.
// It keeps its counts in memory: each instance limits its own callers.
type Limiter struct {
	mu     sync.Mutex
	max    int
	window time.Duration
	hits   map[string][]time.Time
}

// NewLimiter allows max attempts per key within window.
func NewLimiter(max int, window time.Duration) *Limiter {
	return &Limiter{max: max, window: window, hits: map[string][]time.Time{}}
}

// Blocked tells whether key has used up its attempts at now, and how long until it may try again.
func (l *Limiter) Blocked(key string, now time.Time) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	recent := l.prune(key, now)
	if len(recent) < l.max {
		return false, 0
	}
	return true, recent[0].Add(l.window).Sub(now)
}

// Hit records one attempt by key at now.
func (l *Limiter) Hit(key string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.hits[key] = append(l.prune(key, now), now)
	if len(l.hits) > 10000 {
		for k := range l.hits {
			if len(l.prune(k, now)) == 0 {
				delete(l.hits, k)
			}
		}
	}
}

// Reset forgets key's attempts (after a successful sign-in).
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.hits, key)
}

func (l *Limiter) prune(key string, now time.Time) []time.Time {
	hits := l.hits[key]
	i := 0
	for i < len(hits) && now.Sub(hits[i]) >= l.window {
		i++
	}
	hits = hits[i:]
	l.hits[key] = hits
	return hits
}
