package httpapi_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
)

// chain is a shop of two outlets: Konter, where kasir works, and Cabang Dago, where the Admin
// and dewi work; both hold glass.
type chain struct {
	h            http.Handler
	admin, kasir apptest.Person
	dewi         apptest.Person
	first, dago  core.Outlet
	glass        core.Product
}

func openChain(t *testing.T, env *apptest.Env) chain {
	c := chain{h: env.Handler(), admin: env.SignedIn(t, core.RoleAdmin), kasir: env.SignedIn(t, core.RoleKasir), dewi: env.SignedIn(t, core.RoleKasir)}
	c.first, c.dago = outletNamed(t, env, "Konter"), addOutlet(t, env, "Cabang Dago")
	c.glass = addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
	if _, err := env.Accounts.UpdateStaff(t.Context(), c.admin.Principal(t, env), c.dewi.ID,
		accounts.StaffInput{FullName: c.dewi.FullName, Role: core.RoleKasir, OutletIDs: []int64{c.dago.ID}}); err != nil {
		t.Fatal(err)
	}
	apptest.Run(t, c.h, []apptest.Scenario{
		{Name: "the Admin works at the second outlet", Method: "PUT", URL: "/api/auth/outlet", Cookie: c.admin.Cookie,
			Body: map[string]any{"outlet_id": c.dago.ID}, WantStatus: 200},
		{Name: "and stocks it", Method: "POST", URL: fmt.Sprintf("/api/products/%d/stock", c.glass.ID), Cookie: c.admin.Cookie,
			Body: map[string]any{"delta": 5}, WantStatus: 200},
	})
	return c
}

// The shifts workbook names each shift's outlet, and its rows add up to its summary, each
// outlet's its own shifts'.
func TestTheShiftsWorkbookNamesEachShiftsOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		c := openChain(t, env)
		sale := func(quantity int) map[string]any {
			return map[string]any{"items": []map[string]any{{"product_id": c.glass.ID, "quantity": quantity}}, "customer_type": "umum",
				"payment_method": "tunai", "paid_amount": 25_000 * quantity}
		}
		apptest.Run(t, c.h, []apptest.Scenario{
			{Name: "a shift at the first outlet", Method: "POST", URL: "/api/shifts", Cookie: c.kasir.Cookie, Body: map[string]any{"opening_cash": 100_000}, WantStatus: 201},
			{Name: "a sale there", Method: "POST", URL: "/api/sales", Cookie: c.kasir.Cookie, Body: sale(1), WantStatus: 201},
			{Name: "a shift at the second", Method: "POST", URL: "/api/shifts", Cookie: c.dewi.Cookie, Body: map[string]any{"opening_cash": 200_000}, WantStatus: 201},
			{Name: "two sales there", Method: "POST", URL: "/api/sales", Cookie: c.dewi.Cookie, Body: sale(2), WantStatus: 201},
			{Name: "and another", Method: "POST", URL: "/api/sales", Cookie: c.dewi.Cookie, Body: sale(1), WantStatus: 201},
		})
		book := workbookAt(t, c.h, "/api/shifts/export", c.admin.Cookie)
		for column, label := range map[string]string{"Modal Awal": "Modal awal", "Tunai Diterima": "Tunai diterima",
			"Jumlah Transaksi": "Jumlah transaksi", "Kas Seharusnya": "Kas seharusnya"} {
			per, total := columnPerOutlet(t, book, "Shift Kasir", column), summaryLine(t, book, label)
			if fmt.Sprint(per[""]) != total[0] {
				t.Errorf("%s: the rows add up to %d, the summary says %s", column, per[""], total[0])
			}
			if column == "Tunai Diterima" && fmt.Sprint(per["Konter"], " ", per["Cabang Dago"]) != "25000 75000" {
				t.Errorf("cash taken per outlet: %v", per)
			}
		}
		if shifts := columnPerOutlet(t, book, "Shift Kasir", "Jumlah Transaksi"); fmt.Sprint(shifts["Konter"], " ", shifts["Cabang Dago"]) != "1 2" {
			t.Errorf("documents per outlet: %v", shifts)
		}
	})
}

