package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// The board's state is the one truth of a repair: every way of changing the status or the
// service info (the board, the edit form, the inline info, the cashier's collection, a voided
// bill) leaves state, status and info agreeing, and the tracking page reads them. The board
// refuses what the rules refuse, in Indonesian, with a 4xx.
func TestTheBoardsStateDecidesStatusAndInfo(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		intake := func(promised any) map[string]any {
			return map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10",
				"damage_type": "LCD pecah", "description": "Layar retak", "promised_date": promised}
		}
		take := func() core.ServiceEntry {
			var e core.ServiceEntry
			apptest.Do(t, h, "POST", "/api/service-entries", intake("2026-11-25"), kasir.Cookie, nil).JSON(t, &e)
			return e
		}
		a, b := take(), take()
		svc := func(e core.ServiceEntry, tail string) string {
			return fmt.Sprintf("/api/service-entries/%d%s", e.ID, tail)
		}
		move := func(to string) map[string]any { return map[string]any{"state": to} }
		entry := func(state, status, info string) []string {
			return []string{fmt.Sprintf(`"status":%q,"state":%q`, status, state), `"service_info":` + info}
		}
		edit := intake("2026-11-25")
		edit["status"] = "Proses"
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "taken in: Antri, Pending, no info, with its promised date", Method: "GET", URL: svc(a, ""), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: append(entry("Antri", "Pending", "null"), `"promised_date":"2026-11-25"`)},
			{Name: "a promised date before the day it came in", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake("2026-11-21"),
				WantStatus: 422, WantContains: []string{"Estimasi Selesai tidak boleh sebelum tanggal masuk."}},
			{Name: "the shop's day it came in is fine", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake("2026-11-22"), WantStatus: 201},
			{Name: "more than a year after", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake("2027-11-23"),
				WantStatus: 422, WantContains: []string{"Estimasi Selesai paling lambat satu tahun setelah tanggal masuk."}},
			{Name: "not a date", Method: "PUT", URL: svc(a, ""), Cookie: kasir.Cookie, Body: intake("besok"),
				WantStatus: 422, WantContains: []string{"Estimasi Selesai harus berupa tanggal (YYYY-MM-DD)."}},
			{Name: "members do not move cards", Method: "PATCH", URL: svc(a, "/state"), Cookie: member.Cookie, Body: move("Diagnosa"), WantStatus: 403},
			{Name: "Diagnosa is Proses and Sedang proses from today", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Diagnosa"),
				WantStatus: 200, WantContains: entry("Diagnosa", "Proses", `"Sedang proses","info_date":"2026-11-22"`)},
			{Name: "a state the board does not have", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Proses"), WantStatus: 422},
			{Name: "waiting for a part is still Proses", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Menunggu Sparepart"),
				WantStatus: 200, WantContains: entry("Menunggu Sparepart", "Proses", `"Sedang proses"`)},
			{Name: "the board does not hand the device over", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Sudah Diambil"),
				WantStatus: 409, WantContains: []string{core.MsgStateToCollect}},
			{Name: "finished: Selesai and Telah Selesai", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Selesai"),
				WantStatus: 200, WantContains: entry("Selesai", "Selesai", `"Telah Selesai"`)},
			{Name: "the tracking page reads the same", Method: "GET", URL: fmt.Sprint("/api/tracking/", a.ID), WantStatus: 200,
				WantContains: []string{`"status":"Selesai"`, `"service_info":"Telah Selesai","info_date":"2026-11-22"`}, WantMissing: []string{`"state"`}},
			{Name: "the cashier still offers it", Method: "GET", URL: "/api/service-entries?status=billable", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"id":%d,`, a.ID)}},
			{Name: "the cashier records the collection", Method: "POST", URL: svc(a, "/payment"), Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 150_000, "paid_amount": 150_000, "status": "Sudah Diambil"}, WantStatus: 200,
				WantContains: entry("Sudah Diambil", "Sudah Diambil", `"Telah Selesai"`)},
			{Name: "a collected repair does not move back", Method: "PATCH", URL: svc(a, "/state"), Cookie: kasir.Cookie, Body: move("Dikerjakan"),
				WantStatus: 409, WantContains: []string{core.MsgStateCollected}},
			{Name: "nor is it billed again", Method: "POST", URL: svc(a, "/payment"), Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 150_000, "paid_amount": 150_000}, WantStatus: 422},

			{Name: "the inline info Telah Selesai finishes it", Method: "PATCH", URL: svc(b, "/info"), Cookie: kasir.Cookie,
				Body: map[string]any{"service_info": "Telah Selesai", "info_date": "2026-11-20"}, WantStatus: 200,
				WantContains: entry("Selesai", "Selesai", `"Telah Selesai","info_date":"2026-11-20"`)},
			{Name: "the edit form's Proses puts it back on the bench", Method: "PUT", URL: svc(b, ""), Cookie: kasir.Cookie, Body: edit, WantStatus: 200,
				WantContains: entry("Dikerjakan", "Proses", `"Sedang proses","info_date":"2026-11-22"`)},
			{Name: "no info is a repair waiting its turn", Method: "PATCH", URL: svc(b, "/info"), Cookie: kasir.Cookie, Body: map[string]any{}, WantStatus: 200,
				WantContains: entry("Antri", "Pending", `null,"info_date":null`)},
			{Name: "billed while it waits", Method: "POST", URL: svc(b, "/payment"), Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 50_000, "paid_amount": 50_000, "status": "Pending"}, WantStatus: 200,
				WantContains: entry("Antri", "Pending", "null")},
			{Name: "a voided bill cancels it", Method: "POST", URL: svc(b, "/void"), Cookie: admin.Cookie, Body: map[string]any{"reason": "Salah input"},
				WantStatus: 200, WantContains: entry("Gagal/Cancel", "Gagal/Cancel", `"Gagal/Cancel","info_date":"2026-11-22"`)},
			{Name: "which the board does not reopen", Method: "PATCH", URL: svc(b, "/state"), Cookie: kasir.Cookie, Body: move("Antri"),
				WantStatus: 409, WantContains: []string{core.MsgStateFailed}},
			{Name: "a repair the shop does not have", Method: "PATCH", URL: "/api/service-entries/999999/state", Cookie: kasir.Cookie, Body: move("Antri"),
				WantStatus: 404},
		})
	})
}
