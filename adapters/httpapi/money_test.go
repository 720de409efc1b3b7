package httpapi_test

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sales"
)

// rawProduct writes a product straight into the database, past every rule of the catalog:
// what an old version, a restore or a hand-edited database may have left behind.
func rawProduct(t *testing.T, env *apptest.Env, name string, price, stock int64) core.Product {
	t.Helper()
	p := core.Product{Name: name, Category: "Lainnya", Barcode: "RAW-" + name, RetailPrice: price, ResellerPrice: price, Stock: stock, CreatedAt: apptest.Start}
	if _, err := env.DB.NewInsert().Model(&p).Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	return p
}

// The shop's bounds on prices, quantities, stock and totals hold at every door, on both engines:
// what would have wrapped past 2^63 is refused with 422 in Indonesian, and nothing is written.
func TestMoneyAndQuantitiesStayWithinTheShopsBounds(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		top := map[string]any{"name": "Server Rak", "category": "Komputer", "barcode": "TOP-1", "retail_price": core.MaxPrice, "stock": core.MaxStock}
		res := apptest.Do(t, h, "POST", "/api/products", top, kasir.Cookie, nil)
		var dear core.Product
		res.JSON(t, &dear)
		if res.Status != 201 || dear.Stock != core.MaxStock {
			t.Fatalf("a product at the bounds: %d %s", res.Status, res.Body)
		}
		top["barcode"] = "TOP-2"
		var dear2 core.Product
		apptest.Do(t, h, "POST", "/api/products", top, kasir.Cookie, nil).JSON(t, &dear2)
		wrap := rawProduct(t, env, "Wrap", 4_294_967_296, 1<<40)
		huge := rawProduct(t, env, "Huge", 1<<62, 1<<40)
		full := rawProduct(t, env, "Full", 10_000, math.MaxInt64)
		sale := func(extra map[string]any, lines ...any) map[string]any {
			b := cart(lines...)
			b["payment_method"], b["paid_amount"] = "tunai", core.MaxAmount
			for k, v := range extra {
				b[k] = v
			}
			return b
		}
		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone",
			DeviceType: "Samsung A10", DamageType: "LCD", Description: "Pecah"})
		if err != nil {
			t.Fatal(err)
		}
		inst, err := env.Credit.AddManual(t.Context(), creditManual(env, budi.ID, 500_000), &kasir.ID)
		if err != nil {
			t.Fatal(err)
		}
		product := func(p core.Product, path string) string { return fmt.Sprintf("/api/products/%d%s", p.ID, path) }
		refused := func(name, method, url, cookie string, body any, detail ...string) apptest.Scenario {
			want := []string{`"status":422`}
			for _, d := range detail {
				want = append(want, `"detail":"`+d+`"`)
			}
			return apptest.Scenario{Name: name, Method: method, URL: url, Cookie: cookie, Body: body, WantStatus: 422, WantContains: want,
				WantMissing: []string{"expected", "out of range", "overflow"}}
		}
		apptest.Run(t, h, []apptest.Scenario{
			refused("a price past a trillion", "POST", "/api/products", kasir.Cookie,
				map[string]any{"name": "X", "category": "Lainnya", "barcode": "X-1", "retail_price": core.MaxPrice + 1}),
			refused("stock of 2^32", "POST", "/api/products", kasir.Cookie,
				map[string]any{"name": "X", "category": "Lainnya", "barcode": "X-2", "retail_price": 4_294_967_296, "stock": 4_294_967_296}),
			refused("a quantity of 2^32 (the sale that wrapped to 0)", "POST", "/api/sales", kasir.Cookie, sale(nil, wrap, 4_294_967_296)),
			refused("two lines of one product past the quantity bound", "POST", "/api/sales", kasir.Cookie,
				sale(nil, dear, 600_000, dear, 600_000), core.MsgQuantityTooHigh),
			refused("two full lines past the document bound", "POST", "/api/sales", kasir.Cookie,
				sale(nil, dear, core.MaxQuantity, dear2, core.MaxQuantity), core.MsgTotalTooHigh),
			refused("a stored price of 2^62 times 2", "POST", "/api/sales", kasir.Cookie, sale(nil, huge, 2), core.MsgTotalTooHigh),
			refused("a paid amount past the bound", "POST", "/api/sales", kasir.Cookie, sale(map[string]any{"paid_amount": uint64(math.MaxInt64)}, dear, 1)),
			refused("a discount past the bound", "POST", "/api/sales", kasir.Cookie, sale(map[string]any{"discount": core.MaxAmount + 1}, dear, 1)),
			refused("a member's order against a price of 2^62", "POST", "/api/orders", member.Cookie, cart(huge, 2), core.MsgTotalTooHigh),
			refused("a member's order past the quantity bound", "POST", "/api/orders", member.Cookie, cart(dear, 700_000, dear, 700_000), core.MsgQuantityTooHigh),
			refused("one more onto a full stock", "POST", product(dear, "/stock"), kasir.Cookie, map[string]any{"delta": 1},
				"Stok Server Rak tidak bisa melebihi 1.000.000."),
			refused("a delta of 1 onto stock 2^63−1", "POST", product(full, "/stock"), kasir.Cookie, map[string]any{"delta": 1},
				"Stok Full tidak bisa melebihi 1.000.000."),
			refused("a delta past the bound", "POST", product(full, "/stock"), kasir.Cookie, map[string]any{"delta": math.MinInt64}),
			refused("a stock correction past a full stock", "PUT", product(dear, ""), kasir.Cookie,
				map[string]any{"name": "Server Rak", "category": "Komputer", "barcode": "TOP-1", "retail_price": core.MaxPrice, "stock_correction": 1},
				"Stok Server Rak tidak bisa melebihi 1.000.000."),
			refused("a service fee of 2^63−1", "POST", fmt.Sprintf("/api/service-entries/%d/payment", entry.ID), kasir.Cookie,
				map[string]any{"service_fee": math.MaxInt64, "parts": []map[string]any{{"product_id": dear.ID, "quantity": 1}}}),
			refused("a full fee plus a million parts at a trillion", "POST", fmt.Sprintf("/api/service-entries/%d/payment", entry.ID), kasir.Cookie,
				map[string]any{"service_fee": core.MaxPrice, "parts": []map[string]any{{"product_id": dear.ID, "quantity": core.MaxQuantity}}}, core.MsgTotalTooHigh),
			refused("an instalment payment past the bound", "POST", fmt.Sprintf("/api/installments/%d/payments", inst.ID), kasir.Cookie,
				map[string]any{"amount": core.MaxAmount + 1}),
			refused("a manual instalment past the bound", "POST", "/api/installments", kasir.Cookie,
				map[string]any{"customer_id": budi.ID, "total_amount": core.MaxAmount + 1}),
		})

		var count int64
		for _, table := range []string{"sales_transactions", "orders", "service_transactions", "installment_payments"} {
			if err := env.DB.NewRaw("SELECT COUNT(*) FROM "+table).Scan(t.Context(), &count); err != nil || count != 0 {
				t.Fatalf("%s: %d rows written by refused requests (%v)", table, count, err)
			}
		}
		for _, p := range []core.Product{dear, dear2, wrap, huge, full} {
			if got, _ := env.Catalog.ProductDetail(t.Context(), p.ID); got.Stock != p.Stock {
				t.Fatalf("%s: stock %d, was %d", p.Name, got.Stock, p.Stock)
			}
		}
		for _, url := range []string{"/api/reports/sales", "/api/reports/today", "/api/dashboard", "/api/reports/sales/export"} {
			if res := apptest.Do(t, h, "GET", url, nil, env.SignedIn(t, core.RoleAdmin).Cookie, nil); res.Status != 200 {
				t.Fatalf("%s after the refusals: %d %s", url, res.Status, res.Body)
			}
		}

		// At the bounds, the largest sale goes through and its figures are exact.
		res = apptest.Do(t, h, "POST", "/api/sales", sale(nil, dear, core.MaxQuantity), kasir.Cookie, nil)
		var most httpapi.Sale
		res.JSON(t, &most)
		if res.Status != 201 || most.Subtotal != core.MaxAmount || most.Total != core.MaxAmount || most.Change != 0 {
			t.Fatalf("the largest sale: %d %s", res.Status, res.Body)
		}
	})
}

