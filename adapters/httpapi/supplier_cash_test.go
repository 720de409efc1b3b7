package httpapi_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shifts"
)

// A supplier paid in cash is paid out of the payer's drawer, in the same transaction: at the
// goods receipt and when the debt is paid later. With shifts required and none open, the cash
// payment is refused, asking for a shift; a drawer never pays more than should be in it; a
// transfer leaves the drawer alone. The shift's cash out and its Z report's moves show it.
func TestPayingASupplierInCashTakesItFromTheDrawer(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Distributor HP"})
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 0)
		receipt := func(invoice string, paid int64, method string) map[string]any {
			return map[string]any{"supplier_id": sup.ID, "invoice_number": invoice, "paid": paid, "method": method,
				"lines": []map[string]any{{"product_id": glass.ID, "quantity": 20, "buy_price": 5_000}}}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the owner makes cashiers open their shifts", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{core.SettingShiftRequired: "true"}, WantStatus: 200},
			{Name: "cash to the supplier with no shift open", Method: "POST", URL: "/api/goods-receipts", Cookie: kasir.Cookie,
				Body: receipt("INV-1", 40_000, "tunai"), WantStatus: 409, WantContains: []string{shifts.MsgShiftToPaySupplier}},
			{Name: "a way of paying the shop does not know", Method: "POST", URL: "/api/goods-receipts", Cookie: kasir.Cookie,
				Body: receipt("INV-1", 40_000, "cek"), WantStatus: 422, WantContains: []string{core.MsgUnknownMethod}},
			{Name: "a transfer needs no drawer", Method: "POST", URL: "/api/goods-receipts", Cookie: kasir.Cookie,
				Body: receipt("INV-1", 40_000, "transfer"), WantStatus: 201, WantContains: []string{`"paid":40000`}},
			{Name: "the cashier opens a shift", Method: "POST", URL: "/api/shifts", Cookie: kasir.Cookie,
				Body: map[string]any{"opening_cash": 300_000}, WantStatus: 201},
			{Name: "paid in cash at the receipt", Method: "POST", URL: "/api/goods-receipts", Cookie: kasir.Cookie,
				Body: receipt("INV-2", 100_000, "tunai"), WantStatus: 201},
			{Name: "the cashier's drawer paid it", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"cash_out":100000`, `"expected_cash":200000`, `"direction":"out"`, `"reason":"Bayar supplier PT Distributor HP (PB-`}},
		})
		page, err := env.Catalog.GoodsReceipts(ctx, core.GoodsReceiptFilter{})
		if err != nil || len(page.Items) != 2 {
			t.Fatalf("receipts %+v (%v)", page, err)
		}
		first := page.Items[1]
		pay := fmt.Sprintf("/api/goods-receipts/%d/payments", first.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin pays the debt in cash with no shift open", Method: "POST", URL: pay, Cookie: admin.Cookie,
				Body: map[string]any{"amount": 30_000, "method": "tunai"}, WantStatus: 409, WantContains: []string{shifts.MsgShiftToPaySupplier}},
			{Name: "the Admin opens a shift", Method: "POST", URL: "/api/shifts", Cookie: admin.Cookie,
				Body: map[string]any{"opening_cash": 20_000}, WantStatus: 201},
			{Name: "more than the Admin's drawer holds", Method: "POST", URL: pay, Cookie: admin.Cookie,
				Body: map[string]any{"amount": 30_000, "method": "tunai"}, WantStatus: 422, WantContains: []string{shifts.MsgSupplierCashShort}},
			{Name: "nothing was paid", Method: "GET", URL: fmt.Sprintf("/api/goods-receipts/%d", first.ID), Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"paid":40000`}},
			{Name: "what the drawer holds, in cash", Method: "POST", URL: pay, Cookie: admin.Cookie,
				Body: map[string]any{"amount": 20_000, "method": "tunai"}, WantStatus: 200, WantContains: []string{`"paid":60000`}},
			{Name: "the rest by transfer", Method: "POST", URL: pay, Cookie: admin.Cookie,
				Body: map[string]any{"amount": 40_000, "method": "transfer"}, WantStatus: 200, WantContains: []string{`"paid":100000`}},
			{Name: "the Admin's drawer gave the cash only", Method: "GET", URL: "/api/shifts/current", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"cash_out":20000`, `"expected_cash":0`, fmt.Sprintf(`"reason":"Bayar supplier PT Distributor HP (%s)"`, first.Number)}},
		})
	})
}
