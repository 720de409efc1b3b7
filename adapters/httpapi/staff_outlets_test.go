package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
)

// The Admin says at which outlets each staff member works.
func TestStaffWorkAtOutlets(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		first := outletNamed(t, env, "Konter")
		dago := addOutlet(t, env, "Cabang Dago")
		gone := addOutlet(t, env, "Cabang Tutup")
		if err := env.Outlets.Remove(t.Context(), gone.ID); err != nil {
			t.Fatal(err)
		}
		kasirURL := fmt.Sprintf("/api/users/%d", kasir.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "staff work at the first outlet unless told", Method: "GET", URL: kasirURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d]`, first.ID)}},
			{Name: "a new Kasir at the second outlet", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body:       map[string]any{"email": "dago@konter.test", "password": "rahasia1", "full_name": "Dewi", "outlet_ids": []int64{dago.ID}},
				WantStatus: 201, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d]`, dago.ID)}},
			{Name: "a new Kasir at a closed outlet", Method: "POST", URL: "/api/users", Cookie: admin.Cookie,
				Body:       map[string]any{"email": "tutup@konter.test", "password": "rahasia1", "full_name": "Tono", "outlet_ids": []int64{gone.ID}},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet yang dipilih tidak ditemukan atau sudah dihapus."`, `"location":"outlet_ids"`}},
			{Name: "the Kasir now works at both, each named once", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": kasir.FullName, "role": "Kasir", "outlet_ids": []int64{dago.ID, first.ID, dago.ID}},
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "an edit without outlets leaves them", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir"},
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "a Kasir works somewhere", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{}},
				WantStatus: 422, WantContains: []string{`"detail":"Pilih minimal satu outlet tempat staf bekerja."`}},
			{Name: "not at an outlet that is closed", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{first.ID, gone.ID}},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet yang dipilih tidak ditemukan atau sudah dihapus."`}},
			{Name: "nor at one that never was", Method: "PUT", URL: kasirURL, Cookie: admin.Cookie,
				Body:       map[string]any{"full_name": "Rina", "role": "Kasir", "outlet_ids": []int64{999999}},
				WantStatus: 422, WantContains: []string{`"location":"outlet_ids"`}},
			{Name: "a refused edit changed nothing", Method: "GET", URL: kasirURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "an outlet with staff stays open", Method: "DELETE", URL: fmt.Sprint("/api/outlets/", dago.ID), Cookie: admin.Cookie,
				WantStatus: 409, WantContains: []string{"masih memiliki staf"}},
		})
	})
}

