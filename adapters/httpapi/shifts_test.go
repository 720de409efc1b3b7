package httpapi_test

import (
	"bytes"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shifts"
)

// A cashier's day: the shift opens with Rp 500.000, a cash sale with change, a sale paid by
// QRIS and cash, cash in and out, a case returned in cash by the Admin. The drawer should
// hold opening + cash sales − change + cash in − cash out − cash refunds; the cashier counts
// Rp 10.000 less, and the Z report says so.
func TestACashierShiftFromOpeningToTheZReport(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir, other := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		phone := addProduct(t, env, "Redmi Note 13", "Handphone", 1_600_000, 5)
		kesing := addProduct(t, env, "Kesing Redmi", "Aksesoris", 50_000, 5)
		line := func(p core.Product) map[string]any { return map[string]any{"product_id": p.ID, "quantity": 1} }
		pay := func(method string, amount int64) map[string]any {
			return map[string]any{"method": method, "amount": amount}
		}

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "no shift yet", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"shift":null`, `"required":false`}},
			{Name: "a negative opening cash", Method: "POST", URL: "/api/shifts", Cookie: kasir.Cookie,
				Body: map[string]any{"opening_cash": -1}, WantStatus: 422, WantContains: []string{shifts.MsgBadOpening}},
			{Name: "members have no drawer", Method: "POST", URL: "/api/shifts", Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				Body: map[string]any{"opening_cash": 1}, WantStatus: 403},
			{Name: "the shift opens with Rp 500.000", Method: "POST", URL: "/api/shifts", Cookie: kasir.Cookie,
				Body: map[string]any{"opening_cash": 500_000}, WantStatus: 201,
				WantContains: []string{`"status":"open"`, `"opening_cash":500000`, `"expected_cash":500000`, `"kasir_name":"Kasir 2"`}},
			{Name: "a second one is refused while it is open", Method: "POST", URL: "/api/shifts", Cookie: kasir.Cookie,
				Body: map[string]any{"opening_cash": 0}, WantStatus: 409, WantContains: []string{shifts.MsgAlreadyOpen}},
			{Name: "the owner turns on QRIS", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{"paymentMethods": "qris", "qrisStatic": rafaelQRIS}, WantStatus: 200},
		})

		var cashSale, splitSale httpapi.Sale
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{line(phone), line(kesing)},
			"payment_method": "tunai", "paid_amount": 2_000_000}, kasir.Cookie, nil).JSON(t, &cashSale)
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{line(phone)},
			"payment_method": "tunai", "payments": []map[string]any{pay("qris", 600_000), pay("tunai", 1_000_000)}}, kasir.Cookie, nil).JSON(t, &splitSale)
		if cashSale.Change != 350_000 || splitSale.Total != 1_600_000 {
			t.Fatalf("sales: %+v %+v", cashSale, splitSale)
		}
		var current httpapi.CurrentShift
		apptest.Do(t, h, "GET", "/api/shifts/current", nil, kasir.Cookie, nil).JSON(t, &current)
		id := current.Shift.ID
		moves, closing := fmt.Sprintf("/api/shifts/%d/cash-moves", id), fmt.Sprintf("/api/shifts/%d/close", id)

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "cash in: change from the owner", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "in", "amount": 100_000, "reason": "Uang kembalian dari pemilik"}, WantStatus: 201,
				WantContains: []string{`"cash_in":100000`}},
			{Name: "cash out: plastic bags", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "out", "amount": 50_000, "reason": "Beli kantong plastik"}, WantStatus: 201,
				WantContains: []string{`"cash_out":50000`}},
			{Name: "cash out without a reason", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "out", "amount": 1}, WantStatus: 422, WantContains: []string{shifts.MsgNoMoveReason}},
			{Name: "cash out of more than the drawer holds", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "out", "amount": 9_000_000, "reason": "Setor bank"}, WantStatus: 422,
				WantContains: []string{shifts.MsgCashOutTooMuch}},
			{Name: "a direction that is neither", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "sideways", "amount": 1, "reason": "x"}, WantStatus: 422, WantContains: []string{shifts.MsgBadDirection}},
			{Name: "another cashier's drawer", Method: "POST", URL: moves, Cookie: other.Cookie,
				Body: map[string]any{"direction": "in", "amount": 1, "reason": "x"}, WantStatus: 403},
			{Name: "the Admin takes the case back, paid back in cash from this drawer", Method: "POST",
				URL: fmt.Sprintf("/api/sales/%d/returns", cashSale.ID), Cookie: admin.Cookie,
				Body: map[string]any{"items": []map[string]any{{"sale_item_id": cashSale.Items[1].ID, "quantity": 1}},
					"reason": "Kesing retak", "refund_method": "tunai"}, WantStatus: 201},
			{Name: "another cashier cannot read it", Method: "GET", URL: fmt.Sprintf("/api/shifts/%d", id), Cookie: other.Cookie, WantStatus: 403},
			{Name: "another cashier cannot close it", Method: "POST", URL: closing, Cookie: other.Cookie,
				Body: map[string]any{"counted_cash": 0}, WantStatus: 403},
			{Name: "the running shift", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"expected_cash":3150000`, `"cash_taken":2650000`, `"refunds":50000`, `"cash_refunds":50000`,
					`"per_method":[{"method":"tunai","amount":2600000},{"method":"qris","amount":600000}]`, `"documents":2`}},
			{Name: "the Admin sees the drawers now", Method: "GET", URL: "/api/shifts/drawers", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"open_shifts":1`, `"expected_cash":3150000`}},
			{Name: "but a cashier does not", Method: "GET", URL: "/api/shifts/drawers", Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "a negative count", Method: "POST", URL: closing, Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": -5}, WantStatus: 422, WantContains: []string{shifts.MsgBadCounted}},
			{Name: "closed Rp 10.000 short", Method: "POST", URL: closing, Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": 3_140_000, "note": "Uang receh kurang"}, WantStatus: 200,
				WantContains: []string{`"status":"closed"`, `"expected_cash":3150000`, `"counted_cash":3140000`, `"difference":-10000`,
					`"note":"Uang receh kurang"`, `"closed_by":"Kasir 2"`}},
			{Name: "it cannot be closed twice", Method: "POST", URL: closing, Cookie: kasir.Cookie,
				Body: map[string]any{"counted_cash": 1}, WantStatus: 409, WantContains: []string{shifts.MsgClosed}},
			{Name: "nor take cash once closed", Method: "POST", URL: moves, Cookie: kasir.Cookie,
				Body: map[string]any{"direction": "in", "amount": 1, "reason": "x"}, WantStatus: 409},
			{Name: "the Admin lists every shift", Method: "GET", URL: "/api/shifts", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, `"difference":-10000`}},
			{Name: "the other cashier lists only their own", Method: "GET", URL: "/api/shifts", Cookie: other.Cookie, WantStatus: 200,
				WantContains: []string{`"total":0`}},
		})
		exported := apptest.Do(t, h, "GET", "/api/shifts/export", nil, admin.Cookie, nil)
		book, err := excelize.OpenReader(bytes.NewReader(exported.Body))
		if err != nil {
			t.Fatalf("export: %d, %v", exported.Status, err)
		}
		rows, err := book.GetRows("Shift Kasir")
		if err != nil || len(rows) != 2 || rows[1][0] != "Kasir 2" || !slices.Contains(rows[1], "Uang receh kurang") {
			t.Fatalf("the shift's row: %q (%v)", rows, err)
		}

		// A sale after closing opens a new shift by itself, with no opening cash.
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{line(kesing)},
			"payment_method": "tunai", "paid_amount": 50_000}, kasir.Cookie, nil)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a new shift opened by itself", Method: "GET", URL: "/api/shifts/current", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"opening_cash":0`, `"expected_cash":50000`, `"status":"open"`}},
			{Name: "the owner makes cashiers open their shifts", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{core.SettingShiftRequired: "true"}, WantStatus: 200},
			{Name: "a setting that is not a flag", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{core.SettingShiftRequired: "ya"}, WantStatus: 422},
			{Name: "without a shift the other cashier takes no money", Method: "POST", URL: "/api/sales", Cookie: other.Cookie,
				Body:       map[string]any{"items": []map[string]any{line(kesing)}, "payment_method": "tunai", "paid_amount": 50_000},
				WantStatus: 409, WantContains: []string{shifts.MsgShiftRequired}},
		})
		if got, _ := env.Catalog.ProductDetail(t.Context(), kesing.ID); got.Stock != 4 {
			t.Fatalf("kesing stock %d, want 4 (2 sold, 1 returned, the refused sale moved nothing)", got.Stock)
		}
		apptest.Do(t, h, "GET", "/api/shifts/current", nil, kasir.Cookie, nil).JSON(t, &current)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin closes the shift the cashier left open", Method: "POST",
				URL: fmt.Sprintf("/api/shifts/%d/close", current.Shift.ID), Cookie: admin.Cookie, Body: map[string]any{"counted_cash": 50_000},
				WantStatus: 200, WantContains: []string{`"difference":0`, `"closed_by":"Admin 1"`}},
		})
	})
}

