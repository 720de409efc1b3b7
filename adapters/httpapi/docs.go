package httpapi

import (
	"embed"
	"net/http"
	"path"
)

//go:embed apidocs/*.gz
var docsFiles embed.FS

const docsHTML = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Konter API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`

// docsInit starts Swagger UI from a file of its own: the pages' policy allows no inline script.
const docsInit = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true });
`

// docsPage serves the API reference; its script and styles are embedded, so it works offline.
func docsPage() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(docsHTML))
	})
}

// docsAssets serves the gzipped Swagger UI files as they are stored.
func docsAssets() http.Handler {
	types := map[string]string{".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Base(r.URL.Path)
		if name == "init.js" {
			w.Header().Set("Content-Type", types[".js"])
			_, _ = w.Write([]byte(docsInit))
			return
		}
		body, err := docsFiles.ReadFile("apidocs/" + name + ".gz")
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", types[path.Ext(name)])
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		_, _ = w.Write(body)
	})
}
