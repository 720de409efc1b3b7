package httpapi_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// dagoOutlet opens a second outlet with its contacts and moves the Kasir there.
func dagoOutlet(t *testing.T, env *apptest.Env, admin, kasir apptest.Person) core.Outlet {
	t.Helper()
	dago, err := env.Outlets.Add(t.Context(), core.Outlet{Name: "Cabang Dago", Address: "Jl. Dago No. 12, Bandung", Phone: "022-2501234"})
	if err != nil {
		t.Fatal(err)
	}
	env.WorksAt(t, kasir, dago.ID)
	return dago
}

// withOutlet is a cart collected at the outlet.
func withOutlet(body map[string]any, outlet int64) map[string]any {
	body["outlet_id"] = outlet
	return body
}

// In a shop of several outlets a visitor sees at which outlets a product is held (by name, never
// how many), a member picks the order up at one of them and its stock is reserved there; an
// outlet without the goods is refused; the order is paid at the cashier of its outlet only.
func TestAMemberPicksUpAtTheSecondOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		budi := env.SignedIn(t, core.RoleMember)
		first := outletNamed(t, env, "Konter")
		dago := dagoOutlet(t, env, admin, kasir)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		matte := addProduct(t, env, "Tempered Matte", "Aksesoris", 30_000, 5)
		product := func(p core.Product) string { return fmt.Sprint("/api/products/", p.ID) }
		heldAtBoth := fmt.Sprintf(`"available_at":[{"id":%d,"name":"Konter"},{"id":%d,"name":"Cabang Dago"}]`, first.ID, dago.ID)
		heldAtFirst := fmt.Sprintf(`"available_at":[{"id":%d,"name":"Konter"}]`, first.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "and stocks two glasses there", Method: "POST", URL: product(glass) + "/stock", Cookie: admin.Cookie,
				Body: map[string]any{"delta": 2}, WantStatus: 200},
			{Name: "a visitor sees the glass at both outlets, without quantities", Method: "GET", URL: product(glass), WantStatus: 200,
				WantContains: []string{heldAtBoth, `"stock":12,`}, WantMissing: []string{"quantity", "stock_by_outlet"}},
			{Name: "and in the catalog", Method: "GET", URL: "/api/products?q=tempered", WantStatus: 200,
				WantContains: []string{heldAtBoth, heldAtFirst}, WantMissing: []string{"quantity"}},
			{Name: "an outlet without the goods is refused", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body: withOutlet(cart(glass, 1, matte, 1), dago.ID), WantStatus: 409,
				WantContains: []string{`"detail":"Stok Tempered Matte tidak tersedia di Cabang Dago. Pilih outlet lain."`}},
			{Name: "more than the outlet holds names what it holds", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body: withOutlet(cart(glass, 3), dago.ID), WantStatus: 409,
				WantContains: []string{`"detail":"Stok Tempered Glass di Cabang Dago hanya tersisa 2. Kurangi jumlahnya atau pilih outlet lain."`}},
			{Name: "an outlet the shop does not have", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body: withOutlet(cart(glass, 1), 999_999), WantStatus: 422,
				WantContains: []string{`"detail":"Outlet pengambilan tidak ditemukan. Pilih outlet lain."`}},
		})
		res := apptest.Do(t, h, "POST", "/api/orders", withOutlet(cart(glass, 2), dago.ID), budi.Cookie, nil)
		var order core.OrderDetail
		res.JSON(t, &order)
		if res.Status != 201 || order.OutletID != dago.ID || order.Outlet == nil || *order.Outlet != dago.Place() {
			t.Fatalf("order at the second outlet: %d %s", res.Status, res.Body)
		}
		orderURL := fmt.Sprint("/api/orders/", order.ID)
		sale := map[string]any{"order_id": order.ID, "payment_method": "tunai", "paid_amount": 50_000}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the stock left the second outlet, not the first", Method: "GET", URL: product(glass), Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"stock_by_outlet":[{"outlet_id":%d,"outlet_name":"Konter","quantity":10},{"outlet_id":%d,"outlet_name":"Cabang Dago","quantity":0}]`, first.ID, dago.ID)}},
			{Name: "visitors see the glass at the first outlet only", Method: "GET", URL: product(glass), WantStatus: 200,
				WantContains: []string{heldAtFirst}},
			{Name: "the member's order says where to collect it", Method: "GET", URL: fmt.Sprint("/api/me/orders/", order.ID), Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet":{"id":%d,"name":"Cabang Dago","address":"Jl. Dago No. 12, Bandung","phone":"022-2501234"}`, dago.ID)}},
			{Name: "the staff's order names its outlet", Method: "GET", URL: orderURL, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"outlet_name":"Cabang Dago"`}},
			{Name: "and so does their list", Method: "GET", URL: "/api/orders", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"outlet_name":"Cabang Dago"`}},
			{Name: "the Admin at the first outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": first.ID}, WantStatus: 200},
			{Name: "does not ring it up there", Method: "POST", URL: "/api/sales", Cookie: admin.Cookie, Body: sale, WantStatus: 409,
				WantContains: []string{`"detail":"Pesanan ini diambil di Cabang Dago: proses di kasir outlet tersebut."`}},
			{Name: "the second outlet's cashier does", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie, Body: sale, WantStatus: 201},
			{Name: "the order is processed", Method: "GET", URL: orderURL, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"status":"Processed"`}},
		})

		var soldAt int64
		if err := env.DB.NewRaw("SELECT outlet_id FROM sales_transactions").Scan(t.Context(), &soldAt); err != nil || soldAt != dago.ID {
			t.Fatalf("the order's sale at outlet %d (%v), want %d", soldAt, err, dago.ID)
		}

		// Cancelling an order gives its stock back where it was reserved.
		again := apptest.Do(t, h, "POST", "/api/orders", withOutlet(cart(glass, 1), first.ID), budi.Cookie, nil)
		again.JSON(t, &order)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "cancelled", Method: "PATCH", URL: fmt.Sprint("/api/orders/", order.ID), Cookie: kasir.Cookie,
				Body: map[string]any{"status": "Cancelled"}, WantStatus: 200},
		})
		var moves []struct {
			Reason   string `bun:"reason"`
			Delta    int64  `bun:"delta"`
			OutletID int64  `bun:"outlet_id"`
		}
		if err := env.DB.NewRaw("SELECT reason, delta, outlet_id FROM stock_movements WHERE product_id = ? AND reason LIKE 'order%' ORDER BY id", glass.ID).Scan(t.Context(), &moves); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("[{order_reserved -2 %[2]d} {order_reserved -1 %[1]d} {order_released 1 %[1]d}]", first.ID, dago.ID)
		if got := fmt.Sprint(moves); got != want {
			t.Fatalf("ledger %s, want %s", got, want)
		}
	})
}

// Two members ordering an outlet's last unit at once: one gets it, the other is told it is gone
// there; the other outlet's stock is untouched.
func TestTwoMembersRaceForAnOutletsLastUnit(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		members := []apptest.Person{env.SignedIn(t, core.RoleMember), env.SignedIn(t, core.RoleMember)}
		dago := dagoOutlet(t, env, admin, kasir)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 5)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "and stocks one glass there", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{"delta": 1}, WantStatus: 200},
		})
		statuses := make([]int, len(members))
		var wg sync.WaitGroup
		for i, m := range members {
			wg.Go(func() {
				statuses[i] = apptest.Do(t, h, "POST", "/api/orders", withOutlet(cart(glass, 1), dago.ID), m.Cookie, nil).Status
			})
		}
		wg.Wait()
		if fmt.Sprint(statuses) != "[201 409]" && fmt.Sprint(statuses) != "[409 201]" {
			t.Fatalf("the last unit: %v", statuses)
		}
		p, err := env.Catalog.StockAtOutlets(t.Context(), []core.Product{{ID: glass.ID}})
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(p[0].StockByOutlet); got != fmt.Sprintf("[{%d Konter 5} {%d Cabang Dago 0}]", p[0].StockByOutlet[0].OutletID, dago.ID) {
			t.Fatalf("stock after the race: %s", got)
		}
	})
}

// A shop of one outlet names no outlet to visitors or members, as before outlets.
func TestAOneOutletShopNamesNoPickupOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		budi := env.SignedIn(t, core.RoleMember)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 5)
		res := apptest.Do(t, h, "POST", "/api/orders", cart(glass, 1), budi.Cookie, nil)
		var order core.OrderDetail
		res.JSON(t, &order)
		if res.Status != 201 || order.Outlet != nil {
			t.Fatalf("order: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "no outlets on the product", Method: "GET", URL: fmt.Sprint("/api/products/", glass.ID), WantStatus: 200,
				WantMissing: []string{"available_at"}},
			{Name: "no outlet on the order", Method: "GET", URL: fmt.Sprint("/api/me/orders/", order.ID), Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{`"outlet":null`}},
		})
	})
}
