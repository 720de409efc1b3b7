package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// adminRoutes are the back-office's pages; every other page belongs to the storefront.
var adminRoutes = []string{"/dashboard", "/login", "/profile"}

const adminBase = "/admin/"

// spa serves the storefront at / and the back-office at its routes, each falling back to
// its index.html so the browser router can take over. The storefront's index.html carries
// the head of the page asked for (spa_meta.go). A missing build serves a placeholder.
func spa(shop, admin fs.FS, shopHead headFunc) http.Handler {
	shopApp := app{assets: newAssets(shop), name: "Toko", index: newIndexPage(shop, shopHead)}
	adminApp := app{assets: newAssets(admin), name: "Back-office", index: newIndexPage(admin, nil)}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		p := r.URL.Path
		switch {
		case strings.HasPrefix(p, adminBase):
			adminApp.serve(w, r, strings.TrimPrefix(p, adminBase))
		case isAdminRoute(p):
			adminApp.serveIndex(w, r)
		default:
			shopApp.serve(w, r, strings.TrimPrefix(p, "/"))
		}
	})
}

func isAdminRoute(p string) bool {
	for _, route := range adminRoutes {
		if p == route || strings.HasPrefix(p, route+"/") {
			return true
		}
	}
	return false
}

type app struct {
	assets *assets
	index  *indexPage
	name   string
}

func (a app) serve(w http.ResponseWriter, r *http.Request, name string) {
	name = path.Clean("/" + name)[1:]
	if name != "" && name != "index.html" && a.assets.has(name) {
		if strings.HasPrefix(name, "assets/") {
			// Built assets carry a content hash in their name: they never change.
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		a.assets.serve(w, r, name)
		return
	}
	if a.index != nil && (strings.HasPrefix(name, "assets/") || path.Ext(name) != "") {
		http.NotFound(w, r)
		return
	}
	a.serveIndex(w, r)
}

func (a app) serveIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if a.index != nil {
		a.index.serve(w, r)
		return
	}
	_, _ = w.Write([]byte(`<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Konter</title></head>` +
		`<body><h1>Konter</h1><p>` + a.name + ` belum dibangun. Jalankan <code>make build</code>, lalu muat ulang halaman ini.</p>` +
		`<p>API: <a href="/api/docs">/api/docs</a></p></body></html>`))
}
