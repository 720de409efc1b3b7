package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/adapters/images/imagestest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/content"
	"github.com/konterhp/konter/core/shop"
)

// builtShop is a storefront build as vite writes it: its own title and description, and the
// script that renders the page (which crawlers do not run).
func builtShop() fstest.MapFS {
	return fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Pusat Service HP dan Komputer" />
    <title>Konter</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`)},
	}
}

// crawl fetches a page as a link preview's crawler does: plain GET, no script run.
func crawl(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	res := apptest.Do(t, h, "GET", path, nil, "", map[string]string{"User-Agent": "WhatsApp/2.23"})
	return res.Status, string(res.Body)
}

var metaContent = regexp.MustCompile(`<meta (?:property|name)="([^"]+)" content="([^"]*)"`)

// metas reads the page's meta tags by property or name.
func metas(page string) map[string]string {
	out := map[string]string{}
	for _, m := range metaContent.FindAllStringSubmatch(page, -1) {
		out[m[1]] = m[2]
	}
	return out
}

var ldScript = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)

// jsonLD decodes the page's schema.org data.
func jsonLD(t *testing.T, page string) map[string]any {
	t.Helper()
	m := ldScript.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no JSON-LD in %s", page)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(m[1]), &v); err != nil {
		t.Fatalf("JSON-LD %s: %v", m[1], err)
	}
	return v
}

func TestProductPageShowsItsPreviewWithoutScript(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		h := env.HTTP(builtShop(), nil).Handler()
		if _, err := env.Content.SaveSettings(ctx, map[string]string{"appName": "Konter Jaya"}); err != nil {
			t.Fatal(err)
		}
		p := addProduct(t, env, `Samsung Galaxy A15 </script><script>alert(1)</script>`, "Handphone", 2_799_000, 8)
		if _, err := env.Catalog.SetProductImage(ctx, p.ID, core.Upload{Filename: "a15.png", ContentType: "image/png", Data: photo(t, 800, 800)}); err != nil {
			t.Fatal(err)
		}
		p, _ = env.Catalog.ProductDetail(ctx, p.ID)
		member := env.SignedIn(t, core.RoleMember)
		if _, _, err := env.Shop.WriteReview(ctx, member.Principal(t, env), p.ID, shop.ReviewInput{Rating: 4, Comment: "Mantap"}); err != nil {
			t.Fatal(err)
		}

		status, page := crawl(t, h, fmt.Sprintf("/products/%d", p.ID))
		if status != http.StatusOK {
			t.Fatalf("status %d", status)
		}
		// Three scripts: the settings, the JSON-LD and the built page's module; none more.
		if strings.Contains(page, "<script>alert(1)") || strings.Count(page, "</script>") != 3 {
			t.Fatalf("the product's name breaks out of the page: %s", page)
		}
		link := fmt.Sprintf("http://konter.test/products/%d", p.ID)
		image := "http://konter.test" + *p.ImageURL
		m := metas(page)
		for key, want := range map[string]string{
			"og:title": "Samsung Galaxy A15 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;", "og:type": "product", "og:url": link,
			"og:image": image + "?w=1080", "twitter:card": "summary_large_image", "og:site_name": "Konter Jaya",
			"product:price:amount": "2799000", "product:price:currency": "IDR", "product:availability": "in stock",
		} {
			if m[key] != want {
				t.Errorf("%s = %q, want %q", key, m[key], want)
			}
		}
		if !strings.HasPrefix(m["description"], "Rp 2.799.000 · Stok tersedia") {
			t.Errorf("description %q does not start with the price", m["description"])
		}
		if !strings.Contains(page, `<title>Samsung Galaxy A15 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Konter Jaya</title>`) ||
			strings.Count(page, "<title>") != 1 || strings.Contains(page, "Pusat Service HP dan Komputer\" />\n    <title>Konter</title>") {
			t.Errorf("the built title is not replaced by the product's: %s", page)
		}
		if !strings.Contains(page, `<link rel="canonical" href="`+link+`" />`) {
			t.Errorf("no canonical address: %s", page)
		}
		if !strings.Contains(page, `rel="preload" as="image" href="`+*p.ImageURL+`" imagesrcset="`+*p.ImageURL+`?w=240 240w, `) {
			t.Errorf("the product photo is not preloaded at its copies' widths: %s", page)
		}
		ld := jsonLD(t, page)
		offer, _ := ld["offers"].(map[string]any)
		rating, _ := ld["aggregateRating"].(map[string]any)
		if ld["@type"] != "Product" || ld["name"] != p.Name || ld["sku"] != p.Barcode || fmt.Sprint(ld["image"]) != "["+image+"]" ||
			offer["price"] != 2_799_000.0 || offer["priceCurrency"] != "IDR" || offer["availability"] != "https://schema.org/InStock" ||
			rating["ratingValue"] != 4.0 || rating["reviewCount"] != 1.0 {
			t.Errorf("JSON-LD %v", ld)
		}
		if strings.Contains(page, "buy_price") || strings.Contains(page, fmt.Sprint(p.BuyPrice)) {
			t.Errorf("the page gives away what the shop paid: %s", page)
		}

		// Sold out: the preview says so.
		kasir := env.SignedIn(t, core.RoleKasir)
		apptest.Run(t, h, []apptest.Scenario{{Name: "sell all 8", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
			Body: map[string]any{"items": []map[string]any{{"product_id": p.ID, "quantity": 8}}, "customer_type": "umum", "payment_method": "tunai", "paid_amount": 30_000_000}, WantStatus: 201}})
		_, page = crawl(t, h, fmt.Sprintf("/products/%d", p.ID))
		if m := metas(page); m["product:availability"] != "out of stock" || !strings.Contains(m["description"], "Stok habis") {
			t.Errorf("sold out, the preview says %v", m)
		}
		if offer, _ := jsonLD(t, page)["offers"].(map[string]any); offer["availability"] != "https://schema.org/OutOfStock" {
			t.Errorf("sold out, the offer says %v", offer)
		}

		for _, path := range []string{"/products/999999", "/products/abc", "/no-such-page"} {
			status, page := crawl(t, h, path)
			if status != http.StatusNotFound || !strings.Contains(page, `<meta name="robots" content="noindex" />`) || !strings.Contains(page, `<div id="root">`) {
				t.Errorf("%s: status %d, want 404 with the app and noindex: %s", path, status, page)
			}
		}
	})
}

