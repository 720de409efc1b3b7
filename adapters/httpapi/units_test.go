package httpapi_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// Staff receive phones by their IMEIs, find them by a part of the number and read a unit's story.
func TestUnitsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		p, err := env.Catalog.AddProduct(context.Background(), catalog.ProductInput{Name: "Redmi Note 13", Category: "HP", Barcode: "RN13", Tracked: true}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		staff := env.SignedIn(t, core.RoleKasir).Cookie
		stock := fmt.Sprintf("/api/products/%d/stock", p.ID)
		imeis := map[string]any{"units": []map[string]string{{"imei": "490154203237518"}, {"imei": "356938035643809", "imei2": "356938035643817"}}}
		h := env.Handler()
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an IMEI with a wrong check digit", Method: "POST", URL: stock, Cookie: staff, WantStatus: 422,
				Body: map[string]any{"units": []map[string]string{{"imei": "490154203237519"}}}, WantContains: []string{"IMEI 490154203237519 tidak valid."}},
			{Name: "a quantity without numbers", Method: "POST", URL: stock, Cookie: staff, WantStatus: 422,
				Body: map[string]any{"delta": 2}, WantContains: []string{"Masukkan IMEI atau nomor seri setiap unit Redmi Note 13."}},
			{Name: "two phones by their IMEIs", Method: "POST", URL: stock, Cookie: staff, Body: imeis, WantStatus: 200,
				WantContains: []string{`"stock":2`, `"tracked":true`}},
			{Name: "the same IMEIs again", Method: "POST", URL: stock, Cookie: staff, Body: imeis, WantStatus: 422,
				WantContains: []string{"Nomor 490154203237518 sudah terdaftar di toko."}},
			{Name: "search on a part of the second IMEI", Method: "GET", URL: "/api/units?q=43817", Cookie: staff, WantStatus: 200,
				WantContains: []string{`"total":1`, `"imei":"356938035643809"`, `"product_name":"Redmi Note 13"`, `"status":"in_stock"`}},
			{Name: "a scanned IMEI", Method: "GET", URL: "/api/units/by-number/490154203237518", Cookie: staff, WantStatus: 200,
				WantContains: []string{`"imei":"490154203237518"`}},
			{Name: "an unknown IMEI", Method: "GET", URL: "/api/units/by-number/490154203237500", Cookie: staff, WantStatus: 404,
				WantContains: []string{"Unit tidak ditemukan."}},
			{Name: "members do not look up units", Method: "GET", URL: "/api/units?q=4901", Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
		})
		u, err := env.Catalog.UnitByNumber(context.Background(), "490154203237518")
		if err != nil {
			t.Fatal(err)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a unit's story", Method: "GET", URL: fmt.Sprintf("/api/units/%d", u.ID), Cookie: staff, WantStatus: 200,
				WantContains: []string{`"reason":"restock"`, `"delta":1`, `"received_on":"`}},
			{Name: "the product's ledger names each unit", Method: "GET", URL: fmt.Sprintf("/api/products/%d/movements", p.ID), Cookie: staff,
				WantStatus: 200, WantContains: []string{`"unit_number":"490154203237518"`, `"unit_number":"356938035643809"`}},
		})
	})
}
