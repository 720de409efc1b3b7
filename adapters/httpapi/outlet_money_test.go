package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/shifts"
)

// Each outlet has its own drawers: a shift opens at the session's outlet, the money rung up
// there goes into it, and Kas di Laci counts one outlet's drawers, or every outlet's with each
// apart. A cashier rings up only at an outlet they work at: not at another's, and not into a
// drawer still open at an outlet they left.
func TestEachOutletHasItsOwnDrawers(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		rina, dewi := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		first := outletNamed(t, env, "Konter")
		dago := addOutlet(t, env, "Cabang Dago")
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		env.WorksAt(t, dewi, dago.ID)
		sale := map[string]any{"items": []map[string]any{{"product_id": glass.ID, "quantity": 1}}, "customer_type": "umum",
			"payment_method": "tunai", "paid_amount": 25_000}
		drawers := func(outlet int64) string { return fmt.Sprint("/api/shifts/drawers?outlet_id=", outlet) }
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin stocks the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "with glass", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{"delta": 5}, WantStatus: 200},
			{Name: "Rina opens her drawer at the first outlet", Method: "POST", URL: "/api/shifts", Cookie: rina.Cookie,
				Body: map[string]any{"opening_cash": 100_000}, WantStatus: 201, WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, first.ID)}},
			{Name: "Dewi opens hers at the second", Method: "POST", URL: "/api/shifts", Cookie: dewi.Cookie,
				Body: map[string]any{"opening_cash": 200_000}, WantStatus: 201, WantContains: []string{fmt.Sprintf(`"outlet_id":%d`, dago.ID)}},
			{Name: "Rina sells at the first", Method: "POST", URL: "/api/sales", Cookie: rina.Cookie, Body: sale, WantStatus: 201},
			{Name: "Dewi sells at the second", Method: "POST", URL: "/api/sales", Cookie: dewi.Cookie, Body: sale, WantStatus: 201},
			{Name: "Kas di Laci of every outlet, and each apart", Method: "GET", URL: drawers(0), Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"open_shifts":2,"expected_cash":350000`, fmt.Sprintf(
					`"per_outlet":[{"outlet_id":%d,"outlet_name":"Konter","open_shifts":1,"expected_cash":125000},{"outlet_id":%d,"outlet_name":"Cabang Dago","open_shifts":1,"expected_cash":225000}]`,
					first.ID, dago.ID)}},
			{Name: "Kas di Laci of the second outlet", Method: "GET", URL: drawers(dago.ID), Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"open_shifts":1,"expected_cash":225000,"per_outlet":[]`}},
			{Name: "of an outlet that never was", Method: "GET", URL: drawers(999999), Cookie: admin.Cookie, WantStatus: 404},
			{Name: "Dewi cannot work at the first outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: dewi.Cookie,
				Body: map[string]any{"outlet_id": first.ID}, WantStatus: 403, WantContains: []string{accounts.MsgNotYourOutlet}},
			{Name: "so her next sale is still at the second", Method: "POST", URL: "/api/sales", Cookie: dewi.Cookie, Body: sale, WantStatus: 201},
			{Name: "the Admin moves Rina to the second outlet", Method: "PUT", URL: fmt.Sprintf("/api/users/%d", rina.ID), Cookie: admin.Cookie,
				Body: map[string]any{"full_name": rina.FullName, "role": "Kasir", "outlet_ids": []int64{dago.ID}}, WantStatus: 200},
			{Name: "her money does not go into her drawer left open at the first", Method: "POST", URL: "/api/sales", Cookie: rina.Cookie,
				Body: sale, WantStatus: 409, WantContains: []string{shifts.MsgOpenElsewhere}},
			{Name: "nor can she open another drawer before closing it", Method: "POST", URL: "/api/shifts", Cookie: rina.Cookie,
				Body: map[string]any{"opening_cash": 0}, WantStatus: 409, WantContains: []string{shifts.MsgAlreadyOpen}},
			{Name: "the Admin on every outlet rings up nothing", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": 0}, WantStatus: 200},
			{Name: "no shift of every outlet", Method: "POST", URL: "/api/shifts", Cookie: admin.Cookie,
				Body: map[string]any{"opening_cash": 0}, WantStatus: 409, WantContains: []string{core.MsgNoOutlet}},
		})
		var outlets []int64
		if err := env.DB.NewRaw("SELECT outlet_id FROM sales_transactions ORDER BY id").Scan(t.Context(), &outlets); err != nil {
			t.Fatal(err)
		}
		if want := []int64{first.ID, dago.ID, dago.ID}; fmt.Sprint(outlets) != fmt.Sprint(want) {
			t.Fatalf("the sales were made at %v, want %v", outlets, want)
		}
	})
}