func TestNewsAndHomePagesShowTheirPreviewWithoutScript(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		h := env.HTTP(builtShop(), nil).Handler()
		if _, err := env.Content.SaveSettings(ctx, map[string]string{
			"appName": "Konter Jaya", "contactPhone": "0812-3456-7890", "contactAddress": "Jl. Merdeka No. 1, Bandung",
			"socialInstagram": "https://instagram.com/konterjaya",
		}); err != nil {
			t.Fatal(err)
		}
		author := env.SignedIn(t, core.RoleAdmin)
		published := apptest.Start.Add(-24 * time.Hour)
		n, err := env.Content.WriteNews(ctx, content.NewsInput{
			Title: "Tips Merawat Baterai", Content: "<p>Jangan <b>mengisi</b> semalaman.</p>", Status: core.NewsPublished, PublishedAt: &published,
		}, &author.ID)
		if err != nil {
			t.Fatal(err)
		}
		draft, err := env.Content.WriteNews(ctx, content.NewsInput{Title: "Rahasia", Content: "<p>Belum terbit</p>"}, &author.ID)
		if err != nil {
			t.Fatal(err)
		}

		status, page := crawl(t, h, "/news/"+n.Slug)
		m := metas(page)
		if status != http.StatusOK || m["og:title"] != "Tips Merawat Baterai" || m["og:type"] != "article" ||
			m["description"] != "Jangan mengisi semalaman." || m["og:url"] != "http://konter.test/news/"+n.Slug {
			t.Errorf("article preview: status %d, %v", status, m)
		}
		ld := jsonLD(t, page)
		if ld["@type"] != "NewsArticle" || ld["headline"] != "Tips Merawat Baterai" || ld["datePublished"] != published.UTC().Format(time.RFC3339) {
			t.Errorf("article JSON-LD %v", ld)
		}
		if status, _ := crawl(t, h, "/news/"+draft.Slug); status != http.StatusNotFound {
			t.Errorf("a draft's page answers %d, want 404", status)
		}

		status, page = crawl(t, h, "/")
		m = metas(page)
		if status != http.StatusOK || m["og:title"] != "Konter Jaya" || m["og:url"] != "http://konter.test/" || !strings.Contains(page, "<title>Konter Jaya</title>") {
			t.Errorf("home preview: status %d, %v", status, m)
		}
		store := jsonLD(t, page)
		address, _ := store["address"].(map[string]any)
		if store["@type"] != "ElectronicsStore" || store["telephone"] != "0812-3456-7890" || address["streetAddress"] != "Jl. Merdeka No. 1, Bandung" ||
			fmt.Sprint(store["sameAs"]) != "[https://instagram.com/konterjaya]" {
			t.Errorf("shop JSON-LD %v", store)
		}

		// Without --base-url the server only knows the address it listens on; behind a proxy the
		// address the visitor used is the one to share.
		env.Config.BaseURL = "http://127.0.0.1:8080"
		if _, page := crawl(t, env.HTTP(builtShop(), nil).Handler(), "/"); metas(page)["og:url"] != "http://example.com/" {
			t.Errorf("with the default base URL, og:url is %q", metas(page)["og:url"])
		}

		_, page = crawl(t, h, "/checkout")
		if !strings.Contains(page, `<meta name="robots" content="noindex" />`) || !strings.Contains(page, "<title>Checkout — Konter Jaya</title>") {
			t.Errorf("a member's page is open to search engines: %s", page)
		}

		// A customer's receipt link is the storefront's receipt page, for them alone.
		status, page = crawl(t, h, "/struk/Zx8_q2LmN4pR7sT1uV3wYa")
		if status != http.StatusOK || !strings.Contains(page, `<meta name="robots" content="noindex" />`) || !strings.Contains(page, "<title>Struk Belanja — Konter Jaya</title>") {
			t.Errorf("the receipt page: status %d, %s", status, page)
		}
		// A member's receipt of a sale at the counter is a page of theirs too.
		status, page = crawl(t, h, "/my-orders/purchases/12")
		if status != http.StatusOK || !strings.Contains(page, `<meta name="robots" content="noindex" />`) || !strings.Contains(page, "<title>Struk Belanja — Konter Jaya</title>") {
			t.Errorf("the purchase's receipt page: status %d, %s", status, page)
		}
	})
}

