package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestNews(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		now := apptest.Start.Format(time.RFC3339)
		write := func(name string, body map[string]any, status int, want ...string) apptest.Scenario {
			return apptest.Scenario{Name: name, Method: "POST", URL: "/api/news", Cookie: admin.Cookie, Body: body, WantStatus: status, WantContains: want}
		}
		apptest.Run(t, h, []apptest.Scenario{
			write("title, content and slug are required", map[string]any{"title": " ", "content": ""}, 422,
				`"detail":"Judul, konten, dan slug wajib diisi."`, `"location":"title"`, `"location":"content"`, `"location":"slug"`),
			write("content that is only a script is no content", map[string]any{"title": "Kosong", "content": "<script>alert(1)</script>"}, 422,
				`"location":"content"`),
			write("the slug comes from the title", map[string]any{"title": "Promo Akhir Tahun 2026!", "content": "<p>Diskon servis 20%.</p>"}, 201,
				`"slug":"promo-akhir-tahun-2026"`, `"status":"draft"`, `"published_at":null`, `"author_name":"`+admin.FullName+`"`, `"excerpt":"Diskon servis 20%."`),
			write("the same slug twice", map[string]any{"title": "Promo akhir tahun 2026", "content": "<p>lagi</p>"}, 409,
				`"detail":"Slug sudah dipakai berita lain."`),
			write("a typed slug is cleaned", map[string]any{"title": "Jam Buka", "slug": "  Jam__Buka -- Libur!! ", "content": "<p>Tutup tanggal 25.</p>"}, 201,
				`"slug":"jam-buka-libur"`),
			write("the staff list's address is not a slug", map[string]any{"title": "Manage", "content": "<p>x</p>"}, 422, `"location":"slug"`),
			write("an unknown status", map[string]any{"title": "X", "content": "<p>x</p>", "status": "archived"}, 422),
			{Name: "cashiers cannot write news", Method: "POST", URL: "/api/news", Cookie: kasir.Cookie,
				Body: map[string]any{"title": "X", "content": "<p>x</p>"}, WantStatus: 403},
			{Name: "a draft is not listed", Method: "GET", URL: "/api/news", WantStatus: 200, WantContains: []string{`"items":[]`, `"total":0`}},
			{Name: "a draft cannot be read", Method: "GET", URL: "/api/news/by-slug/promo-akhir-tahun-2026", WantStatus: 404,
				WantContains: []string{`"detail":"Artikel tidak ditemukan."`}},
			{Name: "the Admin sees drafts", Method: "GET", URL: "/api/news/manage?status=draft", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`, "promo-akhir-tahun-2026", "jam-buka-libur"}},
			{Name: "cashiers cannot see drafts", Method: "GET", URL: "/api/news/manage", Cookie: kasir.Cookie, WantStatus: 403},
		})

		promo := findNews(t, env, "promo-akhir-tahun-2026")
		jam := findNews(t, env, "jam-buka-libur")
		id := fmt.Sprint(promo.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "publishing dates the article", Method: "PATCH", URL: "/api/news/" + id + "/status", Cookie: admin.Cookie,
				Body: map[string]any{"status": "published"}, WantStatus: 200, WantContains: []string{`"status":"published"`, `"published_at":"` + now + `"`}},
			{Name: "now it is listed", Method: "GET", URL: "/api/news", WantStatus: 200, WantContains: []string{`"total":1`, "promo-akhir-tahun-2026"}},
			{Name: "and readable", Method: "GET", URL: "/api/news/by-slug/promo-akhir-tahun-2026", WantStatus: 200,
				WantContains: []string{`"title":"Promo Akhir Tahun 2026!"`, `"author_name":"` + admin.FullName + `"`}},
			{Name: "storefront pages loaded before the move still read it at the old address", Method: "GET",
				URL: "/api/news/promo-akhir-tahun-2026", WantStatus: 200, WantContains: []string{`"title":"Promo Akhir Tahun 2026!"`}},
			{Name: "an unknown status", Method: "PATCH", URL: "/api/news/" + id + "/status", Cookie: admin.Cookie,
				Body: map[string]any{}, WantStatus: 422, WantContains: []string{"Status berita harus draft atau published."}},
			{Name: "another article cannot take its slug", Method: "PUT", URL: fmt.Sprintf("/api/news/%d", jam.ID), Cookie: admin.Cookie,
				Body: map[string]any{"title": "Jam Buka", "slug": "promo-akhir-tahun-2026", "content": "<p>x</p>"}, WantStatus: 409,
				WantContains: []string{"Slug sudah dipakai berita lain."}},
			{Name: "unknown article", Method: "PUT", URL: "/api/news/999999", Cookie: admin.Cookie,
				Body: map[string]any{"title": "X", "content": "<p>x</p>"}, WantStatus: 404, WantContains: []string{"Berita tidak ditemukan."}},
		})
		env.Clock.Advance(time.Hour)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an edit without a status keeps it published and dated", Method: "PUT", URL: "/api/news/" + id, Cookie: admin.Cookie, WantStatus: 200,
				Body:         map[string]any{"title": "Promo Akhir Tahun 2026!", "slug": "promo-akhir-tahun-2026", "content": "<p>Diskon servis 25%.</p>"},
				WantContains: []string{`"status":"published"`, `"published_at":"` + now + `"`, `"updated_at":"2026-11-22T04:00:00Z"`}},
			{Name: "back to draft keeps the date", Method: "PATCH", URL: "/api/news/" + id + "/status", Cookie: admin.Cookie,
				Body: map[string]any{"status": "draft"}, WantStatus: 200, WantContains: []string{`"status":"draft"`, `"published_at":"` + now + `"`}},
			{Name: "unlisted again", Method: "GET", URL: "/api/news", WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "unreadable again", Method: "GET", URL: "/api/news/by-slug/promo-akhir-tahun-2026", WantStatus: 404},
			{Name: "published again, the first date stays", Method: "PATCH", URL: "/api/news/" + id + "/status", Cookie: admin.Cookie,
				Body: map[string]any{"status": "published"}, WantStatus: 200, WantContains: []string{`"published_at":"` + now + `"`}},
			write("first saved as published, dated now", map[string]any{"title": "Servis Kilat", "content": "<p>1 jam jadi.</p>", "status": "published"}, 201,
				`"published_at":"2026-11-22T04:00:00Z"`),
			write("scheduled for later", map[string]any{"title": "Grand Opening Cabang Baru", "content": "<p>Segera.</p>", "status": "published",
				"published_at": "2026-11-24T17:00:00+07:00"}, 201, `"published_at":"2026-11-24T10:00:00Z"`),
			{Name: "newest first, the scheduled one not yet", Method: "GET", URL: "/api/news", WantStatus: 200,
				WantContains: []string{`"total":2`, `"slug":"servis-kilat"`}, WantMissing: []string{"grand-opening"}},
			{Name: "a scheduled article cannot be read early", Method: "GET", URL: "/api/news/by-slug/grand-opening-cabang-baru", WantStatus: 404},
			{Name: "the Admin sees it scheduled", Method: "GET", URL: "/api/news/manage?status=published", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":3`, "grand-opening-cabang-baru"}},
			{Name: "an unknown status filter", Method: "GET", URL: "/api/news/manage?status=archived", Cookie: admin.Cookie, WantStatus: 422},
		})
		var page core.Page[core.News]
		apptest.Do(t, h, "GET", "/api/news", nil, "", nil).JSON(t, &page)
		if len(page.Items) != 2 || page.Items[0].Slug != "servis-kilat" || page.Items[1].Slug != "promo-akhir-tahun-2026" {
			t.Fatalf("public list not newest first: %+v", page.Items)
		}
		env.Clock.Set(time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "on its day the scheduled article appears", Method: "GET", URL: "/api/news?per_page=1", WantStatus: 200,
				WantContains: []string{`"total":3`, "grand-opening-cabang-baru"}},
			{Name: "and can be read", Method: "GET", URL: "/api/news/by-slug/grand-opening-cabang-baru", WantStatus: 200},
		})
	})
}

