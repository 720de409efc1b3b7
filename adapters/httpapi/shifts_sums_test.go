package httpapi_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// openShift opens the cashier's shift with the opening cash and gives its address.
func openShift(t *testing.T, env *apptest.Env, cookie string, opening int64) string {
	t.Helper()
	res := apptest.Do(t, env.Handler(), "POST", "/api/shifts", map[string]any{"opening_cash": opening}, cookie, nil)
	var opened struct{ ID int64 }
	res.JSON(t, &opened)
	if res.Status != 201 {
		t.Fatalf("open a shift with %d: %d %s", opening, res.Status, res.Body)
	}
	return fmt.Sprintf("/api/shifts/%d", opened.ID)
}

// A cash-in that would take the drawer past Rp 1.000.000.000.000.000.000 is refused and leaves
// no row. Legal sales may still take the drawer past it, even past 2^63: the shift reads,
// moves cash and closes, its figures exact, and the workbook of the day is written.
func TestAFullDrawerRefusesCashInYetReadsAndCloses(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		shift := openShift(t, env, kasir.Cookie, core.MaxAmount)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a cash-in past the drawer's bound", Method: "POST", URL: shift + "/cash-moves", Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "in", "amount": 1, "reason": "Uang kembalian dari pemilik"}, WantStatus: 422,
				WantContains: []string{`"detail":"` + core.MsgDrawerFull + `"`}},
		})
		var moves int64
		if err := env.DB.NewRaw("SELECT COUNT(*) FROM cash_moves").Scan(t.Context(), &moves); err != nil || moves != 0 {
			t.Fatalf("the refused cash-in left %d rows (%v)", moves, err)
		}

		for i := range 10 {
			server := addProduct(t, env, fmt.Sprintf("Server %d", i), "Komputer", core.MaxPrice, core.MaxStock)
			res := apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": server.ID, "quantity": core.MaxQuantity}},
				"payment_method": "tunai", "paid_amount": core.MaxAmount}, kasir.Cookie, nil)
			if res.Status != 201 {
				t.Fatalf("sale %d at the document bound: %d %s", i, res.Status, res.Body)
			}
		}
		// Rp 1e18 opening cash and ten sales of Rp 1e18 in cash: Rp 11e18, past 2^63.
		full := []string{`"expected_cash":11000000000000000000`, `"cash_taken":10000000000000000000`}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the cashier reads the shift", Method: "GET", URL: shift, Cookie: kasir.Cookie, WantStatus: 200, WantContains: full},
			{Name: "the cashier's current shift", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200, WantContains: full},
			{Name: "the Admin's list of shifts", Method: "GET", URL: "/api/shifts", Cookie: admin.Cookie, WantStatus: 200, WantContains: full},
			{Name: "the drawers now", Method: "GET", URL: "/api/shifts/drawers", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"open_shifts":1`, `"expected_cash":11000000000000000000`}},
			{Name: "cash out to the bank", Method: "POST", URL: shift + "/cash-moves", Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "out", "amount": core.MaxAmount, "reason": "Setor bank"}, WantStatus: 201,
				WantContains: []string{`"expected_cash":10000000000000000000`, `"cash_out":1000000000000000000`}},
			{Name: "the cashier closes it", Method: "POST", URL: shift + "/close", Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": core.MaxAmount}, WantStatus: 200,
				WantContains: []string{`"status":"closed"`, `"expected_cash":10000000000000000000`, `"difference":-9000000000000000000`}},
			{Name: "the closed shift reads the same", Method: "GET", URL: shift, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"expected_cash":10000000000000000000`, `"difference":-9000000000000000000`}},
		})
		book := workbook(t, env, admin.Cookie, "/api/shifts/export")
		if got := book.Figure("Kas seharusnya"); got.Cmp(new(big.Rat).SetFloat64(1e19)) != 0 {
			t.Fatalf("the workbook's expected cash: %v, want 1e19", got)
		}
	})
}

// Two cashiers' drawers opened at the bound add up on the dashboard's card.
func TestTwoFullDrawersAddUp(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		for range 2 {
			openShift(t, env, env.SignedIn(t, core.RoleKasir).Cookie, core.MaxAmount)
		}
		apptest.Run(t, env.Handler(), []apptest.Scenario{
			{Name: "the drawers now", Method: "GET", URL: "/api/shifts/drawers", Cookie: env.SignedIn(t, core.RoleAdmin).Cookie, WantStatus: 200,
				WantContains: []string{`"open_shifts":2`, `"expected_cash":2000000000000000000`}},
		})
	})
}

// Ten shifts each opened at the bound and closed with half of it counted: the shifts workbook
// adds them up without wrapping.
func TestTheShiftsWorkbookAddsUpTenFullDrawers(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		for range 10 {
			shift := openShift(t, env, kasir.Cookie, core.MaxAmount)
			if res := apptest.Do(t, h, "POST", shift+"/close", map[string]any{"counted_cash": core.MaxAmount / 2}, kasir.Cookie, nil); res.Status != 200 {
				t.Fatalf("close: %d %s", res.Status, res.Body)
			}
		}
		book := workbook(t, env, env.SignedIn(t, core.RoleAdmin).Cookie, "/api/shifts/export")
		for label, want := range map[string]float64{"Kas seharusnya": 1e19, "Kas dihitung": 5e18, "Selisih": -5e18} {
			if got := book.Figure(label); got.Cmp(new(big.Rat).SetFloat64(want)) != 0 {
				t.Errorf("%s: %v, want %v", label, got, want)
			}
		}
	})
}

// workbook downloads a workbook.
func workbook(t *testing.T, env *apptest.Env, cookie, url string) apptest.Workbook {
	t.Helper()
	res := apptest.Do(t, env.Handler(), "GET", url, nil, cookie, nil)
	if res.Status != 200 {
		t.Fatalf("%s: %d %s", url, res.Status, res.Body)
	}
	return apptest.ReadWorkbook(t, res.Body)
}