// A workbook of every outlet of a shop of several has a column per outlet in its summary, each
// the summary of that outlet's workbook; each row sheet names each document's outlet, and each
// outlet's rows add up to its column of the summary; one outlet's workbook lists that outlet's
// documents, and its rows add up to its summary.
func TestTheWorkbookHasAColumnPerOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir)
		dago := addOutlet(t, env, "Cabang Dago")
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
		sell := func(cookie string, quantity int) {
			apptest.Run(t, h, []apptest.Scenario{{Name: "a sale", Method: "POST", URL: "/api/sales", Cookie: cookie, WantStatus: 201,
				Body: map[string]any{"items": []map[string]any{{"product_id": glass.ID, "quantity": quantity}}, "customer_type": "umum",
					"payment_method": "tunai", "paid_amount": 25_000 * quantity}}})
		}
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		repair := func(cookie string, fee int) {
			var entry core.ServiceEntry
			apptest.Do(t, h, "POST", "/api/service-entries", map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10",
				"damage_type": "LCD pecah", "description": "Layar retak"}, cookie, nil).JSON(t, &entry)
			apptest.Run(t, h, []apptest.Scenario{{Name: "a repair billed", Method: "POST", URL: fmt.Sprintf("/api/service-entries/%d/payment", entry.ID),
				Cookie: cookie, Body: map[string]any{"service_fee": fee, "paid_amount": fee}, WantStatus: 200}})
		}
		sell(kasir.Cookie, 1)
		repair(kasir.Cookie, 150_000)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: admin.Cookie,
				Body: map[string]any{"outlet_id": dago.ID}, WantStatus: 200},
			{Name: "stocks it", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", glass.ID), Cookie: admin.Cookie,
				Body: map[string]any{"delta": 5}, WantStatus: 200},
		})
		sell(admin.Cookie, 2)
		repair(admin.Cookie, 200_000)
		repair(admin.Cookie, 50_000)

		all := workbookAt(t, h, "/api/reports/today/export", admin.Cookie)
		heads, _ := all.GetRows("Ringkasan")
		if got := fmt.Sprint(heads[0]); got != "[Ringkasan Semua outlet Konter Cabang Dago]" {
			t.Fatalf("summary heads %s", got)
		}
		line := func(label string) []string { return summaryLine(t, all, label) }
		if got := fmt.Sprint(line("Total penjualan"), line("Jumlah transaksi"), line("Diterima lewat Tunai")); got != "[75000 25000 50000] [2 1 1] [475000 175000 300000]" {
			t.Fatalf("every outlet's and each outlet's: %s", got)
		}
		if got := fmt.Sprint(line("Total servis"), line("Jumlah servis")); got != "[400000 150000 250000] [3 1 2]" {
			t.Fatalf("every outlet's and each outlet's repairs: %s", got)
		}
		// Each row sheet ends with its document's outlet; each outlet's rows add up to its column.
		for _, sheet := range []struct{ name, column, label string }{
			{"Penjualan", "Total", "Total penjualan"}, {"Servis", "Total", "Total servis"}, {"Pembayaran", "Jumlah", "Diterima lewat Tunai"},
		} {
			per, want := columnPerOutlet(t, all, sheet.name, sheet.column), line(sheet.label)
			if got := fmt.Sprint(per[""], " ", per["Konter"], " ", per["Cabang Dago"]); got != want[0]+" "+want[1]+" "+want[2] {
				t.Fatalf("%s rows of every outlet and per outlet %s, summary %v", sheet.name, got, want)
			}
		}
		one := workbookAt(t, h, fmt.Sprint("/api/reports/today/export?outlet_id=", dago.ID), admin.Cookie)
		heads, _ = one.GetRows("Ringkasan")
		rows, _ := one.GetRows("Penjualan", excelize.Options{RawCellValue: true})
		if got := fmt.Sprintf("%d %v %d %s %s", len(heads[0]), summaryLine(t, one, "Total penjualan"), len(rows), rows[1][10], rows[1][len(rows[1])-1]); got != "1 [50000] 2 50000 Cabang Dago" {
			t.Fatalf("the second outlet's workbook: heads, total, rows, the sale's total: %s", got)
		}
		if per := columnPerOutlet(t, one, "Servis", "Total"); fmt.Sprint(per) != "map[:250000 Cabang Dago:250000]" {
			t.Fatalf("the second outlet's repairs: %v", per)
		}
	})
}
