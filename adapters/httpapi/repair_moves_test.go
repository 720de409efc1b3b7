package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// A repair is taken in at the session's outlet and moves to another outlet's bench by the Admin
// or the staff of the outlet it is at; each move is recorded, and the customer's tracking shows
// where the device is now.
func TestARepairMovesBetweenOutlets(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		other := env.SignedIn(t, core.RoleKasir) // works at the first outlet only
		member := env.SignedIn(t, core.RoleMember)
		first := outletNamed(t, env, "Konter")
		dago := dagoOutlet(t, env, admin, kasir)
		phone := "081234567890"
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso", Phone: &phone})
		intake := map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10", "damage_type": "LCD pecah",
			"description": "Layar retak"}
		res := apptest.Do(t, h, "POST", "/api/service-entries", intake, kasir.Cookie, nil)
		var e core.ServiceEntry
		res.JSON(t, &e)
		if res.Status != 201 || e.OutletID != dago.ID || e.OutletName != "Cabang Dago" {
			t.Fatalf("taken in: %d %s", res.Status, res.Body)
		}
		moveURL := fmt.Sprintf("/api/service-entries/%d/move", e.ID)
		movesURL := fmt.Sprintf("/api/service-entries/%d/moves", e.ID)
		track := fmt.Sprint("/api/tracking/", e.ID)
		toFirst := map[string]any{"outlet_id": first.ID}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "tracking shows the outlet the device is at", Method: "GET", URL: track, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet":{"id":%d,"name":"Cabang Dago","address":"Jl. Dago No. 12, Bandung","phone":"022-2501234"}`, dago.ID)}},
			{Name: "so does the receipt's QR code", Method: "GET", URL: "/api/tracking?token=" + e.TrackingToken, WantStatus: 200,
				WantContains: []string{`"outlet":{"id":` + fmt.Sprint(dago.ID) + `,"name":"Cabang Dago"`}},
			{Name: "members do not move repairs", Method: "POST", URL: moveURL, Cookie: member.Cookie, Body: toFirst, WantStatus: 403},
			{Name: "nor does another outlet's cashier", Method: "POST", URL: moveURL, Cookie: other.Cookie, Body: toFirst, WantStatus: 403,
				WantContains: []string{`"detail":"Hanya Admin atau staf outlet tempat servis ini berada yang dapat memindahkannya."`}},
			{Name: "an outlet the shop does not have", Method: "POST", URL: moveURL, Cookie: kasir.Cookie, Body: map[string]any{"outlet_id": 999_999},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet tujuan tidak ditemukan."`}},
			{Name: "the outlet it is at", Method: "POST", URL: moveURL, Cookie: kasir.Cookie, Body: map[string]any{"outlet_id": dago.ID},
				WantStatus: 422, WantContains: []string{`"detail":"Servis ini sudah berada di outlet tersebut."`}},
			{Name: "a repair the shop does not have", Method: "POST", URL: "/api/service-entries/999999/move", Cookie: admin.Cookie, Body: toFirst,
				WantStatus: 404},
			{Name: "the outlet's cashier moves it to the first outlet's bench", Method: "POST", URL: moveURL, Cookie: kasir.Cookie, Body: toFirst,
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_id":%d,"outlet_name":"Konter"`, first.ID)}},
			{Name: "who now no longer moves it", Method: "POST", URL: moveURL, Cookie: kasir.Cookie, Body: map[string]any{"outlet_id": dago.ID},
				WantStatus: 403},
			{Name: "the Admin moves it back", Method: "POST", URL: moveURL, Cookie: admin.Cookie, Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "staff read the history of moves", Method: "GET", URL: movesURL, Cookie: other.Cookie, WantStatus: 200,
				WantContains: []string{
					fmt.Sprintf(`"from_outlet_id":%d,"to_outlet_id":%d,"user_id":%d,"moved_at":"2026-11-22T03:00:00Z","from_outlet_name":"Cabang Dago","to_outlet_name":"Konter","user_name":"%s"`, dago.ID, first.ID, kasir.ID, kasir.FullName),
					fmt.Sprintf(`"from_outlet_name":"Konter","to_outlet_name":"Cabang Dago","user_name":"%s"`, admin.FullName)}},
			{Name: "members do not read it", Method: "GET", URL: movesURL, Cookie: member.Cookie, WantStatus: 403},
			{Name: "nor the history of a repair the shop does not have", Method: "GET", URL: "/api/service-entries/999999/moves", Cookie: admin.Cookie, WantStatus: 404},
		})
	})
}

// A one-outlet shop's tracking names no outlet.
func TestAOneOutletShopsTrackingNamesNoOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		res := apptest.Do(t, h, "POST", "/api/service-entries", map[string]any{"customer_id": budi.ID, "category": "Handphone",
			"device_type": "Samsung A10", "damage_type": "LCD pecah", "description": "Layar retak"}, kasir.Cookie, nil)
		var e core.ServiceEntry
		res.JSON(t, &e)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "no outlet", Method: "GET", URL: fmt.Sprint("/api/tracking/", e.ID), WantStatus: 200, WantContains: []string{`"outlet":null`}},
			{Name: "nor on the QR code's receipt", Method: "GET", URL: "/api/tracking?token=" + e.TrackingToken, WantStatus: 200,
				WantMissing: []string{`"outlet":`}},
		})
	})
}
