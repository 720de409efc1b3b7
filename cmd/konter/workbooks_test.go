package main

import (
	"fmt"
	"maps"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
)

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

// Every workbook the shop exports or downloads adds up: after a day of sales paid by several
// methods at once, a sale returned whole and one in part, a void, a repair, instalment
// payments and goods received, every figure of its summary is what its rows add up to, and
// each row agrees with itself (profit is total less cost; what was paid, what is still owed
// and what came back make the total). The workbooks are found, not listed: every kind of
// `konter export` and every download the API documents as a workbook. One this test has no
// rules for fails it, and so does a summary line whose rows it does not know.
func TestEveryWorkbookAddsUpToItsSummary(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		countID := aBusyDay(t, env)
		ctx, day := t.Context(), env.Reports.Today(t.Context()).From
		books := map[string]apptest.Workbook{}
		for _, kind := range newExportCommand().ValidArgs {
			file := filepath.Join(t.TempDir(), kind+".xlsx")
			if _, _, err := exportReport(ctx, env.App, kind, day, day, file); err != nil {
				t.Fatalf("konter export %s: %v", kind, err)
			}
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			books["konter export "+kind] = apptest.ReadWorkbook(t, b)
		}
		h, admin := env.Handler(), env.SignedIn(t, core.RoleAdmin).Cookie
		var doc struct {
			Paths map[string]map[string]struct {
				Responses map[string]struct{ Content map[string]any }
			}
		}
		apptest.Do(t, h, "GET", "/api/openapi.json", nil, "", nil).JSON(t, &doc)
		for path, ops := range doc.Paths {
			if _, ok := ops["get"].Responses["200"].Content[xlsxType]; !ok {
				continue
			}
			url := strings.ReplaceAll(path, "{id}", strconv.FormatInt(countID, 10)) + "?from=" + day + "&to=" + day
			res := apptest.Do(t, h, "GET", url, nil, admin, nil)
			if res.Status != 200 {
				t.Fatalf("GET %s: %d %s", url, res.Status, res.Body)
			}
			books["GET "+path] = apptest.ReadWorkbook(t, res.Body)
		}
		if len(books) < 11 {
			t.Errorf("found %d workbooks: %v", len(books), slices.Sorted(maps.Keys(books)))
		}
		for name, book := range books {
			rules, ok := workbookRules[name]
			if !ok {
				t.Errorf("%s: a workbook this test has no rules for; say what its summary adds up", name)
				continue
			}
			t.Run(name, func(t *testing.T) { addsUp(t, book, rules) })
		}
		// The day had what this test says it had.
		today := books["konter export today"]
		kinds := map[string]bool{}
		for _, r := range today.Rows("Pembayaran") {
			kinds[r["Jenis"]] = true
		}
		for _, want := range []string{"Penjualan", "Retur", "Pembatalan Penjualan", "Cicilan", "Servis"} {
			if !kinds[want] {
				t.Errorf("the day's payments have no %s: %v", want, kinds)
			}
		}
		if returned := rowsWhere(today.Rows("Penjualan"), "Jenis", "Retur"); len(returned) != 2 {
			t.Errorf("the day's sales sheet lists %d returns, want 2", len(returned))
		}
	})
}

