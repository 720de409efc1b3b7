package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"

	"github.com/danielgtaylor/huma/v2"
)

var schemaRef = regexp.MustCompile(`"#/components/schemas/([^"]+)"`)

// dropUnusedSchemas removes the schemas that no operation refers to, directly or through
// another schema: huma registers some (huma.FormFile) that a multipart body then
// describes inline.
func dropUnusedSchemas(doc *huma.OpenAPI) {
	refs := func(v any) []string {
		b, _ := json.Marshal(v)
		var names []string
		for _, m := range schemaRef.FindAllSubmatch(b, -1) {
			names = append(names, string(m[1]))
		}
		return names
	}
	schemas := doc.Components.Schemas
	doc.Components.Schemas = nil
	queue := refs(doc)
	doc.Components.Schemas = schemas
	used := map[string]bool{}
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if !used[name] {
			used[name] = true
			queue = append(queue, refs(schemas.Map()[name])...)
		}
	}
	for name := range schemas.Map() {
		if !used[name] {
			delete(schemas.Map(), name)
		}
	}
}

// OpenAPIDocument is the document a server of this version serves at /api/openapi.json.
func OpenAPIDocument(version string) []byte {
	rec := httptest.NewRecorder()
	New(Deps{Version: version, Log: slog.New(slog.DiscardHandler)}).Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil))
	return rec.Body.Bytes()
}