// A visitor with no session is told so in the page, so the storefront does not ask
// /api/auth/me (a 401, an error in the browser's console); a member's page says nothing.
func TestStorefrontPageSaysWhenThereIsNoSession(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.HTTP(builtShop(), nil).Handler()
		const hint = `<meta name="konter-session" content="none" />`
		for _, path := range []string{"/", "/products", "/checkout"} {
			if _, page := crawl(t, h, path); !strings.Contains(page, hint) {
				t.Errorf("%s without a session cookie lacks %s", path, hint)
			}
		}
		member := env.SignedIn(t, core.RoleMember)
		res := apptest.Do(t, h, "GET", "/checkout", nil, member.Cookie, nil)
		if strings.Contains(string(res.Body), hint) {
			t.Errorf("a signed-in member's page says there is no session")
		}
	})
}

// A page's HTML names its chunk's files and its first API calls, so that a phone fetches them
// with the entry script instead of one after the other.
func TestStorefrontPageNamesWhatItLoadsFirst(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		build := builtShop()
		build[".vite/manifest.json"] = &fstest.MapFile{Data: []byte(`{
  "index.html": {"file": "assets/index-abc123.js", "isEntry": true, "imports": ["_vendor-v1.js"], "dynamicImports": ["src/pages/ProductDetailPage.tsx"]},
  "_vendor-v1.js": {"file": "assets/vendor-v1.js"},
  "_ProductGrid-g1.js": {"file": "assets/ProductGrid-g1.js", "imports": ["_vendor-v1.js", "index.html"], "css": ["assets/ProductGrid-g1.css"]},
  "src/pages/ProductDetailPage.tsx": {"file": "assets/ProductDetailPage-p1.js", "isDynamicEntry": true,
    "imports": ["_vendor-v1.js", "index.html", "_ProductGrid-g1.js"], "css": ["assets/ProductDetailPage-p1.css"]}
}`)}
		h := env.HTTP(build, nil).Handler()
		p := addProduct(t, env, "Samsung Galaxy A15", "Handphone", 2_799_000, 8)
		_, page := crawl(t, h, fmt.Sprintf("/products/%d", p.ID))
		for _, want := range []string{
			`<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-p1.js" />`,
			`<link rel="modulepreload" crossorigin href="/assets/ProductGrid-g1.js" />`,
			`<link rel="stylesheet" crossorigin href="/assets/ProductDetailPage-p1.css" />`,
			`<link rel="stylesheet" crossorigin href="/assets/ProductGrid-g1.css" />`,
			`<script type="application/json" id="konter-settings">{"aboutUsContent":`,
			fmt.Sprintf(`<link rel="preload" as="fetch" crossorigin href="/api/products/%d" />`, p.ID),
			fmt.Sprintf(`<link rel="preload" as="fetch" crossorigin href="/api/products/%d/reviews?page=1&amp;per_page=10" />`, p.ID),
		} {
			if !strings.Contains(page, want) {
				t.Errorf("the product page lacks %s", want)
			}
		}
		if strings.Contains(page, `href="/api/settings"`) {
			t.Error("the page asks for the settings it carries")
		}
		if _, err := env.Content.SaveSettings(context.Background(), map[string]string{"heroTitle": `Promo </script><script>alert(2)</script>`}); err != nil {
			t.Fatal(err)
		}
		if _, page := crawl(t, h, "/"); strings.Contains(page, "<script>alert(2)") || !strings.Contains(page, `"heroTitle":"Promo \u003c/script\u003e`) {
			t.Error("a setting breaks out of the page's settings")
		}
		if strings.Count(page, "vendor-v1.js") != 1 {
			t.Error("the product page names a file the entry loads already")
		}
		// Answering the preloaded address, the API gives what the page reads.
		if res := apptest.Do(t, h, "GET", fmt.Sprintf("/api/products/%d", p.ID), nil, "", nil); res.Status != http.StatusOK {
			t.Errorf("the preloaded product answers %d", res.Status)
		}
		if _, page := crawl(t, h, "/"); !strings.Contains(page, `href="/api/products?sort=name&amp;page=1&amp;per_page=4"`) {
			t.Error("the home page does not name a visitor's first products")
		}

		_, page = crawl(t, h, "/products")
		for _, want := range []string{
			`<link rel="preload" as="fetch" crossorigin href="/api/ads?placement=products_page_banner" />`,
			`<link rel="preload" as="fetch" crossorigin href="/api/products?sort=name&amp;page=1&amp;per_page=20" />`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("the catalog page lacks %s", want)
			}
		}
		if _, page := crawl(t, h, "/products?q=samsung"); strings.Contains(page, "per_page=20") {
			t.Error("a searched catalog preloads the whole catalog's first page, which it does not show")
		}

		// An article's page: its data, and its picture (its largest image) in the copy it shows.
		ctx := context.Background()
		n, err := env.Content.WriteNews(ctx, content.NewsInput{Title: "Tips Baterai", Content: "<p>Isi sebelum habis.</p>", Status: core.NewsPublished}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if n, err = env.Content.SetNewsImage(ctx, n.ID, core.Upload{Filename: "baterai.png", ContentType: "image/png", Data: imagestest.Photo(t, 800, 450, false)}); err != nil {
			t.Fatal(err)
		}
		_, page = crawl(t, h, "/news/"+n.Slug)
		for _, want := range []string{
			`<link rel="preload" as="fetch" crossorigin href="/api/news/by-slug/tips-baterai" />`,
			`<link rel="preload" as="image" href="` + *n.ImageURL + `" imagesrcset="` + *n.ImageURL + `?w=240 240w, `,
			`imagesizes="` + images.SizesOf("article") + `" fetchpriority="high" />`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("the article's page lacks %s", want)
			}
		}
	})
}
