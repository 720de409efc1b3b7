package httpapi

import (
	"math/rand/v2"
	"sync"
	"time"
)

// answers is a map of answers, each valid until a change drops it. Every drop moves the version
// on, and an answer is kept only if no drop came between the moment it was looked for and the
// moment it was read: a read that raced a change never outlives it.
type answers[K comparable, V any] struct {
	mu      sync.RWMutex
	version uint64
	entries map[K]answer[V]
	// limit is what the answers may weigh together; past it they are all forgotten at once.
	limit int
	// weigh is an answer's weight; each weighs 1 without it.
	weigh  func(V) int
	weight int
}

type answer[V any] struct {
	value   V
	expires time.Time
	weight  int
}

// maxAge bounds what a writer that announces nothing can leave stale: the CLI importing into
// SQLite beside a running server, or a restore. Each answer lives between three quarters of
// it and all of it, so that answers kept at the same moment are not all read again at once.
const maxAge = time.Minute

// get is the kept answer, if any and not expired, and the version to put a new one at.
func (a *answers[K, V]) get(key K) (V, uint64, bool) {
	a.mu.RLock()
	defer a.mu.RUnlock()
	kept, ok := a.entries[key]
	if ok && time.Now().Before(kept.expires) {
		return kept.value, a.version, true
	}
	var zero V
	return zero, a.version, false
}

func (a *answers[K, V]) current() uint64 {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.version
}

// put keeps v, read from a fetch started at `at`, unless a drop came after version was taken.
func (a *answers[K, V]) put(version uint64, key K, v V, at time.Time) {
	weight := 1
	if a.weigh != nil {
		weight = a.weigh(v)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.version != version {
		return
	}
	a.forget(key)
	if a.entries == nil || a.weight+weight > a.limit {
		a.entries, a.weight = make(map[K]answer[V]), 0
	}
	a.entries[key] = answer[V]{value: v, expires: at.Add(maxAge - time.Duration(rand.Int64N(int64(maxAge/4)))), weight: weight}
	a.weight += weight
}

// dropWhere forgets the answers gone says are gone.
func (a *answers[K, V]) dropWhere(gone func(V) bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.version++
	for k, kept := range a.entries {
		if gone(kept.value) {
			a.forget(k)
		}
	}
}

// drop forgets the answers of those keys, or every answer when no key is given.
func (a *answers[K, V]) drop(keys ...K) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.version++
	if len(keys) == 0 {
		a.entries, a.weight = nil, 0
		return
	}
	for _, k := range keys {
		a.forget(k)
	}
}

func (a *answers[K, V]) forget(key K) {
	if kept, ok := a.entries[key]; ok {
		a.weight -= kept.weight
		delete(a.entries, key)
	}
}
