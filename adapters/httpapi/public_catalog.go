package httpapi

import (
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// publicCatalog keeps the catalog as visitors see it — product lists and product pages — from
// one change of the products to the next. Every visitor asks the same few pages, and without it
// each of them made the database count and search the whole catalog again although nothing had
// changed. A change notice of this instance or of another one (through the events hub's
// watchers, before any client hears of it) drops everything.
type publicCatalog struct {
	lists    answers[core.ProductFilter, core.Page[core.Product]]
	products answers[int64, core.Product]
}

func newPublicCatalog() *publicCatalog {
	return &publicCatalog{
		lists:    answers[core.ProductFilter, core.Page[core.Product]]{limit: 4096},
		products: answers[int64, core.Product]{limit: 10_000},
	}
}

// maxAge bounds what a writer that announces nothing can leave stale: the CLI importing into
// SQLite beside a running server, or a restore.
const maxAge = 10 * time.Second

// changed is the hub's watcher: the public catalog shows products and their suppliers' names.
func (c *publicCatalog) changed(ch core.Change) {
	if ch.Resource == "products" || ch.Resource == "suppliers" {
		c.lists.drop()
		c.products.drop()
	}
}

// answers is a map of answers valid for one version of the data. An answer is kept only if no
// change came between the moment it was looked for and the moment it was read, so a read that
// raced a change never outlives it.
type answers[K comparable, V any] struct {
	mu      sync.RWMutex
	version uint64
	entries map[K]answer[V]
	limit   int
}

type answer[V any] struct {
	value V
	at    time.Time
}

// load answers from the map, or from fetch (whose answer is kept when no change came meanwhile).
func (a *answers[K, V]) load(key K, fetch func() (V, error)) (V, error) {
	a.mu.RLock()
	kept, ok := a.entries[key]
	version := a.version
	a.mu.RUnlock()
	if ok && time.Since(kept.at) < maxAge {
		return kept.value, nil
	}
	started := time.Now()
	v, err := fetch()
	if err != nil {
		return v, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.version != version {
		return v, nil
	}
	if a.entries == nil || len(a.entries) >= a.limit {
		a.entries = make(map[K]answer[V])
	}
	a.entries[key] = answer[V]{value: v, at: started}
	return v, nil
}

func (a *answers[K, V]) drop() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.version++
	a.entries = nil
}
