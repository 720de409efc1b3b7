package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"sync"
	"time"
)

// sorts are the catalog's orders.
var sorts = []string{"name", "-name", "retail_price", "-retail_price"}

// readLoop has conns connections read, each with a client of its own (cookie: its session, if
// any) and its own seeded generator, until d has passed from rec's start.
func readLoop(rec *recorder, base string, conns int, d time.Duration, seed uint64, cookie func(w int) string, read func(c *client, rng *rand.Rand)) {
	deadline := rec.start.Add(d)
	var wg sync.WaitGroup
	for w := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := newClient(base)
			c.cookie = cookie(w)
			rng := rand.New(rand.NewPCG(uint64(w), seed))
			for time.Now().Before(deadline) {
				read(c, rng)
			}
		}()
	}
	wg.Wait()
	rec.stop()
}

func anonymous(int) string { return "" }

// catalogReads pages through the catalog with search, filter and sort, and opens products,
// for warm (not recorded) and then d.
func catalogReads(base string, s shop, products int, conns int, warm, d time.Duration) *recorder {
	rec := newRecorderFrom(time.Now().Add(warm))
	readLoop(rec, base, conns, d, 3, anonymous, func(c *client, rng *rand.Rand) {
		if rng.IntN(10) < 7 {
			q := url.Values{"sort": {sorts[rng.IntN(len(sorts))]}, "page": {fmt.Sprint(1 + rng.IntN(5))}, "per_page": {"20"}}
			switch rng.IntN(3) {
			case 0:
				q.Set("q", s.Words[rng.IntN(len(s.Words))])
			case 1:
				q.Set("category", s.Categories[rng.IntN(len(s.Categories))])
			}
			rec.call("catalog list", c, "GET", "/api/products?"+q.Encode(), nil, 200)
		} else {
			rec.call("product detail", c, "GET", fmt.Sprintf("/api/products/%d", 1+rng.IntN(products)), nil, 200)
		}
	})
	return rec
}

// staffReads is the back-office at work, uncached: the stock page, a search within a category
// in price order, a product, the customers and the service-intake list, each as often, read by
// conns connections with the staff's sessions, for d.
func staffReads(base string, staff []*client, s shop, products int, conns int, d time.Duration) *recorder {
	rec := newRecorder()
	session := func(w int) string { return staff[w%len(staff)].cookie }
	readLoop(rec, base, conns, d, 11, session, func(c *client, rng *rand.Rand) {
		page := fmt.Sprint(1 + rng.IntN(5))
		switch rng.IntN(5) {
		case 0:
			q := url.Values{"sort": {sorts[rng.IntN(len(sorts))]}, "page": {page}, "per_page": {"20"}}
			rec.call("staff list", c, "GET", "/api/products?"+q.Encode(), nil, 200)
		case 1:
			q := url.Values{"q": {s.Words[rng.IntN(len(s.Words))]}, "category": {s.Categories[rng.IntN(len(s.Categories))]},
				"sort": {sorts[2+rng.IntN(2)]}, "per_page": {"20"}}
			rec.call("staff search", c, "GET", "/api/products?"+q.Encode(), nil, 200)
		case 2:
			rec.call("staff product", c, "GET", fmt.Sprintf("/api/products/%d", 1+rng.IntN(products)), nil, 200)
		case 3:
			rec.call("customers", c, "GET", "/api/customers?per_page=20&page="+page, nil, 200)
		default:
			rec.call("service intake", c, "GET", "/api/service-entries?per_page=20&page="+page, nil, 200)
		}
	})
	return rec
}

// checkoutRace has every member order at the same moment from a few scarce products. Each
// member has the checkout page open (its account read, its connection open), as in a flash
// sale where everyone waits for the hour, then all press the button together.
func checkoutRace(members []*client, s shop) *recorder {
	var ready, wg sync.WaitGroup
	gate := make(chan struct{})
	var rec *recorder
	for i, m := range members {
		ready.Add(1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			items := []map[string]any{{"product_id": s.RaceProducts[rng.IntN(len(s.RaceProducts))], "quantity": 1 + rng.IntN(2)}}
			_, _, _ = m.do("GET", "/api/auth/me", nil)
			ready.Done()
			<-gate
			rec.call("checkout", m, "POST", "/api/orders", map[string]any{"items": items}, 201, 409)
		}()
	}
	ready.Wait()
	rec = newRecorder()
	close(gate)
	wg.Wait()
	rec.stop()
	return rec
}

// cashierRush has every cashier ring up sales of the same products, mixed with service
// payments (one operation in ten, while repairs are waiting) that take parts from stock.
func cashierRush(cashiers []*client, s shop, entries chan int64, d time.Duration) *recorder {
	rec := newRecorder()
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	for i, c := range cashiers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for time.Now().Before(deadline) {
				if rng.IntN(10) > 0 {
					items := []map[string]any{{"product_id": s.RushProducts[rng.IntN(len(s.RushProducts))], "quantity": 1}}
					if rng.IntN(3) == 0 {
						items = append(items, map[string]any{"product_id": s.RushProducts[rng.IntN(len(s.RushProducts))], "quantity": 1})
					}
					rec.call("sale", c, "POST", "/api/sales", map[string]any{"items": items, "payment_method": "tunai", "paid_amount": 1_000_000}, 201, 409)
					continue
				}
				select {
				case id := <-entries:
					parts := []map[string]any{{"product_id": s.Parts[rng.IntN(len(s.Parts))], "quantity": 1}}
					rec.call("service payment", c, "POST", fmt.Sprintf("/api/service-entries/%d/payment", id),
						map[string]any{"service_fee": 75_000, "parts": parts, "paid_amount": 500_000, "status": "Selesai"}, 200, 409)
				default:
				}
			}
		}()
	}
	wg.Wait()
	rec.stop()
	return rec
}

// reports reads the 30-day reports and the dashboard on the large data set.
func reports(admin *client, rounds int) *recorder {
	rec := newRecorder()
	for range rounds {
		rec.call("sales report 30 days", admin, "GET", "/api/reports/sales", nil, 200)
		rec.call("service report 30 days", admin, "GET", "/api/reports/service", nil, 200)
		rec.call("dashboard", admin, "GET", "/api/dashboard", nil, 200)
	}
	rec.stop()
	return rec
}

// restock puts the rush products back to a fighting stock at every outlet between scenarios,
// the Admin working at each in turn and last at the first, where it began.
func restock(admin *client, s shop, units int) error {
	for _, outlet := range slices.Backward(s.Outlets) {
		if status, body, err := admin.do("PUT", "/api/auth/outlet", map[string]any{"outlet_id": outlet}); err != nil || status != 200 {
			return fmt.Errorf("work at outlet %d: %d %v %s", outlet, status, err, body)
		}
		for _, id := range append(append([]int64{}, s.RushProducts...), s.Parts...) {
			status, body, err := admin.do("POST", fmt.Sprintf("/api/products/%d/stock", id), map[string]any{"delta": units, "note": "bench"})
			if err != nil || status != 200 {
				return fmt.Errorf("restock %d: %d %v %s", id, status, err, body)
			}
		}
	}
	return nil
}
