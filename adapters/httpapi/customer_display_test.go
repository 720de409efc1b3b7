package httpapi_test

import (
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// The cashier's screen sends the cart and the QRIS to scan; the customer display, signed in as
// the same cashier on a tablet, reads it back. Another cashier's display stays their own.
func TestTheCustomerDisplayShowsItsCashiersCounter(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir, other := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		many := make([]map[string]any, 201)
		for i := range many {
			many[i] = map[string]any{"name": "Kabel", "quantity": 1, "total": 10_000}
		}
		cart := map[string]any{"stage": "qris", "total": 1_600_000, "paid": 1_000_000, "remaining": 600_000,
			"lines": []map[string]any{{"name": "Redmi Note 13", "quantity": 1, "total": 1_600_000}},
			"qris":  map[string]any{"payload": rafaelQRIS, "amount": 600_000}}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "nothing on the counter yet", Method: "GET", URL: "/api/customer-display", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"stage":"idle"`, `"lines":[]`}},
			{Name: "a stage it does not know", Method: "PUT", URL: "/api/customer-display", Cookie: kasir.Cookie,
				Body: map[string]any{"stage": "bayar"}, WantStatus: 422},
			{Name: "too many lines", Method: "PUT", URL: "/api/customer-display", Cookie: kasir.Cookie,
				Body: map[string]any{"stage": "cart", "lines": many}, WantStatus: 422},
			{Name: "members have no display", Method: "PUT", URL: "/api/customer-display", Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				Body: cart, WantStatus: 403},
			{Name: "nor has anyone signed out", Method: "GET", URL: "/api/customer-display", WantStatus: 401},
			{Name: "the cashier shows the cart and the QRIS", Method: "PUT", URL: "/api/customer-display", Cookie: kasir.Cookie,
				Body: cart, WantStatus: 200, WantContains: []string{`"stage":"qris"`}},
			{Name: "the tablet reads it", Method: "GET", URL: "/api/customer-display", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"name":"Redmi Note 13"`, `"total":1600000`, `"amount":600000`, `"payload":"000201`}},
			{Name: "another cashier's display is their own", Method: "GET", URL: "/api/customer-display", Cookie: other.Cookie,
				WantStatus: 200, WantContains: []string{`"stage":"idle"`}, WantMissing: []string{"Redmi"}},
		})
	})
}
