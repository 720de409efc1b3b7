package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shifts"
)

// Buka Laci: a cashier opens the drawer without a sale, with a reason, in their own open shift;
// it moves no money and the Admin sees who, when and why in the shift report, also once the
// shift is closed. Another cashier, a member and a closed shift are refused.
func TestBukaLaciIsRecordedInTheShift(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir, other := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		var shift struct {
			ID int64 `json:"id"`
		}
		apptest.Do(t, h, "POST", "/api/shifts", map[string]any{"opening_cash": 200_000}, kasir.Cookie, nil).JSON(t, &shift)
		openings := fmt.Sprintf("/api/shifts/%d/drawer-openings", shift.ID)
		report := fmt.Sprintf("/api/shifts/%d", shift.ID)

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "without a reason", Method: "POST", URL: openings, Cookie: kasir.Cookie,
				Body: map[string]any{"reason": "  "}, WantStatus: 422, WantContains: []string{shifts.MsgNoMoveReason}},
			{Name: "the cashier opens the drawer to give change", Method: "POST", URL: openings, Cookie: kasir.Cookie,
				Body: map[string]any{"reason": "Tukar uang receh"}, WantStatus: 201,
				WantContains: []string{`"reason":"Tukar uang receh"`, `"user_name":"Kasir 2"`, `"expected_cash":200000`}},
			{Name: "another cashier's drawer", Method: "POST", URL: openings, Cookie: other.Cookie,
				Body: map[string]any{"reason": "x"}, WantStatus: 403, WantContains: []string{shifts.MsgOpenNotYours}},
			{Name: "members have no drawer", Method: "POST", URL: openings, Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				Body: map[string]any{"reason": "x"}, WantStatus: 403},
			{Name: "a shift that does not exist", Method: "POST", URL: "/api/shifts/999999/drawer-openings", Cookie: kasir.Cookie,
				Body: map[string]any{"reason": "x"}, WantStatus: 404},
			{Name: "the shift closes", Method: "POST", URL: report + "/close", Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": 200_000}, WantStatus: 200},
			{Name: "a closed shift's drawer", Method: "POST", URL: openings, Cookie: kasir.Cookie,
				Body: map[string]any{"reason": "x"}, WantStatus: 409, WantContains: []string{shifts.MsgClosed}},
			{Name: "the Admin sees it in the Z report, no money moved", Method: "GET", URL: report, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"drawer_openings":[{"id":`, `"reason":"Tukar uang receh","user_name":"Kasir 2"`, `"difference":0`}},
		})
	})
}
