package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// The public catalog is kept between changes; every change a visitor could see shows at once.
func TestPublicCatalogFollowsEveryChange(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10)
		detail := fmt.Sprintf("/api/products/%d", charger.ID)
		list := "/api/products?category=Aksesoris"
		line := []map[string]any{{"product_id": charger.ID, "quantity": 3}}

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a visitor reads the list", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"total":1`, `"stock":10`}, WantMissing: []string{"buy_price"}},
			{Name: "a visitor reads the product", Method: "GET", URL: detail,
				WantStatus: 200, WantContains: []string{`"stock":10`}, WantMissing: []string{"buy_price"}},
			{Name: "staff read the same list with the cost", Method: "GET", URL: list, Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"buy_price":125000`}},
			{Name: "staff read the same product with the cost", Method: "GET", URL: detail, Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"buy_price":125000`}},
			{Name: "a sale takes 3", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"items": line, "customer_type": "umum", "payment_method": "tunai", "paid_amount": 1_000_000}, WantStatus: 201},
			{Name: "the visitor's list shows 7 left", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"stock":7`}},
			{Name: "the visitor's product page shows 7 left", Method: "GET", URL: detail,
				WantStatus: 200, WantContains: []string{`"stock":7`}},
			{Name: "a member orders 3", Method: "POST", URL: "/api/orders", Cookie: member.Cookie,
				Body: map[string]any{"items": line}, WantStatus: 201},
			{Name: "the member sees the reservation", Method: "GET", URL: detail, Cookie: member.Cookie,
				WantStatus: 200, WantContains: []string{`"stock":4`}, WantMissing: []string{"buy_price"}},
			{Name: "stock added at the back-office", Method: "POST", URL: detail + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": 20, "note": "Barang datang"}, WantStatus: 200},
			{Name: "the visitor sees the new stock", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"stock":24`}},
		})

		kabel := addProduct(t, env, "Kabel Data", "Aksesoris", 35_000, 5)
		inStock := list + "&in_stock=true"
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a new product is in the list", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"total":2`, "Kabel Data"}},
			{Name: "both are in stock", Method: "GET", URL: inStock,
				WantStatus: 200, WantContains: []string{`"total":2`, "Kabel Data"}},
			{Name: "the cable sells out", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"items": []map[string]any{{"product_id": kabel.ID, "quantity": 5}}, "customer_type": "umum", "payment_method": "tunai", "paid_amount": 1_000_000}, WantStatus: 201},
			{Name: "the sold-out cable leaves the in-stock list", Method: "GET", URL: inStock,
				WantStatus: 200, WantContains: []string{`"total":1`}, WantMissing: []string{"Kabel Data"}},
			{Name: "and stays in the full list at 0", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"total":2`, `"name":"Kabel Data"`, `"stock":0`}},
		})
		holder := addProduct(t, env, "Holder Mobil", "Aksesoris", 55_000, 2)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the holder is listed", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"total":3`, "Holder Mobil"}},
		})
		if err := env.Catalog.DeleteProduct(t.Context(), holder.ID); err != nil {
			t.Fatal(err)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a deleted product is gone from the list", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"total":2`}, WantMissing: []string{"Holder Mobil"}},
			{Name: "and its page is not found", Method: "GET", URL: fmt.Sprintf("/api/products/%d", holder.ID), WantStatus: 404},
		})
	})
}
