package httpapi_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestAdvertisements(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		add := func(fields map[string]string) core.Advertisement {
			t.Helper()
			body, hdr := multipartForm(t, fields, "iklan.png", pngBytes(t))
			res := apptest.Do(t, h, "POST", "/api/ads", body, admin.Cookie, hdr)
			var ad core.Advertisement
			res.JSON(t, &ad)
			if res.Status != 201 {
				t.Fatalf("add %v: %d %s", fields, res.Status, res.Body)
			}
			return ad
		}
		second := add(map[string]string{"alt_text": "Promo servis", "link_url": "/products", "sort_order": "2"})
		first := add(map[string]string{"alt_text": "Diskon aksesoris", "link_url": "https://konter.test/promo", "sort_order": "1", "placement": "homepage_carousel"})
		hidden := add(map[string]string{"alt_text": "Promo lama", "is_active": "false"})
		banner := add(map[string]string{"alt_text": "Banner produk", "placement": "products_page_banner"})
		if second.Placement != core.AdHomepageCarousel || !second.IsActive || banner.SortOrder != 0 || hidden.IsActive {
			t.Fatalf("defaults: %+v %+v %+v", second, banner, hidden)
		}

		form := func(fields map[string]string) ([]byte, map[string]string) {
			return multipartForm(t, fields, "iklan.png", pngBytes(t))
		}
		badPlacement, hdr1 := form(map[string]string{"placement": "sidebar"})
		badLink, hdr2 := form(map[string]string{"link_url": "javascript:alert(1)"})
		otherSite, hdr3 := form(map[string]string{"link_url": "//evil.example"})
		notImage, hdr4 := multipartForm(t, map[string]string{"alt_text": "x"}, "iklan.png", []byte("just text"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an unknown placement", Method: "POST", URL: "/api/ads", Cookie: admin.Cookie, Body: badPlacement, Headers: hdr1, WantStatus: 422,
				WantContains: []string{`"location":"placement"`, "homepage_carousel atau products_page_banner"}},
			{Name: "a script link", Method: "POST", URL: "/api/ads", Cookie: admin.Cookie, Body: badLink, Headers: hdr2, WantStatus: 422,
				WantContains: []string{`"location":"link_url"`}},
			{Name: "a link to another site without a scheme", Method: "POST", URL: "/api/ads", Cookie: admin.Cookie, Body: otherSite, Headers: hdr3,
				WantStatus: 422, WantContains: []string{`"location":"link_url"`}},
			{Name: "not an image", Method: "POST", URL: "/api/ads", Cookie: admin.Cookie, Body: notImage, Headers: hdr4, WantStatus: 422,
				WantContains: []string{"File harus berupa gambar"}},
			{Name: "cashiers cannot add ads", Method: "POST", URL: "/api/ads", Cookie: kasir.Cookie, Body: badLink, Headers: hdr2, WantStatus: 403},
			{Name: "visitors cannot see the inactive ones", Method: "GET", URL: "/api/ads/manage", WantStatus: 401},
			{Name: "an unknown placement is not listed", Method: "GET", URL: "/api/ads?placement=sidebar", WantStatus: 422},
			{Name: "the Admin sees every ad", Method: "GET", URL: "/api/ads/manage", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":4`, `"is_active":false`}},
		})

		var page core.Page[core.Advertisement]
		apptest.Do(t, h, "GET", "/api/ads?placement=homepage_carousel", nil, "", nil).JSON(t, &page)
		if page.Total != 2 || len(page.Items) != 2 || page.Items[0].ID != first.ID || page.Items[1].ID != second.ID {
			t.Fatalf("carousel: want the two active ads in sort order (%d, %d), got %+v", first.ID, second.ID, page.Items)
		}
		apptest.Do(t, h, "GET", "/api/ads?placement=products_page_banner", nil, "", nil).JSON(t, &page)
		if page.Total != 1 || page.Items[0].ID != banner.ID {
			t.Fatalf("banner: %+v", page.Items)
		}

		file := stored(env, second.ImageURL)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "cashiers cannot delete ads", Method: "DELETE", URL: fmt.Sprintf("/api/ads/%d", second.ID), Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "delete", Method: "DELETE", URL: fmt.Sprintf("/api/ads/%d", second.ID), Cookie: admin.Cookie, WantStatus: 200,
				WantMissing: []string{"warning"}},
			{Name: "delete again", Method: "DELETE", URL: fmt.Sprintf("/api/ads/%d", second.ID), Cookie: admin.Cookie, WantStatus: 404,
				WantContains: []string{"Iklan tidak ditemukan."}},
		})
		if exists(file) {
			t.Fatal("the deleted ad's image is still on disk")
		}

		// A file the store cannot remove (here a folder in its place) does not keep the ad alive.
		stuck := stored(env, first.ImageURL)
		if err := os.Remove(stuck); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(stuck, "inside"), 0o750); err != nil {
			t.Fatal(err)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the file stays, the ad goes, with a warning", Method: "DELETE", URL: fmt.Sprintf("/api/ads/%d", first.ID), Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{`"warning":"Gagal menghapus file gambar, tapi iklan akan tetap dihapus dari database."`}},
			{Name: "only the banner and the inactive ad are left", Method: "GET", URL: "/api/ads/manage", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`}},
		})
	})
}
