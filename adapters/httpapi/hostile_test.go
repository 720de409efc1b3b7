package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// Every operation of the OpenAPI document, called by a visitor, a Member, a Kasir and an
// Admin on a demo shop, with hostile input in each path parameter, query parameter, header
// and body field: a NUL, 100 KB of text, broken UTF-8, huge and negative numbers, the wrong
// type, malformed and deeply nested JSON; each parameter at the bound the document states
// and just past it; each JSON text as broken UTF-8 or half a surrogate pair. No answer may be
// a 5xx, what is past a bound or not text is refused (4xx), and no message a person reads may
// be huma's or encoding/json's English.
func TestHostileInputNeverBreaksTheServer(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		srv := demoServer(t, env)
		h := srv.Handler()
		doc := srv.API().OpenAPI()
		roles := []core.Role{"", core.RoleMember, core.RoleKasir, core.RoleAdmin}
		calls := 0
		for _, op := range operations(doc) {
			access := op.Metadata["access"].(httpapi.Access)
			for _, role := range roles {
				cookie := ""
				if role != "" {
					cookie = env.SignedIn(t, role).Cookie
				}
				// A caller the operation refuses never gets its body read.
				allowed := access.Allows(role != "", role)
				for _, c := range hostileCalls(doc, op, allowed) {
					calls++
					res := send(h, op.Method, c, cookie)
					if res.Code >= 500 || c.refused && res.Code < 400 {
						t.Errorf("%s %s as %q, %s: %d %.300s", op.Method, op.Path, role, c.name, res.Code, res.Body)
						continue
					}
					if words := englishIn(res.Body.Bytes()); res.Code >= 400 && words != "" {
						t.Errorf("%s %s as %q, %s: %d answers in English (%q): %.300s", op.Method, op.Path, role, c.name, res.Code, words, res.Body)
					}
				}
			}
		}
		t.Logf("%d hostile calls", calls)
	})
}

// hostileCall is one request: a path with its parameters filled in, a query, headers, a body.
type hostileCall struct {
	name        string
	path        string
	query       url.Values
	header      http.Header
	body        []byte
	contentType string
	// refused: the input is past a bound or is not text, and must be refused (4xx).
	refused bool
}

var (
	long = strings.Repeat("a", 100<<10)
	// hostileTexts go where a path, query or header value goes (already URL-decoded).
	hostileTexts = map[string]string{
		"NUL": "a\x00b", "100 KB": long, "broken UTF-8": "a\xffb", "negative": "-1", "zero": "0",
		"past int64": "99999999999999999999999", "huge float": "1e308", "a word": "abc", "empty": "",
	}
	// hostileValues go where a JSON value goes.
	hostileValues = map[string]any{
		"NUL": "a\x00b", "100 KB": long, "2^32": int64(1 << 32), "2^62": int64(1 << 62),
		"max int64": int64(1<<63 - 1), "min int64": int64(-1 << 63),
		"past uint64": json.Number("18446744073709551616"), "huge float": 1e308, "negative": -1,
		"fraction": 0.5, "bool": true, "array": []any{}, "object": map[string]any{}, "null": nil,
	}
	// brokenJSONTexts go where a JSON string goes, as written on the wire.
	brokenJSONTexts = map[string]string{
		"raw broken UTF-8": "\"a\xffb\"", "a surrogate in UTF-8": "\"a\xed\xa0\x80b\"",
		"a first half alone": `"a\ud83db"`, "a second half alone": `"a\ude00b"`, "two first halves": `"\ud83d\ud83d"`,
	}
	malformedJSON = map[string]string{
		"empty body": "", "cut off": `{"a":`, "an open brace": "{", "not JSON": "nul", "a number": "123",
		"a string": `"x"`, "null": "null", "an array": "[]", "a raw NUL": "{\"a\":\"\x00\"}",
		"100,000 nested arrays": strings.Repeat("[", 100000), "10,000 nested objects": strings.Repeat(`{"a":`, 10000) + "1" + strings.Repeat("}", 10000),
	}
)

