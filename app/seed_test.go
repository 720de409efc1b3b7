package app_test

import (
	"context"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/demo"
)

func TestDemoSeedLoadsOnceAndGoesThroughTheLedger(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		first, err := env.SeedDemo(ctx, demo.Shop())
		if err != nil {
			t.Fatal(err)
		}
		if first.Products < 40 || first.Suppliers < 3 || first.Customers < 3 || first.News != 1 {
			t.Fatalf("demo too small: %+v", first)
		}
		again, err := env.SeedDemo(ctx, demo.Shop())
		if err != nil {
			t.Fatal(err)
		}
		if again != (app.SeedReport{}) {
			t.Fatalf("second seed added %+v", again)
		}
		// The storefront's news has an article to read, with its picture and the smaller copies.
		news, err := env.Content.PublishedNews(ctx, core.PageRequest{Page: 1, PerPage: 5})
		if err != nil || news.Total != 1 {
			t.Fatalf("published demo news: %+v, %v", news, err)
		}
		article := news.Items[0]
		if article.ImageURL == nil || article.AuthorID == nil || article.Excerpt == "" {
			t.Fatalf("demo article without picture, author or excerpt: %+v", article)
		}
		key, _ := env.Files.KeyOf("product-images", *article.ImageURL)
		if r, _, err := env.Files.Open(ctx, "product-images", images.CopyKey(key, 480)); err != nil {
			t.Errorf("the article's picture %s has no 480 px copy: %v", *article.ImageURL, err)
		} else {
			r.Close()
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
		// The phone shop at once: a phone tracked by IMEI, received from a supplier, and a
		// finished count that found all but one of its units.
		if first.GoodsReceipts != 1 || first.Counts != 1 {
			t.Fatalf("demo without its goods receipt and stock count: %+v", first)
		}
		a25, err := env.Catalog.ProductByBarcode(ctx, "2000000103167")
		if err != nil || !a25.Tracked || a25.Stock != 4 {
			t.Fatalf("the tracked demo phone: %+v (%v)", a25, err)
		}
		unitsInStock(t, env, a25.ID, 4)
		counts, _ := env.Counts.List(ctx, core.StockCountFilter{})
		if counts.Total != 1 || counts.Items[0].Status != core.CountPosted {
			t.Fatalf("demo stock count: %+v", counts)
		}
		if moves := opnameMoves(t, env, counts.Items[0].Number); len(moves) != 1 || moves[a25.ID] != -1 {
			t.Fatalf("the demo count moved %v, want one A25 missing and every other phone as counted", moves)
		}
		settings, _ := env.Content.Settings(ctx)
		if !strings.Contains(settings[core.SettingWarranties], "Garansi toko 7 hari") {
			t.Fatalf("demo warranties: %q", settings[core.SettingWarranties])
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
