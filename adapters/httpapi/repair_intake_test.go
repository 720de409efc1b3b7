package httpapi_test

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/images/imagestest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// takeIn records a repair through the API and answers it.
func takeIn(t *testing.T, env *apptest.Env, cookie string, extra map[string]any) core.ServiceEntry {
	t.Helper()
	phone := "081298765432"
	c, err := env.Customers.Add(t.Context(), core.Contact{Name: "Sari Dewi", Phone: &phone})
	if err != nil {
		t.Fatal(err)
	}
	body := map[string]any{"customer_id": c.ID, "category": "Handphone", "device_type": "Oppo A5s", "damage_type": "Mati total", "description": "Tidak bisa menyala"}
	for k, v := range extra {
		body[k] = v
	}
	res := apptest.Do(t, env.Handler(), "POST", "/api/service-entries", body, cookie, nil)
	if res.Status != 201 {
		t.Fatalf("take in: %d %s", res.Status, res.Body)
	}
	var e core.ServiceEntry
	res.JSON(t, &e)
	return e
}

func TestIntakeChecklist(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		e := takeIn(t, env, kasir.Cookie, map[string]any{"checklist": []string{"sim_tray", "screen_cracked", "charger", "screen_cracked"}})
		if fmt.Sprint(e.Checklist) != "[screen_cracked sim_tray charger]" {
			t.Fatalf("checklist stored as %v", e.Checklist)
		}
		plain := takeIn(t, env, kasir.Cookie, nil)
		svc := fmt.Sprintf("/api/service-entries/%d", e.ID)
		edit := map[string]any{"customer_id": e.CustomerID, "category": "Handphone", "device_type": "Oppo A5s", "damage_type": "Mati total", "description": "Tidak bisa menyala"}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "no box ticked is an empty list", Method: "GET", URL: fmt.Sprintf("/api/service-entries/%d", plain.ID), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"checklist":[]`}},
			{Name: "unknown box", Method: "PUT", URL: svc, Cookie: kasir.Cookie, Body: map[string]any{"customer_id": e.CustomerID, "category": "Handphone", "device_type": "X", "damage_type": "Y", "description": "Z",
				"checklist": []string{"kulkas"}}, WantStatus: 422, WantContains: []string{"Isian daftar periksa tidak dikenal: kulkas."}},
			{Name: "an edit without the checklist keeps it", Method: "PUT", URL: svc, Cookie: kasir.Cookie, Body: edit, WantStatus: 200,
				WantContains: []string{`"checklist":["screen_cracked","sim_tray","charger"]`}},
			{Name: "the list shows it", Method: "GET", URL: "/api/service-entries", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"checklist":["screen_cracked","sim_tray","charger"]`}},
		})
		edit["checklist"] = []string{"no_power"}
		apptest.Run(t, h, []apptest.Scenario{{Name: "an edit replaces it", Method: "PUT", URL: svc, Cookie: kasir.Cookie, Body: edit, WantStatus: 200,
			WantContains: []string{`"checklist":["no_power"]`}}})
	})
}

