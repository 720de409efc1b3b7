package httpapi_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// Every answer carries the security headers: pages so that no injected script runs and no
// other site frames the till, JSON so that no browser reads it as something else.
func TestEveryAnswerCarriesTheSecurityHeaders(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ui := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>`)}}
		h := env.HTTP(ui, ui).Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		want := map[string]string{
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "strict-origin-when-cross-origin",
			"Content-Security-Policy": "default-src 'self'; script-src 'self'; ",
			"Permissions-Policy":      "camera=()",
		}
		for _, c := range []struct{ name, url, cookie string }{
			{"the storefront", "/", ""},
			{"a product list page", "/products", ""},
			{"a news page", "/news/promo-akhir-tahun", ""},
			{"the staff sign-in page", "/login", ""},
			{"the dashboard", "/dashboard", kasir.Cookie},
			{"the API docs", "/api/docs", ""},
			{"the API docs' script", "/api/docs/init.js", ""},
			{"a JSON answer", "/api/products", ""},
			{"a problem", "/api/customers", ""},
			{"the OpenAPI document", "/api/openapi.json", ""},
		} {
			t.Run(c.name, func(t *testing.T) {
				res := apptest.Do(t, h, "GET", c.url, nil, c.cookie, nil)
				if res.Status >= 500 {
					t.Fatalf("%s: %d", c.url, res.Status)
				}
				for name, value := range want {
					if got := res.Header.Get(name); !strings.Contains(got, value) {
						t.Errorf("%s: %s is %q, want it to hold %q", c.url, name, got, value)
					}
				}
				csp := res.Header.Get("Content-Security-Policy")
				for _, directive := range []string{"frame-ancestors 'none'", "object-src 'none'", "img-src 'self' data:"} {
					if !strings.Contains(csp, directive) {
						t.Errorf("%s: the policy lacks %q: %s", c.url, directive, csp)
					}
				}
				scripts := regexp.MustCompile(`script-src([^;]*)`).FindStringSubmatch(csp)
				if scripts == nil || strings.Contains(scripts[1], "unsafe-") || strings.Contains(csp, "unsafe-eval") {
					t.Errorf("%s: scripts are not strict: %s", c.url, csp)
				}
			})
		}
	})
}

// The API docs page runs under the same policy: it holds no inline script.
func TestTheDocsPageHasNoInlineScript(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	res := apptest.Do(t, env.Handler(), "GET", "/api/docs", nil, "", nil)
	if inline := regexp.MustCompile(`<script(\s[^>]*)?>[^<]*\S[^<]*</script>`).FindString(string(res.Body)); inline != "" || res.Status != 200 {
		t.Fatalf("%d, inline script %q", res.Status, inline)
	}
	init := apptest.Do(t, env.Handler(), "GET", "/api/docs/init.js", nil, "", nil)
	if init.Status != 200 || !strings.Contains(string(init.Body), "SwaggerUIBundle(") || !strings.HasPrefix(init.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("init script: %d %s %s", init.Status, init.Header.Get("Content-Type"), init.Body)
	}
}