func addOutlet(t *testing.T, env *apptest.Env, name string) core.Outlet {
	t.Helper()
	o, err := env.Outlets.Add(t.Context(), core.Outlet{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// A cashier works at one outlet at a time: their only one from the sign-in, else the one they
// choose among theirs; the Admin at any outlet, or at all of them.
func TestACashierWorksAtOneOutletAtATime(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		first := outletNamed(t, env, "Konter")
		dago := addOutlet(t, env, "Cabang Dago")
		buah := addOutlet(t, env, "Cabang Buah Batu")
		env.WorksAt(t, kasir, first.ID, dago.ID)
		again, err := env.Accounts.SignIn(t.Context(), accounts.SignInInput{Email: kasir.Email, Password: kasir.Password, Door: accounts.StaffDoor})
		if err != nil {
			t.Fatal(err)
		}
		choose := func(id int64) map[string]any { return map[string]any{"outlet_id": id} }
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "staff of one outlet work there from the sign-in", Method: "GET", URL: "/api/auth/me", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, first.ID)}},
			{Name: "a Kasir of two chooses after signing in", Method: "GET", URL: "/api/auth/me", Cookie: again.Token, WantStatus: 200,
				WantContains: []string{`"outlet_id":null`, fmt.Sprintf(`"outlet_ids":[%d,%d]`, first.ID, dago.ID)}},
			{Name: "not an outlet of someone else's", Method: "PUT", URL: "/api/auth/outlet", Cookie: again.Token, Body: choose(buah.ID),
				WantStatus: 403, WantContains: []string{`"detail":"Anda tidak terdaftar di outlet ini. Pilih outlet tempat Anda bekerja."`}},
			{Name: "nor all of them", Method: "PUT", URL: "/api/auth/outlet", Cookie: again.Token, Body: map[string]any{},
				WantStatus: 422, WantContains: []string{`"detail":"Pilih outlet tempat Anda bekerja."`}},
			{Name: "nor one that never was", Method: "PUT", URL: "/api/auth/outlet", Cookie: again.Token, Body: choose(999999),
				WantStatus: 404, WantContains: []string{`"detail":"Outlet tidak ditemukan."`}},
			{Name: "one of their own", Method: "PUT", URL: "/api/auth/outlet", Cookie: again.Token, Body: choose(dago.ID),
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, dago.ID)}},
			{Name: "the session keeps it", Method: "GET", URL: "/api/auth/me", Cookie: again.Token, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, dago.ID)}},
			{Name: "a member chooses no outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				Body: choose(first.ID), WantStatus: 403},
			{Name: "the Admin works at any outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie, Body: choose(buah.ID),
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, buah.ID)}},
			{Name: "or at all of them", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie, Body: map[string]any{"outlet_id": 0},
				WantStatus: 200, WantContains: []string{`"outlet_id":null`}},
			{Name: "the Admin takes the Kasir off the outlet they work at", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", kasir.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": kasir.FullName, "role": "Kasir", "outlet_ids": []int64{first.ID}}, WantStatus: 200},
			{Name: "their session moves to their only outlet", Method: "GET", URL: "/api/auth/me", Cookie: again.Token, WantStatus: 200,
				WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, first.ID)}},
		})
	})
}