// aBusyDay is a day at the counter; it answers the stock count started that day.
func aBusyDay(t *testing.T, env *apptest.Env) int64 {
	t.Helper()
	ctx := t.Context()
	if _, err := env.Content.SaveSettings(ctx, map[string]string{core.SettingPaymentMethods: "qris,transfer,debit,ewallet"}); err != nil {
		t.Fatal(err)
	}
	kasir, admin := env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleAdmin).Principal(t, env)
	product := func(name, category string, price, cost int64) core.Product {
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: name, Category: category, Barcode: "W-" + name,
			RetailPrice: price, ResellerPrice: price, BuyPrice: cost, Stock: 20}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	phone := product("Samsung Galaxy A35", "Handphone", 3_999_000, 3_650_000)
	kesing := product("Kesing Silikon", "Aksesoris", 35_000, 12_000)
	charger := product("Charger 33W", "Aksesoris", 185_000, 110_000)
	lcd := product("LCD Redmi Note 13", "Sparepart", 650_000, 480_000)
	siti, err := env.Customers.Add(ctx, core.Contact{Name: "Siti Aminah"})
	if err != nil {
		t.Fatal(err)
	}
	step := func() { env.Clock.Advance(7 * time.Minute) }
	sell := func(in sales.SaleInput) core.SalesTransaction {
		t.Helper()
		step()
		s, err := env.Sales.RingUpSale(ctx, kasir, in)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	pay := func(method core.PaymentMethod, amount int64) core.Tendered {
		return core.Tendered{Method: method, Amount: amount}
	}
	debit := sell(sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1}}, PaymentMethod: core.PayCash,
		Payments: []core.Tendered{pay(core.MethodDebit, 3_999_000)}})
	split := sell(sales.SaleInput{Lines: []sales.Line{{ProductID: kesing.ID, Quantity: 2}, {ProductID: charger.ID, Quantity: 1}}, Discount: 5_000,
		PaymentMethod: core.PayCash, Payments: []core.Tendered{pay(core.MethodCash, 150_000), pay(core.MethodQRIS, 100_000)}})
	onCredit := sell(sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1}}, CustomerID: &siti.ID,
		PaymentMethod: core.PayInstallment, Payments: []core.Tendered{pay(core.MethodCash, 1_000_000), pay(core.MethodEWallet, 500_000)}})
	mistake := sell(sales.SaleInput{Lines: []sales.Line{{ProductID: kesing.ID, Quantity: 1}}, PaymentMethod: core.PayCash,
		Payments: []core.Tendered{pay(core.MethodEWallet, 35_000)}})

	step()
	entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &siti.ID, Category: "Handphone",
		DeviceType: "Redmi Note 13", DamageType: "LCD pecah", Description: "Layar bergaris"})
	if err != nil {
		t.Fatal(err)
	}
	step()
	if _, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Fee: 100_000,
		Parts: []repair.Part{{ProductID: lcd.ID, Quantity: 1}}, Payments: []core.Tendered{pay(core.MethodQRIS, 300_000), pay(core.MethodCash, 200_000)}}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct {
		number string
		paid   core.Tendered
	}{{onCredit.Number, pay(core.MethodTransfer, 250_000)}, {fmt.Sprintf("SVC-%d", entry.ID), pay(core.MethodDebit, 100_000)}} {
		step()
		debt, err := env.Credit.ByNumber(ctx, p.number)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Credit.ReceivePayment(ctx, debt.ID, credit.PaymentInput{Payments: []core.Tendered{p.paid}}, kasir); err != nil {
			t.Fatal(err)
		}
	}

	giveBack := func(sale core.SalesTransaction, quantity int64, method core.PaymentMethod) {
		t.Helper()
		step()
		if _, err := env.Returns.ReturnSale(ctx, admin, sale.ID, returns.ReturnInput{Reason: "Rusak", RefundMethod: string(method),
			Lines: []returns.ReturnLine{{SaleItemID: sale.Items[0].ID, Quantity: quantity}}}); err != nil {
			t.Fatal(err)
		}
	}
	giveBack(debit, 1, core.MethodDebit)
	giveBack(split, 1, core.MethodCash)
	step()
	if _, err := env.Returns.VoidSale(ctx, admin, mistake.ID, "Salah input"); err != nil {
		t.Fatal(err)
	}

	step()
	supplier, err := env.Suppliers.Add(ctx, core.Contact{Name: "CV Grosir Seluler"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: supplier.ID, InvoiceNumber: "INV-0457",
		Lines: []catalog.GoodsReceiptLineInput{{ProductID: charger.ID, Quantity: 2, BuyPrice: 110_000}}, Paid: 100_000}, admin); err != nil {
		t.Fatal(err)
	}
	step()
	count, err := env.Counts.Start(ctx, admin, []string{"Aksesoris"}, "")
	if err != nil {
		t.Fatal(err)
	}
	step()
	shift, err := env.Shifts.Current(ctx, kasir)
	if err != nil || shift == nil {
		t.Fatalf("the cashier's shift: %v", err)
	}
	expected, _ := shift.Expected.Int64()
	if _, err := env.Shifts.Close(ctx, kasir, shift.ID, expected-2_000, "Kurang dua ribu"); err != nil {
		t.Fatal(err)
	}
	return count.ID
}

// A rowFigure is a figure a summary line adds up from rows: the sum of a column over the rows of a sheet that match, or
// their count when the column is empty; below zero when negative.
type rowFigure struct {
	sheet, column string
	where         func(map[string]string) bool
	negative      bool
}

func sumOf(sheet, column string) rowFigure { return rowFigure{sheet: sheet, column: column} }

func countOf(sheet string) rowFigure { return rowFigure{sheet: sheet} }

// when keeps the rows whose column reads value.
func (t rowFigure) when(column, value string) rowFigure {
	t.where = func(r map[string]string) bool { return r[column] == value }
	return t
}

func (t rowFigure) less() rowFigure { t.negative = true; return t }

// A workbook's rules: the terms each summary line adds up (false for a line that is no
// figure of rows), and the checks of each row of a sheet.
type rules struct {
	line func(label string) ([]rowFigure, bool)
	rows map[string]func(t *testing.T, row map[string]string)
}

