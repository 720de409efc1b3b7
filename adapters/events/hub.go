// Package events fans realtime change notices out to the connected clients.
package events

import (
	"context"
	"sync"

	"github.com/konterhp/konter/core"
)

// Hub delivers each published change to every subscriber of this instance.
type Hub struct {
	mu       sync.Mutex
	subs     map[chan core.Change]struct{}
	watchers []func(core.Change)
}

func NewHub() *Hub { return &Hub{subs: map[chan core.Change]struct{}{}} }

// Publish implements ports.Publisher. A subscriber too slow to keep up misses notices
// rather than slowing the shop down; its client refetches on the next one.
func (h *Hub) Publish(_ context.Context, changes ...core.Change) {
	for _, c := range changes {
		h.Observe(c)
		h.mu.Lock()
		for ch := range h.subs {
			select {
			case ch <- c:
			default:
			}
		}
		h.mu.Unlock()
	}
}

// Subscribe returns a channel of changes and a function that ends the subscription.
func (h *Hub) Subscribe() (<-chan core.Change, func()) {
	ch := make(chan core.Change, 64)
	h.mu.Lock()
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	return ch, func() {
		h.mu.Lock()
		delete(h.subs, ch)
		h.mu.Unlock()
	}
}

// Subscribers counts the subscriptions open on this instance (its event streams).
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}

// Watch has fn called with every change, synchronously and before any subscriber hears of it:
// a cache that drops what a change made stale is then never behind the clients it serves.
func (h *Hub) Watch(fn func(core.Change)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.watchers = append(h.watchers, fn)
}

// Observe tells the watchers alone of a change this instance made, before the change reaches
// the hub by another way (PostgreSQL's NOTIFY): a client reading right after its own write
// finds nothing stale. The watchers run outside the hub's lock, so one may publish in turn.
func (h *Hub) Observe(c core.Change) {
	h.mu.Lock()
	watchers := h.watchers
	h.mu.Unlock()
	for _, fn := range watchers {
		fn(c)
	}
}
