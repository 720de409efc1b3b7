package app_test

import (
	"context"
	"testing"

	"github.com/konterhp/konter"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestDemoSeedLoadsOnceAndGoesThroughTheLedger(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		first, err := env.SeedDemo(ctx, konter.DemoShop())
		if err != nil {
			t.Fatal(err)
		}
		if first.Products < 40 || first.Suppliers < 3 || first.Customers < 3 {
			t.Fatalf("demo too small: %+v", first)
		}
		again, err := env.SeedDemo(ctx, konter.DemoShop())
		if err != nil {
			t.Fatal(err)
		}
		if again != (app.SeedReport{}) {
			t.Fatalf("second seed added %+v", again)
		}
		cats, _ := env.Catalog.Categories(ctx)
		for _, want := range []string{"Handphone", "Laptop", "Komputer", "Printer", "Aksesoris", "Sparepart"} {
			if !contains(cats, want) {
				t.Errorf("category %s missing from %v", want, cats)
			}
		}
		page, _ := env.Catalog.BrowseProducts(ctx, core.ProductFilter{Search: "Redmi Note 13", PageRequest: core.PageRequest{PerPage: 5}})
		if page.Total == 0 {
			t.Fatal("demo product not found")
		}
		p := page.Items[0]
		hist, _ := env.Ledger.History(ctx, p.ID, core.PageRequest{})
		if p.Stock == 0 || hist.Total != 1 || hist.Items[0].Reason != core.ReasonInitial || hist.Items[0].StockAfter != p.Stock {
			t.Fatalf("opening stock %d not on the ledger: %+v", p.Stock, hist.Items)
		}
	})
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
