package kept_test

import (
	"slices"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/core"
)

// A resource added to core without a thought for the caches fails here: every resource a change
// can name drops a cache of the table, or the table says why nothing of it is kept.
func TestEveryResourceDropsACacheOrIsUncached(t *testing.T) {
	for _, r := range core.Resources() {
		var dropped []string
		for _, c := range kept.Table() {
			if slices.Contains(c.DroppedBy, r) {
				dropped = append(dropped, c.Name)
			}
		}
		why, uncached := kept.Uncached[r]
		switch {
		case len(dropped) == 0 && !uncached:
			t.Errorf("%q drops no cache and is not in Uncached: name the caches it drops, or why it is not kept", r)
		case len(dropped) > 0 && uncached:
			t.Errorf("%q drops %q, but Uncached says %q", r, dropped, why)
		case uncached && why == "":
			t.Errorf("%q is uncached without a reason", r)
		}
	}
	for _, c := range kept.Table() {
		if len(c.DroppedBy) == 0 && c.AlsoDroppedBy == "" {
			t.Errorf("%s: nothing drops it", c.Name)
		}
	}
}

// hub tells its watchers of the changes a test makes.
type hub []func(core.Change)

func (h *hub) Watch(fn func(core.Change)) { *h = append(*h, fn) }

func (h hub) tell(ch core.Change) {
	for _, fn := range h {
		fn(ch)
	}
}

// Each cache goes with a change of the resources its line names and with nothing else, and a
// change of stock alone drops what its line says.
func TestEachCacheGoesWithTheChangesItsLineNames(t *testing.T) {
	const sold = 7
	steps := []struct {
		name      string
		ids       []int64
		stockOnly bool
		// drops tells whether the change drops the cache, if its resource is one the line names.
		drops func(c *kept.Cache) bool
	}{
		{"a change", []int64{sold}, false, func(*kept.Cache) bool { return true }},
		{"the stock of another product", []int64{sold + 1}, true, func(c *kept.Cache) bool { return c.Stock == kept.StockDropsAll }},
		{"the stock of this product", []int64{sold}, true, func(c *kept.Cache) bool { return c.Stock != kept.StockKeeps }},
	}
	for _, c := range kept.Table() {
		for _, r := range core.Resources() {
			for _, s := range steps {
				var h hub
				m := kept.New[int64, string](c, &h, nil)
				m.Put(m.Version(), sold, "kept", time.Now())
				h.tell(core.Change{Resource: r, Action: core.ActionUpdated, IDs: s.ids, StockOnly: s.stockOnly})
				_, _, ok := m.Get(sold)
				if want := slices.Contains(c.DroppedBy, r) && s.drops(c); ok == want {
					t.Errorf("%s: after %s of %q, kept %v, want %v", c.Name, s.name, r, ok, !want)
				}
			}
		}
	}
}
