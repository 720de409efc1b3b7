package httpapi_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/people"
	"github.com/konterhp/konter/core/sales"
)

// A sale rung up for a customer the Admin linked to a member's account shows in that member's
// Pesanan Saya with its receipt, its IMEI and its warranty; another member sees neither it in
// the list nor its receipt (404), and a sale to a customer not linked shows to nobody.
func TestAMemberSeesTheSalesRungUpForTheirAccount(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		budi, sari := env.SignedIn(t, core.RoleMember), env.SignedIn(t, core.RoleMember)
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Redmi Note 13", Category: "HP", Barcode: "RN13", Tracked: true, RetailPrice: 2_000_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Catalog.AddStock(ctx, p.ID, catalog.StockInput{Units: []catalog.UnitNumbers{{IMEI: "490154203237518"}}}, env.AtShop); err != nil {
			t.Fatal(err)
		}
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 50_000, 10)
		linked, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		walkIn, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		apptest.Do(t, h, "PUT", "/api/settings", map[string]any{"warranties": `[{"category":"HP","name":"Garansi toko 7 hari","days":7}]`}, admin.Cookie, nil)

		member := fmt.Sprintf("/api/customers/%d/member", linked.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a Kasir does not link accounts", Method: "PUT", URL: member, Cookie: kasir.Cookie, Body: map[string]any{"member_id": budi.User.ID}, WantStatus: 403},
			{Name: "a staff account is no member's", Method: "PUT", URL: member, Cookie: admin.Cookie, Body: map[string]any{"member_id": kasir.User.ID},
				WantStatus: 422, WantContains: []string{people.MsgMemberNotFound}},
			{Name: "the Admin links Budi's account", Method: "PUT", URL: member, Cookie: admin.Cookie, Body: map[string]any{"member_id": budi.User.ID},
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"member_id":%d`, budi.User.ID)}},
			{Name: "one account, one customer", Method: "PUT", URL: fmt.Sprintf("/api/customers/%d/member", walkIn.ID), Cookie: admin.Cookie,
				Body: map[string]any{"member_id": budi.User.ID}, WantStatus: 409, WantContains: []string{people.MsgMemberLinked}},
		})

		unit := findUnitID(t, env, "490154203237518")
		var phoneSale, walkInSale struct {
			ID     int64  `json:"id"`
			Number string `json:"transaction_id_display"`
		}
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": p.ID, "quantity": 1, "unit_ids": []int64{unit}}},
			"customer_id": linked.ID, "payment_method": "tunai", "paid_amount": 2_000_000}, kasir.Cookie, nil).JSON(t, &phoneSale)
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": glass.ID, "quantity": 1}},
			"customer_id": walkIn.ID, "payment_method": "tunai", "paid_amount": 50_000}, kasir.Cookie, nil).JSON(t, &walkInSale)

		mine := fmt.Sprintf("/api/me/purchases/%d", phoneSale.ID)
		notFound := []string{sales.MsgPurchaseNotFound}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "Budi's purchases list the phone with its warranty", Method: "GET", URL: "/api/me/purchases", Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1}`, `"transaction_id_display":"` + phoneSale.Number + `"`, `"warranty_name":"Garansi toko 7 hari"`, `"warranty_until":"2026-11-29"`}},
			{Name: "Budi opens its receipt", Method: "GET", URL: mine, Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{`"total_amount":2000000`, `"method":"tunai"`, `"imei":"490154203237518"`, `"warranty_until":"2026-11-29"`}},
			{Name: "Sari has no purchases", Method: "GET", URL: "/api/me/purchases", Cookie: sari.Cookie, WantStatus: 200, WantContains: []string{`"items":[]`, `"total":0`}},
			{Name: "Sari cannot open Budi's receipt", Method: "GET", URL: mine, Cookie: sari.Cookie, WantStatus: 404, WantContains: notFound},
			{Name: "a sale to the unlinked namesake is not Budi's", Method: "GET", URL: fmt.Sprintf("/api/me/purchases/%d", walkInSale.ID), Cookie: budi.Cookie,
				WantStatus: 404, WantContains: notFound},
			{Name: "a sale that does not exist", Method: "GET", URL: "/api/me/purchases/999999", Cookie: budi.Cookie, WantStatus: 404, WantContains: notFound},
			{Name: "staff use the back office", Method: "GET", URL: mine, Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "a visitor signs in first", Method: "GET", URL: mine, WantStatus: 401},
			{Name: "the Admin unlinks the account", Method: "PUT", URL: member, Cookie: admin.Cookie, Body: map[string]any{"member_id": nil}, WantStatus: 200,
				WantContains: []string{`"member_id":null`}},
			{Name: "and the receipt is no longer Budi's", Method: "GET", URL: mine, Cookie: budi.Cookie, WantStatus: 404, WantContains: notFound},
		})
	})
}
