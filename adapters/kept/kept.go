// Package kept keeps in memory what the server would otherwise read or make again on every
// request, between the changes that make it stale. Every cache is a Map made from its line of
// the table (table.go), which names what it keeps, the changes that drop it and how long it lives.
package kept

import (
	"container/list"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/konterhp/konter/core"
)

// Map keeps values by key, each until a change its cache's line names drops it, or its lifetime
// ends. Every drop moves the version on, and a value is kept only if no drop came between the
// moment it was looked for and the moment it was read: a read that raced a change never
// outlives it.
//
// The values together weigh at most the line's Limit. To make room for a new one, the oldest
// go first, except that one asked for since it was last passed over goes to the back instead
// (the "second chance" of the clock algorithm): a flood of questions nobody asks twice pushes
// out its own values, not those every visitor reads. Expired values go when the oldest are
// looked at, and at least every quarter of the lifetime in any case.
type Map[K comparable, V any] struct {
	cache   *Cache
	mu      sync.RWMutex
	version uint64
	entries map[K]*entry[K, V]
	order   list.List // of *entry[K, V], from the next to be looked at to the last put
	// weigh is a value's weight, its key included; each weighs 1 without it.
	weigh     func(K, V) int
	weight    int
	nextSweep time.Time
	// now is the time (time.Now without it).
	now func() time.Time
	// flights are the reads under way (Read).
	flightsMu sync.Mutex
	flights   map[flightKey[K]]*flight[V]
}

type entry[K comparable, V any] struct {
	key     K
	value   V
	expires time.Time
	weight  int
	asked   atomic.Bool // since the value was put or last passed over
	at      *list.Element
}

// Watcher tells of every change, this instance's or another's, before any client hears of it
// (the events hub).
type Watcher interface{ Watch(func(core.Change)) }

// New is the cache of that line of the table, told of changes by hub (which a line dropped by
// no change does not need). weigh, if not nil, is what a value weighs, its key included.
func New[K comparable, V any](cache *Cache, hub Watcher, weigh func(K, V) int) *Map[K, V] {
	if cache.Lifetime <= 0 || cache.Limit <= 0 {
		panic(cache.Name + ": a cache has a lifetime and a limit")
	}
	if _, byID := any(*new(K)).(int64); cache.Stock == StockDropsNamed && !byID {
		panic(cache.Name + ": only a cache of products by id drops those a change names")
	}
	m := &Map[K, V]{cache: cache, weigh: weigh}
	if len(cache.DroppedBy) > 0 {
		if hub == nil {
			panic(cache.Name + ": dropped by changes, but nothing tells of them")
		}
		hub.Watch(m.Changed)
	}
	return m
}

func (m *Map[K, V]) clock() time.Time {
	if m.now != nil {
		return m.now()
	}
	return time.Now()
}

// Get is the value kept, if any and not expired, and the version to Put a new one at.
func (m *Map[K, V]) Get(key K) (V, uint64, bool) {
	now := m.clock()
	m.mu.RLock()
	kept, ok := m.entries[key]
	version, sweep := m.version, !now.Before(m.nextSweep) && len(m.entries) > 0
	if ok && now.Before(kept.expires) {
		if !kept.asked.Load() {
			kept.asked.Store(true)
		}
		m.mu.RUnlock()
		return kept.value, version, true
	}
	m.mu.RUnlock()
	if sweep {
		m.mu.Lock()
		m.sweep(now)
		m.mu.Unlock()
	}
	var zero V
	return zero, version, false
}

// Version is the version to Put values at that are read from now on.
func (m *Map[K, V]) Version() uint64 {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.version
}

// Put keeps v, read from a fetch started at `at`, unless a drop came after version was taken.
// A value heavier than all the values may weigh is not kept.
func (m *Map[K, V]) Put(version uint64, key K, v V, at time.Time) {
	weight := 1
	if m.weigh != nil {
		weight = m.weigh(key, v)
	}
	now := m.clock()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.version != version || weight > m.cache.Limit {
		return
	}
	m.forget(key)
	m.sweep(now)
	m.makeRoom(weight, now)
	if m.entries == nil {
		m.entries = make(map[K]*entry[K, V])
	}
	kept := &entry[K, V]{key: key, value: v, expires: at.Add(m.lifetime()), weight: weight}
	kept.at = m.order.PushBack(kept)
	m.entries[key] = kept
	m.weight += weight
}

