package httpapi_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
)

func TestSearchEnginesFindThePublicPagesOnly(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		h := env.HTTP(builtShop(), nil).Handler()
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10)
		admin := env.SignedIn(t, core.RoleAdmin)
		published := apptest.Start.Add(-time.Hour)
		news, err := env.Content.WriteNews(ctx, content.NewsInput{Title: "Promo Akhir Tahun", Content: "<p>Diskon</p>", Status: core.NewsPublished, PublishedAt: &published}, &admin.ID)
		if err != nil {
			t.Fatal(err)
		}
		draft, err := env.Content.WriteNews(ctx, content.NewsInput{Title: "Draft Rahasia", Content: "<p>x</p>"}, &admin.ID)
		if err != nil {
			t.Fatal(err)
		}

		res := apptest.Do(t, h, "GET", "/robots.txt", nil, "", nil)
		robots := string(res.Body)
		for _, want := range []string{"User-agent: *", "Disallow: /api/\n", "Disallow: /admin/\n", "Disallow: /dashboard\n", "Disallow: /login\n",
			"Disallow: /checkout\n", "Disallow: /my-orders\n", "Sitemap: http://konter.test/sitemap.xml"} {
			if !strings.Contains(robots, want) {
				t.Errorf("robots.txt lacks %q:\n%s", want, robots)
			}
		}
		for _, public := range []string{"Disallow: /products", "Disallow: /news", "Disallow: /\n"} {
			if strings.Contains(robots, public) {
				t.Errorf("robots.txt keeps search engines from %q:\n%s", public, robots)
			}
		}

		res = apptest.Do(t, h, "GET", "/sitemap.xml", nil, "", nil)
		var set struct {
			URLs []struct {
				Loc     string `xml:"loc"`
				LastMod string `xml:"lastmod"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(res.Body, &set); err != nil || res.Status != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
			t.Fatalf("sitemap: %d %v %s", res.Status, err, res.Body)
		}
		locs := map[string]string{}
		for _, u := range set.URLs {
			locs[u.Loc] = u.LastMod
		}
		day := apptest.Start.Format(time.DateOnly)
		for loc, lastmod := range map[string]string{
			"http://konter.test/":                                     "",
			"http://konter.test/products":                             "",
			fmt.Sprintf("http://konter.test/products/%d", charger.ID): day,
			"http://konter.test/news/" + news.Slug:                    day,
		} {
			if got, ok := locs[loc]; !ok || got != lastmod {
				t.Errorf("sitemap: %s lastmod %q (listed %v), want %q", loc, got, ok, lastmod)
			}
		}
		if _, ok := locs["http://konter.test/news/"+draft.Slug]; ok {
			t.Error("the sitemap lists a draft")
		}
	})
}

type appManifest struct {
	Name      string `json:"name"`
	ShortName string `json:"short_name"`
	StartURL  string `json:"start_url"`
	Display   string `json:"display"`
	Icons     []struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	} `json:"icons"`
}

func TestTheShopCanBeAddedToTheHomeScreen(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		built := builtShop()
		built["logo.png"] = &fstest.MapFile{Data: photo(t, 120, 60)}
		h := env.HTTP(built, nil).Handler()
		if _, err := env.Content.SaveSettings(ctx, map[string]string{"appName": "Konter Jaya Abadi Sentosa"}); err != nil {
			t.Fatal(err)
		}

		manifest := func() (m appManifest) {
			res := apptest.Do(t, h, "GET", "/manifest.webmanifest", nil, "", nil)
			if res.Status != 200 || res.Header.Get("Content-Type") != "application/manifest+json" {
				t.Fatalf("manifest: %d %v", res.Status, res.Header)
			}
			res.JSON(t, &m)
			return m
		}
		m := manifest()
		if m.Name != "Konter Jaya Abadi Sentosa" || m.ShortName != "Konter" || m.StartURL != "/" || m.Display != "standalone" || len(m.Icons) != 3 {
			t.Fatalf("manifest %+v", m)
		}
		iconSize := func(src string) (int, int) {
			res := apptest.Do(t, h, "GET", src, nil, "", nil)
			cfg, format, err := image.DecodeConfig(bytes.NewReader(res.Body))
			if res.Status != 200 || err != nil || format != "png" || res.Header.Get("Content-Type") != "image/png" {
				t.Fatalf("%s: %d %v %s", src, res.Status, err, format)
			}
			return cfg.Width, cfg.Height
		}
		for _, icon := range m.Icons {
			w, hgt := iconSize(icon.Src)
			if fmt.Sprintf("%dx%d", w, hgt) != icon.Sizes || icon.Type != "image/png" {
				t.Errorf("%s is %dx%d, the manifest says %s", icon.Src, w, hgt, icon.Sizes)
			}
		}
		if w, _ := iconSize("/icons/icon-180.png"); w != 180 {
			t.Errorf("apple-touch-icon is %d wide", w)
		}

		// A new logo gives new icon addresses, so phones fetch them again.
		if _, err := env.Content.SetLogo(ctx, core.Upload{Filename: "logo.png", ContentType: "image/png", Data: photo(t, 400, 400)}); err != nil {
			t.Fatal(err)
		}
		if again := manifest(); again.Icons[0].Src == m.Icons[0].Src {
			t.Errorf("the icons keep their address after a new logo: %s", again.Icons[0].Src)
		}
		if w, _ := iconSize("/icons/icon-512.png"); w != 512 {
			t.Errorf("icon from the uploaded logo is %d wide", w)
		}
		if res := apptest.Do(t, h, "GET", "/icons/icon-9999.png", nil, "", nil); res.Status != 404 {
			t.Errorf("an icon size the manifest does not name: %d", res.Status)
		}
	})
}

// A product photo uploaded through the back-office is served at the widths the storefront
// asks for.
func TestProductPhotosAreServedAtTheWidthAsked(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		p := addProduct(t, env, "Samsung A15", "Handphone", 2_799_000, 3)
		upload := photo(t, 800, 800)
		body, hdr := multipartFile(t, "a15.png", upload)
		res := apptest.Do(t, h, "POST", fmt.Sprintf("/api/products/%d/image", p.ID), body, admin.Cookie, hdr)
		var saved core.Product
		res.JSON(t, &saved)
		if res.Status != 200 || saved.ImageURL == nil {
			t.Fatalf("upload: %d %s", res.Status, res.Body)
		}
		res = apptest.Do(t, h, "GET", *saved.ImageURL+"?w=480", nil, "", map[string]string{"Accept-Encoding": "gzip"})
		cfg, format, err := image.DecodeConfig(bytes.NewReader(res.Body))
		if res.Status != 200 || err != nil || format != "jpeg" || cfg.Width != 480 || res.Header.Get("Content-Type") != "image/jpeg" ||
			res.Header.Get("Content-Encoding") != "" || len(res.Body)*5 > len(upload) {
			t.Errorf("card photo: %d %v %s %d wide, %d bytes of %d", res.Status, err, format, cfg.Width, len(res.Body), len(upload))
		}
	})
}