// byMethod reads the summary's lines of money by method, "Diterima lewat QRIS" and "Cicilan
// diterima lewat QRIS", as the payments sheet's rows of that method (of instalments).
func byMethod(label string) ([]rowFigure, bool) {
	if name, ok := strings.CutPrefix(label, "Cicilan diterima lewat "); ok {
		return []rowFigure{sumOf("Pembayaran", "Jumlah").when("Metode", name).andWhen("Jenis", "Cicilan")}, true
	}
	if name, ok := strings.CutPrefix(label, "Diterima lewat "); ok {
		return []rowFigure{sumOf("Pembayaran", "Jumlah").when("Metode", name)}, true
	}
	return nil, false
}

// andWhen also keeps only the rows whose column reads value.
func (t rowFigure) andWhen(column, value string) rowFigure {
	before := t.where
	t.where = func(r map[string]string) bool { return before(r) && r[column] == value }
	return t
}

var salesLines = map[string][]rowFigure{
	"Jumlah transaksi":                      {countOf("Penjualan").when("Jenis", "Penjualan")},
	"Barang terjual":                        {sumOf("Penjualan", "Jumlah Barang")},
	"Subtotal":                              {sumOf("Penjualan", "Subtotal")},
	"Diskon":                                {sumOf("Penjualan", "Diskon")},
	"Total penjualan":                       {sumOf("Penjualan", "Total")},
	"Modal barang":                          {sumOf("Penjualan", "Modal")},
	"Laba":                                  {sumOf("Penjualan", "Laba")},
	"Belum dibayar saat ini (sisa cicilan)": {sumOf("Penjualan", "Sisa Saat Ini")},
	"Retur (sudah dikurangi dari total, barang dan modal)": {sumOf("Penjualan", "Total").when("Jenis", "Retur").less()},
}

var serviceLines = map[string][]rowFigure{
	"Jumlah servis":       {countOf("Servis")},
	"Biaya jasa":          {sumOf("Servis", "Biaya Jasa")},
	"Penjualan sparepart": {sumOf("Servis", "Sparepart (Rp)")},
	"Total servis":        {sumOf("Servis", "Total")},
	"Modal sparepart":     {sumOf("Servis", "Modal")},
	"Laba servis":         {sumOf("Servis", "Laba")},
	"Belum dibayar saat ini (sisa cicilan servis)": {sumOf("Servis", "Sisa Saat Ini")},
}

var dayLines = map[string][]rowFigure{
	"Pendapatan hari ini": {sumOf("Penjualan", "Total"), sumOf("Servis", "Total")},
	"Laba hari ini":       {sumOf("Penjualan", "Laba"), sumOf("Servis", "Laba")},
}

var shiftLines = map[string][]rowFigure{
	"Jumlah shift": {countOf("Shift Kasir")}, "Modal awal": {sumOf("Shift Kasir", "Modal Awal")},
	"Tunai diterima": {sumOf("Shift Kasir", "Tunai Diterima")}, "Kas masuk": {sumOf("Shift Kasir", "Kas Masuk")},
	"Kas keluar": {sumOf("Shift Kasir", "Kas Keluar")}, "Pengembalian dana": {sumOf("Shift Kasir", "Pengembalian Dana")},
	"Pembatalan": {sumOf("Shift Kasir", "Pembatalan")}, "Jumlah transaksi": {sumOf("Shift Kasir", "Jumlah Transaksi")},
	"Kas seharusnya": {sumOf("Shift Kasir", "Kas Seharusnya")}, "Kas dihitung": {sumOf("Shift Kasir", "Kas Dihitung")},
	"Selisih": {sumOf("Shift Kasir", "Selisih")},
}

var goodsReceiptLines = map[string][]rowFigure{
	"Jumlah penerimaan":      {countOf("Penerimaan Barang")},
	"Total pembelian":        {sumOf("Penerimaan Barang", "Total")},
	"Sudah dibayar":          {sumOf("Penerimaan Barang", "Dibayar")},
	"Sisa utang ke supplier": {sumOf("Penerimaan Barang", "Sisa Utang")},
}

// lines reads a summary line from these tables, then as money by method.
func lines(tables ...map[string][]rowFigure) func(string) ([]rowFigure, bool) {
	return func(label string) ([]rowFigure, bool) {
		for _, table := range tables {
			if terms, ok := table[label]; ok {
				return terms, true
			}
		}
		return byMethod(label)
	}
}

// profitIsTotalLessCost checks a row of sales or repairs: Laba = Total − Modal.
func profitIsTotalLessCost(t *testing.T, r map[string]string) {
	t.Helper()
	if want := new(big.Rat).Sub(num(t, r["Total"]), num(t, r["Modal"])); num(t, r["Laba"]).Cmp(want) != 0 {
		t.Errorf("%s%s: profit %s, total %s less cost %s", r["No. Transaksi"], r["No. Servis"], r["Laba"], r["Total"], r["Modal"])
	}
}

