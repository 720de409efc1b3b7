package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/core"
)

// A link shared on WhatsApp, Facebook or Telegram is previewed by a crawler that runs no
// script: the storefront's index.html leaves the server with the page's own title,
// description, canonical address, Open Graph and Twitter tags and schema.org data.

// pageHead is what a storefront page says of itself before any script runs.
type pageHead struct {
	Status      int
	Title       string // the tab's title: "Page — Shop", as the storefront writes it
	ShareTitle  string // the title of a shared link's preview
	Description string
	URL         string // canonical, absolute
	Type        string // og:type
	Image       string // absolute
	SiteName    string
	Robots      string
	Properties  []metaProperty // the Open Graph properties of the kind of page
	Preload     *imagePreload  // the page's largest image, fetched before the script asks
	JSONLD      any
	// Settings are the shop's settings as GET /api/settings answers them: the page's first
	// render shows them, and the page need not ask (nil when they could not be read).
	Settings  map[string]string
	NoSession bool     // the request carries no session cookie: the page need not ask who is signed in
	Page      string   // the page's module in the storefront's build (src/pages/X.tsx)
	Fetches   []string // the API addresses the page asks first, exactly as its script writes them
	Chunk     pageFiles
}

type metaProperty struct{ Property, Content string }

// imagePreload names the largest image of a page with the same srcset and sizes as the
// storefront's <img>, so the browser fetches the one it will show.
type imagePreload struct{ Href, SrcSet, Sizes string }

// Tag is the <link> element. html/template would take imagesrcset for one address and escape
// its spaces, so the attributes are escaped here, as any quoted attribute value is.
func (p imagePreload) Tag() template.HTML {
	tag := `<link rel="preload" as="image" href="` + html.EscapeString(p.Href) + `"`
	if p.SrcSet != "" {
		tag += ` imagesrcset="` + html.EscapeString(p.SrcSet) + `" imagesizes="` + html.EscapeString(p.Sizes) + `"`
	}
	return template.HTML(tag + ` fetchpriority="high" />`)
}

// The sizes of the storefront's largest images: the product page's photo, the home page's
// carousel and an article's picture.
var (
	productPhotoSizes = images.SizesOf("productPhoto")
	carouselSizes     = images.SizesOf("carousel")
	articleSizes      = images.SizesOf("article")
)

// headFunc answers the head of the storefront page a request asks for.
type headFunc func(r *http.Request) pageHead

