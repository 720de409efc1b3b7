package httpapi

import (
	"context"
	"encoding/xml"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// registerShopFiles serves what search engines and phones ask a site for beside its pages:
// robots.txt, the sitemap, the web app manifest and its icons.
func (s *Server) registerShopFiles() {
	s.mux.HandleFunc("GET /robots.txt", s.robots)
	s.mux.Handle("GET /sitemap.xml", s.sitemap(&keptSitemap{}))
	s.mux.HandleFunc("GET /manifest.webmanifest", s.manifest)
	s.mux.Handle("GET /icons/{name}", s.icons(&keptIcons{}))
}

// privatePaths are kept out of search engines: the API, the back-office and a member's pages.
func privatePaths() []string {
	out := []string{"/api/", adminBase}
	out = append(out, adminRoutes...)
	for p, page := range shopTitles {
		if page.private {
			out = append(out, p)
		}
	}
	slices.Sort(out[2:])
	return out
}

func (s *Server) robots(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString("User-agent: *\n")
	for _, p := range privatePaths() {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + s.baseURL(r) + "/sitemap.xml\n")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write([]byte(b.String()))
}

// sitemapLimit is the most addresses one sitemap may hold (sitemaps.org).
const sitemapLimit = 50_000

// sitemapMaxAge: the sitemap reads the whole catalog, and search engines read it now and then.
const sitemapMaxAge = 10 * time.Minute

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlSet struct {
	XMLName xml.Name     `xml:"urlset"`
	NS      string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

// keptSitemap is the last sitemap written, by the address it was written for.
type keptSitemap struct {
	mu      sync.Mutex
	base    string
	body    []byte
	expires time.Time
}

func (s *Server) sitemap(kept *keptSitemap) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		base := s.baseURL(r)
		kept.mu.Lock()
		defer kept.mu.Unlock()
		if kept.base != base || time.Now().After(kept.expires) {
			body, err := s.writeSitemap(r.Context(), base)
			if err != nil {
				s.deps.Log.Error("sitemap", "error", err)
				http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
				return
			}
			kept.base, kept.body, kept.expires = base, body, time.Now().Add(sitemapMaxAge)
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=600")
		_, _ = w.Write(kept.body)
	})
}

// writeSitemap lists the public pages, every product and every published article with the
// day it last changed.
func (s *Server) writeSitemap(ctx context.Context, base string) ([]byte, error) {
	set := urlSet{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, p := range []string{"/", "/products", "/news", "/tracking"} {
		set.URLs = append(set.URLs, sitemapURL{Loc: base + p})
	}
	day := func(t time.Time) string { return t.UTC().Format(time.DateOnly) }
	for page := 1; len(set.URLs) < sitemapLimit; page++ {
		news, err := s.deps.Content.PublishedNews(ctx, core.PageRequest{Page: page, PerPage: core.MaxPerPage})
		if err != nil {
			return nil, err
		}
		for _, n := range news.Items {
			set.URLs = append(set.URLs, sitemapURL{Loc: base + "/news/" + url.PathEscape(n.Slug), LastMod: day(n.UpdatedAt)})
		}
		if len(news.Items) < core.MaxPerPage {
			break
		}
	}
	for page := 1; len(set.URLs) < sitemapLimit; page++ {
		products, err := s.deps.Catalog.BrowseProducts(ctx, core.ProductFilter{PageRequest: core.PageRequest{Page: page, PerPage: core.MaxPerPage}})
		if err != nil {
			return nil, err
		}
		for _, p := range products.Items {
			set.URLs = append(set.URLs, sitemapURL{Loc: base + "/products/" + strconv.FormatInt(p.ID, 10), LastMod: day(p.CreatedAt)})
		}
		if len(products.Items) < core.MaxPerPage {
			break
		}
	}
	if len(set.URLs) > sitemapLimit {
		set.URLs = set.URLs[:sitemapLimit]
	}
	body, err := xml.Marshal(set)
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), body...), nil
}