// madeOf checks that a row's total is made of these columns.
func madeOf(total string, parts ...string) func(*testing.T, map[string]string) {
	return func(t *testing.T, r map[string]string) {
		t.Helper()
		sum := new(big.Rat)
		for _, p := range parts {
			sum.Add(sum, num(t, r[p]))
		}
		if sum.Cmp(num(t, r[total])) != 0 {
			t.Errorf("%v: %s %s is not %s", r, total, r[total], strings.Join(parts, " + "))
		}
	}
}

var saleRows = func(t *testing.T, r map[string]string) {
	profitIsTotalLessCost(t, r)
	if r["Jenis"] == "Penjualan" {
		madeOf("Total", "Diretur", "Dibayar", "Sisa Saat Ini")(t, r)
	}
}

var serviceRows = func(t *testing.T, r map[string]string) {
	profitIsTotalLessCost(t, r)
	madeOf("Total", "Dibayar", "Sisa Saat Ini")(t, r)
}

var (
	salesRules = rules{line: lines(salesLines), rows: map[string]func(*testing.T, map[string]string){"Penjualan": saleRows}}
	todayRules = rules{line: lines(dayLines, salesLines, serviceLines),
		rows: map[string]func(*testing.T, map[string]string){"Penjualan": saleRows, "Servis": serviceRows}}
	serviceRules = rules{line: lines(serviceLines), rows: map[string]func(*testing.T, map[string]string){"Servis": serviceRows}}
	shiftRules   = rules{line: func(label string) ([]rowFigure, bool) {
		if terms, ok := shiftLines[label]; ok {
			return terms, true
		}
		if name, ok := strings.CutPrefix(label, "Diterima lewat "); ok {
			return []rowFigure{sumOf("Shift Kasir", name)}, true
		}
		return nil, false
	}}
	goodsReceiptRules = rules{line: lines(goodsReceiptLines), rows: map[string]func(*testing.T, map[string]string){
		"Penerimaan Barang": madeOf("Total", "Dibayar", "Sisa Utang"),
		"Per Supplier":      madeOf("Total Pembelian", "Dibayar", "Sisa Utang"),
	}}
	// The count sheet is a form to fill in and import back: it has no summary.
	countSheetRules = rules{line: func(string) ([]rowFigure, bool) { return nil, false }}
)

// workbookRules are the rules of every workbook, by how it is exported or downloaded.
var workbookRules = map[string]rules{
	"konter export sales":              salesRules,
	"GET /api/reports/sales/export":    salesRules,
	"konter export today":              todayRules,
	"GET /api/reports/today/export":    todayRules,
	"konter export service":            serviceRules,
	"GET /api/reports/service/export":  serviceRules,
	"konter export shifts":             shiftRules,
	"GET /api/shifts/export":           shiftRules,
	"konter export goods-receipts":     goodsReceiptRules,
	"GET /api/goods-receipts/export":   goodsReceiptRules,
	"GET /api/stock-counts/{id}/sheet": countSheetRules,
}

// addsUp checks every summary line of a workbook against its rows, and every row.
func addsUp(t *testing.T, book apptest.Workbook, r rules) {
	for _, l := range book.SummaryLines() {
		label, value := l[0], l[1]
		if label == "Periode" {
			continue
		}
		terms, ok := r.line(label)
		if !ok {
			t.Errorf("summary line %q (%s): the test knows no rows it adds up", label, value)
			continue
		}
		sum := new(big.Rat)
		for _, x := range terms {
			rows := book.Rows(x.sheet)
			if rows == nil {
				t.Errorf("summary line %q: the workbook has no sheet %q (%v)", label, x.sheet, book.Sheets())
			}
			figure := new(big.Rat)
			for _, row := range rows {
				if x.where != nil && !x.where(row) {
					continue
				}
				if x.column == "" {
					figure.Add(figure, big.NewRat(1, 1))
				} else {
					figure.Add(figure, num(t, row[x.column]))
				}
			}
			if x.negative {
				figure.Neg(figure)
			}
			sum.Add(sum, figure)
		}
		if sum.Cmp(num(t, value)) != 0 {
			t.Errorf("summary line %q is %s, its rows add up to %s", label, value, sum.FloatString(0))
		}
	}
	for sheet, check := range r.rows {
		for _, row := range book.Rows(sheet) {
			check(t, row)
		}
	}
}

func num(t *testing.T, cell string) *big.Rat { t.Helper(); return apptest.Number(t, cell) }

func rowsWhere(rows []map[string]string, column, value string) []map[string]string {
	var out []map[string]string
	for _, r := range rows {
		if r[column] == value {
			out = append(out, r)
		}
	}
	return out
}
