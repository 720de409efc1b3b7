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
// its index.html so the browser router can take over. A missing build serves a placeholder.
func spa(shop, admin fs.FS) http.Handler {
	shopApp, adminApp := app{files: shop, name: "Toko"}, app{files: admin, name: "Back-office"}
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
	files fs.FS
	name  string
}

func (a app) serve(w http.ResponseWriter, r *http.Request, name string) {
	name = path.Clean("/" + name)[1:]
	if name != "" && a.files != nil {
		if st, err := fs.Stat(a.files, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				// Built assets carry a content hash in their name: they never change.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			http.ServeFileFS(w, r, a.files, name)
			return
		}
		if strings.HasPrefix(name, "assets/") || path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
	}
	a.serveIndex(w, r)
}

func (a app) serveIndex(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	if a.files != nil {
		if body, err := fs.ReadFile(a.files, "index.html"); err == nil {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write(body)
			return
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write([]byte(`<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Konter</title></head>` +
		`<body><h1>Konter</h1><p>` + a.name + ` belum dibangun. Jalankan <code>make build</code>, lalu muat ulang halaman ini.</p>` +
		`<p>API: <a href="/api/docs">/api/docs</a></p></body></html>`))
}