var headTemplate = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
    <meta name="description" content="{{.Description}}" />
{{- with .Robots}}
    <meta name="robots" content="{{.}}" />{{end}}
{{- with .URL}}
    <link rel="canonical" href="{{.}}" />
    <meta property="og:url" content="{{.}}" />{{end}}
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:locale" content="id_ID" />
    <meta property="og:type" content="{{.Type}}" />
    <meta property="og:title" content="{{.ShareTitle}}" />
    <meta property="og:description" content="{{.Description}}" />
{{- with .Image}}
    <meta property="og:image" content="{{.}}" />
    <meta name="twitter:image" content="{{.}}" />{{end}}
    <meta name="twitter:card" content="{{if .Image}}summary_large_image{{else}}summary{{end}}" />
    <meta name="twitter:title" content="{{.ShareTitle}}" />
    <meta name="twitter:description" content="{{.Description}}" />
{{- range .Properties}}
    <meta property="{{.Property}}" content="{{.Content}}" />{{end}}
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/icon-180.png" />
{{- range .Chunk.Modules}}
    <link rel="modulepreload" crossorigin href="{{.}}" />{{end}}
{{- range .Chunk.Styles}}
    <link rel="stylesheet" crossorigin href="{{.}}" />{{end}}
{{- range .Fetches}}
    <link rel="preload" as="fetch" crossorigin href="{{.}}" />{{end}}
{{- with .Preload}}
    {{.Tag}}{{end}}
{{- with .Settings}}
    <script type="application/json" id="konter-settings">{{.}}</script>{{end}}
{{- with .JSONLD}}
    <script type="application/ld+json">{{.}}</script>{{end}}
{{- if .NoSession}}
    <meta name="konter-session" content="none" />{{end}}
  `))

// indexPage is a UI's built index.html; the storefront's gets each page's head.
type indexPage struct {
	before, after []byte // the built page around the place of the head
	head          headFunc
	pages         map[string]pageFiles
}

// builtHead are the built page's own title and description, which the rendered head replaces.
var builtHead = regexp.MustCompile(`(?is)<title>.*?</title>\s*|<meta\s+name="description"[^>]*>\s*`)

// newIndexPage reads the built index.html; nil before the UI is built.
func newIndexPage(files fs.FS, head headFunc) *indexPage {
	if files == nil {
		return nil
	}
	body, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil
	}
	at := bytes.Index(bytes.ToLower(body), []byte("</head>"))
	if head == nil || at < 0 {
		return &indexPage{before: body}
	}
	return &indexPage{before: builtHead.ReplaceAll(body[:at], nil), after: body[at:], head: head, pages: readPageFiles(files, body)}
}

func (p *indexPage) serve(w http.ResponseWriter, r *http.Request) {
	if p.head == nil {
		_, _ = w.Write(p.before)
		return
	}
	h := p.head(r)
	h.Chunk = p.pages[h.Page]
	var buf bytes.Buffer
	buf.Grow(len(p.before) + len(p.after) + 4096)
	buf.Write(p.before)
	if err := headTemplate.Execute(&buf, h); err != nil {
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	buf.Write(p.after)
	w.WriteHeader(h.Status)
	_, _ = w.Write(buf.Bytes())
}

// Texts of the pages' heads: the titles the storefront gives its pages.
const (
	headProductNotFound = "Produk tidak ditemukan."
	headArticleNotFound = "Berita tidak ditemukan."
	headPageNotFound    = "Halaman Tidak Ditemukan"
	headReceipt         = "Struk Belanja"
)

// receiptPagePrefix is the storefront's page of a receipt shared as a link (/struk/{token});
// purchasePagePrefix a member's receipt of a sale at the counter (/my-orders/purchases/{id}).
const (
	receiptPagePrefix  = "/struk/"
	purchasePagePrefix = "/my-orders/purchases/"
)

// shopTitles are the storefront's pages with a title of their own and no record to read, with
// the module of each (shop-ui/src/App.tsx); private pages (a member's) are not for search
// engines.
var shopTitles = map[string]struct {
	title, page string
	private     bool
}{
	"/":               {page: "HomePage"},
	"/products":       {title: "Produk Kami", page: "ProductsPage"},
	"/news":           {title: "Berita", page: "NewsPage"},
	"/tracking":       {title: "Lacak Status Servis", page: "TrackingPage"},
	"/member-login":   {title: "Masuk / Daftar", page: "MemberLoginPage", private: true},
	"/verify-email":   {title: "Verifikasi Email", page: "VerifyEmailPage", private: true},
	"/member-profile": {title: "Profil Saya", page: "MemberProfilePage", private: true},
	"/my-orders":      {title: "Daftar Pesanan Saya", page: "MyOrdersPage", private: true},
	"/checkout":       {title: "Checkout", page: "CheckoutPage", private: true},
}

// pageModule is where a storefront page's module is in its build.
func pageModule(name string) string { return "src/pages/" + name + ".tsx" }

// The first API calls of the storefront's pages, exactly as shop-ui's scripts write them
// (shop-ui/src/api; the query in the order of their parameters): the settings on every page,
// the home page's carousel and first products for a visitor, a product with its first reviews
// (REVIEWS_PER_PAGE), an article.
const (
	fetchSettings      = "/api/settings"
	fetchCarousel      = "/api/ads?placement=homepage_carousel"
	fetchHomeProducts  = "/api/products?sort=name&page=1&per_page=4" // HOME_PRODUCT_COUNT
	fetchBanner        = "/api/ads?placement=products_page_banner"
	fetchFirstProducts = "/api/products?sort=name&page=1&per_page=20" // PRODUCTS_PER_PAGE
	fetchProduct       = "/api/products/%d"
	fetchFirstReviews  = "/api/products/%d/reviews?page=1&per_page=10"
	fetchArticleBySlug = "/api/news/by-slug/"
)

// shopHead is the head of the storefront page at the request's path.
func (s *Server) shopHead(r *http.Request) pageHead {
	ctx := r.Context()
	site := s.siteOf(ctx, r)
	h := pageHead{
		Status: http.StatusOK, SiteName: site.name, Type: "website", Description: site.description, Image: site.logo,
		Page: pageModule("NotFoundPage"), Settings: site.settings,
	}
	if h.Settings == nil {
		h.Fetches = []string{fetchSettings}
	}
	// A visitor with no session cookie is nobody signed in: the storefront then skips asking
	// /api/auth/me, whose 401 would be an error in the browser's console on every page.
	if _, err := r.Cookie(sessionCookie); err != nil {
		h.NoSession = true
	}
	p := strings.TrimSuffix(r.URL.Path, "/")
	if p == "" {
		p = "/"
	}
	if rest, ok := strings.CutPrefix(p, "/products/"); ok {
		s.productHead(ctx, site, rest, &h)
	} else if rest, ok := strings.CutPrefix(p, "/news/"); ok {
		s.articleHead(ctx, site, rest, &h)
	} else if strings.HasPrefix(p, receiptPagePrefix) {
		// A customer's receipt from a WhatsApp link: for them alone, never for search engines.
		h.ShareTitle, h.Page, h.Robots = headReceipt, pageModule("ReceiptPage"), "noindex"
	} else if strings.HasPrefix(p, purchasePagePrefix) {
		h.ShareTitle, h.Page, h.Robots = headReceipt, pageModule("MyPurchasePage"), "noindex"
	} else if page, ok := shopTitles[p]; ok {
		h.ShareTitle, h.Page = page.title, pageModule(page.page)
		if page.private {
			h.Robots = "noindex"
		} else {
			h.URL = site.base + strings.TrimSuffix(p, "/")
		}
		if p == "/" {
			h.URL = site.base + "/"
			h.ShareTitle = site.name
			h.JSONLD = site.store()
			h.Preload = s.adPreload(ctx, core.AdHomepageCarousel)
			h.Fetches = append(h.Fetches, fetchCarousel)
			if h.NoSession { // a member's home page lists more
				h.Fetches = append(h.Fetches, fetchHomeProducts)
			}
		}
		if p == "/products" && r.URL.RawQuery == "" { // the whole catalog's first page
			h.Preload = s.adPreload(ctx, core.AdProductsPageBanner)
			h.Fetches = append(h.Fetches, fetchBanner, fetchFirstProducts)
		}
	} else {
		h.Status, h.ShareTitle, h.Robots = http.StatusNotFound, headPageNotFound, "noindex"
	}
	h.Title = site.name
	if h.ShareTitle != site.name && h.ShareTitle != "" {
		h.Title = h.ShareTitle + " — " + site.name
	} else {
		h.ShareTitle = site.name
	}
	return h
}

func (s *Server) productHead(ctx context.Context, site site, rawID string, h *pageHead) {
	h.Page = pageModule("ProductDetailPage")
	id, err := strconv.ParseInt(rawID, 10, 64)
	var p core.Product
	if err == nil {
		var raw encoded[core.Product]
		if raw, err = s.catalog.product(ctx, id); err == nil {
			err = json.Unmarshal(raw, &p)
		}
	}
	if err != nil {
		h.notFound(err, headProductNotFound)
		return
	}
	link := site.base + "/products/" + strconv.FormatInt(p.ID, 10)
	h.Fetches = append(h.Fetches, fmt.Sprintf(fetchProduct, p.ID), fmt.Sprintf(fetchFirstReviews, p.ID))
	inStock := p.Stock > 0
	availability, stockText := "out of stock", "Stok habis"
	if inStock {
		availability, stockText = "in stock", "Stok tersedia"
	}
	h.ShareTitle, h.URL, h.Type = p.Name, link, "product"
	h.Description = summary(strings.Join(nonEmpty(core.Rupiah(p.RetailPrice), stockText, p.Description), " · "))
	h.Properties = []metaProperty{
		{"product:price:amount", strconv.FormatInt(p.RetailPrice, 10)},
		{"product:price:currency", "IDR"},
		{"product:availability", availability},
	}
	offer := map[string]any{
		"@type": "Offer", "price": p.RetailPrice, "priceCurrency": "IDR", "url": link,
		"availability": "https://schema.org/" + map[bool]string{true: "InStock", false: "OutOfStock"}[inStock],
		"seller":       map[string]any{"@type": "Organization", "name": site.name},
	}
	ld := map[string]any{"@context": "https://schema.org", "@type": "Product", "name": p.Name, "url": link, "offers": offer}
	setIf(ld, "description", p.Description)
	setIf(ld, "category", p.Category)
	setIf(ld, "sku", p.Barcode)
	if p.ImageURL != nil && *p.ImageURL != "" {
		h.Image = site.absolute(shareImage(*p.ImageURL))
		ld["image"] = []string{site.absolute(*p.ImageURL)}
		h.Preload = s.imagePreload(*p.ImageURL, productPhotoSizes)
	}
	if reviews, err := s.deps.Shop.ProductReviews(ctx, p.ID, core.PageRequest{Page: 1, PerPage: 1}); err == nil && reviews.Total > 0 {
		ld["aggregateRating"] = map[string]any{
			"@type": "AggregateRating", "ratingValue": reviews.AverageRating, "reviewCount": reviews.Total,
			"bestRating": 5, "worstRating": 1,
		}
	}
	h.JSONLD = ld
}

func (s *Server) articleHead(ctx context.Context, site site, slug string, h *pageHead) {
	h.Page = pageModule("NewsArticlePage")
	n, err := s.deps.Content.Article(ctx, slug)
	if err != nil {
		h.notFound(err, headArticleNotFound)
		return
	}
	h.Fetches = append(h.Fetches, fetchArticleBySlug+url.PathEscape(n.Slug))
	link := site.base + "/news/" + url.PathEscape(n.Slug)
	h.ShareTitle, h.URL, h.Type = n.Title, link, "article"
	if n.Excerpt != "" {
		h.Description = summary(n.Excerpt)
	}
	ld := map[string]any{
		"@context": "https://schema.org", "@type": "NewsArticle", "headline": n.Title, "url": link,
		"mainEntityOfPage": link, "description": h.Description, "dateModified": n.UpdatedAt.UTC(),
		"publisher": site.organization(),
	}
	if n.PublishedAt != nil {
		ld["datePublished"] = n.PublishedAt.UTC()
		h.Properties = append(h.Properties, metaProperty{"article:published_time", n.PublishedAt.UTC().Format("2006-01-02T15:04:05Z")})
	}
	if n.AuthorName != nil && *n.AuthorName != "" {
		ld["author"] = map[string]any{"@type": "Person", "name": *n.AuthorName}
	} else {
		ld["author"] = site.organization()
	}
	if n.ImageURL != nil && *n.ImageURL != "" {
		h.Image = site.absolute(shareImage(*n.ImageURL))
		ld["image"] = []string{site.absolute(*n.ImageURL)}
		h.Preload = s.imagePreload(*n.ImageURL, articleSizes)
	}
	h.JSONLD = ld
}

// notFound turns the head into a 404 page's. Any other failure keeps the shop's own head, so
// the visitor still gets the page, whose script shows what went wrong.
func (h *pageHead) notFound(err error, title string) {
	if errors.Is(err, core.ErrNotFound) || core.IsKind(err, core.KindNotFound) || errors.Is(err, strconv.ErrSyntax) || errors.Is(err, strconv.ErrRange) {
		h.Status, h.ShareTitle, h.Robots = http.StatusNotFound, title, "noindex"
	}
}

// adPreload is the first advertisement of a placement, its page's largest image: the home
// page's carousel, the /products banner (which shows as wide).
func (s *Server) adPreload(ctx context.Context, placement core.AdPlacement) *imagePreload {
	ads, err := s.deps.Content.Ads(ctx, placement, core.PageRequest{Page: 1, PerPage: 1})
	if err != nil || len(ads.Items) == 0 {
		return nil
	}
	return s.imagePreload(ads.Items[0].ImageURL, carouselSizes)
}

// imagePreload names an uploaded image with its copies (images.Widths); an image from
// elsewhere alone.
func (s *Server) imagePreload(src, sizes string) *imagePreload {
	set := srcSet(src)
	if set == "" {
		return &imagePreload{Href: src}
	}
	return &imagePreload{Href: src, SrcSet: set, Sizes: sizes}
}

// srcSet lists the copies of an uploaded image, "" for an image from elsewhere.
func srcSet(src string) string {
	if !servedUpload(src) {
		return ""
	}
	parts := make([]string, len(images.Widths))
	for i, w := range images.Widths {
		parts[i] = widthURL(src, w) + " " + strconv.Itoa(w) + "w"
	}
	return strings.Join(parts, ", ")
}

// shareImage is the picture a link preview shows: the largest copy of an upload (a chat app
// fetches a few hundred kilobytes at most), an image from elsewhere as it is.
func shareImage(src string) string {
	if !servedUpload(src) {
		return src
	}
	return widthURL(src, images.Widths[len(images.Widths)-1])
}

// servedUpload tells an upload Konter serves, which has copies, from an image elsewhere.
func servedUpload(src string) bool { return strings.HasPrefix(src, "/files/") }

func widthURL(src string, width int) string {
	sep := "?"
	if strings.Contains(src, "?") {
		sep = "&"
	}
	return src + sep + "w=" + strconv.Itoa(width)
}

// summary shortens a description to what a preview shows (about 160 characters), at a word.
func summary(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	const limit = 160
	if utf8.RuneCountInString(text) <= limit {
		return text
	}
	cut := string([]rune(text)[:limit-1])
	if i := strings.LastIndexByte(cut, ' '); i > limit/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:·") + "…"
}

func nonEmpty(parts ...string) []string {
	out := parts[:0]
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return out
}

func setIf(m map[string]any, key, value string) {
	if strings.TrimSpace(value) != "" {
		m[key] = value
	}
}
