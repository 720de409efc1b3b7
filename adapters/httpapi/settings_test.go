package httpapi_test

import (
	"bytes"
	"context"
	"image"
	"image/jpeg"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func jpegBytes(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewRGBA(image.Rect(0, 0, 4, 4)), nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// stored is where the file behind a /files/product-images/… address lives on disk.
func stored(env *apptest.Env, url string) string {
	key, _, _ := strings.Cut(strings.TrimPrefix(url, "/files/product-images/"), "?")
	return filepath.Join(env.DataDir, "files", "product-images", filepath.FromSlash(key))
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func TestSettings(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		put := func(name string, body map[string]any, status int, want ...string) apptest.Scenario {
			return apptest.Scenario{Name: name, Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie, Body: body, WantStatus: status, WantContains: want}
		}
		scenarios := []apptest.Scenario{
			{Name: "an empty shop looks finished", Method: "GET", URL: "/api/settings", WantStatus: 200, WantContains: []string{
				`"appName":"Konter"`, `"appDescription":"Pusat Service HP dan Komputer"`, `"logoUrl":"/logo.png"`,
				`"heroTitle":"Servis HP & Komputer Terpercaya"`, `"timezone":"Asia/Jakarta"`, `"footerCopyright":""`, `"socialTiktok":""`}},
			{Name: "visitors cannot save", Method: "PUT", URL: "/api/settings", Body: map[string]any{"appName": "X"}, WantStatus: 401},
			{Name: "members cannot save", Method: "PUT", URL: "/api/settings", Cookie: member.Cookie, Body: map[string]any{"appName": "X"}, WantStatus: 403},
			{Name: "cashiers cannot save", Method: "PUT", URL: "/api/settings", Cookie: kasir.Cookie, Body: map[string]any{"appName": "X"}, WantStatus: 403},
			put("an unknown key", map[string]any{"theme": "dark"}, 422, `"detail":"Pengaturan tidak dikenal."`, `"location":"theme"`),
			put("not an e-mail", map[string]any{"contactEmail": "halo di konter"}, 422, `"detail":"Format email tidak valid."`, `"location":"contactEmail"`),
			put("an unknown zone", map[string]any{"timezone": "Asia/Bandung"}, 422, `"detail":"Zona waktu tidak dikenal."`, `"location":"timezone"`),
			put("the server's own zone is not a zone", map[string]any{"timezone": "Local"}, 422, `"location":"timezone"`),
			put("one bad field refuses the whole save", map[string]any{"appName": "Konter Jaya", "socialYoutube": "youtube.com/konter"}, 422,
				`"detail":"URL YouTube harus diawali http://, https:// atau /."`, `"location":"socialYoutube"`),
		}
		for _, key := range []string{"consultationLink", "socialInstagram", "socialFacebook", "socialYoutube", "socialTiktok", "logoUrl", "authorImageUrl"} {
			for _, bad := range []string{"javascript:alert(1)", "//evil.example/x", "/\\evil.example", "data:image/png;base64,AAAA", "https://", "ftp://konter.test/a"} {
				scenarios = append(scenarios, put(key+" "+bad, map[string]any{key: bad}, 422, `"location":"`+key+`"`))
			}
		}
		scenarios = append(scenarios,
			apptest.Scenario{Name: "nothing of the refused saves was kept", Method: "GET", URL: "/api/settings", WantStatus: 200,
				WantContains: []string{`"appName":"Konter"`, `"socialYoutube":""`}},
			put("save", map[string]any{"appName": " Konter Jaya ", "socialInstagram": "https://instagram.com/konterjaya", "consultationLink": "/products",
				"contactEmail": "halo@konterjaya.id", "timezone": "Asia/Makassar", "footerCopyright": "© Konter Jaya"}, 200,
				`"appName":"Konter Jaya"`, `"socialInstagram":"https://instagram.com/konterjaya"`, `"consultationLink":"/products"`,
				`"timezone":"Asia/Makassar"`, `"appDescription":"Pusat Service HP dan Komputer"`),
			put("keys not sent keep their values; an empty one is the default again", map[string]any{"appName": ""}, 200,
				`"appName":"Konter"`, `"contactEmail":"halo@konterjaya.id"`, `"footerCopyright":"© Konter Jaya"`),
			apptest.Scenario{Name: "anyone reads the saved settings", Method: "GET", URL: "/api/settings", WantStatus: 200,
				WantContains: []string{`"socialInstagram":"https://instagram.com/konterjaya"`, `"timezone":"Asia/Makassar"`}},
		)
		apptest.Run(t, h, scenarios)
		if got := env.Zone.Location(t.Context()).String(); got != "Asia/Makassar" {
			t.Fatalf("the shop's time zone is %s after the Admin chose Asia/Makassar", got)
		}

		upload := func(path, cookie, filename string, data []byte) apptest.Response {
			body, hdr := multipartFile(t, filename, data)
			return apptest.Do(t, h, "POST", path, body, cookie, hdr)
		}
		var got map[string]string
		res := upload("/api/settings/logo", admin.Cookie, "logo.png", pngBytes(t))
		res.JSON(t, &got)
		if res.Status != 200 || !strings.HasPrefix(got["logoUrl"], "/files/product-images/public/logo.png?v=") || !exists(stored(env, got["logoUrl"])) {
			t.Fatalf("logo upload: %d %s", res.Status, res.Body)
		}
		pngLogo := stored(env, got["logoUrl"])
		env.Clock.Advance(time.Second)
		res = upload("/api/settings/logo", admin.Cookie, "logo.jpg", jpegBytes(t))
		res.JSON(t, &got)
		if res.Status != 200 || !strings.HasPrefix(got["logoUrl"], "/files/product-images/public/logo.jpg?v=") || !exists(stored(env, got["logoUrl"])) {
			t.Fatalf("JPEG logo upload: %d %s", res.Status, res.Body)
		}
		if exists(pngLogo) {
			t.Fatal("the PNG logo stayed on disk after a JPEG replaced it")
		}
		res = upload("/api/settings/author-image", admin.Cookie, "author.png", pngBytes(t))
		res.JSON(t, &got)
		if res.Status != 200 || !strings.HasPrefix(got["authorImageUrl"], "/files/product-images/public/author.png?v=") {
			t.Fatalf("author photo upload: %d %s", res.Status, res.Body)
		}
		gif, gifHdr := multipartFile(t, "logo.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))
		fake, fakeHdr := multipartFile(t, "logo.png", []byte("<svg onload=alert(1)>not a picture</svg>"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a GIF is not a logo", Method: "POST", URL: "/api/settings/logo", Cookie: admin.Cookie, Body: gif, Headers: gifHdr,
				WantStatus: 422, WantContains: []string{`"detail":"File harus berupa gambar (PNG, JPEG)."`}},
			{Name: "a fake PNG is refused", Method: "POST", URL: "/api/settings/author-image", Cookie: admin.Cookie, Body: fake, Headers: fakeHdr,
				WantStatus: 422, WantContains: []string{"File harus berupa gambar"}},
			{Name: "cashiers cannot change the logo", Method: "POST", URL: "/api/settings/logo", Cookie: kasir.Cookie, Body: gif, Headers: gifHdr, WantStatus: 403},
			{Name: "the refused uploads left the pictures alone", Method: "GET", URL: "/api/settings", WantStatus: 200,
				WantContains: []string{`"logoUrl":"/files/product-images/public/logo.jpg?v=`, `"authorImageUrl":"/files/product-images/public/author.png?v=`}},
		})
	})
}

// Visitors hear that settings, news and advertisements changed, so the storefront refetches them.
func TestContentNoticesReachVisitors(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	srv := httptest.NewServer(env.Handler())
	t.Cleanup(srv.Close)
	admin := env.SignedIn(t, core.RoleAdmin)
	visitor := listen(t, srv.URL, "")

	apptest.Do(t, srv.Config.Handler, "PUT", "/api/settings", map[string]any{"appName": "Konter Jaya"}, admin.Cookie, nil)
	apptest.Do(t, srv.Config.Handler, "POST", "/api/news", map[string]any{"title": "Buka", "content": "<p>Buka</p>"}, admin.Cookie, nil)
	body, hdr := multipartFile(t, "iklan.png", pngBytes(t))
	apptest.Do(t, srv.Config.Handler, "POST", "/api/ads", body, admin.Cookie, hdr)
	env.Store.Publish(context.Background(), lastNotice)
	heard := strings.Join(heardBefore(t, visitor), "\n")
	for _, want := range []string{`"resource":"settings"`, `"resource":"news"`, `"resource":"advertisements"`} {
		if !strings.Contains(heard, want) {
			t.Errorf("the visitor missed %s: %s", want, heard)
		}
	}
}

// Document numbers carry the date in the shop's time zone as saved in the settings, also after
// the zone changes back and forth.
func TestSavedTimeZoneDatesTheNumbers(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		env.Clock.Set(time.Date(2026, 11, 22, 16, 30, 0, 0, time.UTC)) // 23:30 in Jakarta, 01:30 on the 23rd in Jayapura
		sale := map[string]any{"items": []map[string]any{{"product_id": glass.ID, "quantity": 1}}, "payment_method": "tunai", "paid_amount": 25_000}
		for _, tc := range []struct{ zone, date string }{{"Asia/Jayapura", "20261123"}, {"Asia/Jakarta", "20261122"}, {"Asia/Jayapura", "20261123"}} {
			apptest.Run(t, h, []apptest.Scenario{
				{Name: "zone " + tc.zone, Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
					Body: map[string]any{"timezone": tc.zone}, WantStatus: 200},
				{Name: "a sale in " + tc.zone, Method: "POST", URL: "/api/sales", Cookie: admin.Cookie, Body: sale,
					WantStatus: 201, WantContains: []string{`"transaction_id_display":"TRX-` + tc.date + `-`}},
			})
		}
	})
}