// near tells whether a report's figure is want, to a float's 15 digits: what SQLite gives
// for rows whose quantity × price passes 2^63.
func near(s fmt.Stringer, want *big.Int) bool {
	got, ok := new(big.Float).SetString(s.String())
	if !ok {
		return false
	}
	diff := new(big.Float).Sub(got, new(big.Float).SetInt(want))
	bound := new(big.Float).Quo(new(big.Float).SetInt(want), big.NewFloat(1e15))
	return diff.Abs(diff).Cmp(bound.Abs(bound)) <= 0
}

type cell string

func (c cell) String() string { return string(c) }

// Reports answer, and add up right, whatever the books hold: rows far past the bounds,
// written straight into the database, cannot make a report fail.
func TestReportsAddUpPastInt64(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := t.Context()
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 50)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		for range 2 {
			if _, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: charger.ID, Quantity: 1}},
				CustomerID: &cust.ID, PaymentMethod: core.PayInstallment}); err != nil {
				t.Fatal(err)
			}
			entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "A10", DamageType: "LCD", Description: "Pecah"})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Parts: []repair.Part{{ProductID: charger.ID, Quantity: 1}}}); err != nil {
				t.Fatal(err)
			}
		}
		const most, half = math.MaxInt64, int64(1) << 62
		for _, q := range []string{
			"UPDATE sales_transactions SET subtotal = ?0, total_amount = ?0, remaining_amount = ?0",
			"UPDATE sales_transaction_items SET quantity = ?1, buy_price_at_sale = ?1, sale_price_at_sale = ?1",
			"UPDATE service_transactions SET service_fee = ?0, total_parts_cost = ?0, total_amount = ?0, remaining_amount = ?0",
			"UPDATE service_parts SET quantity = ?1, buy_price = ?1, sale_price = ?1",
			"UPDATE installments SET total_amount = ?0, remaining_amount = ?0, paid_amount = 0",
		} {
			if _, err := env.DB.NewRaw(q, most, half).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		twice := new(big.Int).Mul(big.NewInt(2), big.NewInt(most))
		quantities := new(big.Int).Mul(big.NewInt(2), big.NewInt(half))
		products := new(big.Int).Mul(quantities, big.NewInt(half)) // 2 × 2^62 × 2^62
		var rep struct {
			Summary core.SalesSummary  `json:"summary"`
			Top     []core.ProductRank `json:"top_products"`
		}
		res := apptest.Do(t, h, "GET", "/api/reports/sales", nil, admin.Cookie, nil)
		res.JSON(t, &rep)
		if res.Status != 200 || !near(rep.Summary.Total, twice) || !near(rep.Summary.Cost, products) || !near(rep.Summary.ItemsSold, quantities) ||
			!near(rep.Summary.Profit, new(big.Int).Sub(twice, products)) || len(rep.Top) != 1 || !near(rep.Top[0].Revenue, products) {
			t.Fatalf("sales report: %d %s", res.Status, res.Body)
		}
		var service struct {
			Summary core.ServiceSummary `json:"summary"`
		}
		res = apptest.Do(t, h, "GET", "/api/reports/service", nil, admin.Cookie, nil)
		res.JSON(t, &service)
		if res.Status != 200 || !near(service.Summary.Total, twice) || !near(service.Summary.PartsCost, products) {
			t.Fatalf("service report: %d %s", res.Status, res.Body)
		}
		var dash core.Dashboard
		res = apptest.Do(t, h, "GET", "/api/dashboard", nil, admin.Cookie, nil)
		res.JSON(t, &dash)
		if res.Status != 200 || !near(dash.RevenueToday, new(big.Int).Mul(twice, big.NewInt(2))) || !near(dash.Receivables, new(big.Int).Mul(twice, big.NewInt(2))) {
			t.Fatalf("dashboard: %d %s", res.Status, res.Body)
		}
		if res := apptest.Do(t, h, "GET", "/api/reports/today", nil, admin.Cookie, nil); res.Status != 200 {
			t.Fatalf("today: %d %s", res.Status, res.Body)
		}
		for _, kind := range []string{"sales", "service", "today"} {
			res := apptest.Do(t, h, "GET", "/api/reports/"+kind+"/export", nil, admin.Cookie, nil)
			if res.Status != 200 {
				t.Fatalf("%s export: %d %s", kind, res.Status, res.Body)
			}
			f, err := excelize.OpenReader(bytes.NewReader(res.Body))
			if err != nil {
				t.Fatal(err)
			}
			rows, _ := f.GetRows("Ringkasan", excelize.Options{RawCellValue: true})
			found := false
			for _, r := range rows {
				if len(r) > 1 && (r[0] == "Total penjualan" || r[0] == "Total servis") {
					found = near(cell(r[1]), twice)
				}
			}
			if !found {
				t.Fatalf("%s export: the summary lacks the total %s: %v", kind, twice, rows)
			}
		}
	})
}
