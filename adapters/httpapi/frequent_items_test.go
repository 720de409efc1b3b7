package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sales"
)

// The cashier's tiles: what the Admin pinned, then the most sold of the last 30 shop-local days.
func TestFrequentItems(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		admin := env.SignedIn(t, core.RoleAdmin)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		cable := addProduct(t, env, "Kabel USB-C", "Aksesoris", 45_000, 10)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10)
		casing := addProduct(t, env, "Casing Bening", "Aksesoris", 20_000, 10)
		cashier := kasir.Principal(t, env)
		sell := func(at time.Time, p core.Product, quantity int64) {
			t.Helper()
			env.Clock.Set(at)
			_, err := env.Sales.RingUpSale(t.Context(), cashier, sales.SaleInput{
				Lines: []sales.Line{{ProductID: p.ID, Quantity: quantity}}, PaymentMethod: core.PayCash, Paid: 10_000_000,
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		// Today is 22 November in Jakarta: the 30 days start on 24 October, 00:00 there (17:00 UTC).
		sell(time.Date(2026, 10, 23, 16, 30, 0, 0, time.UTC), casing, 5)  // 23:30 on 23 October: too old
		sell(time.Date(2026, 10, 23, 17, 30, 0, 0, time.UTC), charger, 2) // 00:30 on 24 October
		sell(apptest.Start, cable, 3)
		env.Clock.Set(apptest.Start)

		pin := func(id int64) string { return fmt.Sprintf("/api/products/%d/pinned", id) }
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "anonymous", Method: "GET", URL: "/api/frequent-items", WantStatus: 401},
			{Name: "a member", Method: "GET", URL: "/api/frequent-items", Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "the kasir may not pin", Method: "PUT", URL: pin(glass.ID), Cookie: kasir.Cookie,
				Body: map[string]any{"pinned": true}, WantStatus: 403},
			{Name: "pin or unpin must be said", Method: "PUT", URL: pin(glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{}, WantStatus: 422, WantContains: []string{"Pilih apakah barang disematkan di kasir."}},
			{Name: "unknown product", Method: "PUT", URL: pin(999999), Cookie: admin.Cookie,
				Body: map[string]any{"pinned": true}, WantStatus: 404, WantContains: []string{"Produk tidak ditemukan."}},
			{Name: "the Admin pins", Method: "PUT", URL: pin(glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{"pinned": true}, WantStatus: 200, WantContains: []string{`"pinned_at_counter":true`}},
		})

		tiles := func() []string {
			t.Helper()
			res := apptest.Do(t, h, "GET", "/api/frequent-items", nil, kasir.Cookie, nil)
			var body struct {
				Items []struct {
					Product core.Product `json:"product"`
					Sold    int64        `json:"sold"`
				} `json:"items"`
			}
			res.JSON(t, &body)
			if res.Status != 200 {
				t.Fatalf("frequent items: %d %s", res.Status, res.Body)
			}
			var out []string
			for _, it := range body.Items {
				out = append(out, fmt.Sprintf("%s %d stock %d", it.Product.Name, it.Sold, it.Product.Stock))
			}
			return out
		}
		want := []string{"Tempered Glass 0 stock 10", "Kabel USB-C 3 stock 7", "Charger 25W 2 stock 8"}
		if got := tiles(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("tiles %q, want %q", got, want)
		}

		// Unpinned, a product without sales leaves; a pinned best seller is shown once.
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "unpin", Method: "PUT", URL: pin(glass.ID), Cookie: admin.Cookie, Body: map[string]any{"pinned": false}, WantStatus: 200},
			{Name: "pin a best seller", Method: "PUT", URL: pin(charger.ID), Cookie: admin.Cookie, Body: map[string]any{"pinned": true}, WantStatus: 200},
		})
		want = []string{"Charger 25W 2 stock 8", "Kabel USB-C 3 stock 7"}
		if got := tiles(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("tiles %q, want %q", got, want)
		}

		// Editing the product in the form keeps its pin.
		res := apptest.Do(t, h, "PUT", fmt.Sprintf("/api/products/%d", charger.ID), map[string]any{
			"name": "Charger 25W PD", "category": "Aksesoris", "barcode": charger.Barcode, "retail_price": 250_000,
		}, kasir.Cookie, nil)
		if res.Status != 200 || !strings.Contains(string(res.Body), `"pinned_at_counter":true`) {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
	})
}
