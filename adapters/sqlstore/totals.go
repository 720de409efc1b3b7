package sqlstore

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/konterhp/konter/core"
)

// keptTotals keeps the totals of the back-office's lists (the stock page, the address books,
// the service-intake list) between the changes that can alter them. Counting ran on every
// page and every search, and was the larger part of a staff read (the stock page's count
// 44% of the server's CPU on SQLite in the bench; on PostgreSQL one statement of three,
// parsed and planned each time); the page itself is read fresh every time.
//
// A change of the products, the customers, the suppliers or the service entries drops every
// total; a sale, which only moves stock, drops none (a count of the products in stock is never
// kept). The events hub tells of each change, this instance's or another's. A writer that
// announces nothing (the CLI importing beside a running server) is seen within totalMaxAge. A
// total counted while a change came is not kept.
type keptTotals = kept[totalKey, int64]

// totalKey is a list and its filter.
type totalKey struct{ list, filter string }

// listKey is the key of a list's total: its filter, every field of it (paging and order set
// aside by the caller), so that a filter that gains a field never shares a total it should not.
func listKey(list string, filter any) totalKey {
	raw, _ := json.Marshal(filter)
	return totalKey{list: list, filter: string(raw)}
}

const (
	totalMaxAge = 10 * time.Second
	totalLimit  = 4096
)

// listedResources are the resources whose lists keep their totals.
var listedResources = []core.Resource{core.ResourceProducts, core.ResourceCustomers, core.ResourceSuppliers, core.ResourceServiceEntries}

// KeepTotals keeps the lists' totals, dropped by the changes the hub tells of.
func (s *Store) KeepTotals(hub interface{ Watch(func(core.Change)) }) {
	s.totals = newKept[totalKey, int64](totalMaxAge, totalLimit)
	hub.Watch(func(ch core.Change) {
		if !ch.StockOnly && slices.Contains(listedResources, ch.Resource) {
			s.totals.forget()
		}
	})
}

// total is the list's total: kept, or counted and kept. Inside a transaction, which may have
// changed the list itself, it is counted.
func (s *Store) total(ctx context.Context, key totalKey, count func() (int64, error)) (int64, error) {
	if inTx(ctx) || s.totals == nil {
		return count()
	}
	return s.totals.get(key, count)
}
