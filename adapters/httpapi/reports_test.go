package httpapi_test

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sales"
)

func TestReportsAndDashboard(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		ctx := t.Context()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 50) // buy 125.000
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 26_000, 50) // buy 13.000
		lcd := addProduct(t, env, "LCD Redmi Note 8", "Sparepart", 380_000, 5) // buy 190.000
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		sell := func(at time.Time, lines ...sales.Line) core.SalesTransaction {
			env.Clock.Set(at)
			s, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: lines, PaymentMethod: core.PayCash, Paid: 10_000_000})
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		jkt, _ := time.LoadLocation("Asia/Jakarta")
		local := func(d, h, m int) time.Time { return time.Date(2026, 11, d, h, m, 0, 0, jkt) }

		sell(local(10, 9, 0), sales.Line{ProductID: charger.ID, Quantity: 1})                                                 // outside the period
		sell(local(20, 23, 30), sales.Line{ProductID: charger.ID, Quantity: 2}, sales.Line{ProductID: glass.ID, Quantity: 1}) // 16:30 UTC on the 20th
		sell(local(21, 0, 30), sales.Line{ProductID: glass.ID, Quantity: 3})                                                  // 17:30 UTC on the 20th, but the 21st in the shop
		env.Clock.Set(local(21, 10, 0))
		credit, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: glass.ID, Quantity: 1}}, CustomerID: &cust.ID, PaymentMethod: core.PayInstallment, Paid: 6_000})
		if err != nil {
			t.Fatal(err)
		}
		env.Clock.Set(local(21, 11, 0))
		entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "Redmi Note 8", DamageType: "LCD", Description: "Pecah"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Fee: 100_000, Parts: []repair.Part{{ProductID: lcd.ID, Quantity: 1}}, Paid: 480_000}); err != nil {
			t.Fatal(err)
		}
		env.Clock.Set(local(21, 18, 0))

		var rep httpapi.SalesReport
		res := apptest.Do(t, h, "GET", "/api/reports/sales?from=2026-11-20&to=2026-11-21", nil, admin.Cookie, nil)
		res.JSON(t, &rep)
		// 2×250.000 + 26.000 + 3×26.000 + 26.000 = 630.000; cost 2×125.000 + 5×13.000 = 315.000.
		if res.Status != 200 || rep.Summary.Count != 3 || rep.Summary.Total.String() != "630000" || rep.Summary.Cost.String() != "315000" ||
			rep.Summary.Profit.String() != "315000" || rep.Summary.ItemsSold.String() != "7" || rep.Summary.Remaining.String() != "20000" {
			t.Fatalf("sales report: %d %+v", res.Status, rep.Summary)
		}
		if len(rep.Top) != 2 || rep.Top[0].Name != "Tempered Glass" || rep.Top[0].Quantity.String() != "5" || rep.Rows.Items[0].ID != credit.ID {
			t.Fatalf("top %+v, newest row %d", rep.Top, rep.Rows.Items[0].ID)
		}

		var day httpapi.SalesReport
		apptest.Do(t, h, "GET", "/api/reports/sales?from=2026-11-21&to=2026-11-21", nil, admin.Cookie, nil).JSON(t, &day)
		if day.Summary.Count != 2 || day.Summary.Total.String() != "104000" {
			t.Fatalf("the shop's 21st (00:30 Jakarta is still the 20th in UTC): %+v", day.Summary)
		}

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "service report: fee is profit, parts earn their margin", Method: "GET", URL: "/api/reports/service?from=2026-11-21&to=2026-11-21",
				Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"total":480000`, `"parts_cost":190000`, `"profit":290000`, `"device_type":"Redmi Note 8"`, `"name":"LCD Redmi Note 8"`}},
			{Name: "today", Method: "GET", URL: "/api/reports/today", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"from":"2026-11-21"`, `"revenue":584000`}},
			{Name: "default period is the last 30 days", Method: "GET", URL: "/api/reports/sales", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"from":"2026-10-23","to":"2026-11-21"`, `"count":4`}},
			{Name: "from after to", Method: "GET", URL: "/api/reports/sales?from=2026-11-22&to=2026-11-01", Cookie: admin.Cookie, WantStatus: 422,
				WantContains: []string{"Tanggal awal tidak boleh setelah tanggal akhir."}},
			{Name: "bad date", Method: "GET", URL: "/api/reports/sales?from=21-11-2026", Cookie: admin.Cookie, WantStatus: 422},
			{Name: "reports are for the Admin", Method: "GET", URL: "/api/reports/sales", Cookie: env.SignedIn(t, core.RoleKasir).Cookie, WantStatus: 403},
		})

		var dash core.Dashboard
		apptest.Do(t, h, "GET", "/api/dashboard", nil, admin.Cookie, nil).JSON(t, &dash)
		// Today (21st): 3×glass 78.000 + credit 26.000 + service 480.000.
		if dash.Date != "2026-11-21" || dash.RevenueToday.String() != "584000" || dash.TransactionsToday != 3 || dash.Receivables.String() != "20000" || dash.ServicesInProgress != 1 {
			t.Fatalf("dashboard %+v", dash)
		}
		if len(dash.Recent) != 4 || dash.Recent[0].Kind != "Servis" || dash.Recent[0].Number != fmt.Sprintf("SVC-%d", entry.ID) || dash.Recent[1].Status != "Cicilan" || dash.Recent[2].Status != "Lunas" {
			t.Fatalf("recent %+v", dash.Recent)
		}

		res = apptest.Do(t, h, "GET", "/api/reports/sales/export?from=2026-11-20&to=2026-11-21", nil, admin.Cookie, nil)
		if res.Status != 200 || res.Header.Get("Content-Type") != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" {
			t.Fatalf("export: %d %s", res.Status, res.Header)
		}
		f, err := excelize.OpenReader(bytes.NewReader(res.Body))
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := f.GetRows("Penjualan")
		if len(rows) != 4 || rows[0][0] != "No. Transaksi" || rows[1][0] != credit.Number {
			t.Fatalf("sheet rows %v", rows)
		}
		var total int64
		totalCell, _ := f.GetCellValue("Ringkasan", "B7", excelize.Options{RawCellValue: true})
		fmt.Sscan(totalCell, &total)
		profit, _ := f.GetCellValue("Ringkasan", "B9", excelize.Options{RawCellValue: true})
		label, _ := f.GetCellValue("Ringkasan", "A7")
		if label != "Total penjualan" || total != 630_000 || profit != "315000" {
			t.Fatalf("summary sheet: %s = %d, profit %s", label, total, profit)
		}
		for _, sheet := range []string{"Penjualan", "Pembayaran"} {
			if heads, _ := f.GetRows(sheet); heads[0][len(heads[0])-1] == "Outlet" {
				t.Errorf("a one-outlet shop's %s sheet names the outlet: %v", sheet, heads[0])
			}
		}
		panes, _ := f.GetPanes("Penjualan")
		if !panes.Freeze || panes.YSplit != 1 {
			t.Errorf("header row not frozen: %+v", panes)
		}
	})
}

// "Belum Dibayar" is what customers still owe now: an instalment paid off after the sale (or
// the repair bill) no longer counts, in the report and in its workbook alike.
func TestUnpaidIsWhatIsStillOwedNow(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		ctx := t.Context()
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		phone := addProduct(t, env, "Redmi 13", "Handphone", 1_899_000, 5)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		sale, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1}}, CustomerID: &cust.ID, PaymentMethod: core.PayInstallment, Paid: 100_000})
		if err != nil {
			t.Fatal(err)
		}
		entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "Redmi 9", DamageType: "LCD", Description: "Pecah"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Fee: 150_000, Paid: 50_000}); err != nil {
			t.Fatal(err)
		}
		owed := func(wantSales, wantService string) {
			t.Helper()
			var rep httpapi.SalesReport
			apptest.Do(t, h, "GET", "/api/reports/sales", nil, admin.Cookie, nil).JSON(t, &rep)
			var svc httpapi.ServiceReport
			apptest.Do(t, h, "GET", "/api/reports/service", nil, admin.Cookie, nil).JSON(t, &svc)
			if rep.Summary.Remaining.String() != wantSales || svc.Summary.Remaining.String() != wantService {
				t.Fatalf("unpaid sales %s, service %s; want %s, %s", rep.Summary.Remaining, svc.Summary.Remaining, wantSales, wantService)
			}
			book := workbook(t, env, admin.Cookie, "/api/reports/sales/export")
			value, row := book.Line("Belum dibayar saat ini (sisa cicilan)"), book.Rows("Penjualan")[0]["Sisa Saat Ini"]
			if value != wantSales || row != wantSales {
				t.Fatalf("workbook: still owed %s, the sale's row %s; want %s", value, row, wantSales)
			}
		}
		owed("1799000", "100000")

		for _, number := range []string{sale.Number, fmt.Sprintf("SVC-%d", entry.ID)} {
			inst, err := env.Credit.ByNumber(ctx, number)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := env.Credit.ReceivePayment(ctx, inst.ID, credit.PaymentInput{Amount: inst.Remaining}, kasir); err != nil {
				t.Fatal(err)
			}
		}
		owed("0", "0")
	})
}

// An instalment payment is money the period took: a sale's counts in the sales report, a
// repair's in the service report, both in the day's, by method and apart as instalments; and
// a row of the workbook shows what its customer has paid until now next to what is still owed.
func TestInstalmentPaymentsCountInThePeriodReports(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		ctx := t.Context()
		if _, err := env.Content.SaveSettings(ctx, map[string]string{core.SettingPaymentMethods: "qris,transfer"}); err != nil {
			t.Fatal(err)
		}
		admin := env.SignedIn(t, core.RoleAdmin)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		phone := addProduct(t, env, "Samsung Galaxy A25", "Handphone", 1_500_000, 5)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		sale, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1}},
			CustomerID: &cust.ID, PaymentMethod: core.PayInstallment, Paid: 907_000})
		if err != nil {
			t.Fatal(err)
		}
		entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "Redmi 9", DamageType: "LCD", Description: "Pecah"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Fee: 150_000, Paid: 50_000}); err != nil {
			t.Fatal(err)
		}
		env.Clock.Advance(time.Hour)
		pay := func(number string, method core.PaymentMethod, amount int64) {
			debt, err := env.Credit.ByNumber(ctx, number)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := env.Credit.ReceivePayment(ctx, debt.ID, credit.PaymentInput{Payments: []core.Tendered{{Method: method, Amount: amount}}}, kasir); err != nil {
				t.Fatal(err)
			}
		}
		pay(sale.Number, core.MethodTransfer, 250_000)
		pay(fmt.Sprintf("SVC-%d", entry.ID), core.MethodQRIS, 60_000)

		var day httpapi.DailyReport
		apptest.Do(t, h, "GET", "/api/reports/today", nil, admin.Cookie, nil).JSON(t, &day)
		methods := func(sums []core.MethodSum) string { return fmt.Sprint(sums) }
		for _, c := range []struct{ what, got, want string }{
			{"sales by method", methods(day.Sales.Methods), "[{tunai 907000} {transfer 250000}]"},
			{"sales' instalments", methods(day.Sales.Collected), "[{transfer 250000}]"},
			{"repairs by method", methods(day.Service.Methods), "[{tunai 50000} {qris 60000}]"},
			{"repairs' instalments", methods(day.Service.Collected), "[{qris 60000}]"},
			{"the day by method", methods(day.Methods), "[{tunai 957000} {qris 60000} {transfer 250000}]"},
			{"the day's instalments", methods(day.Collected), "[{qris 60000} {transfer 250000}]"},
		} {
			if c.got != c.want {
				t.Errorf("%s: %s, want %s", c.what, c.got, c.want)
			}
		}
		var rep httpapi.SalesReport
		apptest.Do(t, h, "GET", "/api/reports/sales", nil, admin.Cookie, nil).JSON(t, &rep)
		if methods(rep.Methods) != methods(day.Sales.Methods) || methods(rep.Collected) != methods(day.Sales.Collected) {
			t.Errorf("the sales report takes %v, of which instalments %v", rep.Methods, rep.Collected)
		}

		book := apptest.ReadWorkbook(t, apptest.Do(t, h, "GET", "/api/reports/sales/export", nil, admin.Cookie, nil).Body)
		if got := book.Line("Diterima lewat Transfer Bank"); got != "250000" {
			t.Errorf("the workbook's transfers: %s", got)
		}
		if got := book.Line("Cicilan diterima lewat Transfer Bank"); got != "250000" {
			t.Errorf("the workbook's instalments by transfer: %s", got)
		}
		row := book.Rows("Penjualan")[0]
		if row["Total"] != "1500000" || row["Dibayar"] != "1157000" || row["Sisa Saat Ini"] != "343000" {
			t.Errorf("the credit sale's row: total %s, paid %s, still owed %s", row["Total"], row["Dibayar"], row["Sisa Saat Ini"])
		}
	})
}
