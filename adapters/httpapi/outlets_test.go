package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// A static QRIS printed by a bank (DANA), as a shop pastes it.
const outletQRIS = "00020101021126570011ID.DANA.WWW011893600915393854002502099385400250303UMI51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI5204549953033605802ID5919Rafael Toko Digital6010Kota Jambi6105361256304EE06"

func TestOutlets(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		add := func(name string, body map[string]any, status int, want ...string) apptest.Scenario {
			return apptest.Scenario{Name: name, Method: "POST", URL: "/api/outlets", Cookie: admin.Cookie, Body: body, WantStatus: status, WantContains: want}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the shop is its first outlet", Method: "GET", URL: "/api/outlets", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, `"name":"Konter"`}},
			add("a name is needed", map[string]any{"address": "Jl. Dago 5"}, 422,
				`"detail":"Nama outlet wajib diisi."`, `"location":"name"`),
			add("a name past its bound", map[string]any{"name": strings.Repeat("a", 101)}, 422,
				`"detail":"Nama outlet paling panjang 100 karakter."`),
			add("a bank account without its bank", map[string]any{"name": "Cabang Dago", "bank_account_number": "1234567890"}, 422,
				`"detail":"Isi nama bank dan nomor rekening outlet bersama-sama, atau kosongkan semuanya."`),
			add("a QRIS that is not one", map[string]any{"name": "Cabang Dago", "qris": "000201010211"}, 422,
				`"location":"qris"`),
			add("the Admin opens a second outlet", map[string]any{
				"name": " Cabang Dago ", "address": "Jl. Dago 5, Bandung", "phone": "022-2501234", "opening_hours": "Senin–Sabtu 09.00–21.00",
				"receipt_header": "Terima kasih telah berbelanja di Cabang Dago", "qris": outletQRIS,
				"bank_name": "BCA", "bank_account_number": "1234567890", "bank_account_holder": "Konter Dago",
			}, 201, `"name":"Cabang Dago"`, `"opening_hours":"Senin–Sabtu 09.00–21.00"`, `"bank_name":"BCA"`, `"qris":"000201`),
			add("two outlets of one name", map[string]any{"name": "cabang dago"}, 409, `"detail":"Nama outlet sudah dipakai outlet lain."`),
			{Name: "a Kasir cannot open an outlet", Method: "POST", URL: "/api/outlets", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "Cabang Kasir"}, WantStatus: 403},
			{Name: "a member cannot read outlets", Method: "GET", URL: "/api/outlets", Cookie: member.Cookie, WantStatus: 403},
			{Name: "nor can a visitor", Method: "GET", URL: "/api/outlets", WantStatus: 401},
			{Name: "both outlets, the first first", Method: "GET", URL: "/api/outlets", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`, `"items":[{"id":1,"name":"Konter"`}},
		})

		dago := outletNamed(t, env, "Cabang Dago")
		first := outletNamed(t, env, "Konter")
		url := fmt.Sprint("/api/outlets/", dago.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "one outlet", Method: "GET", URL: url, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"receipt_header":"Terima kasih telah berbelanja di Cabang Dago"`}},
			{Name: "no such outlet", Method: "GET", URL: "/api/outlets/999999", Cookie: admin.Cookie, WantStatus: 404,
				WantContains: []string{`"detail":"Outlet tidak ditemukan."`}},
			{Name: "a Kasir cannot edit an outlet", Method: "PUT", URL: url, Cookie: kasir.Cookie,
				Body: map[string]any{"name": "Cabang Dago"}, WantStatus: 403},
			{Name: "an edit replaces every field: its own accounts cleared, it takes the shop's", Method: "PUT", URL: url, Cookie: admin.Cookie,
				Body: map[string]any{"name": "Cabang Dago Atas", "address": "Jl. Dago 99"}, WantStatus: 200,
				WantContains: []string{`"name":"Cabang Dago Atas"`, `"qris":""`, `"bank_account_number":""`, `"opening_hours":""`}},
			{Name: "an edit cannot take another outlet's name", Method: "PUT", URL: url, Cookie: admin.Cookie,
				Body: map[string]any{"name": "KONTER"}, WantStatus: 409},
			{Name: "an edit of no outlet", Method: "PUT", URL: "/api/outlets/999999", Cookie: admin.Cookie,
				Body: map[string]any{"name": "X"}, WantStatus: 404},
			{Name: "a Kasir cannot close an outlet", Method: "DELETE", URL: url, Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "the Admin closes the second outlet", Method: "DELETE", URL: url, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "closed", Method: "GET", URL: url, Cookie: admin.Cookie, WantStatus: 404},
			{Name: "the last outlet stays", Method: "DELETE", URL: fmt.Sprint("/api/outlets/", first.ID), Cookie: admin.Cookie, WantStatus: 409,
				WantContains: []string{`"detail":"Outlet terakhir tidak dapat dihapus."`}},
			{Name: "no such outlet to close", Method: "DELETE", URL: "/api/outlets/999999", Cookie: admin.Cookie, WantStatus: 404},
		})
	})
}

func outletNamed(t *testing.T, env *apptest.Env, name string) core.Outlet {
	t.Helper()
	page, err := env.Outlets.List(t.Context(), core.PageRequest{PerPage: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range page.Items {
		if o.Name == name {
			return o
		}
	}
	t.Fatalf("no outlet %s", name)
	return core.Outlet{}
}
