package httpapi

import (
	"container/list"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"
)

// answers is a map of answers, each valid until a change drops it. Every drop moves the version
// on, and an answer is kept only if no drop came between the moment it was looked for and the
// moment it was read: a read that raced a change never outlives it.
//
// The answers together weigh at most limit. To make room for a new one, the oldest answers go
// first, except that one asked for since it was last passed over goes to the back instead
// (the "second chance" of the clock algorithm): a flood of questions nobody asks twice pushes
// out its own answers, not the pages every visitor reads. Expired answers go when the oldest
// are looked at, and at least every sweepEvery in any case.
type answers[K comparable, V any] struct {
	mu      sync.RWMutex
	version uint64
	entries map[K]*answer[K, V]
	order   list.List // of *answer[K, V], from the next to be looked at to the last put
	// limit is what the answers may weigh together.
	limit int
	// weigh is an answer's weight, its key included; each weighs 1 without it.
	weigh     func(K, V) int
	weight    int
	nextSweep time.Time
	// now is the time (time.Now without it).
	now func() time.Time
}

type answer[K comparable, V any] struct {
	key     K
	value   V
	expires time.Time
	weight  int
	asked   atomic.Bool // since the answer was put or last passed over
	at      *list.Element
}

// maxAge bounds what a writer that announces nothing can leave stale: the CLI importing into
// SQLite beside a running server, or a restore. Each answer lives between three quarters of
// it and all of it, so that answers kept at the same moment are not all read again at once.
const maxAge = time.Minute

// sweepEvery is how often expired answers are looked for among all of them.
const sweepEvery = maxAge / 4

func (a *answers[K, V]) clock() time.Time {
	if a.now != nil {
		return a.now()
	}
	return time.Now()
}

// get is the kept answer, if any and not expired, and the version to put a new one at.
func (a *answers[K, V]) get(key K) (V, uint64, bool) {
	now := a.clock()
	a.mu.RLock()
	kept, ok := a.entries[key]
	version, sweep := a.version, !now.Before(a.nextSweep) && len(a.entries) > 0
	if ok && now.Before(kept.expires) {
		if !kept.asked.Load() {
			kept.asked.Store(true)
		}
		a.mu.RUnlock()
		return kept.value, version, true
	}
	a.mu.RUnlock()
	if sweep {
		a.mu.Lock()
		a.sweep(now)
		a.mu.Unlock()
	}
	var zero V
	return zero, version, false
}

func (a *answers[K, V]) current() uint64 {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.version
}

// put keeps v, read from a fetch started at `at`, unless a drop came after version was taken.
// An answer heavier than all the answers may weigh is not kept.
func (a *answers[K, V]) put(version uint64, key K, v V, at time.Time) {
	weight := 1
	if a.weigh != nil {
		weight = a.weigh(key, v)
	}
	now := a.clock()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.version != version || weight > a.limit {
		return
	}
	a.forget(key)
	a.sweep(now)
	a.makeRoom(weight, now)
	if a.entries == nil {
		a.entries = make(map[K]*answer[K, V])
	}
	kept := &answer[K, V]{key: key, value: v, expires: at.Add(maxAge - time.Duration(rand.Int64N(int64(maxAge/4)))), weight: weight}
	kept.at = a.order.PushBack(kept)
	a.entries[key] = kept
	a.weight += weight
}

// makeRoom forgets answers, oldest first, until weight more fits; an answer asked for since
// it was put or last passed over goes to the back once, unless it has expired.
func (a *answers[K, V]) makeRoom(weight int, now time.Time) {
	for a.weight+weight > a.limit {
		oldest := a.order.Front().Value.(*answer[K, V])
		if oldest.asked.Swap(false) && now.Before(oldest.expires) {
			a.order.MoveToBack(oldest.at)
			continue
		}
		a.forget(oldest.key)
	}
}

// sweep forgets the expired answers, once every sweepEvery.
func (a *answers[K, V]) sweep(now time.Time) {
	if now.Before(a.nextSweep) {
		return
	}
	a.nextSweep = now.Add(sweepEvery)
	for key, kept := range a.entries {
		if !now.Before(kept.expires) {
			a.forget(key)
		}
	}
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
		a.order.Init()
		return
	}
	for _, k := range keys {
		a.forget(k)
	}
}

func (a *answers[K, V]) forget(key K) {
	if kept, ok := a.entries[key]; ok {
		a.weight -= kept.weight
		a.order.Remove(kept.at)
		delete(a.entries, key)
	}
}
