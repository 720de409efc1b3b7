package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// A repair is assigned to a technician at intake and reassigned later; each assignment records
// to whom, by whom and when. Who is not a technician, or works at another outlet, is refused.
// A Teknisi works the bench and sees no money: the bill's parts without their prices, the
// catalog without its costs.
func TestRepairsAreAssignedToTechnicians(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		flagged := env.SignedIn(t, core.RoleKasir)
		teknisi := env.SignedIn(t, core.RoleTeknisi)
		elsewhere := env.SignedIn(t, core.RoleTeknisi)
		member := env.SignedIn(t, core.RoleMember)
		first := outletNamed(t, env, "Konter")
		dago, err := env.Outlets.Add(t.Context(), core.Outlet{Name: "Cabang Dago"})
		if err != nil {
			t.Fatal(err)
		}
		env.WorksAt(t, elsewhere, dago.ID)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 450_000, 4)
		intake := func(technician int64) map[string]any {
			return map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10", "damage_type": "LCD pecah",
				"description": "Layar retak", "technician_id": technician}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin marks a Kasir as a technician", Method: "PUT", URL: fmt.Sprint("/api/users/", flagged.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": flagged.FullName, "role": "Kasir", "technician": true}, WantStatus: 200,
				WantContains: []string{`"technician":true`}},
			{Name: "the picker lists the Teknisi and the marked Kasir of the outlet", Method: "GET", URL: fmt.Sprint("/api/technicians?outlet_id=", first.ID),
				Cookie: teknisi.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`{"id":%d,"full_name":"%s","role":"Kasir"}`, flagged.ID, flagged.FullName),
					fmt.Sprintf(`{"id":%d,"full_name":"%s","role":"Teknisi"}`, teknisi.ID, teknisi.FullName)},
				WantMissing: []string{kasir.FullName + `"`, elsewhere.FullName + `"`}},
			{Name: "a Kasir not marked is no technician", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake(kasir.ID),
				WantStatus: 422, WantContains: []string{`"detail":"Pengguna ini bukan teknisi. Pilih pengguna ber-role Teknisi, atau Admin/Kasir yang ditandai sebagai teknisi."`}},
			{Name: "nor is a member", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake(member.ID), WantStatus: 422},
			{Name: "a technician of another outlet", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake(elsewhere.ID),
				WantStatus: 422, WantContains: []string{`"detail":"Teknisi ini tidak bekerja di outlet tempat servis ini berada."`}},
		})
		page, _ := env.Repair.Entries(t.Context(), core.ServiceFilter{})
		if page.Total != 0 {
			t.Fatalf("refused intakes were stored: %d", page.Total)
		}
		res := apptest.Do(t, h, "POST", "/api/service-entries", intake(teknisi.ID), kasir.Cookie, nil)
		var e core.ServiceEntry
		res.JSON(t, &e)
		if res.Status != 201 || e.TechnicianID == nil || *e.TechnicianID != teknisi.ID || *e.TechnicianName != teknisi.FullName {
			t.Fatalf("taken in: %d %s", res.Status, res.Body)
		}
		svc := fmt.Sprint("/api/service-entries/", e.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Teknisi finds it in their list", Method: "GET", URL: fmt.Sprint("/api/service-entries?technician_id=", teknisi.ID), Cookie: teknisi.Cookie,
				WantStatus: 200, WantContains: []string{`"total":1`}},
			{Name: "it is not unassigned", Method: "GET", URL: "/api/service-entries?unassigned=true", Cookie: teknisi.Cookie,
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "the Teknisi hands it to the marked Kasir", Method: "PUT", URL: svc + "/technician", Cookie: teknisi.Cookie,
				Body: map[string]any{"technician_id": flagged.ID}, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"technician_id":%d,"technician_name":"%s"`, flagged.ID, flagged.FullName)}},
			{Name: "to the same technician again", Method: "PUT", URL: svc + "/technician", Cookie: kasir.Cookie,
				Body: map[string]any{"technician_id": flagged.ID}, WantStatus: 422, WantContains: []string{"Servis ini sudah ditugaskan seperti itu."}},
			{Name: "to a Kasir not marked", Method: "PUT", URL: svc + "/technician", Cookie: admin.Cookie,
				Body: map[string]any{"technician_id": kasir.ID}, WantStatus: 422, WantContains: []string{"Pengguna ini bukan teknisi."}},
			{Name: "to nobody who exists", Method: "PUT", URL: svc + "/technician", Cookie: admin.Cookie,
				Body: map[string]any{"technician_id": 999_999}, WantStatus: 422},
			{Name: "members do not assign", Method: "PUT", URL: svc + "/technician", Cookie: member.Cookie,
				Body: map[string]any{"technician_id": teknisi.ID}, WantStatus: 403},
			{Name: "a repair the shop does not have", Method: "PUT", URL: "/api/service-entries/999999/technician", Cookie: admin.Cookie,
				Body: map[string]any{"technician_id": teknisi.ID}, WantStatus: 404},
			{Name: "the Admin unassigns it", Method: "PUT", URL: svc + "/technician", Cookie: admin.Cookie,
				Body: map[string]any{"technician_id": nil}, WantStatus: 200, WantContains: []string{`"technician_id":null,"technician_name":null`}},
			{Name: "the history: to whom, by whom, when", Method: "GET", URL: svc + "/assignments", Cookie: teknisi.Cookie, WantStatus: 200,
				WantContains: []string{
					fmt.Sprintf(`"technician_id":%d,"assigned_by":%d,"assigned_at":"2026-11-22T03:00:00Z","technician_name":"%s","assigned_by_name":"%s"`, teknisi.ID, kasir.ID, teknisi.FullName, kasir.FullName),
					fmt.Sprintf(`"technician_id":%d,"assigned_by":%d,"assigned_at":"2026-11-22T03:00:00Z","technician_name":"%s","assigned_by_name":"%s"`, flagged.ID, teknisi.ID, flagged.FullName, teknisi.FullName),
					fmt.Sprintf(`"technician_id":null,"assigned_by":%d,"assigned_at":"2026-11-22T03:00:00Z","technician_name":null,"assigned_by_name":"%s"`, admin.ID, admin.FullName)}},
			{Name: "members do not read it", Method: "GET", URL: svc + "/assignments", Cookie: member.Cookie, WantStatus: 403},
			{Name: "the Teknisi works the status", Method: "PATCH", URL: svc + "/info", Cookie: teknisi.Cookie,
				Body: map[string]any{"service_info": "Sedang proses"}, WantStatus: 200},
			{Name: "but not the service cashier", Method: "POST", URL: svc + "/payment", Cookie: teknisi.Cookie,
				Body: map[string]any{"service_fee": 100_000, "paid_amount": 100_000}, WantStatus: 403},
			{Name: "the Teknisi sees the catalog without costs", Method: "GET", URL: "/api/products?q=LCD", Cookie: teknisi.Cookie, WantStatus: 200,
				WantContains: []string{`"name":"LCD Samsung A10"`}, WantMissing: []string{`"buy_price"`}},
			{Name: "the Kasir sees them", Method: "GET", URL: "/api/products?q=LCD", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"buy_price":225000`}},
		})
		if res := apptest.Do(t, h, "POST", svc+"/payment", map[string]any{"service_fee": 150_000, "paid_amount": 600_000,
			"parts": []map[string]any{{"product_id": lcd.ID, "quantity": 1}}}, kasir.Cookie, nil); res.Status != 200 {
			t.Fatalf("billed: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Teknisi reads the parts used without their prices", Method: "GET", URL: svc, Cookie: teknisi.Cookie, WantStatus: 200,
				WantContains: []string{`"bill":null`, fmt.Sprintf(`"parts_used":[{"product_id":%d,"product_name":"LCD Samsung A10","quantity":1}]`, lcd.ID)},
				WantMissing:  []string{"450000", "225000", "150000", "600000"}},
			{Name: "the Kasir reads the bill", Method: "GET", URL: svc, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total_amount":600000`}, WantMissing: []string{`"parts_used"`}},
		})
	})
}
