package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/rawprint/printertest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestPrinters(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		add := func(name string, body map[string]any, status int, want ...string) apptest.Scenario {
			return apptest.Scenario{Name: name, Method: "POST", URL: "/api/printers", Cookie: admin.Cookie, Body: body, WantStatus: status, WantContains: want}
		}
		apptest.Run(t, h, []apptest.Scenario{
			add("a name is needed", map[string]any{"host": "192.168.1.50", "paper": "58mm"}, 422,
				`"detail":"Nama printer wajib diisi."`, `"location":"name"`),
			add("an address is needed", map[string]any{"name": "Kasir 1", "paper": "58mm"}, 422,
				`"detail":"Alamat printer wajib diisi."`),
			add("an address is a host, not a URL", map[string]any{"name": "Kasir 1", "host": "http://192.168.1.50:9100", "paper": "58mm"}, 422,
				`"location":"host"`),
			add("a port past TCP's", map[string]any{"name": "Kasir 1", "host": "192.168.1.50", "port": 70000, "paper": "58mm"}, 422,
				`"detail":"Port printer harus antara 1 dan 65535."`),
			add("a paper no printer takes", map[string]any{"name": "Kasir 1", "host": "192.168.1.50", "paper": "A4"}, 422,
				`"detail":"Kertas printer harus 58mm atau 80mm."`),
			add("the Admin registers a printer, on port 9100 by default", map[string]any{"name": " Kasir 1 ", "host": "192.168.1.50", "paper": "58mm", "drawer": true}, 201,
				`"name":"Kasir 1"`, `"port":9100`, `"paper":"58mm"`, `"drawer":true`, `"qr_image":false`),
			add("two printers of one name", map[string]any{"name": "kasir 1", "host": "printer-gudang.lan", "paper": "80mm"}, 409,
				`"detail":"Nama printer sudah dipakai printer lain."`),
			{Name: "a Kasir cannot register a printer", Method: "POST", URL: "/api/printers", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "Kasir 2", "host": "10.0.0.9", "paper": "58mm"}, WantStatus: 403},
			{Name: "a Kasir lists the printers", Method: "GET", URL: "/api/printers", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, `"host":"192.168.1.50"`}},
			{Name: "a member cannot", Method: "GET", URL: "/api/printers", Cookie: member.Cookie, WantStatus: 403},
			{Name: "nor a visitor", Method: "GET", URL: "/api/printers", WantStatus: 401},
		})

		page, err := env.Printers.List(t.Context(), core.PageRequest{PerPage: 10})
		if err != nil || len(page.Items) != 1 {
			t.Fatalf("printers: %v %v", page.Items, err)
		}
		p := page.Items[0]
		url := fmt.Sprint("/api/printers/", p.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "one printer", Method: "GET", URL: url, Cookie: kasir.Cookie, WantStatus: 200, WantContains: []string{`"name":"Kasir 1"`}},
			{Name: "no such printer", Method: "GET", URL: "/api/printers/999999", Cookie: admin.Cookie, WantStatus: 404,
				WantContains: []string{`"detail":"Printer tidak ditemukan."`}},
			{Name: "a Kasir cannot edit a printer", Method: "PUT", URL: url, Cookie: kasir.Cookie,
				Body: map[string]any{"name": "Kasir 1", "host": "10.0.0.9", "paper": "80mm"}, WantStatus: 403},
			{Name: "the Admin moves it to 80 mm paper on another port, no drawer, QR codes as images", Method: "PUT", URL: url, Cookie: admin.Cookie,
				Body: map[string]any{"name": "Kasir Depan", "host": "10.0.0.9", "port": 9101, "paper": "80mm", "qr_image": true}, WantStatus: 200,
				WantContains: []string{`"name":"Kasir Depan"`, `"port":9101`, `"paper":"80mm"`, `"drawer":false`, `"qr_image":true`}},
			{Name: "it keeps printing QR codes as images", Method: "GET", URL: url, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"qr_image":true`}},
			{Name: "a Kasir cannot remove it", Method: "DELETE", URL: url, Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "the Admin removes it", Method: "DELETE", URL: url, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: url, Cookie: admin.Cookie, WantStatus: 404},
			{Name: "nothing to remove", Method: "DELETE", URL: url, Cookie: admin.Cookie, WantStatus: 404},
		})
	})
}

func TestPrintJobs(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		register := func(name string, port int) string {
			t.Helper()
			r := apptest.Do(t, h, "POST", "/api/printers", map[string]any{"name": name, "host": "127.0.0.1", "port": port, "paper": "58mm"}, admin.Cookie, nil)
			if r.Status != 201 {
				t.Fatalf("register %s: %d %s", name, r.Status, r.Body)
			}
			var p core.Printer
			r.JSON(t, &p)
			return fmt.Sprintf("/api/printers/%d/jobs", p.ID)
		}
		job := bytes.Repeat([]byte{0x1b, 0x40, 'S', 't', 'r', 'u', 'k', 0x00, 0xff, '\n'}, 1000)
		body := map[string]any{"data": base64.StdEncoding.EncodeToString(job)}

		printer := printertest.Working(t)
		toPrinter := register("Kasir 1", printer.Port)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a member cannot print", Method: "POST", URL: toPrinter, Cookie: member.Cookie, Body: body, WantStatus: 403},
			{Name: "nor a visitor", Method: "POST", URL: toPrinter, Body: body, WantStatus: 401},
			{Name: "only registered printers are reached", Method: "POST", URL: "/api/printers/999999/jobs", Cookie: kasir.Cookie, Body: body, WantStatus: 404},
			{Name: "data that is not base64", Method: "POST", URL: toPrinter, Cookie: kasir.Cookie, Body: map[string]any{"data": "not base64!"}, WantStatus: 422,
				WantContains: []string{`"detail":"Data cetak harus berupa base64."`}},
			{Name: "no data", Method: "POST", URL: toPrinter, Cookie: kasir.Cookie, Body: map[string]any{"data": ""}, WantStatus: 422},
			{Name: "a job past the bound", Method: "POST", URL: toPrinter, Cookie: kasir.Cookie,
				Body: map[string]any{"data": strings.Repeat("A", 1_000_004)}, WantStatus: 422, WantContains: []string{`"location":"body.data"`}},
			{Name: "a Kasir prints", Method: "POST", URL: toPrinter, Cookie: kasir.Cookie, Body: body, WantStatus: 204},
		})
		if b := <-printer.Got; !bytes.Equal(b, job) {
			t.Fatalf("the printer got %d bytes, want the %d sent", len(b), len(job))
		}

		toClosed := register("Mati", printertest.Closed(t).Port)
		start := time.Now()
		apptest.Run(t, h, []apptest.Scenario{{Name: "a closed port is a bad gateway", Method: "POST", URL: toClosed, Cookie: kasir.Cookie, Body: body,
			WantStatus: 502, WantContains: []string{`"detail":"Printer tidak dapat dihubungi`}}})
		if d := time.Since(start); d >= time.Second {
			t.Fatalf("a refused connection took %v", d)
		}

		toSilent := register("Padam", printertest.Silent(t).Port)
		start = time.Now()
		apptest.Run(t, h, []apptest.Scenario{{Name: "a printer that never answers is a gateway timeout", Method: "POST", URL: toSilent, Cookie: kasir.Cookie, Body: body,
			WantStatus: 504, WantContains: []string{`"detail":"Printer tidak menjawab.`}}})
		// apptest gives a job one second.
		if d := time.Since(start); d < time.Second || d > 3*time.Second {
			t.Fatalf("the job gave up after %v, want about a second", d)
		}
	})
}
