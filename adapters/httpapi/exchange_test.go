package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// An exchange (tukar barang): a phone comes back, its value is kept as credit on the return,
// and a dearer phone is paid with that credit and cash. The credit is spent once; a void of the
// exchange gives it back.
func TestAnExchangePaysWithTheReturnsCredit(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		a15 := addProduct(t, env, "Samsung A15", "Handphone", 1_500_000, 5)
		a25 := addProduct(t, env, "Samsung A25", "Handphone", 1_800_000, 5)
		var first, exchange httpapi.Sale
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": a15.ID, "quantity": 1}},
			"payment_method": "tunai", "paid_amount": 1_500_000}, kasir.Cookie, nil).JSON(t, &first)
		var ret httpapi.SaleReturn
		res := apptest.Do(t, h, "POST", fmt.Sprintf("/api/sales/%d/returns", first.ID), map[string]any{
			"items": []map[string]any{{"sale_item_id": first.Items[0].ID, "quantity": 1}}, "reason": "Mau ganti A25",
			"refund_method": "tukar"}, admin.Cookie, nil)
		res.JSON(t, &ret)
		if res.Status != 201 || ret.CreditLeft != 1_500_000 || ret.Refund != 1_500_000 {
			t.Fatalf("return as credit: %d %s", res.Status, res.Body)
		}
		credit := func(amount int64, ref string) map[string]any {
			return map[string]any{"method": "tukar", "amount": amount, "reference": ref}
		}
		sale := func(payments ...map[string]any) map[string]any {
			return map[string]any{"items": []map[string]any{{"product_id": a25.ID, "quantity": 1}}, "payment_method": "tunai", "payments": payments}
		}
		cash := map[string]any{"method": "tunai", "amount": 300_000}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "credit without the return's number", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(credit(1_500_000, ""), cash), WantStatus: 422, WantContains: []string{core.MsgCreditReference}},
			{Name: "more than the credit", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(credit(1_600_000, ret.Number), map[string]any{"method": "tunai", "amount": 200_000}), WantStatus: 409,
				WantContains: []string{core.MsgCreditSpent}},
			{Name: "a return that is not one", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(credit(1_500_000, "RTR-19700101-000009"), cash), WantStatus: 409},
		})
		res = apptest.Do(t, h, "POST", "/api/sales", sale(credit(1_500_000, ret.Number), cash), kasir.Cookie, nil)
		res.JSON(t, &exchange)
		if res.Status != 201 || exchange.Paid != 1_800_000 || exchange.Change != 0 {
			t.Fatalf("the exchange: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the exchange's receipt names the credit", Method: "GET", URL: fmt.Sprintf("/api/sales/%d", exchange.ID), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"method":"tukar","amount":1500000,"change_amount":0,"reference":%q`, ret.Number)}},
			{Name: "the credit is spent once", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(credit(1_500_000, ret.Number), cash), WantStatus: 409, WantContains: []string{core.MsgCreditSpent}},
			{Name: "nothing is left of it", Method: "GET", URL: fmt.Sprintf("/api/returns/%d", ret.ID), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"credit_left":0`}},
			{Name: "the exchange voided", Method: "POST", URL: fmt.Sprintf("/api/sales/%d/void", exchange.ID), Cookie: admin.Cookie,
				Body: map[string]any{"reason": "Pelanggan batal"}, WantStatus: 200},
			{Name: "gives the credit back", Method: "GET", URL: fmt.Sprintf("/api/returns/%d", ret.ID), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"credit_left":1500000`}},
		})
		for _, p := range []struct {
			product core.Product
			want    int64
		}{{a15, 5}, {a25, 5}} {
			if got, _ := env.Catalog.ProductDetail(t.Context(), p.product.ID); got.Stock != p.want {
				t.Fatalf("%s: stock %d, want %d", p.product.Name, got.Stock, p.want)
			}
		}
	})
}
