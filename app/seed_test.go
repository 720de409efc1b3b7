package app_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/demo"
)

func TestDemoSeedLoadsOnceAndGoesThroughTheLedger(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		// The demo's shifts were yesterday: three days after the books' first day, its reports
		// read them.
		env.Clock.Set(apptest.Start.Add(72 * time.Hour))
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
		demoChain(t, env, first)
		demoTechnicians(t, env, first)
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
		page, _ := env.Catalog.BrowseProducts(ctx, core.ProductFilter{Search: "Xiaomi Redmi Note 13", PageRequest: core.PageRequest{PerPage: 5}})
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

// demoChain checks the demo as a chain: a second outlet with its own Kasir, goods (a phone by its
// IMEI among them) sent there from the first outlet and received, and a closed shift with sales at
// each; every outlet's stock on its ledger and the outlets' reports adding up to the shop's.
func demoChain(t *testing.T, env *apptest.Env, seeded app.SeedReport) {
	ctx := context.Background()
	if seeded.Outlets != 1 || seeded.Transfers != 1 || seeded.Shifts != 2 {
		t.Fatalf("demo without its second outlet, transfer and shifts: %+v", seeded)
	}
	outlets := must(env.Outlets.List(ctx, core.PageRequest{}))(t).Items
	if len(outlets) != 2 || outlets[1].Name != "Cabang Depok" {
		t.Fatalf("demo outlets: %+v", outlets)
	}
	var ids []int64
	for _, o := range outlets {
		ids = append(ids, o.ID)
	}
	var transfers, received, shifts, closed, heldAtDepok, a25AtDepok int64
	mustScan(t, env, "SELECT COUNT(*) FROM stock_transfers", &transfers)
	mustScan(t, env, "SELECT COUNT(*) FROM stock_transfers WHERE status = ?", &received, core.TransferReceived)
	if transfers != 1 || received != 1 {
		t.Fatalf("demo transfers %d, received %d", transfers, received)
	}
	for _, o := range ids {
		mustScan(t, env, "SELECT COUNT(*) FROM shifts WHERE outlet_id = ?", &shifts, o)
		mustScan(t, env, "SELECT COUNT(*) FROM shifts WHERE outlet_id = ? AND closed_at IS NOT NULL AND "+
			"EXISTS (SELECT 1 FROM payments AS p WHERE p.shift_id = shifts.id)", &closed, o)
		if shifts != 1 || closed != 1 {
			t.Fatalf("outlet %d: %d shifts, %d closed with sales", o, shifts, closed)
		}
	}
	mustScan(t, env, "SELECT COUNT(DISTINCT product_id) FROM product_stock WHERE outlet_id = ? AND quantity > 0", &heldAtDepok, ids[1])
	mustScan(t, env, "SELECT COUNT(*) FROM units WHERE outlet_id = ? AND status = 'in_stock'", &a25AtDepok, ids[1])
	if heldAtDepok < 5 || a25AtDepok != 1 {
		t.Fatalf("Cabang Depok holds %d products and %d phones, want 5 and the one sent", heldAtDepok, a25AtDepok)
	}
	var unbalanced, offTotal int64
	mustScan(t, env, `SELECT COUNT(*) FROM product_stock AS s WHERE s.quantity <>
		(SELECT COALESCE(SUM(delta), 0) FROM stock_movements AS m WHERE m.product_id = s.product_id AND m.outlet_id = s.outlet_id)`, &unbalanced)
	mustScan(t, env, `SELECT COUNT(*) FROM products AS p WHERE p.stock <>
		(SELECT COALESCE(SUM(quantity), 0) FROM product_stock AS s WHERE s.product_id = p.id)`, &offTotal)
	if unbalanced != 0 || offTotal != 0 {
		t.Fatalf("outlets' stock off their ledger: %d; products whose stock is not their outlets' sum: %d", unbalanced, offTotal)
	}
	checkOutlets(t, env, ids)
	yesterday := must(env.Reports.Day(ctx, apptest.Start.Add(48*time.Hour).In(env.Location).Format(time.DateOnly)))(t)
	if d := must(env.Reports.Daily(ctx, yesterday, core.PageRequest{}))(t); d.Sales.Rows.Total != 4 {
		t.Errorf("yesterday's demo sales: %d, want the 4 of the two shifts", d.Sales.Rows.Total)
	}
	if d := must(env.Reports.Dashboard(ctx, 0))(t); d.TransactionsToday != 0 {
		t.Errorf("the demo sold %d times today: today is the shop's to try", d.TransactionsToday)
	}
	// The cashiers each work at their own outlet and sign in there.
	for email, outlet := range map[string]int64{"kasir@konter.test": ids[0], "kasir.depok@konter.test": ids[1], "admin@konter.test": ids[0]} {
		in := must(env.Accounts.SignIn(ctx, accounts.SignInInput{Email: email, Password: map[bool]string{true: "admin123", false: "kasir123"}[strings.HasPrefix(email, "admin")], Door: accounts.StaffDoor, IP: "127.0.0.1"}))(t)
		if in.Outlet == nil || *in.Outlet != outlet {
			t.Errorf("%s signs in at %v, want outlet %d", email, in.Outlet, outlet)
		}
	}
}

// A shop of one outlet tries the demo as it would look: one outlet, its Admin, Kasir and Teknisi,
// and no other outlet's staff, transfers, shifts or repairs.
func TestOneOutletDemo(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		rep := must(env.SeedOneOutletDemo(ctx, demo.Shop()))(t)
		if rep.Outlets != 0 || rep.Transfers != 0 || rep.Shifts != 0 || rep.Users != 4 || rep.Repairs != 9 || rep.Products < 40 {
			t.Fatalf("one-outlet demo: %+v", rep)
		}
		if outlets := must(env.Outlets.List(ctx, core.PageRequest{}))(t); outlets.Total != 1 {
			t.Fatalf("one-outlet demo has %d outlets", outlets.Total)
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

// demoTechnicians checks the demo's bench: a Teknisi and a Kasir marked as a technician, each
// with repairs assigned, and one repair waiting for somebody.
func demoTechnicians(t *testing.T, env *apptest.Env, seeded app.SeedReport) {
	ctx := context.Background()
	technicians := must(env.Repair.Technicians(ctx, 0))(t)
	if seeded.Repairs != 10 || len(technicians) != 2 {
		t.Fatalf("demo bench: %d repairs, technicians %+v", seeded.Repairs, technicians)
	}
	for _, tech := range technicians {
		mine := must(env.Repair.Entries(ctx, core.ServiceFilter{TechnicianID: &tech.ID}))(t)
		if mine.Total == 0 || !tech.Repairs() {
			t.Errorf("demo technician %s (%s) has no repairs", tech.FullName, tech.Role)
		}
	}
	if waiting := must(env.Repair.Entries(ctx, core.ServiceFilter{Unassigned: true}))(t); waiting.Total != 1 {
		t.Errorf("demo repairs waiting for a technician: %d, want 1", waiting.Total)
	}
}
