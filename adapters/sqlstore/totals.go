package sqlstore

import (
	"context"
	"encoding/json"

	"github.com/konterhp/konter/adapters/kept"
)

// keptTotals keeps the totals of the back-office's lists (the stock page, the address books,
// the service-intake list) between the changes that can alter them. Counting ran on every
// page and every search, and was the larger part of a staff read (the stock page's count
// 44% of the server's CPU on SQLite in the bench; on PostgreSQL one statement of three,
// parsed and planned each time); the page itself is read fresh every time.
//
// A change of the products, the customers, the suppliers or the service entries drops every
// total; a sale, which only moves stock, drops none (a count of the products in stock is never
// kept): kept.ListTotals. A total counted while a change came is not kept.
type keptTotals = kept.Map[totalKey, int64]

// totalKey is a list and its filter.
type totalKey struct{ list, filter string }

// listKey is the key of a list's total: its filter, every field of it (paging and order set
// aside by the caller), so that a filter that gains a field never shares a total it should not.
func listKey(list string, filter any) totalKey {
	raw, _ := json.Marshal(filter)
	return totalKey{list: list, filter: string(raw)}
}

// KeepTotals keeps the lists' totals, dropped by the changes the hub tells of.
func (s *Store) KeepTotals(hub kept.Watcher) {
	s.totals = kept.New[totalKey, int64](kept.ListTotals, hub, nil)
}

// total is the list's total: kept, or counted and kept. Inside a transaction, which may have
// changed the list itself, it is counted.
func (s *Store) total(ctx context.Context, key totalKey, count func() (int64, error)) (int64, error) {
	if inTx(ctx) || s.totals == nil {
		return count()
	}
	return s.totals.Read(key, count)
}