func hostileCalls(doc *huma.OpenAPI, op *huma.Operation, allowed bool) []hostileCall {
	base := hostileCall{name: "plain", path: op.Path, query: url.Values{}, header: http.Header{}}
	var calls []hostileCall
	add := func(name string, change func(*hostileCall)) {
		c := base
		c.name, c.query, c.header = name, url.Values{}, http.Header{}
		change(&c)
		calls = append(calls, c)
	}
	for _, p := range op.Parameters {
		set := func(c *hostileCall, v string) {
			switch p.In {
			case "path":
				c.path = strings.ReplaceAll(c.path, "{"+p.Name+"}", url.PathEscape(v))
			case "query":
				c.query.Set(p.Name, v)
			case "header":
				c.header.Set(p.Name, v)
			}
		}
		for vname, v := range hostileTexts {
			add(fmt.Sprintf("%s %s %s", p.In, p.Name, vname), func(c *hostileCall) { set(c, v) })
		}
		at, past := boundsOf(p.Schema)
		for _, v := range at {
			add(fmt.Sprintf("%s %s at its bound %.20q", p.In, p.Name, v), func(c *hostileCall) { set(c, v) })
		}
		for _, v := range past {
			add(fmt.Sprintf("%s %s past its bound %.20q", p.In, p.Name, v), func(c *hostileCall) { set(c, v); c.refused = true })
		}
	}
	if op.RequestBody == nil {
		return calls
	}
	if mt := op.RequestBody.Content["multipart/form-data"]; mt != nil {
		multipartCalls(doc, mt.Schema, add)
		return calls
	}
	for name, body := range malformedJSON {
		add("body "+name, func(c *hostileCall) { c.body, c.contentType = []byte(body), "application/json" })
	}
	add("body wrong content type", func(c *hostileCall) { c.body, c.contentType = []byte("<x/>"), "application/xml" })
	if !allowed {
		return calls
	}
	sample := sampleOf(doc, op.RequestBody.Content["application/json"].Schema, 0)
	add("body sample", func(c *hostileCall) { c.body, c.contentType = mustJSON(sample), "application/json" })
	for _, leaf := range leaves(sample, nil) {
		for vname, v := range hostileValues {
			add(fmt.Sprintf("body %s %s", pointer(leaf), vname), func(c *hostileCall) {
				c.body, c.contentType = mustJSON(setAt(sample, leaf, v)), "application/json"
			})
		}
		if _, text := valueAt(sample, leaf).(string); !text {
			continue
		}
		const marker = `"hostile text"`
		body := mustJSON(setAt(sample, leaf, "hostile text"))
		for vname, raw := range brokenJSONTexts {
			add(fmt.Sprintf("body %s %s", pointer(leaf), vname), func(c *hostileCall) {
				c.body, c.contentType, c.refused = bytes.Replace(body, []byte(marker), []byte(raw), 1), "application/json", true
			})
		}
	}
	return calls
}

// boundsOf are values of a parameter at the bounds its schema states, and just past them.
func boundsOf(s *huma.Schema) (at, past []string) {
	for _, v := range s.Enum {
		at = append(at, fmt.Sprint(v))
	}
	if len(s.Enum) > 0 {
		past = append(past, "bukan-pilihan")
	}
	if s.MaxLength != nil {
		at = append(at, strings.Repeat("é", *s.MaxLength))
		past = append(past, strings.Repeat("é", *s.MaxLength+1))
	}
	if s.MinLength != nil && *s.MinLength > 0 {
		at = append(at, strings.Repeat("é", *s.MinLength))
		past = append(past, strings.Repeat("é", *s.MinLength-1))
	}
	if s.Type != huma.TypeInteger {
		return at, past
	}
	most, least := big.NewInt(math.MaxInt64), big.NewInt(math.MinInt64)
	if s.Maximum != nil {
		most, _ = big.NewFloat(*s.Maximum).Int(nil)
	}
	if s.Minimum != nil {
		least, _ = big.NewFloat(*s.Minimum).Int(nil)
	}
	one := big.NewInt(1)
	return append(at, most.String(), least.String()),
		append(past, new(big.Int).Add(most, one).String(), new(big.Int).Sub(least, one).String())
}

// multipartCalls send a broken form, and a form whose text fields each hold a hostile text.
func multipartCalls(doc *huma.OpenAPI, schema *huma.Schema, add func(string, func(*hostileCall))) {
	add("form without boundary", func(c *hostileCall) { c.body, c.contentType = []byte("x"), "multipart/form-data" })
	add("form cut off", func(c *hostileCall) {
		c.body, c.contentType = []byte("--b\r\nContent-Disposition: form-data; name=\"file\""), "multipart/form-data; boundary=b"
	})
	schema = resolve(doc, schema)
	for vname, v := range hostileTexts {
		add("form fields "+vname, func(c *hostileCall) {
			var buf bytes.Buffer
			w := multipart.NewWriter(&buf)
			for name, prop := range schema.Properties {
				if prop.ContentEncoding == "binary" || prop.Format == "binary" {
					f, _ := w.CreateFormFile(name, "x.png")
					_, _ = f.Write([]byte(v))
					continue
				}
				_ = w.WriteField(name, v)
			}
			_ = w.Close()
			c.body, c.contentType = buf.Bytes(), w.FormDataContentType()
		})
	}
}