// The goods receipts workbook names each receipt's outlet (where its goods came in), and its
// rows add up to its summary.
func TestTheGoodsReceiptsWorkbookNamesEachReceiptsOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		c := openChain(t, env)
		sup, _ := env.Suppliers.Add(t.Context(), core.Contact{Name: "PT Distributor HP"})
		receive := func(cookie string, quantity, paid int) {
			apptest.Run(t, c.h, []apptest.Scenario{{Name: "goods received", Method: "POST", URL: "/api/goods-receipts", Cookie: cookie, WantStatus: 201,
				Body: map[string]any{"supplier_id": sup.ID, "paid": paid, "method": "transfer",
					"lines": []map[string]any{{"product_id": c.glass.ID, "quantity": quantity, "buy_price": 5_000}}}}})
		}
		receive(c.kasir.Cookie, 10, 20_000)
		receive(c.admin.Cookie, 4, 0)
		receive(c.dewi.Cookie, 2, 10_000)
		receivedAt := func(when string) {
			var outlets []int64
			if err := env.DB.NewRaw("SELECT outlet_id FROM goods_receipts ORDER BY id").Scan(t.Context(), &outlets); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(outlets) != fmt.Sprint([]int64{c.first.ID, c.dago.ID, c.dago.ID}) {
				t.Fatalf("%s: goods received at %v", when, outlets)
			}
		}
		receivedAt("received")
		// The upgrade (0057) puts the receipts from before it where their goods went.
		for _, statement := range []string{"DROP INDEX goods_receipts_outlet_idx", "ALTER TABLE goods_receipts DROP COLUMN outlet_id",
			"DELETE FROM schema_migrations WHERE version = '0057_goods_receipts_at_outlets'"} {
			if _, err := env.DB.ExecContext(t.Context(), statement); err != nil {
				t.Fatalf("%s: %v", statement, err)
			}
		}
		if _, err := sqlstore.Migrate(t.Context(), env.DB); err != nil {
			t.Fatal(err)
		}
		receivedAt("upgraded")
		book := workbookAt(t, c.h, "/api/goods-receipts/export", c.admin.Cookie)
		for column, label := range map[string]string{"Total": "Total pembelian", "Dibayar": "Sudah dibayar", "Sisa Utang": "Sisa utang ke supplier"} {
			per, total := columnPerOutlet(t, book, "Penerimaan Barang", column), summaryLine(t, book, label)
			if fmt.Sprint(per[""]) != total[0] {
				t.Errorf("%s: the rows add up to %d, the summary says %s", column, per[""], total[0])
			}
		}
		if per := columnPerOutlet(t, book, "Penerimaan Barang", "Total"); fmt.Sprint(per["Konter"], " ", per["Cabang Dago"]) != "50000 30000" {
			t.Errorf("bought per outlet: %v", per)
		}
		apptest.Run(t, c.h, []apptest.Scenario{
			{Name: "the second outlet's receipts", Method: "GET", URL: fmt.Sprint("/api/goods-receipts?outlet_id=", c.dago.ID), Cookie: c.kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":2`}},
			{Name: "the first outlet's debt to the supplier", Method: "GET", URL: fmt.Sprint("/api/goods-receipts/per-supplier?outlet_id=", c.first.ID),
				Cookie: c.admin.Cookie, WantStatus: 200, WantContains: []string{`"owed":30000`}},
			{Name: "the receipts of no outlet", Method: "GET", URL: "/api/goods-receipts?outlet_id=999999", Cookie: c.kasir.Cookie, WantStatus: 404},
			{Name: "the Admin at every outlet receives nothing", Method: "PUT", URL: "/api/auth/outlet", Cookie: c.admin.Cookie,
				Body: map[string]any{"outlet_id": 0}, WantStatus: 200},
			{Name: "no receipt of every outlet", Method: "POST", URL: "/api/goods-receipts", Cookie: c.admin.Cookie, WantStatus: 409,
				Body:         map[string]any{"supplier_id": sup.ID, "lines": []map[string]any{{"product_id": c.glass.ID, "quantity": 1, "buy_price": 5_000}}},
				WantContains: []string{"Pilih outlet tempat Anda bekerja terlebih dahulu"}},
		})
	})
}

// A count sheet of a shop of several outlets names the count's outlet on every row, and its
// rows' value adds up to the value sheet's.
func TestTheCountSheetNamesItsOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		c := openChain(t, env)
		cable := addProduct(t, env, "Kabel Data", "Aksesoris", 40_000, 0)
		var count core.StockCount
		apptest.Do(t, c.h, "POST", "/api/stock-counts", map[string]any{"categories": []string{"Aksesoris"}}, c.dewi.Cookie, nil).JSON(t, &count)
		base := fmt.Sprintf("/api/stock-counts/%d", count.ID)
		apptest.Run(t, c.h, []apptest.Scenario{
			{Name: "three glasses of five", Method: "PUT", URL: fmt.Sprintf("%s/lines/%d", base, c.glass.ID), Cookie: c.dewi.Cookie, Body: map[string]any{"counted": 3}, WantStatus: 200},
			{Name: "a cable found", Method: "PUT", URL: fmt.Sprintf("%s/lines/%d", base, cable.ID), Cookie: c.dewi.Cookie, Body: map[string]any{"counted": 1}, WantStatus: 200},
			{Name: "posted", Method: "POST", URL: base + "/post", Cookie: c.admin.Cookie, WantStatus: 200},
			{Name: "the second outlet's counts", Method: "GET", URL: fmt.Sprint("/api/stock-counts?outlet_id=", c.dago.ID), Cookie: c.kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":1`}},
			{Name: "none at the first", Method: "GET", URL: fmt.Sprint("/api/stock-counts?outlet_id=", c.first.ID), Cookie: c.kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "the counts of no outlet", Method: "GET", URL: "/api/stock-counts?outlet_id=999999", Cookie: c.kasir.Cookie, WantStatus: 404},
		})
		book := workbookAt(t, c.h, base+"/sheet", c.admin.Cookie)
		per := columnPerOutlet(t, book, "Lembar Hitung", "Nilai Selisih")
		if total := labelled(t, book, "Nilai Selisih", "Total selisih"); fmt.Sprint(per[""]) != total[0] || per["Cabang Dago"] != per[""] {
			t.Errorf("the count's rows' value %v, its total %v", per, total)
		}
		if moved := columnPerOutlet(t, book, "Lembar Hitung", "Selisih"); fmt.Sprint(moved) != "map[:-1 Cabang Dago:-1]" {
			t.Errorf("moved %v, want two glasses short and a cable more at the second outlet", moved)
		}
	})
}
