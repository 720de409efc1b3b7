package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// The owner sets a warranty per category; a phone sold with it is found by its IMEI at the
// repair counter, and taken in as a warranty repair.
func TestWarrantyAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Redmi Note 13", Category: "HP", Barcode: "RN13", Tracked: true, RetailPrice: 2_000_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Catalog.AddStock(ctx, p.ID, catalog.StockInput{Units: []catalog.UnitNumbers{{IMEI: "490154203237518"}}}, env.AtShop); err != nil {
			t.Fatal(err)
		}
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi"})
		admin, kasir := env.SignedIn(t, core.RoleAdmin).Cookie, env.SignedIn(t, core.RoleKasir).Cookie
		h := env.Handler()
		unit := findUnitID(t, env, "490154203237518")
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a warranty without days is refused", Method: "PUT", URL: "/api/settings", Cookie: admin, WantStatus: 422,
				Body:         map[string]any{"warranties": `[{"category":"HP","name":"Garansi toko","days":0}]`},
				WantContains: []string{core.MsgWarrantyDays, `"location":"warranties"`}},
			{Name: "tracked categories that are no list", Method: "PUT", URL: "/api/settings", Cookie: admin, WantStatus: 422,
				Body: map[string]any{"trackedCategories": "Handphone"}, WantContains: []string{core.MsgTrackedCategories}},
			{Name: "a cashier cannot set warranties", Method: "PUT", URL: "/api/settings", Cookie: kasir, WantStatus: 403,
				Body: map[string]any{"warranties": `[{"category":"HP","name":"Garansi toko 7 hari","days":7}]`}},
			{Name: "the owner gives phones 7 days", Method: "PUT", URL: "/api/settings", Cookie: admin, WantStatus: 200,
				Body: map[string]any{"warranties": `[{"category":"HP","name":"Garansi toko 7 hari","days":7}]`}},
			{Name: "the phone sold by its IMEI", Method: "POST", URL: "/api/sales", Cookie: kasir, WantStatus: 201,
				Body: map[string]any{"items": []map[string]any{{"product_id": p.ID, "quantity": 1, "unit_ids": []int64{unit}}},
					"customer_id": cust.ID, "payment_method": "tunai", "paid_amount": 2_000_000},
				WantContains: []string{`"warranty_name":"Garansi toko 7 hari"`, `"warranty_until":"2026-11-29"`, `"imei":"490154203237518"`}},
		})
		env.Clock.Advance(5 * 24 * time.Hour)
		intake := func(imei string) map[string]any {
			return map[string]any{"customer_id": cust.ID, "category": "Handphone", "device_type": "Redmi Note 13",
				"damage_type": "Layar", "description": "Bergaris", "imei": imei, "warranty_repair": true}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the repair counter checks the IMEI", Method: "GET", URL: "/api/warranty/490154203237518", Cookie: kasir, WantStatus: 200,
				WantContains: []string{`"under_warranty":true`, `"customer_name":"Budi"`, `"sale_number":"TRX-`, `"warranty_until":"2026-11-29"`}},
			{Name: "an IMEI the shop never sold", Method: "GET", URL: "/api/warranty/356938035643809", Cookie: kasir, WantStatus: 404,
				WantContains: []string{"IMEI/serial ini tidak tercatat sebagai unit yang dijual toko."}},
			{Name: "members do not check warranties", Method: "GET", URL: "/api/warranty/490154203237518",
				Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "a warranty repair of a phone not sold here", Method: "POST", URL: "/api/service-entries", Cookie: kasir, WantStatus: 422,
				Body: intake("356938035643809"), WantContains: []string{"IMEI/serial ini tidak tercatat sebagai unit yang dijual toko.", `"location":"warranty_repair"`}},
			{Name: "a warranty repair of the phone sold here", Method: "POST", URL: "/api/service-entries", Cookie: kasir, WantStatus: 201,
				Body: intake("490154203237518"), WantContains: []string{`"warranty_repair":true`, fmt.Sprintf(`"unit_id":%d`, unit)}},
		})
	})
}

func findUnitID(t *testing.T, env *apptest.Env, number string) int64 {
	t.Helper()
	u, err := env.Catalog.UnitByNumber(context.Background(), number)
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}
