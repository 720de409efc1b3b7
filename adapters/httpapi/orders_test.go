package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// cart is the body of POST /api/orders: product and quantity pairs.
func cart(lines ...any) map[string]any {
	items := []map[string]any{}
	for i := 0; i+1 < len(lines); i += 2 {
		items = append(items, map[string]any{"product_id": lines[i].(core.Product).ID, "quantity": lines[i+1]})
	}
	return map[string]any{"items": items}
}

func TestMembersOrderForPickup(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		budi := env.SignedIn(t, core.RoleMember)
		kasir := env.SignedIn(t, core.RoleKasir)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 249_000, 5)
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 350_000, 1)
		product := func(p core.Product) string { return fmt.Sprintf("/api/products/%d", p.ID) }
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "visitors sign in first", Method: "POST", URL: "/api/orders", Body: cart(charger, 1), WantStatus: 401},
			{Name: "staff do not order", Method: "POST", URL: "/api/orders", Cookie: kasir.Cookie, Body: cart(charger, 1), WantStatus: 403},
			{Name: "empty cart", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Body: cart(),
				WantStatus: 422, WantContains: []string{`"detail":"Keranjang Anda kosong."`}},
			{Name: "no items at all", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Body: "{}",
				WantStatus: 422, WantContains: []string{"Keranjang Anda kosong."}},
			{Name: "quantity at least 1", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Body: cart(charger, 0),
				WantStatus: 422, WantContains: []string{"Jumlah barang minimal 1."}},
			{Name: "the client sends no money", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body:       map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 1, "price_at_order": 1}}},
				WantStatus: 422, WantContains: []string{"price_at_order"}},
			{Name: "a deleted product", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body:       map[string]any{"items": []map[string]any{{"product_id": 999999, "quantity": 1}}},
				WantStatus: 409, WantContains: []string{"Produk #999999 sudah tidak tersedia."}},
			{Name: "more than is left names the product and what is left", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body: cart(charger, 1, lcd, 2), WantStatus: 409, WantContains: []string{`"detail":"Stok LCD Samsung A10 hanya tersisa 1."`}},
			{Name: "the refused order reserved nothing", Method: "GET", URL: product(charger), WantStatus: 200,
				WantContains: []string{`"stock":5`}},
			{Name: "nothing was written", Method: "GET", URL: "/api/me/orders", Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{`"items":[]`, `"total":0`}},
			{Name: "lines of one product are merged and priced by the server", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie,
				Body: cart(charger, 2, lcd, 1, charger, 1), WantStatus: 201,
				WantContains: []string{`"order_number":"ORD-20261122-`, `"total_amount":1097000`, `"status":"Pending"`,
					`"quantity":3,"price_at_order":249000,"product_name":"Charger 25W"`}},
			{Name: "stock is reserved", Method: "GET", URL: product(charger), WantStatus: 200, WantContains: []string{`"stock":2`}},
			{Name: "the last unit went", Method: "GET", URL: product(lcd), WantStatus: 200, WantContains: []string{`"stock":0`}},
			{Name: "sold out", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Body: cart(lcd, 1),
				WantStatus: 409, WantContains: []string{"Stok LCD Samsung A10 sudah habis."}},
			{Name: "the ledger names the order", Method: "GET", URL: product(charger) + "/movements", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"delta":-3,"stock_after":2,"reason":"order_reserved","reference":"ORD-20261122-`}},
			{Name: "an ordered product cannot be deleted", Method: "DELETE", URL: product(lcd), Cookie: kasir.Cookie,
				WantStatus: 409, WantContains: []string{"Gagal menghapus: Produk ini sudah digunakan dalam transaksi"}},
		})

		// After midnight in Jakarta (still the 22nd in UTC) the number carries the shop's date.
		env.Clock.Set(time.Date(2026, 11, 22, 17, 30, 0, 0, time.UTC))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "numbered by the shop's day", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Body: cart(charger, 1),
				WantStatus: 201, WantContains: []string{`"order_number":"ORD-20261123-`}},
		})
	})
}