// Stock moves at the outlet the session works at: the ledger records it on every movement, and a
// session at no outlet moves none.
func TestTheLedgerRecordsTheSessionsOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		first := outletNamed(t, env, "Konter")
		dago := addOutlet(t, env, "Cabang Dago")
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		env.WorksAt(t, kasir, dago.ID)
		stock := fmt.Sprintf("/api/products/%d/stock", glass.ID)
		sale := map[string]any{"items": []map[string]any{{"product_id": glass.ID, "quantity": 1}}, "customer_type": "umum",
			"payment_method": "tunai", "paid_amount": 25_000}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin adds stock at the first outlet", Method: "POST", URL: stock, Cookie: admin.Cookie,
				Body: map[string]any{"delta": 2}, WantStatus: 200},
			{Name: "the Kasir, moved to the second outlet, cannot sell the first outlet's stock", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale, WantStatus: 409, WantContains: []string{`"detail":"Stok Tempered Glass di outlet Cabang Dago tidak mencukupi."`}},
			{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "and adds stock there", Method: "POST", URL: stock, Cookie: admin.Cookie, Body: map[string]any{"delta": 2}, WantStatus: 200},
			{Name: "the Kasir sells it", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie, Body: sale, WantStatus: 201},
			{Name: "the product shows its stock per outlet and in all", Method: "GET", URL: fmt.Sprint("/api/products/", glass.ID), Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{`"stock":13,`, fmt.Sprintf(`"stock_by_outlet":[{"outlet_id":%d,"outlet_name":"Konter","quantity":12},{"outlet_id":%d,"outlet_name":"Cabang Dago","quantity":1}]`, first.ID, dago.ID)}},
			{Name: "and so does the list", Method: "GET", URL: "/api/products?q=tempered", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"quantity":12}`}},
			{Name: "the Admin looks at all outlets", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": 0}, WantStatus: 200},
			{Name: "and moves no stock from there", Method: "POST", URL: stock, Cookie: admin.Cookie, Body: map[string]any{"delta": 2},
				WantStatus: 409, WantContains: []string{`"detail":"Pilih outlet tempat Anda bekerja terlebih dahulu: stok bergerak di satu outlet."`}},
			{Name: "the ledger names each movement's outlet", Method: "GET", URL: fmt.Sprintf("/api/products/%d/movements", glass.ID), Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, dago.ID)}},
			{Name: "an outlet with movements stays open", Method: "DELETE", URL: fmt.Sprint("/api/outlets/", first.ID), Cookie: admin.Cookie, WantStatus: 409},
		})
		var moves []struct {
			Reason   string `bun:"reason"`
			Delta    int64  `bun:"delta"`
			OutletID int64  `bun:"outlet_id"`
		}
		if err := env.DB.NewRaw("SELECT reason, delta, outlet_id FROM stock_movements WHERE product_id = ? ORDER BY id", glass.ID).Scan(t.Context(), &moves); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("[{initial 10 %[1]d} {restock 2 %[1]d} {restock 2 %[2]d} {sale -1 %[2]d}]", first.ID, dago.ID)
		if got := fmt.Sprint(moves); got != want {
			t.Fatalf("ledger %s, want %s", got, want)
		}
	})
}

// In a shop of several outlets the cashier's picker, tiles and scans offer what the session's
// outlet holds: another outlet's stock is refused at once, not at payment. The Admin looking at
// all outlets sees the shop's stock.
func TestTheCashierPicksFromTheOutletsStock(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		dago := addOutlet(t, env, "Cabang Dago")
		env.WorksAt(t, kasir, dago.ID)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		matte := addProduct(t, env, "Tempered Matte", "Aksesoris", 30_000, 5)
		phone, err := env.Catalog.AddProduct(t.Context(), catalog.ProductInput{Name: "Redmi 13", Category: "HP", Barcode: "RD13", Tracked: true}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		atDago := map[string]any{"outlet_id": dago.ID}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the phone at the first outlet", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", phone.ID), Cookie: admin.Cookie,
				Body: map[string]any{"units": []map[string]string{{"imei": "490154203237518"}}}, WantStatus: 200},
			{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie, Body: atDago, WantStatus: 200},
			{Name: "and adds glass there", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{"delta": 2}, WantStatus: 200},
			{Name: "the second outlet's picker offers only what it holds", Method: "GET", URL: "/api/products?q=tempered&in_stock=true", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":1`, `"name":"Tempered Glass"`, `"stock":2,`}, WantMissing: []string{"Tempered Matte"}},
			{Name: "and counts what it holds", Method: "GET", URL: "/api/products?q=matte", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"stock":0,`, `"quantity":5}`}},
			{Name: "its scan refuses the first outlet's phone", Method: "GET", URL: "/api/units/by-number/490154203237518", Cookie: kasir.Cookie,
				WantStatus: 409, WantContains: []string{`"detail":"Unit 490154203237518 ada di stok outlet Konter, bukan di outlet ini."`}},
			{Name: "nor offers it when the phone is chosen by name", Method: "GET", URL: fmt.Sprintf("/api/units?product_id=%d&status=in_stock", phone.ID), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "the Admin pins the matte glass", Method: "PUT", URL: fmt.Sprintf("/api/products/%d/pinned", matte.ID), Cookie: admin.Cookie,
				Body: map[string]any{"pinned": true}, WantStatus: 200},
			{Name: "its tile shows the second outlet's stock", Method: "GET", URL: "/api/frequent-items", Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"name":"Tempered Matte"`, `"stock":0,`}},
			{Name: "the Admin looks at all outlets", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie, Body: map[string]any{"outlet_id": 0}, WantStatus: 200},
			{Name: "and sees the shop's stock", Method: "GET", URL: "/api/products?q=tempered&in_stock=true", Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{`"total":2`, `"stock":12,`, `"stock":5,`}},
			{Name: "and finds the phone", Method: "GET", URL: "/api/units/by-number/490154203237518", Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{`"imei":"490154203237518"`}},
			{Name: "and among the units in stock", Method: "GET", URL: fmt.Sprintf("/api/units?product_id=%d&status=in_stock", phone.ID), Cookie: admin.Cookie,
				WantStatus: 200, WantContains: []string{`"total":1`, `"imei":"490154203237518"`}},
		})
	})
}