func TestNewsContentIsSanitisedOnTheServer(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		attack := `<p>Halo <img src=x onerror=alert(1)> pembaca</p><script>alert(1)</script>` +
			`<a href="javascript:alert(1)">klik di sini</a> <img src="https://konter.test/a.png"> <img src="/files/product-images/news/b.png">`
		res := apptest.Do(t, h, "POST", "/api/news", map[string]any{"title": "Aman", "content": attack, "status": "published"}, admin.Cookie, nil)
		if res.Status != 201 {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		for _, url := range []string{"/api/news/by-slug/aman", "/api/news"} {
			body := string(apptest.Do(t, h, "GET", url, nil, "", nil).Body)
			for _, bad := range []string{"onerror", "<script", "javascript:", "alert("} {
				if strings.Contains(body, bad) {
					t.Errorf("%s hands %q to readers: %s", url, bad, body)
				}
			}
			for _, kept := range []string{`Halo <img src=\"x\"> pembaca`, "klik di sini", `src=\"https://konter.test/a.png\"`, `src=\"/files/product-images/news/b.png\"`} {
				if !strings.Contains(body, kept) {
					t.Errorf("%s lost %s: %s", url, kept, body)
				}
			}
		}

		long := "<h2>Tips</h2><p>" + strings.Repeat("Baterai awet &amp; aman. ", 20) + "</p>"
		res = apptest.Do(t, h, "POST", "/api/news", map[string]any{"title": "Tips Baterai", "content": long}, admin.Cookie, nil)
		var n core.News
		res.JSON(t, &n)
		want := ("Tips " + strings.Repeat("Baterai awet & aman. ", 20))[:150]
		if n.Excerpt != want || utf8.RuneCountInString(n.Excerpt) != 150 {
			t.Fatalf("excerpt %q, want the first 150 characters of the text %q", n.Excerpt, want)
		}
	})
}