func TestCheckoutRetriesMakeOneOrder(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		budi := env.SignedIn(t, core.RoleMember)
		siti := env.SignedIn(t, core.RoleMember)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		key := map[string]string{"Idempotency-Key": "5b0e1f3c-7d2a-4c1e-9f7b-2a6d8e4c1b90"}
		first := apptest.Do(t, h, "POST", "/api/orders", cart(glass, 2), budi.Cookie, key)
		again := apptest.Do(t, h, "POST", "/api/orders", cart(glass, 2), budi.Cookie, key)
		var a, b core.OrderDetail
		first.JSON(t, &a)
		again.JSON(t, &b)
		if first.Status != 201 || again.Status != 200 || a.ID != b.ID || a.OrderNumber != b.OrderNumber || len(b.Items) != 1 {
			t.Fatalf("retry: %d %s / %d %s", first.Status, first.Body, again.Status, again.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "stock moved once", Method: "GET", URL: fmt.Sprintf("/api/products/%d", glass.ID), WantStatus: 200,
				WantContains: []string{`"stock":8`}},
			{Name: "the same key for another cart", Method: "POST", URL: "/api/orders", Cookie: budi.Cookie, Headers: key,
				Body: cart(glass, 3), WantStatus: 409, WantContains: []string{"Idempotency-Key ini sudah dipakai"}},
			{Name: "keys belong to one member", Method: "POST", URL: "/api/orders", Cookie: siti.Cookie, Headers: key,
				Body: cart(glass, 2), WantStatus: 201},
			{Name: "one order for budi", Method: "GET", URL: "/api/me/orders", Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`}},
		})
	})
}

func TestMembersSeeOnlyTheirOwnOrders(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		budi := env.SignedIn(t, core.RoleMember)
		siti := env.SignedIn(t, core.RoleMember)
		admin := env.SignedIn(t, core.RoleAdmin)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 249_000, 5)
		cable := addProduct(t, env, "Kabel Data Type-C", "Aksesoris", 35_000, 5)
		var older, newer, hers core.OrderDetail
		apptest.Do(t, h, "POST", "/api/orders", cart(charger, 1), budi.Cookie, nil).JSON(t, &older)
		env.Clock.Advance(time.Hour)
		apptest.Do(t, h, "POST", "/api/orders", cart(cable, 2, charger, 1), budi.Cookie, nil).JSON(t, &newer)
		apptest.Do(t, h, "POST", "/api/orders", cart(cable, 1), siti.Cookie, nil).JSON(t, &hers)

		var mine core.Page[core.Order]
		apptest.Do(t, h, "GET", "/api/me/orders", nil, budi.Cookie, nil).JSON(t, &mine)
		if mine.Total != 2 || len(mine.Items) != 2 || mine.Items[0].ID != newer.ID || mine.Items[1].ID != older.ID {
			t.Fatalf("budi's orders, newest first: %+v", mine)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "detail with lines and products", Method: "GET", URL: fmt.Sprintf("/api/me/orders/%d", newer.ID), Cookie: budi.Cookie,
				WantStatus: 200, WantContains: []string{`"total_amount":319000`, `"product_name":"Kabel Data Type-C"`, `"quantity":2,"price_at_order":35000`}},
			{Name: "another member's order is not found", Method: "GET", URL: fmt.Sprintf("/api/me/orders/%d", hers.ID), Cookie: budi.Cookie,
				WantStatus: 404, WantContains: []string{"Pesanan tidak ditemukan."}, WantMissing: []string{hers.OrderNumber}},
			{Name: "paging", Method: "GET", URL: "/api/me/orders?per_page=1&page=2", Cookie: budi.Cookie, WantStatus: 200,
				WantContains: []string{older.OrderNumber, `"total":2`}, WantMissing: []string{newer.OrderNumber}},
			{Name: "visitors sign in", Method: "GET", URL: "/api/me/orders", WantStatus: 401},
			{Name: "staff have no member orders", Method: "GET", URL: "/api/me/orders", Cookie: admin.Cookie, WantStatus: 403},
			{Name: "a deleted member's orders stay", Method: "DELETE", URL: fmt.Sprintf("/api/members/%d", siti.ID), Cookie: admin.Cookie,
				WantStatus: 204},
		})
		var memberID *int64
		if err := env.DB.NewRaw("SELECT member_id FROM orders WHERE id = ?", hers.ID).Scan(t.Context(), &memberID); err != nil || memberID != nil {
			t.Fatalf("the deleted member's order: member %v, %v", memberID, err)
		}
		if !strings.HasPrefix(hers.OrderNumber, "ORD-") {
			t.Fatalf("order number %q", hers.OrderNumber)
		}
	})
}
