package app_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// The stock page's total is kept between changes: it follows every change the shop makes at
// once (adding, editing into another category, deleting, a sale), and is not counted again
// when nothing changed — a row written behind the shop's back shows only after a change.
func TestStockPageTotalFollowsTheShopsChanges(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		total := func(category string) int64 {
			t.Helper()
			page, err := env.Catalog.BrowseProducts(ctx, core.ProductFilter{Category: category, PageRequest: core.PageRequest{Page: 1, PerPage: 20}})
			if err != nil {
				t.Fatal(err)
			}
			return page.Total
		}
		add := func(name, category string) core.Product {
			t.Helper()
			p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: name, Category: category, Barcode: name, RetailPrice: 10_000, Stock: 3}, env.AtShop)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		want := func(category string, n int64) {
			t.Helper()
			if got := total(category); got != n {
				t.Fatalf("total of %q: %d, want %d", category, got, n)
			}
		}
		want("", 0)
		glass := add("Tempered Glass", "Aksesoris")
		want("", 1)
		want("Aksesoris", 1)
		// Each change reaches the hub once more from PostgreSQL's NOTIFY, and drops the counts
		// again: the count to keep is read after the charger's own notice (the glass's may
		// still be on its way when the subscription opens).
		heard, done := env.Events.Subscribe()
		defer done()
		charger := add("Charger 25W", "Aksesoris")
		for created := false; !created; {
			select {
			case ch := <-heard:
				created = ch.Resource == core.ResourceProducts && ch.Action == core.ActionCreated && slices.Contains(ch.IDs, charger.ID)
			case <-time.After(10 * time.Second):
				t.Fatal("the change notice never came")
			}
		}
		want("Aksesoris", 2)

		if _, err := env.DB.ExecContext(ctx, "INSERT INTO products (created_at, name, category, barcode, retail_price) VALUES (CURRENT_TIMESTAMP, 'Kabel', 'Aksesoris', 'K-1', 5000)"); err != nil {
			t.Fatal(err)
		}
		want("Aksesoris", 2) // kept: nothing the shop did changed the products

		if _, err := env.Catalog.UpdateProduct(ctx, glass.ID, catalog.ProductInput{Name: "Tempered Glass", Category: "Sparepart", Barcode: "Tempered Glass", RetailPrice: 10_000}, env.AtShop); err != nil {
			t.Fatal(err)
		}
		want("Aksesoris", 2) // the glass left, the row written behind the shop's back shows
		want("Sparepart", 1)
		if err := env.Catalog.DeleteProduct(ctx, glass.ID); err != nil {
			t.Fatal(err)
		}
		want("Sparepart", 0)
		want("", 2)
	})
}

// The customers' total follows every entry added or removed at once.
func TestCustomersTotalFollowsTheBook(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		want := func(search string, n int64) {
			t.Helper()
			page, err := env.Customers.List(ctx, core.ContactFilter{Search: search, PageRequest: core.PageRequest{Page: 1, PerPage: 20}})
			if err != nil {
				t.Fatal(err)
			}
			if page.Total != n || int64(len(page.Items)) != n {
				t.Fatalf("customers %q: total %d with %d on the page, want %d", search, page.Total, len(page.Items), n)
			}
		}
		want("", 0)
		budi, err := env.Customers.Add(ctx, core.Contact{Name: "Budi"})
		if err != nil {
			t.Fatal(err)
		}
		want("", 1)
		want("bud", 1)
		if _, err := env.Customers.Add(ctx, core.Contact{Name: "Sari"}); err != nil {
			t.Fatal(err)
		}
		want("", 2)
		if err := env.Customers.Remove(ctx, budi.ID); err != nil {
			t.Fatal(err)
		}
		want("bud", 0)
		want("", 1)
	})
}
