package httpapi_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/repair"
)

// atCost adds a product whose buy price is given, with stock.
func atCost(t *testing.T, env *apptest.Env, name string, price, cost, stock int64) core.Product {
	t.Helper()
	p, err := env.Catalog.AddProduct(t.Context(), catalog.ProductInput{Name: name, Category: "Lainnya", Barcode: "C-" + name,
		RetailPrice: price, ResellerPrice: price, BuyPrice: cost, Stock: stock}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Next to one sale and one repair bill at the document bound, every figure of the reports
// stays exact to the rupiah on both engines: a profit of Rp 12.000 is Rp 12.000.
func TestReportFiguresAreExactNextToTheLargestDocuments(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx, h := t.Context(), env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		server := atCost(t, env, "Server", core.MaxPrice, core.MaxPrice, core.MaxStock)
		kesing := atCost(t, env, "Kesing", 15_000, 3_000, 5)
		rack := atCost(t, env, "Rak", core.MaxPrice, core.MaxPrice, core.MaxStock)
		for _, sale := range []map[string]any{
			{"items": []map[string]any{{"product_id": server.ID, "quantity": core.MaxQuantity}}, "payment_method": "tunai", "paid_amount": core.MaxAmount},
			{"items": []map[string]any{{"product_id": kesing.ID, "quantity": 1}}, "payment_method": "tunai", "paid_amount": 15_000},
		} {
			if res := apptest.Do(t, h, "POST", "/api/sales", sale, kasir.Cookie, nil); res.Status != 201 {
				t.Fatalf("sale: %d %s", res.Status, res.Body)
			}
		}
		who := kasir.Principal(t, env)
		budi, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi"})
		for _, bill := range []repair.PaymentInput{
			{Fee: core.MaxPrice, Parts: []repair.Part{{ProductID: rack.ID, Quantity: core.MaxQuantity - 1}}, Paid: core.MaxAmount},
			{Fee: 12_000, Paid: 12_000},
		} {
			entry, err := env.Repair.TakeIn(ctx, who, repair.EntryInput{CustomerID: &budi.ID, Category: "Komputer", DeviceType: "Server", DamageType: "Mati", Description: "Tidak menyala"})
			if err != nil {
				t.Fatal(err)
			}
			bill.EntryID = &entry.ID
			if _, err := env.Repair.ProcessServicePayment(ctx, who, bill); err != nil {
				t.Fatal(err)
			}
		}
		// Sales: Rp 1e18 at cost plus a case sold for Rp 15.000 that cost Rp 3.000. Repairs: a
		// fee of Rp 1e12 and 999.999 racks at cost, plus a fee of Rp 12.000.
		const sold, repaired = `1000000000000015000`, `1000000000000012000`
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the sales report", Method: "GET", URL: "/api/reports/sales", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"subtotal":` + sold, `"total":` + sold, `"cost":1000000000000003000`, `"profit":12000`,
					`{"method":"tunai","amount":` + sold + `}`, `"revenue":1000000000000000000`}},
			{Name: "the service report", Method: "GET", URL: "/api/reports/service", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":` + repaired, `"parts_cost":999999000000000000`, `"profit":1000000012000`,
					`{"method":"tunai","amount":` + repaired + `}`}},
			{Name: "today's report", Method: "GET", URL: "/api/reports/today", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"revenue":2000000000000027000`, `"profit":1000000024000`}},
			{Name: "the dashboard", Method: "GET", URL: "/api/dashboard", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"revenue_today":2000000000000027000`}},
		})
		book := workbook(t, env, admin.Cookie, "/api/reports/sales/export")
		if got := book.Figure("Laba"); got.Cmp(big.NewRat(12_000, 1)) != 0 {
			t.Fatalf("the sales workbook's profit: %v, want 12000", got)
		}
	})
}

// Ten receipts of Rp 1e18 from one supplier: what the shop bought and owes adds up past 2^63,
// in the list and in the workbook.
func TestGoodsReceiptsPerSupplierAddUpPastInt64(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin).Cookie
		sup, _ := env.Suppliers.Add(t.Context(), core.Contact{Name: "PT Server Besar"})
		for i := range 10 {
			rack := atCost(t, env, fmt.Sprintf("Rak %d", i), core.MaxPrice, 0, 0)
			res := apptest.Do(t, h, "POST", "/api/goods-receipts", map[string]any{"supplier_id": sup.ID, "received_on": "2026-11-20", "paid": core.MaxAmount / 2,
				"lines": []map[string]any{{"product_id": rack.ID, "quantity": core.MaxQuantity, "buy_price": core.MaxPrice}}}, admin, nil)
			if res.Status != 201 {
				t.Fatalf("receipt %d: %d %s", i, res.Status, res.Body)
			}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "what is owed per supplier", Method: "GET", URL: "/api/goods-receipts/per-supplier?unpaid=true", Cookie: admin, WantStatus: 200,
				WantContains: []string{`"receipts":10`, `"total":10000000000000000000`, `"paid":5000000000000000000`, `"owed":5000000000000000000`}},
		})
		book := workbook(t, env, admin, "/api/goods-receipts/export?from=2026-11-01&to=2026-11-30")
		for label, want := range map[string]float64{"Total pembelian": 1e19, "Sudah dibayar": 5e18, "Sisa utang ke supplier": 5e18} {
			if got := book.Figure(label); got.Cmp(new(big.Rat).SetFloat64(want)) != 0 {
				t.Errorf("%s: %v, want %v", label, got, want)
			}
		}
	})
}
