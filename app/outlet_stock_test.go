package app_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/sales"
)

// secondOutlet opens a second outlet and answers the shop's own hand there.
func secondOutlet(t *testing.T, env *apptest.Env, name string) core.Principal {
	t.Helper()
	o, err := env.Outlets.Add(context.Background(), core.Outlet{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	there := env.AtShop
	there.Outlet = o.ID
	return there
}

// at is the principal working at the outlet of where.
func at(p core.Principal, where core.Principal) core.Principal {
	p.Outlet = where.Outlet
	return p
}

// heldAtBoth adds a product with first of it at the first outlet and second at the outlet of there.
func heldAtBoth(t *testing.T, env *apptest.Env, there core.Principal, name, barcode string, first, second int64) core.Product {
	t.Helper()
	ctx := context.Background()
	p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: name, Category: "Aksesoris", Barcode: barcode, Stock: first, RetailPrice: 35_000}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Catalog.AddStock(ctx, p.ID, catalog.StockInput{Delta: second}, there); err != nil {
		t.Fatal(err)
	}
	return p
}

// sellAtOnce rings up one unit of the product for each cashier at the same moment and counts
// the sales that went through; any refusal but a shortage fails the test.
func sellAtOnce(t *testing.T, env *apptest.Env, productID int64, cashiers ...core.Principal) int {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	sold := 0
	for _, c := range cashiers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := env.Sales.RingUpSale(context.Background(), c, cashSale(productID))
			mu.Lock()
			defer mu.Unlock()
			var shortage *core.StockShortageError
			switch {
			case err == nil:
				sold++
			case !errors.As(err, &shortage):
				t.Errorf("unexpected: %v", err)
			}
		}()
	}
	wg.Wait()
	return sold
}

// stockBalances checks that the product's stock is the sum of its outlets', and each outlet's
// is the sum of its ledger there.
func stockBalances(t *testing.T, env *apptest.Env, productID, want int64) {
	t.Helper()
	var total, held, unbalanced int64
	mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &total, productID)
	mustScan(t, env, "SELECT COALESCE(SUM(quantity), 0) FROM product_stock WHERE product_id = ?", &held, productID)
	mustScan(t, env, `SELECT COUNT(*) FROM product_stock AS s WHERE s.product_id = ? AND s.quantity <>
		(SELECT SUM(delta) FROM stock_movements AS m WHERE m.product_id = s.product_id AND m.outlet_id = s.outlet_id)`, &unbalanced, productID)
	if total != want || held != want || unbalanced != 0 {
		t.Fatalf("stock %d, at the outlets %d, outlets off their ledger %d; want %d", total, held, unbalanced, want)
	}
}

// Two outlets each sell the last unit they hold at the same moment: both sales go through.
// Two cashiers of one outlet race for its last unit: one sale.
func TestEachOutletSellsTheLastUnitItHolds(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		dago := secondOutlet(t, env, "Cabang Dago")
		first, second := env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleKasir).Principal(t, env)
		third := env.SignedIn(t, core.RoleKasir).Principal(t, env) // each cashier's drawer is at one outlet
		for round := range 5 {
			p := heldAtBoth(t, env, dago, fmt.Sprint("Kabel Data ", round), fmt.Sprint("KD-", round), 1, 1)
			if sold := sellAtOnce(t, env, p.ID, first, at(second, dago)); sold != 2 {
				t.Fatalf("round %d: %d sold at two outlets holding one each, want 2", round, sold)
			}
			stockBalances(t, env, p.ID, 0)

			q := heldAtBoth(t, env, dago, fmt.Sprint("Charger ", round), fmt.Sprint("CH-", round), 1, 1)
			if sold := sellAtOnce(t, env, q.ID, at(second, dago), at(third, dago)); sold != 1 {
				t.Fatalf("round %d: %d sold of the last unit at one outlet, want 1", round, sold)
			}
			stockBalances(t, env, q.ID, 1)
		}
	})
}

// An outlet holding none of a product cannot sell it, though another holds it: the cashier hears
// which outlet is short, and nothing moves.
func TestAnOutletCannotSellAnotherOutletsStock(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		dago := secondOutlet(t, env, "Cabang Dago")
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG", Stock: 3, RetailPrice: 25_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		_, err = env.Sales.RingUpSale(ctx, at(cashier, dago), cashSale(p.ID))
		var shortage *core.StockShortageError
		if !errors.As(err, &shortage) || err.Error() != "Stok Tempered Glass di outlet Cabang Dago tidak mencukupi." || shortage.Available != 0 {
			t.Fatalf("sale at an outlet holding none: %v", err)
		}
		stockBalances(t, env, p.ID, 3)
		held, err := env.Catalog.StockAtOutlets(ctx, []core.Product{p})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(held[0].StockByOutlet); got != fmt.Sprintf("[{%d Konter 3} {%d Cabang Dago 0}]", env.AtShop.Outlet, dago.Outlet) {
			t.Fatalf("stock per outlet %s", got)
		}
	})
}