// Eight sales at once by a cashier with no shift open one shift between them, holding all
// eight payments.
func TestConcurrentFirstPaymentsOpenOneShift(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		kesing := addProduct(t, env, "Kesing", "Aksesoris", 25_000, 100)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				res := apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": kesing.ID, "quantity": 1}},
					"payment_method": "tunai", "paid_amount": 30_000}, kasir.Cookie, nil)
				if res.Status != 201 {
					t.Errorf("sale: %d %s", res.Status, res.Body)
				}
			})
		}
		wg.Wait()
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "one shift with the eight sales", Method: "GET", URL: "/api/shifts", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, `"documents":8`, `"expected_cash":200000`}},
		})
	})
}

// With shifts required, money paid back comes out of an open shift too: an Admin who has none
// open is told to open one to pay back, not to receive a payment; with one open, it is paid.
func TestPayingBackWithoutAShiftAsksForOneToPayBack(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		kesing := addProduct(t, env, "Kesing Redmi", "Aksesoris", 50_000, 5)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the owner makes cashiers open their shifts", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{core.SettingShiftRequired: "true"}, WantStatus: 200},
			{Name: "the cashier opens a shift", Method: "POST", URL: "/api/shifts", Cookie: kasir.Cookie,
				Body: map[string]any{"opening_cash": 0}, WantStatus: 201},
		})
		var sale httpapi.Sale
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": kesing.ID, "quantity": 2}},
			"payment_method": "tunai", "paid_amount": 100_000}, kasir.Cookie, nil).JSON(t, &sale)
		var current httpapi.CurrentShift
		apptest.Do(t, h, "GET", "/api/shifts/current", nil, kasir.Cookie, nil).JSON(t, &current)
		returned := map[string]any{"items": []map[string]any{{"sale_item_id": sale.Items[0].ID, "quantity": 1}},
			"reason": "Kesing retak", "refund_method": "tunai"}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the cashier's shift closes", Method: "POST", URL: fmt.Sprintf("/api/shifts/%d/close", current.Shift.ID),
				Cookie: kasir.Cookie, Body: map[string]any{"counted_cash": 100_000}, WantStatus: 200},
			{Name: "a return with no shift of the Admin's open", Method: "POST", URL: fmt.Sprintf("/api/sales/%d/returns", sale.ID),
				Cookie: admin.Cookie, Body: returned, WantStatus: 409, WantContains: []string{shifts.MsgShiftToPayBack}},
			{Name: "a void with none", Method: "POST", URL: fmt.Sprintf("/api/sales/%d/void", sale.ID),
				Cookie: admin.Cookie, Body: map[string]any{"reason": "Salah input"}, WantStatus: 409, WantContains: []string{shifts.MsgShiftToPayBack}},
			{Name: "the Admin opens a shift", Method: "POST", URL: "/api/shifts", Cookie: admin.Cookie,
				Body: map[string]any{"opening_cash": 200_000}, WantStatus: 201},
			{Name: "and pays the return back from it", Method: "POST", URL: fmt.Sprintf("/api/sales/%d/returns", sale.ID),
				Cookie: admin.Cookie, Body: returned, WantStatus: 201, WantContains: []string{`"refund_amount":50000`}},
			{Name: "the Admin's drawer paid it", Method: "GET", URL: "/api/shifts/current", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"cash_refunds":50000`, `"expected_cash":150000`}},
		})
	})
}