func TestRepairPhotos(t *testing.T) {
	photo := imagestest.Photo(t, 800, 600, false)
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		admin := env.SignedIn(t, core.RoleAdmin)
		member := env.SignedIn(t, core.RoleMember)
		e := takeIn(t, env, kasir.Cookie, nil)
		other := takeIn(t, env, kasir.Cookie, nil)
		photos := fmt.Sprintf("/api/service-entries/%d/photos", e.ID)
		body, hdr := multipartFile(t, "depan.png", photo)
		text, textHdr := multipartFile(t, "bukan-foto.jpg", []byte("<html><script>alert(1)</script></html>"))
		huge, hugeHdr := multipartFile(t, "besar.jpg", append(bytes.Clone(photo), make([]byte, core.RepairPhotoUpload.MaxBytes)...))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a member may not", Method: "POST", URL: photos, Body: body, Headers: hdr, Cookie: member.Cookie, WantStatus: 403},
			{Name: "nobody signed in may not", Method: "POST", URL: photos, Body: body, Headers: hdr, WantStatus: 401},
			{Name: "not a picture, whatever its name", Method: "POST", URL: photos, Body: text, Headers: textHdr, Cookie: kasir.Cookie, WantStatus: 422,
				WantContains: []string{"File harus berupa gambar (PNG, JPEG, WebP)."}},
			{Name: "too large", Method: "POST", URL: photos, Body: huge, Headers: hugeHdr, Cookie: kasir.Cookie, WantStatus: 422,
				WantContains: []string{"Ukuran gambar maksimal 8 MB."}},
			{Name: "an unknown repair", Method: "POST", URL: "/api/service-entries/999999/photos", Body: body, Headers: hdr, Cookie: kasir.Cookie, WantStatus: 404,
				WantContains: []string{"Entri service tidak ditemukan."}},
		})
		var first core.RepairPhoto
		for i := range core.MaxRepairPhotos {
			res := apptest.Do(t, h, "POST", photos, body, kasir.Cookie, hdr)
			if res.Status != 201 {
				t.Fatalf("photo %d: %d %s", i+1, res.Status, res.Body)
			}
			if i == 0 {
				res.JSON(t, &first)
			}
		}
		one := fmt.Sprintf("%s/%d", photos, first.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a seventh", Method: "POST", URL: photos, Body: body, Headers: hdr, Cookie: kasir.Cookie, WantStatus: 422,
				WantContains: []string{"Paling banyak 6 foto per servis."}},
			{Name: "staff see the list", Method: "GET", URL: fmt.Sprintf("/api/service-entries/%d/intake", e.ID), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"id":%d`, first.ID), `"has_screen_lock":false`}, WantMissing: []string{"file_key", e.TrackingToken}},
			{Name: "a member sees no photo", Method: "GET", URL: one, Cookie: member.Cookie, WantStatus: 403},
			{Name: "nor does a visitor", Method: "GET", URL: one + "?size=thumb", WantStatus: 401},
			{Name: "nor through another repair", Method: "GET", URL: fmt.Sprintf("/api/service-entries/%d/photos/%d", other.ID, first.ID), Cookie: kasir.Cookie, WantStatus: 404,
				WantContains: []string{"Foto servis tidak ditemukan."}},
		})
		res := apptest.Do(t, h, "GET", one+"?size=thumb", nil, kasir.Cookie, nil)
		if res.Status != 200 || res.Header.Get("Content-Type") != "image/jpeg" || !strings.HasPrefix(res.Header.Get("Cache-Control"), "private") || len(res.Body) >= len(photo) {
			t.Fatalf("thumbnail: %d %v, %d bytes of %d: %.200s", res.Status, res.Header.Get("Content-Type"), len(res.Body), len(photo), res.Body)
		}
		var keys []string
		photoRows, err := env.Repair.IntakeOf(t.Context(), core.Principal{Role: core.RoleAdmin}, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range photoRows.Photos {
			keys = append(keys, p.Key)
		}
		for _, url := range []string{"/files/" + core.RepairPhotoBucket + "/" + keys[0], "/files/" + core.RepairPhotoBucket + "/" + keys[0] + "?w=240",
			"/files/product-images/../" + core.RepairPhotoBucket + "/" + keys[0]} {
			if res := apptest.Do(t, h, "GET", url, nil, admin.Cookie, nil); res.Status == 200 {
				t.Fatalf("%s is served publicly", url)
			}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a member may not delete", Method: "DELETE", URL: one, Cookie: member.Cookie, WantStatus: 403},
			{Name: "the kasir deletes", Method: "DELETE", URL: one, Cookie: kasir.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: one, Cookie: admin.Cookie, WantStatus: 404},
			{Name: "room for another", Method: "POST", URL: photos, Body: body, Headers: hdr, Cookie: admin.Cookie, WantStatus: 201},
		})
		if _, _, err := env.Images.Open(t.Context(), core.RepairPhotoBucket, keys[0]); err == nil {
			t.Fatal("the deleted photo's file is still stored")
		}
	})
}

const secretWord = "RahasiaLayar-739146"

func TestScreenLock(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		admin := env.SignedIn(t, core.RoleAdmin)
		member := env.SignedIn(t, core.RoleMember)
		teknisi := env.SignedIn(t, core.RoleTeknisi)
		another := env.SignedIn(t, core.RoleTeknisi)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a PIN of letters", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, WantStatus: 422, WantContains: []string{"PIN harus 4 sampai 16 angka."},
				Body: map[string]any{"customer_id": 1, "category": "Handphone", "device_type": "X", "damage_type": "Y", "description": "Z", "screen_lock": map[string]any{"kind": "pin", "value": "12ab"}}},
			{Name: "a pattern through a point twice", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie, WantStatus: 422, WantContains: []string{"Pola harus urutan 4 sampai 9 titik berbeda, angka 1 sampai 9."},
				Body: map[string]any{"customer_id": 1, "category": "Handphone", "device_type": "X", "damage_type": "Y", "description": "Z", "screen_lock": map[string]any{"kind": "pola", "value": "12321"}}},
		})
		e := takeIn(t, env, kasir.Cookie, map[string]any{"screen_lock": map[string]any{"kind": "sandi", "value": secretWord}})
		pattern := takeIn(t, env, kasir.Cookie, map[string]any{"screen_lock": map[string]any{"kind": "pola", "value": "15963"}, "technician_id": teknisi.ID})
		patternAt := fmt.Sprintf("/api/service-entries/%d", pattern.ID)
		svc := fmt.Sprintf("/api/service-entries/%d", e.ID)
		fee := map[string]any{"service_fee": 100_000, "paid_amount": 100_000}
		if res := apptest.Do(t, h, "POST", svc+"/payment", fee, kasir.Cookie, nil); res.Status != 200 {
			t.Fatalf("payment: %d %s", res.Status, res.Body)
		}
		hidden := []string{secretWord, `"screen_lock"`}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "not in the list", Method: "GET", URL: "/api/service-entries", Cookie: admin.Cookie, WantStatus: 200, WantMissing: hidden},
			{Name: "not in the search", Method: "GET", URL: "/api/service-entries?q=" + secretWord, Cookie: admin.Cookie, WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "not on the receipt", Method: "GET", URL: svc, Cookie: admin.Cookie, WantStatus: 200, WantMissing: hidden},
			{Name: "not on the customer's tracking", Method: "GET", URL: "/api/tracking?token=" + e.TrackingToken, WantStatus: 200, WantMissing: hidden},
			{Name: "not in the service report", Method: "GET", URL: "/api/reports/service?from=2026-01-01&to=2026-12-31", Cookie: admin.Cookie, WantStatus: 200, WantMissing: hidden},
			{Name: "the intake says one is kept, not for the kasir to open", Method: "GET", URL: svc + "/intake", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"has_screen_lock":true`, `"may_see_screen_lock":false`}, WantMissing: hidden},
			{Name: "the kasir may not read it", Method: "GET", URL: svc + "/screen-lock", Cookie: kasir.Cookie, WantStatus: 403,
				WantContains: []string{"Hanya Admin dan teknisi yang ditugaskan yang dapat melihat kunci layar servis ini."}, WantMissing: hidden},
			{Name: "the technician it is assigned to may open it", Method: "GET", URL: patternAt + "/intake", Cookie: teknisi.Cookie, WantStatus: 200,
				WantContains: []string{`"may_see_screen_lock":true`}},
			{Name: "and reads it", Method: "GET", URL: patternAt + "/screen-lock", Cookie: teknisi.Cookie, WantStatus: 200, WantContains: []string{`"value":"15963"`}},
			{Name: "another technician may not", Method: "GET", URL: patternAt + "/screen-lock", Cookie: another.Cookie, WantStatus: 403, WantMissing: []string{"15963"}},
			{Name: "nor the assigned one another repair's", Method: "GET", URL: svc + "/screen-lock", Cookie: teknisi.Cookie, WantStatus: 403, WantMissing: hidden},
			{Name: "nor a member", Method: "GET", URL: svc + "/screen-lock", Cookie: member.Cookie, WantStatus: 403, WantMissing: hidden},
			{Name: "the admin reads it", Method: "GET", URL: svc + "/screen-lock", Cookie: admin.Cookie, WantStatus: 200, WantContains: []string{`"kind":"sandi"`, `"value":"` + secretWord + `"`}},
			{Name: "and a pattern", Method: "GET", URL: patternAt + "/screen-lock", Cookie: admin.Cookie, WantStatus: 200, WantContains: []string{`"value":"15963"`}},
		})
		res := apptest.Do(t, h, "GET", "/api/reports/service/export?from=2026-01-01&to=2026-12-31", nil, admin.Cookie, nil)
		if res.Status != 200 {
			t.Fatalf("service export: %d %s", res.Status, res.Body)
		}
		if unzipped := unzipAll(t, res.Body); !strings.Contains(unzipped, e.Number()) || strings.Contains(unzipped, secretWord) {
			t.Fatalf("the service workbook lacks %s or shows the screen lock", e.Number())
		}
		var sealed *string
		if err := env.DB.NewSelect().Table("service_entries").Column("screen_lock").Where("id = ?", e.ID).Scan(t.Context(), &sealed); err != nil || sealed == nil || strings.Contains(*sealed, secretWord) {
			t.Fatalf("stored screen lock %v (%v)", sealed, err)
		}

		// Collected: erased with the status; cancelled: the same.
		if res := apptest.Do(t, h, "POST", svc+"/payment", map[string]any{"service_fee": 100_000, "paid_amount": 100_000, "status": core.ServiceCollected}, kasir.Cookie, nil); res.Status != 200 {
			t.Fatalf("collect: %d %s", res.Status, res.Body)
		}
		edit := map[string]any{"customer_id": pattern.CustomerID, "category": "Handphone", "device_type": "Oppo A5s", "damage_type": "Mati total", "description": "Tidak bisa menyala", "status": core.ServiceFailed}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "cancel", Method: "PUT", URL: fmt.Sprintf("/api/service-entries/%d", pattern.ID), Cookie: kasir.Cookie, Body: edit, WantStatus: 200},
			{Name: "erased on collection", Method: "GET", URL: svc + "/screen-lock", Cookie: admin.Cookie, WantStatus: 404, WantContains: []string{"Servis ini tidak menyimpan kunci layar."}},
			{Name: "erased on cancel", Method: "GET", URL: fmt.Sprintf("/api/service-entries/%d/screen-lock", pattern.ID), Cookie: admin.Cookie, WantStatus: 404},
		})
		var left int
		if err := env.DB.NewSelect().Table("service_entries").ColumnExpr("COUNT(*)").Where("screen_lock IS NOT NULL").Scan(t.Context(), &left); err != nil || left != 0 {
			t.Fatalf("%d screen locks left (%v)", left, err)
		}
	})
}

// unzipAll is every file of a workbook, unzipped, one after the other.
func unzipAll(t *testing.T, data []byte) string {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(r)
		r.Close()
		all.Write(b)
	}
	return all.String()
}
