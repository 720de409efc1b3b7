package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"regexp"
	"strings"

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

// nullObjects declares nullable each property an answer gives as a pointer to a struct or to a
// hand-registered scalar without omitempty (a repair's bill before the cashier, the open shift,
// a blind shift's sums): huma states null for plain scalars and lists only, and the UIs' types
// are generated from the document.
func nullObjects(schemas huma.Registry) {
	for name, schema := range schemas.Map() {
		t := schemas.TypeFromRef(schemaRefPrefix + name)
		if t == nil || t.Kind() != reflect.Struct {
			continue
		}
		for _, f := range reflect.VisibleFields(t) {
			field, options, _ := strings.Cut(f.Tag.Get("json"), ",")
			prop := schema.Properties[field]
			if f.Anonymous || !f.IsExported() || prop == nil ||
				f.Type.Kind() != reflect.Pointer || strings.Contains(options, "omit") {
				continue
			}
			if prop.Ref == "" {
				nullScalar(schema, field, prop)
				continue
			}
			null := &huma.Schema{Description: prop.Description, AnyOf: []*huma.Schema{{Ref: prop.Ref}, {Type: "null"}}}
			null.PrecomputeMessages()
			schema.Properties[field] = null
		}
	}
}

// nullScalar declares nullable a pointer to a type whose schema is registered by hand (a
// report's core.Sum), which huma states without the null it adds to a plain pointer.
func nullScalar(schema *huma.Schema, field string, prop *huma.Schema) {
	if prop.Nullable || prop.Type == "" {
		return
	}
	null := *prop
	null.Nullable = true
	null.PrecomputeMessages()
	schema.Properties[field] = &null
}

const schemaRefPrefix = "#/components/schemas/"

// OpenAPIDocument is the document a server of this version serves at /api/openapi.json.
func OpenAPIDocument(version string) []byte {
	rec := httptest.NewRecorder()
	New(Deps{Version: version, Log: slog.New(slog.DiscardHandler)}).Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil))
	return rec.Body.Bytes()
}
