package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shop"
)

func TestStaffManageMemberOrders(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		ctx := t.Context()
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		phone := addProduct(t, env, "Redmi 13C", "Handphone", 1_499_000, 5)
		stock := func() int64 { p, _ := env.Catalog.ProductDetail(ctx, phone.ID); return p.Stock }
		order := func() core.OrderDetail {
			o, _, err := env.Shop.PlaceOrder(ctx, member.Principal(t, env), shop.OrderInput{Items: []shop.OrderLine{{ProductID: phone.ID, Quantity: 2}}})
			if err != nil {
				t.Fatal(err)
			}
			return o
		}
		first, second := order(), order()
		if stock() != 1 {
			t.Fatalf("reserved stock: %d", stock())
		}
		url := func(o core.OrderDetail) string { return fmt.Sprintf("/api/orders/%d", o.ID) }
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "list with the member's contact", Method: "GET", URL: "/api/orders", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`, `"member_name":"` + member.FullName + `"`, first.OrderNumber}},
			{Name: "detail with lines", Method: "GET", URL: url(first), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"product_name":"Redmi 13C"`, `"price_at_order":1499000`, `"quantity":2`}},
			{Name: "members cannot manage", Method: "GET", URL: "/api/orders", Cookie: member.Cookie, WantStatus: 403},
			{Name: "bad status", Method: "PATCH", URL: url(first), Cookie: kasir.Cookie, Body: map[string]any{"status": "Lunas"}, WantStatus: 422},
			{Name: "cancel releases the stock", Method: "PATCH", URL: url(second), Cookie: kasir.Cookie, Body: map[string]any{"status": "Cancelled"}, WantStatus: 200},
		})
		if stock() != 3 {
			t.Fatalf("after cancelling: %d", stock())
		}
		hist, _ := env.Ledger.History(ctx, phone.ID, core.PageRequest{})
		if hist.Items[0].Reason != core.ReasonOrderReleased || hist.Items[0].Reference != second.OrderNumber {
			t.Fatalf("ledger: %+v", hist.Items[0])
		}

		// Paid at the counter: the sale takes the order's lines, the stock leaves once.
		res := apptest.Do(t, h, "POST", "/api/sales", map[string]any{"order_id": first.ID, "payment_method": "tunai", "paid_amount": 3_000_000}, kasir.Cookie, nil)
		var sale httpapi.Sale
		res.JSON(t, &sale)
		if res.Status != 201 || sale.Total != 2_998_000 || *sale.CustomerName != member.FullName || len(sale.Items) != 1 || sale.Items[0].Quantity != 2 {
			t.Fatalf("order sale: %d %s", res.Status, res.Body)
		}
		if stock() != 3 {
			t.Fatalf("the order's stock was deducted twice: %d", stock())
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the order is processed and linked", Method: "GET", URL: url(first), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"status":"Processed"`, fmt.Sprintf(`"sale_id":%d`, sale.ID)}},
			{Name: "it cannot be paid twice", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"order_id": first.ID, "payment_method": "tunai", "paid_amount": 3_000_000}, WantStatus: 409,
				WantContains: []string{"Pesanan ini sudah diproses atau dibatalkan."}},
			{Name: "a paid order is not cancelled", Method: "PATCH", URL: url(first), Cookie: kasir.Cookie, Body: map[string]any{"status": "Cancelled"}, WantStatus: 409},
			{Name: "a cancelled order is not paid", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"order_id": second.ID, "payment_method": "tunai", "paid_amount": 3_000_000}, WantStatus: 409},
		})

		// Leaving Cancelled reserves again, or is refused when the stock is gone.
		if _, err := env.Ledger.Move(t.Context(), env.AtShop.Outlet, core.StockChange{ProductID: phone.ID, Delta: -2, Reason: core.ReasonAdjustment}); err != nil {
			t.Fatal(err)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "re-reserve refused without stock", Method: "PATCH", URL: url(second), Cookie: kasir.Cookie, Body: map[string]any{"status": "Pending"}, WantStatus: 409,
				WantContains: []string{"Stok Redmi 13C tidak mencukupi"}},
		})
		apptest.Do(t, h, "POST", "/api/products/"+fmt.Sprint(phone.ID)+"/stock", map[string]any{"delta": 5}, kasir.Cookie, nil)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "re-reserve", Method: "PATCH", URL: url(second), Cookie: kasir.Cookie, Body: map[string]any{"status": "Pending"}, WantStatus: 200},
		})
		if stock() != 4 {
			t.Fatalf("after re-reserving: %d", stock())
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "delete releases first", Method: "DELETE", URL: url(second), Cookie: kasir.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: url(second), Cookie: kasir.Cookie, WantStatus: 404},
		})
		if stock() != 6 {
			t.Fatalf("after deleting a pending order: %d", stock())
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "deleting a member keeps the order", Method: "DELETE", URL: fmt.Sprintf("/api/members/%d", member.ID), Cookie: env.SignedIn(t, core.RoleAdmin).Cookie, WantStatus: 204},
			{Name: "the order shows without a member", Method: "GET", URL: url(first), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"member_id":null`, `"member_name":null`}},
		})
	})
}
