package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// With blind close on, a cashier counts the drawer without being told what should be in it:
// their open shift comes without the expected cash and the figures it follows from (cash
// taken, refunds, money per method), wherever they read it; once the close is recorded they
// see it all, and the Admin always does. Off, the cashier sees the expected cash.
func TestBlindCloseKeepsTheExpectedCashFromTheCashier(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		kesing := addProduct(t, env, "Kesing Redmi", "Aksesoris", 50_000, 5)
		var opened httpapi.Shift
		apptest.Do(t, h, "POST", "/api/shifts", map[string]any{"opening_cash": 100_000}, kasir.Cookie, nil).JSON(t, &opened)
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": kesing.ID, "quantity": 1}},
			"payment_method": "tunai", "paid_amount": 50_000}, kasir.Cookie, nil)
		shift := fmt.Sprintf("/api/shifts/%d", opened.ID)
		hidden := []string{"150000", `"cash_taken":50000`, `"tunai"`}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "off, the cashier sees what should be in the drawer", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"expected_cash":150000`, `"blind":false`}},
			{Name: "the owner turns blind close on", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{core.SettingBlindClose: "true"}, WantStatus: 200},
			{Name: "the cashier's current shift", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"expected_cash":null`, `"cash_taken":null`, `"per_method":null`, `"blind":true`}, WantMissing: hidden},
			{Name: "the cashier's list of shifts", Method: "GET", URL: "/api/shifts", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"blind":true`}, WantMissing: hidden},
			{Name: "the cashier's Z report so far", Method: "GET", URL: shift, Cookie: kasir.Cookie, WantStatus: 200, WantMissing: hidden},
			{Name: "cash put in", Method: "POST", URL: shift + "/cash-moves", Cookie: kasir.Cookie, WantStatus: 201,
				Body: map[string]any{"direction": "in", "amount": 10_000, "reason": "Uang kecil"}, WantMissing: []string{"160000"}},
			{Name: "the Admin sees it all", Method: "GET", URL: shift, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"expected_cash":160000`, `"cash_taken":50000`, `"blind":false`}},
			{Name: "the Admin's drawers", Method: "GET", URL: "/api/shifts/drawers", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"expected_cash":160000`}},
			{Name: "the cashier closes counting Rp 155.000 and then sees the difference", Method: "POST", URL: shift + "/close", Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": 155_000}, WantStatus: 200,
				WantContains: []string{`"expected_cash":160000`, `"difference":-5000`, `"blind":false`}},
		})
	})
}
