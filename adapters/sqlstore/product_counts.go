package sqlstore

import (
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// productCounts keeps how many products each search and category holds, between the changes
// of the products: the stock page's total. Counting ran on every page of the stock page and
// every search, and was the larger part of a staff read (44% of the server's CPU on SQLite
// in the bench; on PostgreSQL one statement of three, parsed and planned each time); the
// page itself is read fresh every time.
//
// A sale only changes stock, which moves no product in or out of a search or a category: a
// count of the products in stock is never kept, and any other change of the products drops
// every count. The events hub tells of each change, this instance's or another's. A writer
// that announces nothing (the CLI importing beside a running server) is seen within
// countMaxAge. A count read while a change came is not kept.
type productCounts struct {
	mu      sync.Mutex
	version uint64
	counts  map[countKey]keptCount
}

type countKey struct{ search, category string }

type keptCount struct {
	n       int64
	expires time.Time
}

const (
	countMaxAge = 10 * time.Second
	countLimit  = 4096
)

// KeepProductCounts keeps the products' counts, dropped by the changes the hub tells of.
func (s *Store) KeepProductCounts(hub interface{ Watch(func(core.Change)) }) {
	s.counts = &productCounts{}
	hub.Watch(s.counts.changed)
}

func (c *productCounts) changed(ch core.Change) {
	if ch.Resource != core.ResourceProducts || ch.StockOnly {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.version++
	c.counts = nil
}

// get is the kept count, if any, and the version to keep a new one at.
func (c *productCounts) get(key countKey) (int64, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	kept, ok := c.counts[key]
	return kept.n, c.version, ok && time.Now().Before(kept.expires)
}

// keep keeps n, counted from version on, unless a change came since.
func (c *productCounts) keep(version uint64, key countKey, n int64, at time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.version != version {
		return
	}
	if c.counts == nil || len(c.counts) >= countLimit {
		c.counts = map[countKey]keptCount{}
	}
	c.counts[key] = keptCount{n: n, expires: at.Add(countMaxAge)}
}