// A phone in one outlet's stock cannot be sold at another, by its IMEI or unnamed; at its own
// outlet it sells.
func TestAUnitAtAnotherOutletCannotBeSold(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		dago := secondOutlet(t, env, "Cabang Dago")
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		phone := addPhone(t, env, "Redmi 13", testIMEIs(1))
		unit, err := env.Catalog.UnitByNumber(ctx, testIMEIs(1)[0].IMEI)
		if err != nil {
			t.Fatal(err)
		}
		if unit.OutletID != env.AtShop.Outlet || unit.OutletName != "Konter" {
			t.Fatalf("unit at outlet %d %q", unit.OutletID, unit.OutletName)
		}
		byIMEI := sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1, UnitIDs: []int64{unit.ID}}}, PaymentMethod: core.PayCash, Paid: 2_000_000}
		_, err = env.Sales.RingUpSale(ctx, at(cashier, dago), byIMEI)
		if want := fmt.Sprintf(catalog.MsgUnitAtOtherOutlet, unit.Number(), "Konter"); err == nil || err.Error() != want {
			t.Fatalf("selling a unit of another outlet by its IMEI: %v, want %q", err, want)
		}
		unnamed := byIMEI
		unnamed.Lines = []sales.Line{{ProductID: phone.ID, Quantity: 1}}
		_, err = env.Sales.RingUpSale(ctx, at(cashier, dago), unnamed)
		if err == nil || err.Error() != "Stok Redmi 13 di outlet Cabang Dago tidak mencukupi." {
			t.Fatalf("selling an unnamed unit where none is: %v", err)
		}
		stockBalances(t, env, phone.ID, 1)
		if _, err := env.Sales.RingUpSale(ctx, cashier, byIMEI); err != nil {
			t.Fatalf("selling the unit at its own outlet: %v", err)
		}
		stockBalances(t, env, phone.ID, 0)
	})
}

// In a shop of several outlets each outlet's stock runs out on its own: the reminders name the
// outlet, and a session at one outlet hears of its own.
func TestLowStockIsRemindedPerOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		dago := secondOutlet(t, env, "Cabang Dago")
		heldAtBoth(t, env, dago, "Tempered Glass", "TG", 5, 1)
		for _, c := range []struct {
			outlet int64
			want   string
		}{
			{0, fmt.Sprintf("[{Tempered Glass 1 %d Cabang Dago}]", dago.Outlet)},
			{dago.Outlet, fmt.Sprintf("[{Tempered Glass 1 %d Cabang Dago}]", dago.Outlet)},
			{env.AtShop.Outlet, "[]"},
		} {
			rem, err := env.Ops.Reminders.Lists(ctx, c.outlet, 0)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, it := range rem.LowStock.Items {
				got = append(got, fmt.Sprintf("{%s %d %d %s}", it.Name, it.Stock, it.OutletID, it.OutletName))
			}
			if fmt.Sprintf("[%s]", strings.Join(got, " ")) != c.want || rem.LowStock.Count != int64(len(got)) {
				t.Fatalf("at outlet %d: %d %v, want %s", c.outlet, rem.LowStock.Count, got, c.want)
			}
		}
	})
}

// A stock count counts the stock of the outlet it is started at: its sheet holds what that outlet
// holds, posting moves that outlet's stock alone, and a unit in another outlet's stock is not
// counted there.
func TestAStockCountCountsItsOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		dago := secondOutlet(t, env, "Cabang Dago")
		glass := heldAtBoth(t, env, dago, "Tempered Glass", "TG", 5, 2)
		addPhone(t, env, "Redmi 13", testIMEIs(1))
		kasir := at(env.SignedIn(t, core.RoleKasir).Principal(t, env), dago)
		count, err := env.Counts.Start(ctx, kasir, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		sheet := map[string][2]int64{}
		for _, l := range count.Lines {
			sheet[l.ProductName] = [2]int64{l.Expected, l.Stock}
		}
		if fmt.Sprint(sheet) != "map[Redmi 13:[0 0] Tempered Glass:[2 2]]" || len(count.Units) != 0 {
			t.Fatalf("sheet %v, units %v", sheet, count.Units)
		}
		_, err = env.Counts.Scan(ctx, count.ID, testIMEIs(1)[0].IMEI, 0)
		if want := fmt.Sprintf(catalog.MsgUnitAtOtherOutlet, testIMEIs(1)[0].IMEI, "Konter"); err == nil || err.Error() != want {
			t.Fatalf("scanning a unit of another outlet: %v, want %q", err, want)
		}
		if _, err := env.Counts.Scan(ctx, count.ID, "TG", 1); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Counts.Post(ctx, kasir, count.ID); err != nil {
			t.Fatal(err)
		}
		held, err := env.Catalog.StockAtOutlets(ctx, []core.Product{glass})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(held[0].StockByOutlet); got != fmt.Sprintf("[{%d Konter 5} {%d Cabang Dago 1}]", env.AtShop.Outlet, dago.Outlet) {
			t.Fatalf("after the count at Cabang Dago: %s", got)
		}
		stockBalances(t, env, glass.ID, 6)
	})
}
