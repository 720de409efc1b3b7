package sqlstore

import (
	"sync"
	"time"
)

// kept keeps what was read from the database in memory, by key, until the changes that alter
// it make it forget (forget) and for maxAge at most (a writer may announce nothing: the CLI
// importing beside a running server, a restored backup). A value read while a change came is
// not kept, so a read racing a change never outlives it.
type kept[K comparable, V any] struct {
	maxAge time.Duration
	limit  int // keys at most; when full, everything is dropped and kept anew

	mu      sync.Mutex
	version uint64
	values  map[K]keptValue[V]
}

type keptValue[V any] struct {
	value   V
	expires time.Time
}

func newKept[K comparable, V any](maxAge time.Duration, limit int) *kept[K, V] {
	return &kept[K, V]{maxAge: maxAge, limit: limit}
}

// get is the value kept for key, or the value read, kept. A failed read keeps nothing.
func (k *kept[K, V]) get(key K, read func() (V, error)) (V, error) {
	k.mu.Lock()
	v, ok := k.values[key]
	version := k.version
	k.mu.Unlock()
	if ok && time.Now().Before(v.expires) {
		return v.value, nil
	}
	started := time.Now()
	value, err := read()
	if err != nil {
		return value, err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.version == version {
		if k.values == nil || len(k.values) >= k.limit {
			k.values = map[K]keptValue[V]{}
		}
		k.values[key] = keptValue[V]{value: value, expires: started.Add(k.maxAge)}
	}
	return value, nil
}

// forget drops everything kept.
func (k *kept[K, V]) forget() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.version++
	k.values = nil
}