func TestNewsImagesAndAuthors(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		writer := env.SignedIn(t, core.RoleAdmin)
		res := apptest.Do(t, h, "POST", "/api/news", map[string]any{"title": "Cabang Baru", "content": "<p>Buka.</p>", "status": "published"}, writer.Cookie, nil)
		var n core.News
		res.JSON(t, &n)
		id := fmt.Sprint(n.ID)

		body, hdr := multipartFile(t, "cabang.png", pngBytes(t))
		res = apptest.Do(t, h, "POST", "/api/news/"+id+"/image", body, admin.Cookie, hdr)
		res.JSON(t, &n)
		if res.Status != 200 || n.ImageURL == nil || !strings.HasPrefix(*n.ImageURL, "/files/product-images/news/") || !exists(stored(env, *n.ImageURL)) {
			t.Fatalf("image upload: %d %s", res.Status, res.Body)
		}
		first := stored(env, *n.ImageURL)
		env.Clock.Advance(time.Second)
		body, hdr = multipartFile(t, "cabang.jpg", jpegBytes(t))
		res = apptest.Do(t, h, "POST", "/api/news/"+id+"/image", body, admin.Cookie, hdr)
		res.JSON(t, &n)
		if res.Status != 200 || exists(first) || !exists(stored(env, *n.ImageURL)) {
			t.Fatalf("replacing the image: %d %s; old file still there: %v", res.Status, res.Body, exists(first))
		}
		fake, fakeHdr := multipartFile(t, "x.png", []byte("<script>alert(1)</script>"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a fake picture is refused", Method: "POST", URL: "/api/news/" + id + "/image", Cookie: admin.Cookie, Body: fake, Headers: fakeHdr,
				WantStatus: 422, WantContains: []string{"File harus berupa gambar (PNG, JPEG, WebP, GIF)."}},
			{Name: "no article, no image", Method: "POST", URL: "/api/news/999999/image", Cookie: admin.Cookie, Body: body, Headers: hdr, WantStatus: 404},
			{Name: "the writer leaves the shop", Method: "DELETE", URL: fmt.Sprintf("/api/users/%d", writer.ID), Cookie: admin.Cookie, WantStatus: 204},
			{Name: "the article stays, without an author", Method: "GET", URL: "/api/news/by-slug/cabang-baru", WantStatus: 200,
				WantContains: []string{`"author_id":null`, `"author_name":null`}},
			{Name: "delete", Method: "DELETE", URL: "/api/news/" + id, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: "/api/news/by-slug/cabang-baru", WantStatus: 404},
			{Name: "delete again", Method: "DELETE", URL: "/api/news/" + id, Cookie: admin.Cookie, WantStatus: 404},
		})
		if exists(stored(env, *n.ImageURL)) {
			t.Fatal("the deleted article's image is still on disk")
		}
	})
}

func findNews(t *testing.T, env *apptest.Env, slug string) core.News {
	t.Helper()
	page, err := env.Content.ManageNews(t.Context(), "", core.PageRequest{PerPage: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range page.Items {
		if n.Slug == slug {
			return n
		}
	}
	t.Fatalf("no article %s", slug)
	return core.News{}
}
