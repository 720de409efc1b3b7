package httpapi_test

import (
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// English words huma and encoding/json answer with; none may reach a user.
var english = []string{"expected", "invalid", "unexpected", "cannot", "json:", "request body", "required", "limit="}

const unsafeTextMessage = "Data yang dikirim memuat karakter yang tidak diizinkan."

// A NUL or broken UTF-8 anywhere a client can put text is refused with 422 before it reaches
// a database, and every message a client can cause reads in Indonesian.
func TestHostileTextIsRefusedInIndonesian(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		admin := env.SignedIn(t, core.RoleAdmin)
		unsafe := unsafeTextMessage
		scenarios := []apptest.Scenario{
			{Name: "NUL in a product search", Method: "GET", URL: "/api/products?q=a%00", WantStatus: 422,
				WantContains: []string{unsafe, `"location":"query.q"`}},
			{Name: "broken UTF-8 in a product search", Method: "GET", URL: "/api/products?q=%ff", WantStatus: 422,
				WantContains: []string{unsafe}},
			{Name: "NUL in a news slug", Method: "GET", URL: "/api/news/%00", WantStatus: 422,
				WantContains: []string{unsafe, `"location":"path"`}},
			{Name: "NUL in a JSON string", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"a\u0000b","phone":"0812"}`, WantStatus: 422, WantContains: []string{unsafe, `"location":"body"`}},
			{Name: "NUL in a header", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Headers: map[string]string{"Idempotency-Key": "k\x00"}, Body: `{}`, WantStatus: 422,
				WantContains: []string{unsafe, `"location":"header.Idempotency-Key"`}},
			{Name: "another site's cookie on the domain is not refused", Method: "GET", URL: "/api/products",
				Headers: map[string]string{"Cookie": "analytics=caf\xe9"}, WantStatus: 200},
			{Name: "a backslash before u0000 is no NUL", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"a\\u0000b","phone":"0812"}`, WantStatus: 201},
			{Name: "cut-off JSON", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":`, WantStatus: 400, WantContains: []string{"JSON tidak lengkap"}},
			{Name: "a number for a text", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":5}`, WantStatus: 422, WantContains: []string{"harus teks", `"location":"body.name"`}},
			{Name: "a word for a page", Method: "GET", URL: "/api/users?page=abc", Cookie: admin.Cookie,
				WantStatus: 422, WantContains: []string{"harus bilangan bulat", `"location":"query.page"`}},
			{Name: "a body over the limit", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"` + strings.Repeat("a", 2<<20) + `"}`, WantStatus: 413,
				WantContains: []string{"Data yang dikirim terlalu besar (maksimal 1 MB)."}},
			{Name: "a write from another site", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Headers: map[string]string{"Sec-Fetch-Site": "cross-site"}, Body: `{"name":"x"}`, WantStatus: 403,
				WantContains: []string{"Permintaan dari situs lain ditolak."}},
		}
		for i := range scenarios {
			scenarios[i].WantMissing = english
		}
		apptest.Run(t, h, scenarios)

		res := apptest.Do(t, h, "POST", "/api/customers", `{"name":"x"}`, kasir.Cookie, map[string]string{"Sec-Fetch-Site": "cross-site"})
		if ct := res.Header.Get("Content-Type"); ct != "application/problem+json" {
			t.Errorf("a refused cross-site write answers %q, want application/problem+json", ct)
		}
	})
}

// Text in a JSON body that is not UTF-8 — raw bytes, or half of a surrogate pair written as an
// escape — is refused (422) rather than stored as "�", and nothing is saved; a whole pair (an
// emoji, however it is written) is text like any other.
func TestBrokenTextInAJSONBodyIsRefused(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		refused := []string{unsafeTextMessage, `"location":"body"`}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a raw byte that is not UTF-8", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: "{\"name\":\"Bud\xffi\",\"phone\":\"0812\"}", WantStatus: 422, WantContains: refused},
			{Name: "a surrogate written in UTF-8", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: "{\"name\":\"Budi \xed\xa0\xbd\",\"phone\":\"0812\"}", WantStatus: 422, WantContains: refused},
			{Name: "a first half alone", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Budi \ud83d","phone":"0812"}`, WantStatus: 422, WantContains: refused},
			{Name: "a first half before a letter", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"\ud83dBudi","phone":"0812"}`, WantStatus: 422, WantContains: refused},
			{Name: "a second half alone", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Budi \ude00","phone":"0812"}`, WantStatus: 422, WantContains: refused},
			{Name: "two first halves", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Budi \ud83d\ud83d","phone":"0812"}`, WantStatus: 422, WantContains: refused},
			{Name: "the halves the wrong way round", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Budi \ude00\ud83d","phone":"0812"}`, WantStatus: 422, WantContains: refused},
			{Name: "a half in a nested field", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: `{"payments":[{"method":"tunai \udfff","amount":1000}]}`, WantStatus: 422, WantContains: refused},
			{Name: "nothing was saved", Method: "GET", URL: "/api/customers?q=Budi", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "an emoji written as a pair of escapes", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Budi \ud83d\ude00","phone":"0812"}`, WantStatus: 201, WantContains: []string{`"name":"Budi 😀"`}},
			{Name: "an emoji written as it is", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Sari 🙂","phone":"0813"}`, WantStatus: 201, WantContains: []string{`"name":"Sari 🙂"`}},
			{Name: "an escaped backslash before ud800 is no half", Method: "POST", URL: "/api/customers", Cookie: kasir.Cookie,
				Body: `{"name":"Andi \\ud800","phone":"0814"}`, WantStatus: 201, WantContains: []string{`"name":"Andi \\ud800"`}},
		})
	})
}
