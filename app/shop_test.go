package app_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/shop"
)

// members creates n verified members and returns how the use cases see them.
func members(t *testing.T, env *apptest.Env, n int) []core.Principal {
	t.Helper()
	out := make([]core.Principal, n)
	for i := range out {
		u, err := env.Accounts.CreateVerifiedUser(context.Background(), accounts.StaffInput{
			Email: fmt.Sprintf("pembeli%d@konter.test", i), Password: "rahasia123", FullName: fmt.Sprintf("Pembeli %d", i), Role: core.RoleMember,
		})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = core.Principal{UserID: u.ID, Role: core.RoleMember}
	}
	return out
}

// 200 members check out at once from five products with 10 units each. Most carts cannot be
// filled; those that can are filled completely, nothing is oversold, and the ledger accounts for
// every unit of every order.
func TestTwoHundredMembersCheckOutAtOnce(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		products := make([]core.Product, 5)
		for i := range products {
			p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{
				Name: fmt.Sprintf("Powerbank %d", i), Category: "Aksesoris", Barcode: fmt.Sprintf("PB-%d", i),
				RetailPrice: int64(100_000 + i*1_000), Stock: 10,
			}, env.AtShop)
			if err != nil {
				t.Fatal(err)
			}
			products[i] = p
		}
		buyers := members(t, env, 200)

		var wg sync.WaitGroup
		var mu sync.Mutex
		placed, refused := 0, 0
		for i, m := range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// Two products per cart, in either order, so carts cross each other's rows.
				a, b := products[i%5], products[(i+1+i%2*2)%5]
				_, _, err := env.Shop.PlaceOrder(ctx, m, shop.OrderInput{Items: []shop.OrderLine{
					{ProductID: a.ID, Quantity: int64(1 + i%3)}, {ProductID: b.ID, Quantity: 1},
				}})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					placed++
				case core.IsKind(err, core.KindConflict) && strings.HasPrefix(err.Error(), "Stok Powerbank "):
					refused++
				default:
					t.Errorf("member %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		if placed == 0 || placed+refused != 200 {
			t.Fatalf("%d orders placed and %d refused, of 200", placed, refused)
		}

		var orders, withoutItems, pending int
		q := func(dest any, query string, args ...any) {
			t.Helper()
			if err := env.DB.NewRaw(query, args...).Scan(ctx, dest); err != nil {
				t.Fatal(err)
			}
		}
		q(&orders, "SELECT COUNT(*) FROM orders")
		q(&withoutItems, "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)")
		q(&pending, "SELECT COUNT(*) FROM orders WHERE order_number LIKE 'ORD-pending-%'")
		if orders != placed || withoutItems != 0 || pending != 0 {
			t.Fatalf("%d orders for %d placed; %d without items; %d without a number", orders, placed, withoutItems, pending)
		}
		var badTotals int
		q(&badTotals, `SELECT COUNT(*) FROM orders o WHERE total_amount <>
			(SELECT SUM(i.quantity * i.price_at_order) FROM order_items i WHERE i.order_id = o.id)`)
		if badTotals != 0 {
			t.Fatalf("%d orders whose total is not the sum of their lines", badTotals)
		}
		// Every reserved unit belongs to an order line, and every order line was reserved.
		var movements, matched int
		q(&movements, "SELECT COUNT(*) FROM stock_movements WHERE reason = 'order_reserved'")
		q(&matched, `SELECT COUNT(*) FROM stock_movements m
			JOIN orders o ON o.order_number = m.reference
			JOIN order_items i ON i.order_id = o.id AND i.product_id = m.product_id AND i.quantity = -m.delta
			WHERE m.reason = 'order_reserved'`)
		var lines int
		q(&lines, "SELECT COUNT(*) FROM order_items")
		if movements != lines || matched != lines {
			t.Fatalf("%d reservations, %d matching an order line, %d order lines", movements, matched, lines)
		}

		for _, p := range products {
			got, err := env.Catalog.ProductDetail(ctx, p.ID)
			if err != nil {
				t.Fatal(err)
			}
			var ordered, ledger int64
			q(&ordered, "SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE product_id = ?", p.ID)
			q(&ledger, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ?", p.ID)
			if got.Stock < 0 || ordered != 10-got.Stock || ledger != got.Stock {
				t.Errorf("%s: stock %d, ordered %d of 10, ledger sums to %d", p.Name, got.Stock, ordered, ledger)
			}
		}
	})
}

// A double click sends the same checkout twenty times at once: one order, stock moved once.
func TestConcurrentDuplicateCheckoutsMakeOneOrder(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Mouse Wireless", Category: "Aksesoris", Barcode: "MW-1", RetailPrice: 89_000, Stock: 10}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		buyer := members(t, env, 1)[0]
		in := shop.OrderInput{Items: []shop.OrderLine{{ProductID: p.ID, Quantity: 3}}, IdempotencyKey: "0b9d3c5e-1f7a-4e2b-8c6d-9a1e2f3b4c5d"}

		var wg sync.WaitGroup
		var mu sync.Mutex
		ids := map[int64]int{}
		created := 0
		for range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				o, isNew, err := env.Shop.PlaceOrder(ctx, buyer, in)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					t.Errorf("a duplicate failed instead of answering with the order: %v", err)
					return
				}
				ids[o.ID]++
				if isNew {
					created++
				}
			}()
		}
		wg.Wait()
		if len(ids) != 1 || created != 1 {
			t.Fatalf("orders %v, %d reported as new; want one order, created once", ids, created)
		}
		got, _ := env.Catalog.ProductDetail(ctx, p.ID)
		mine, _ := env.Shop.MyOrders(ctx, buyer, core.PageRequest{})
		if got.Stock != 7 || mine.Total != 1 {
			t.Fatalf("stock %d (want 7), %d orders (want 1)", got.Stock, mine.Total)
		}
	})
}