// Read is the value kept for key, or the value read, kept. A failed read keeps nothing.
//
// Reads of a key missing at the same version share one read: when a total expired or a change
// dropped it, the requests that came meanwhile wait for the first one's count instead of each
// counting (in the bench's staff reads a dozen counted the same 100,000 repairs at once). A
// request that comes after a drop reads anew, and one whose shared read failed reads itself.
func (m *Map[K, V]) Read(key K, read func() (V, error)) (V, error) {
	v, version, ok := m.Get(key)
	if ok {
		return v, nil
	}
	f, first := m.join(key, version)
	if first {
		defer m.land(key, version, f)
		f.value, f.err = m.readAndPut(version, key, read)
		return f.value, f.err
	}
	<-f.done
	if f.err == nil {
		return f.value, nil
	}
	return m.readAndPut(version, key, read)
}

// readAndPut reads the value and keeps it at version, unless the read fails.
func (m *Map[K, V]) readAndPut(version uint64, key K, read func() (V, error)) (V, error) {
	started := m.clock()
	v, err := read()
	if err == nil {
		m.Put(version, key, v, started)
	}
	return v, err
}

// flight is a read under way that other reads of its key at its version wait for.
type flight[V any] struct {
	done  chan struct{}
	value V
	err   error
}

type flightKey[K comparable] struct {
	key     K
	version uint64
}

// errNotRead is a shared read's error until it returns (if it panics, the others read themselves).
var errNotRead = errors.New("kept: the shared read did not return")

// join is the read of key at version under way, or a new one and true: the caller reads.
func (m *Map[K, V]) join(key K, version uint64) (*flight[V], bool) {
	m.flightsMu.Lock()
	defer m.flightsMu.Unlock()
	if f, ok := m.flights[flightKey[K]{key, version}]; ok {
		return f, false
	}
	if m.flights == nil {
		m.flights = map[flightKey[K]]*flight[V]{}
	}
	f := &flight[V]{done: make(chan struct{}), err: errNotRead}
	m.flights[flightKey[K]{key, version}] = f
	return f, true
}

// land ends the read, letting those that waited for it go.
func (m *Map[K, V]) land(key K, version uint64, f *flight[V]) {
	m.flightsMu.Lock()
	delete(m.flights, flightKey[K]{key, version})
	m.flightsMu.Unlock()
	close(f.done)
}

// lifetime is a new value's: between three quarters of the line's and all of it, so that
// values kept at the same moment are not all read again at once.
func (m *Map[K, V]) lifetime() time.Duration {
	return m.cache.Lifetime - time.Duration(rand.Int64N(int64(m.cache.Lifetime/4)+1))
}

// makeRoom forgets values, oldest first, until weight more fits; a value asked for since it
// was put or last passed over goes to the back once, unless it has expired.
func (m *Map[K, V]) makeRoom(weight int, now time.Time) {
	for m.weight+weight > m.cache.Limit {
		oldest := m.order.Front().Value.(*entry[K, V])
		if oldest.asked.Swap(false) && now.Before(oldest.expires) {
			m.order.MoveToBack(oldest.at)
			continue
		}
		m.forget(oldest.key)
	}
}

// sweep forgets the expired values, once every quarter of the lifetime.
func (m *Map[K, V]) sweep(now time.Time) {
	if now.Before(m.nextSweep) {
		return
	}
	m.nextSweep = now.Add(m.cache.Lifetime / 4)
	for key, kept := range m.entries {
		if !now.Before(kept.expires) {
			m.forget(key)
		}
	}
}

// Changed drops what the change makes stale, by the line's rules: nothing unless it names one
// of the resources DroppedBy, and for a change of stock alone what the line's Stock says.
func (m *Map[K, V]) Changed(ch core.Change) {
	if !slices.Contains(m.cache.DroppedBy, ch.Resource) {
		return
	}
	if ch.StockOnly {
		switch m.cache.Stock {
		case StockKeeps:
			return
		case StockDropsNamed:
			if len(ch.IDs) > 0 {
				m.drop(ch.IDs)
				return
			}
		}
	}
	m.DropAll()
}

// drop forgets the products of those ids (New checked that K is int64).
func (m *Map[K, V]) drop(ids []int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.version++
	for _, id := range ids {
		m.forget(any(id).(K))
	}
}

// DropAll forgets every value: a write that announces no change calls it itself.
func (m *Map[K, V]) DropAll() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.version++
	m.entries, m.weight = nil, 0
	m.order.Init()
}

func (m *Map[K, V]) forget(key K) {
	if kept, ok := m.entries[key]; ok {
		m.weight -= kept.weight
		m.order.Remove(kept.at)
		delete(m.entries, key)
	}
}
