package events

import (
	"context"
	"testing"
	"time"

	"github.com/konterhp/konter/core"
)

// A deadlock never ends, so the deadline only has to outlast a slow machine.
const deadlockDeadline = 30 * time.Second

// A watcher that publishes a change of its own (a cache that announces what it dropped) must
// not hang the shop: the sale that published first returns, and the clients hear both notices.
func TestWatcherThatPublishesReturns(t *testing.T) {
	for _, tell := range []struct {
		name string
		call func(h *Hub, c core.Change)
	}{
		{"publish", func(h *Hub, c core.Change) { h.Publish(context.Background(), c) }},
		{"observe then publish", func(h *Hub, c core.Change) { h.Observe(c); h.Publish(context.Background(), c) }},
	} {
		t.Run(tell.name, func(t *testing.T) {
			hub := NewHub()
			// Never unsubscribed: on a deadlocked hub that would hang the test instead of failing it.
			heard, _ := hub.Subscribe()
			hub.Watch(func(c core.Change) {
				if c.Resource == core.ResourceProducts {
					hub.Publish(context.Background(), core.Change{Resource: core.ResourceCustomerDisplays, Action: "updated"})
				}
			})

			done := make(chan struct{})
			go func() {
				tell.call(hub, core.Change{Resource: core.ResourceProducts, Action: "updated", IDs: []int64{7}})
				close(done)
			}()
			select {
			case <-done:
			case <-time.After(deadlockDeadline):
				t.Fatal("publishing from a watcher never returned: the hub deadlocked")
			}

			got := map[core.Resource]bool{}
			for len(heard) > 0 {
				got[(<-heard).Resource] = true
			}
			if !got[core.ResourceProducts] || !got[core.ResourceCustomerDisplays] {
				t.Fatalf("subscriber heard %v, want products and customer_displays", got)
			}
		})
	}
}