func send(h http.Handler, method string, c hostileCall, cookie string) *httptest.ResponseRecorder {
	target := c.path
	if len(c.query) > 0 {
		target += "?" + c.query.Encode()
	}
	req := httptest.NewRequest(method, target, bytes.NewReader(c.body))
	for k, vs := range c.header {
		req.Header[k] = vs
	}
	if c.contentType != "" {
		req.Header.Set("Content-Type", c.contentType)
	}
	if cookie != "" {
		req.Header.Set("Cookie", "konter_session="+cookie)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// operations in a fixed order; the ones that end the caller's session run with a fresh one.
func operations(doc *huma.OpenAPI) []*huma.Operation {
	var ops []*huma.Operation
	for _, item := range doc.Paths {
		for _, op := range []*huma.Operation{item.Get, item.Post, item.Put, item.Patch, item.Delete} {
			if op != nil {
				ops = append(ops, op)
			}
		}
	}
	slices.SortFunc(ops, func(a, b *huma.Operation) int { return strings.Compare(a.Path+a.Method, b.Path+b.Method) })
	return ops
}

// sampleOf is a plausible value for a schema, so that one hostile field reaches the use case.
func sampleOf(doc *huma.OpenAPI, s *huma.Schema, depth int) any {
	s = resolve(doc, s)
	if s == nil || depth > 6 {
		return nil
	}
	switch {
	case len(s.Enum) > 0:
		return s.Enum[0]
	case len(s.Examples) > 0:
		return s.Examples[0]
	case s.Default != nil:
		return s.Default
	}
	switch s.Type {
	case huma.TypeObject:
		out := map[string]any{}
		for name, prop := range s.Properties {
			out[name] = sampleOf(doc, prop, depth+1)
		}
		return out
	case huma.TypeArray:
		return []any{sampleOf(doc, s.Items, depth+1)}
	case huma.TypeString:
		switch s.Format {
		case "date":
			return "2026-11-22"
		case "date-time":
			return "2026-11-22T10:00:00Z"
		case "email":
			return "tamu@konter.test"
		}
		return "x"
	case huma.TypeInteger, huma.TypeNumber:
		return 1
	case huma.TypeBoolean:
		return true
	}
	return nil
}

func resolve(doc *huma.OpenAPI, s *huma.Schema) *huma.Schema {
	if s != nil && s.Ref != "" {
		return doc.Components.Schemas.SchemaFromRef(s.Ref)
	}
	return s
}

// leaves are the paths (object keys, array indexes) to every value in v, containers included.
func leaves(v any, at []any) [][]any {
	var out [][]any
	if at != nil {
		out = append(out, slices.Clone(at))
	}
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			out = append(out, leaves(e, append(at, k))...)
		}
	case []any:
		for i, e := range v {
			out = append(out, leaves(e, append(at, i))...)
		}
	}
	return out
}

// valueAt is the value at path in v.
func valueAt(v any, path []any) any {
	for _, p := range path {
		switch c := v.(type) {
		case map[string]any:
			v = c[p.(string)]
		case []any:
			v = c[p.(int)]
		}
	}
	return v
}

// setAt is a copy of v with the value at path replaced.
func setAt(v any, path []any, value any) any {
	if len(path) == 0 {
		return value
	}
	switch v := v.(type) {
	case map[string]any:
		out := maps(v)
		out[path[0].(string)] = setAt(v[path[0].(string)], path[1:], value)
		return out
	case []any:
		out := slices.Clone(v)
		out[path[0].(int)] = setAt(v[path[0].(int)], path[1:], value)
		return out
	}
	return v
}

func maps(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func pointer(path []any) string {
	var b strings.Builder
	for _, p := range path {
		fmt.Fprintf(&b, "/%v", p)
	}
	return b.String()
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// englishIn names an English message in a problem's detail or field messages, if any.
func englishIn(body []byte) string {
	var p huma.ErrorModel
	if json.Unmarshal(body, &p) != nil {
		return ""
	}
	texts := []string{p.Detail}
	for _, e := range p.Errors {
		texts = append(texts, e.Message)
	}
	for _, text := range texts {
		for _, w := range english {
			if strings.Contains(strings.ToLower(text), w) {
				return text
			}
		}
	}
	return ""
}
