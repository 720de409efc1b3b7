package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

type receipt struct {
	Entry core.ServiceEntry
	Bill  *httpapi.ServiceBill
}

func TestRepairWorkflow(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		phone := "081234567890"
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso", Phone: &phone})
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 450_000, 4)     // buy 225.000
		battery := addProduct(t, env, "Baterai BN46", "Sparepart", 165_000, 5)    // buy 82.500
		connector := addProduct(t, env, "Konektor USB-C", "Sparepart", 35_000, 1) // buy 17.500
		intake := map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10", "damage_type": "LCD pecah",
			"description": "Layar retak, sentuh tidak respons", "imei": "356789104563210", "accessories": "Charger, casing", "condition": "Bodi lecet"}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "required fields", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie,
				Body: map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "X"}, WantStatus: 422,
				WantContains: []string{"Harap isi semua field yang wajib diisi."}},
			{Name: "unknown category", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie,
				Body: map[string]any{"customer_id": budi.ID, "category": "Kulkas", "device_type": "X", "damage_type": "Y", "description": "Z"}, WantStatus: 422},
			{Name: "take in", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, Body: intake, WantStatus: 201,
				WantContains: []string{`"status":"Pending"`, `"customer_name":"Budi Santoso"`, `"imei":"356789104563210"`, `"tracking_token":"`}},
		})
		page, _ := env.Repair.Entries(t.Context(), core.ServiceFilter{})
		entry := page.Items[0]
		svc := fmt.Sprintf("/api/service-entries/%d", entry.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "search by IMEI", Method: "GET", URL: "/api/service-entries?q=10456", Cookie: kasir.Cookie, WantStatus: 200, WantContains: []string{`"total":1`}},
			{Name: "search by SVC number", Method: "GET", URL: fmt.Sprintf("/api/service-entries?q=SVC-%d", entry.ID), Cookie: kasir.Cookie, WantStatus: 200, WantContains: []string{`"total":1`}},
			{Name: "in progress", Method: "GET", URL: "/api/service-entries?status=in_progress", Cookie: kasir.Cookie, WantStatus: 200, WantContains: []string{`"total":1`}},
			{Name: "no fee and no parts", Method: "POST", URL: svc + "/payment", Cookie: kasir.Cookie, Body: map[string]any{"paid_amount": 0}, WantStatus: 422,
				WantContains: []string{"Harap masukkan biaya service atau tambahkan sparepart."}},
			{Name: "a part beyond stock changes nothing", Method: "POST", URL: svc + "/payment", Cookie: kasir.Cookie,
				Body:       map[string]any{"service_fee": 100_000, "parts": []map[string]any{{"product_id": lcd.ID, "quantity": 1}, {"product_id": connector.ID, "quantity": 2}}},
				WantStatus: 409, WantContains: []string{"Stok Konektor USB-C tidak mencukupi."}},
		})
		stock := func(p core.Product) int64 { got, _ := env.Catalog.ProductDetail(t.Context(), p.ID); return got.Stock }
		if stock(lcd) != 4 || stock(connector) != 1 {
			t.Fatalf("refused payment moved stock: lcd %d connector %d", stock(lcd), stock(connector))
		}

		// First processing: fee and two parts, underpaid → SVC instalment.
		res := apptest.Do(t, h, "POST", svc+"/payment", map[string]any{"service_fee": 150_000, "paid_amount": 300_000,
			"parts": []map[string]any{{"product_id": lcd.ID, "quantity": 1}, {"product_id": battery.ID, "quantity": 1}}}, kasir.Cookie, nil)
		var first receipt
		res.JSON(t, &first)
		if res.Status != 200 || first.Bill.PartsCost != 615_000 || first.Bill.Total != 765_000 || first.Bill.Remaining != 465_000 || first.Entry.Status != "Proses" {
			t.Fatalf("first processing: %d %s", res.Status, res.Body)
		}
		if stock(lcd) != 3 || stock(battery) != 4 {
			t.Fatalf("parts not taken: lcd %d battery %d", stock(lcd), stock(battery))
		}
		inst, err := env.Credit.ByNumber(t.Context(), entry.Number())
		if err != nil || inst.Type != "Servis" || inst.Remaining != 465_000 || inst.Paid != 300_000 {
			t.Fatalf("instalment %+v (%v)", inst, err)
		}

		// Reprocessing with other parts: the first ones come back, the bill and the debt follow.
		res = apptest.Do(t, h, "POST", svc+"/payment", map[string]any{"service_fee": 150_000, "paid_amount": 300_000, "status": "Selesai",
			"parts": []map[string]any{{"product_id": battery.ID, "quantity": 2}}}, kasir.Cookie, nil)
		var second receipt
		res.JSON(t, &second)
		if res.Status != 200 || second.Bill.ID != first.Bill.ID || second.Bill.Total != 480_000 || len(second.Bill.Parts) != 1 || second.Entry.Status != "Selesai" {
			t.Fatalf("second processing: %d %s", res.Status, res.Body)
		}
		if stock(lcd) != 4 || stock(battery) != 3 {
			t.Fatalf("parts not swapped: lcd %d battery %d", stock(lcd), stock(battery))
		}
		if second.Entry.WarrantyUntil == nil || second.Entry.WarrantyUntil.Sub(env.Clock.Now()).Hours() != 7*24 {
			t.Fatalf("warranty %v", second.Entry.WarrantyUntil)
		}
		inst, _ = env.Credit.Get(t.Context(), inst.ID)
		if inst.Total != 480_000 || inst.Remaining != 180_000 {
			t.Fatalf("instalment after reprocessing %+v", inst)
		}
		hist, _ := env.Ledger.History(t.Context(), lcd.ID, core.PageRequest{})
		if hist.Items[0].Reason != core.ReasonServicePartReturned || hist.Items[0].Reference != entry.Number() {
			t.Fatalf("ledger %+v", hist.Items[0])
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a finished entry leaves the cashier", Method: "POST", URL: svc + "/payment", Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 1}, WantStatus: 422, WantContains: []string{"Harap pilih service yang sedang berjalan dari daftar."}},
			{Name: "info inline", Method: "PATCH", URL: svc + "/info", Cookie: kasir.Cookie,
				Body: map[string]any{"service_info": "Telah Selesai", "info_date": "2026-11-22"}, WantStatus: 200,
				WantContains: []string{`"service_info":"Telah Selesai"`, `"info_date":"2026-11-22"`}},
			{Name: "bad info", Method: "PATCH", URL: svc + "/info", Cookie: kasir.Cookie, Body: map[string]any{"service_info": "Hilang"}, WantStatus: 422},
			{Name: "billed entries cannot be deleted", Method: "DELETE", URL: svc, Cookie: kasir.Cookie, WantStatus: 409},
			{Name: "receipt for staff", Method: "GET", URL: svc, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"bill":{`, `"product_name":"Baterai BN46"`, `"customer_phone":"081234567890"`}},
		})

		// Public tracking: masked by number, full by token, nothing for guesses.
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "by number, masked", Method: "GET", URL: fmt.Sprintf("/api/tracking/%d", entry.ID), WantStatus: 200,
				WantContains: []string{`"name":"B*** S******"`, `"phone":"0812****7890"`, `"service_info":"Telah Selesai"`, `"category":"Handphone"`},
				WantMissing:  []string{"Budi", "081234567890", "tracking_token", "imei"}},
			{Name: "not a number", Method: "GET", URL: "/api/tracking/abc", WantStatus: 422, WantContains: []string{"ID Servis tidak valid. Harap masukkan angka."}},
			{Name: "unknown", Method: "GET", URL: "/api/tracking/999999", WantStatus: 404, WantContains: []string{"Data servis tidak ditemukan."}},
			{Name: "by token, full", Method: "GET", URL: "/api/tracking?token=" + entry.TrackingToken, WantStatus: 200,
				WantContains: []string{`"customer_name":"Budi Santoso"`, `"total_amount":480000`}},
			{Name: "a wrong token", Method: "GET", URL: "/api/tracking?token=AAAAAAAAAAAAAAAAAAAAAA", WantStatus: 404},
		})

		// The same phone comes back within the warranty: flagged.
		res = apptest.Do(t, h, "POST", "/api/service-entries", intake, kasir.Cookie, nil)
		var again core.ServiceEntry
		res.JSON(t, &again)
		if again.WarrantyReturnOf == nil || *again.WarrantyReturnOf != entry.ID {
			t.Fatalf("warranty return not flagged: %s", res.Body)
		}
		env.Clock.Advance(8 * 24 * 3600e9)
		res = apptest.Do(t, h, "POST", "/api/service-entries", intake, kasir.Cookie, nil)
		res.JSON(t, &again)
		if again.WarrantyReturnOf != nil {
			t.Fatalf("flagged after the warranty ended: %s", res.Body)
		}
	})
}

func TestTrackingIsRateLimited(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	h := env.Handler()
	var last apptest.Response
	for range 21 {
		last = apptest.Do(t, h, "GET", "/api/tracking/1", nil, "", nil)
	}
	if last.Status != 429 || !strings.Contains(string(last.Body), "Terlalu banyak permintaan pelacakan") {
		t.Fatalf("21st look-up: %d %s", last.Status, last.Body)
	}
}

func TestMasking(t *testing.T) {
	for in, want := range map[string]string{"Budi Santoso": "B*** S******", "Siti": "S***", "Ñandu Ölz": "Ñ**** Ö**"} {
		if got := core.MaskName(in); got != want {
			t.Errorf("MaskName(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"081234567890": "0812****7890", "0812-3456-7890": "0812******7890", "12345": "***45"} {
		if got := core.MaskPhone(in); got != want {
			t.Errorf("MaskPhone(%q) = %q, want %q", in, got, want)
		}
	}
}
