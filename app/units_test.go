package app_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/reports"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
)

// testIMEI makes the IMEI of 14 digits with its Luhn check digit.
func testIMEI(body string) string {
	sum := 0
	for i := range 14 {
		d := int(body[i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return fmt.Sprintf("%s%d", body, (10-sum%10)%10)
}

// testIMEIs are n valid IMEIs of one model.
func testIMEIs(n int) []catalog.UnitNumbers {
	out := make([]catalog.UnitNumbers, n)
	for i := range out {
		out[i] = catalog.UnitNumbers{IMEI: testIMEI(fmt.Sprintf("35693803564%03d", i))}
	}
	return out
}

// addPhone adds a product tracked by unit and receives units with those numbers.
func addPhone(t *testing.T, env *apptest.Env, name string, units []catalog.UnitNumbers) core.Product {
	t.Helper()
	ctx := context.Background()
	p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: name, Category: "HP", Barcode: "HP-" + name, Tracked: true, BuyPrice: 1_500_000, RetailPrice: 1_899_000}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	if len(units) > 0 {
		if p, err = env.Catalog.AddStock(ctx, p.ID, catalog.StockInput{Units: units}, env.AtShop); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// unitsInStock checks that the product's stock is the number of its units in the shop, and
// that both are want.
func unitsInStock(t *testing.T, env *apptest.Env, productID, want int64) {
	t.Helper()
	var stock, units, ledger int64
	mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, productID)
	mustScan(t, env, "SELECT COUNT(*) FROM units WHERE product_id = ? AND status = 'in_stock'", &units, productID)
	mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ?", &ledger, productID)
	if stock != want || units != want || ledger != want {
		t.Fatalf("stock %d, units in the shop %d, ledger sum %d; want %d", stock, units, ledger, want)
	}
}

func findUnit(t *testing.T, env *apptest.Env, number string) core.Unit {
	t.Helper()
	u, err := env.Catalog.UnitByNumber(context.Background(), number)
	if err != nil {
		t.Fatalf("unit %s: %v", number, err)
	}
	return u
}

func wantMessage(t *testing.T, err error, msg string) {
	t.Helper()
	var e *core.Error
	if !errors.As(err, &e) || e.Message != msg {
		t.Fatalf("err %v, want %q", err, msg)
	}
}

func TestIMEIWithoutValidCheckDigitIsRefused(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		p := addPhone(t, env, "Redmi 13", nil)
		good := testIMEI("35693803564000")
		bad := good[:14] + fmt.Sprint((int(good[14]-'0')+1)%10)
		// Each refusal names the IMEI, so that staff who scanned a box of phones know which.
		for _, c := range []struct {
			units   []catalog.UnitNumbers
			refused string
		}{
			{[]catalog.UnitNumbers{{IMEI: good}, {IMEI: bad}}, bad},
			{[]catalog.UnitNumbers{{IMEI: good, IMEI2: bad}}, bad},
			{[]catalog.UnitNumbers{{IMEI: "3569380356"}}, "3569380356"},
			{[]catalog.UnitNumbers{{IMEI: "35693803564000X"}}, "35693803564000X"},
		} {
			_, err := env.Catalog.AddStock(context.Background(), p.ID, catalog.StockInput{Units: c.units}, env.AtShop)
			wantMessage(t, err, "IMEI "+c.refused+" tidak valid.")
		}
		unitsInStock(t, env, p.ID, 0)
	})
}

func TestUnitNumbersAreUniqueInTheShop(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		imeis := testIMEIs(3)
		a := addPhone(t, env, "Redmi 13", []catalog.UnitNumbers{{IMEI: imeis[0].IMEI, IMEI2: imeis[1].IMEI}})
		b := addPhone(t, env, "Oppo A18", nil)
		_, err := env.Catalog.AddStock(ctx, b.ID, catalog.StockInput{Units: []catalog.UnitNumbers{{IMEI: imeis[1].IMEI}}}, env.AtShop)
		wantMessage(t, err, fmt.Sprintf("Nomor %s sudah terdaftar di toko.", imeis[1].IMEI))
		_, err = env.Catalog.AddStock(ctx, b.ID, catalog.StockInput{Units: []catalog.UnitNumbers{imeis[2], imeis[2]}}, env.AtShop)
		wantMessage(t, err, fmt.Sprintf("Nomor %s dimasukkan dua kali.", imeis[2].IMEI))
		_, err = env.Catalog.AddStock(ctx, b.ID, catalog.StockInput{Units: []catalog.UnitNumbers{{Serial: "SN-1"}, {Serial: "sn-1"}}}, env.AtShop)
		wantMessage(t, err, "Nomor sn-1 dimasukkan dua kali.")
		_, err = env.Catalog.AddStock(ctx, b.ID, catalog.StockInput{Delta: 2}, env.AtShop)
		wantMessage(t, err, "Masukkan IMEI atau nomor seri setiap unit Oppo A18.")
		unitsInStock(t, env, a.ID, 1)
		unitsInStock(t, env, b.ID, 0)
		if u := findUnit(t, env, imeis[1].IMEI); u.ProductID != a.ID {
			t.Fatalf("the second IMEI finds %+v", u)
		}
	})
}

func TestTrackingChangesOnlyAtStockZero(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p := addPhone(t, env, "Redmi 13", testIMEIs(1))
		form := catalog.ProductInput{Name: p.Name, Category: p.Category, Barcode: p.Barcode, Tracked: false}
		_, err := env.Catalog.UpdateProduct(ctx, p.ID, form, env.AtShop)
		wantMessage(t, err, "Pelacakan IMEI/serial hanya bisa diubah saat stok barang 0.")
		form.Tracked, form.StockCorrection = true, 1
		_, err = env.Catalog.UpdateProduct(ctx, p.ID, form, env.AtShop)
		wantMessage(t, err, "Stok barang ber-IMEI/serial berubah lewat unitnya: terima barang dengan nomor setiap unit.")
		glass, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG", Stock: 3}, env.AtShop)
		_, err = env.Catalog.AddStock(ctx, glass.ID, catalog.StockInput{Units: testIMEIs(2)[1:]}, env.AtShop)
		wantMessage(t, err, "Tempered Glass tidak dilacak per unit (IMEI/serial).")
		unitsInStock(t, env, p.ID, 1)
	})
}

// Received, sold by IMEI, sold without naming a unit, one given back: at every step the stock
// is the number of units in the shop, and each unit's story is in the ledger.
func TestTrackedStockIsItsUnitsInTheShop(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		imeis := testIMEIs(5)
		p := addPhone(t, env, "Samsung A15", imeis)
		if p.Stock != 5 {
			t.Fatalf("stock after receiving 5 IMEIs: %d", p.Stock)
		}
		unitsInStock(t, env, p.ID, 5)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		third := findUnit(t, env, imeis[2].IMEI)
		byIMEI, err := env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{
			Lines: []sales.Line{{ProductID: p.ID, Quantity: 1, UnitIDs: []int64{third.ID}}}, PaymentMethod: core.PayCash, Paid: 2_000_000})
		if err != nil {
			t.Fatal(err)
		}
		unitsInStock(t, env, p.ID, 4)
		if u := findUnit(t, env, imeis[2].IMEI); u.Status != core.UnitSold {
			t.Fatalf("sold unit: %+v", u)
		}
		plain, err := env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{
			Lines: []sales.Line{{ProductID: p.ID, Quantity: 2}}, PaymentMethod: core.PayCash, Paid: 4_000_000})
		if err != nil {
			t.Fatal(err)
		}
		unitsInStock(t, env, p.ID, 2)
		for i, want := range []core.UnitStatus{core.UnitSold, core.UnitSold, core.UnitSold, core.UnitInStock, core.UnitInStock} {
			if u := findUnit(t, env, imeis[i].IMEI); u.Status != want {
				t.Fatalf("unit %d: %s, want %s (the oldest units leave first)", i, u.Status, want)
			}
		}
		// A unit given back by the document that took it comes back without its number.
		if _, err := env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: p.ID, Delta: 1, Reason: core.ReasonAdjustment, Reference: plain.Number}); err != nil {
			t.Fatal(err)
		}
		unitsInStock(t, env, p.ID, 3)
		_, err = env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: p.ID, Delta: 1, Reason: core.ReasonAdjustment, Reference: "lain"})
		wantMessage(t, err, "Masukkan IMEI atau nomor seri setiap unit Samsung A15.")
		_, err = env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{
			Lines: []sales.Line{{ProductID: p.ID, Quantity: 4}}, PaymentMethod: core.PayCash, Paid: 8_000_000})
		var shortage *core.StockShortageError
		if !errors.As(err, &shortage) {
			t.Fatalf("selling 4 of 3 units: %v", err)
		}
		unitsInStock(t, env, p.ID, 3)

		// The receipts print the units they sold: the one scanned, and the oldest two taken.
		for _, c := range []struct {
			sale core.SalesTransaction
			want []string
		}{{byIMEI, []string{imeis[2].IMEI}}, {plain, []string{imeis[0].IMEI, imeis[1].IMEI}}} {
			receipt, err := env.Sales.Receipt(ctx, c.sale.ID)
			if err != nil {
				t.Fatal(err)
			}
			// The answer to the sale itself prints the same as the receipt read later.
			for _, printedBy := range []core.SalesTransaction{c.sale, receipt} {
				var printed []string
				for _, u := range printedBy.Items[0].Units {
					printed = append(printed, *u.IMEI)
				}
				if fmt.Sprint(printed) != fmt.Sprint(c.want) {
					t.Fatalf("%s prints %v, want %v", c.sale.Number, printed, c.want)
				}
			}
		}

		story, err := env.Catalog.UnitDetail(ctx, third.ID)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range story.Movements {
			got = append(got, fmt.Sprintf("%s %+d %s", m.Reason, m.Delta, m.Reference))
		}
		if want := []string{"restock +1 ", "sale -1 " + byIMEI.Number}; fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("story %q, want %q", got, want)
		}
	})
}

// Two cashiers scan the same phone at the same moment: one sale, the other is told why.
func TestTwoCashiersRacingForOneIMEIMakeOneSale(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		imeis := testIMEIs(2)
		p := addPhone(t, env, "Vivo Y17s", imeis)
		unit := findUnit(t, env, imeis[0].IMEI)
		cashiers := []core.Principal{env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleKasir).Principal(t, env)}
		var wg sync.WaitGroup
		errs := make([]error, 6)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = env.Sales.RingUpSale(ctx, cashiers[i%2], sales.SaleInput{
					Lines: []sales.Line{{ProductID: p.ID, Quantity: 1, UnitIDs: []int64{unit.ID}}}, PaymentMethod: core.PayCash, Paid: 2_000_000})
			}()
		}
		wg.Wait()
		sold := 0
		for _, err := range errs {
			if err == nil {
				sold++
				continue
			}
			wantMessage(t, err, fmt.Sprintf("Unit %s tidak ada di stok toko.", imeis[0].IMEI))
		}
		var sales int64
		mustScan(t, env, "SELECT COUNT(*) FROM sales_transactions", &sales)
		if sold != 1 || sales != 1 {
			t.Fatalf("%d sales went through, %d stored; want 1", sold, sales)
		}
		unitsInStock(t, env, p.ID, 1)
	})
}

// Staff find a phone by its IMEI wherever they look: the stock page finds its product, the
// sales history its sale, the instalments its debt, and the repair intake its repair.
func TestAPhoneIsFoundByItsIMEIEverywhere(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		imeis := testIMEIs(2)
		phone := addPhone(t, env, "Redmi Note 13", imeis)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		budi, err := env.Customers.Add(ctx, core.Contact{Name: "Budi"})
		if err != nil {
			t.Fatal(err)
		}
		u := findUnit(t, env, imeis[1].IMEI)
		sale, err := env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{CustomerID: &budi.ID, PaymentMethod: core.PayInstallment,
			Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1, UnitIDs: []int64{u.ID}}}, Paid: 500_000})
		if err != nil {
			t.Fatal(err)
		}
		part := imeis[1].IMEI[5:13]
		products, err := env.Catalog.BrowseProducts(ctx, core.ProductFilter{Search: imeis[0].IMEI, PageRequest: core.PageRequest{Page: 1, PerPage: 10}})
		if err != nil || products.Total != 1 || len(products.Items) != 1 || products.Items[0].ID != phone.ID {
			t.Fatalf("stock page by IMEI: %+v (%v)", products, err)
		}
		history, err := env.Reports.History(ctx, reports.HistoryQuery{Search: part, Page: core.PageRequest{Page: 1, PerPage: 10}})
		if err != nil || history.Total != 1 || history.Items[0].Number != sale.Number {
			t.Fatalf("history by part of the IMEI: %+v (%v)", history, err)
		}
		debts, err := env.Credit.List(ctx, core.InstallmentFilter{Status: "all", Search: imeis[1].IMEI, PageRequest: core.PageRequest{Page: 1, PerPage: 10}})
		if err != nil || debts.Total != 1 || debts.Items[0].Number != sale.Number {
			t.Fatalf("instalments by IMEI: %+v (%v)", debts, err)
		}
		none, err := env.Reports.History(ctx, reports.HistoryQuery{Search: imeis[0].IMEI, Page: core.PageRequest{Page: 1, PerPage: 10}})
		if err != nil || none.Total != 0 {
			t.Fatalf("the unsold phone's IMEI finds no sale: %+v (%v)", none, err)
		}
	})
}

// A phone sold and returned comes back into the shop as that very unit, and the stock stays
// the number of units in the shop.
func TestAReturnedPhoneComesBackAsItsUnit(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		imeis := testIMEIs(3)
		phone := addPhone(t, env, "Samsung A15", imeis)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		sold := []int64{findUnit(t, env, imeis[1].IMEI).ID, findUnit(t, env, imeis[2].IMEI).ID}
		sale, err := env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{PaymentMethod: core.PayCash, Paid: 4_000_000,
			Lines: []sales.Line{{ProductID: phone.ID, Quantity: 2, UnitIDs: sold}}})
		if err != nil {
			t.Fatal(err)
		}
		unitsInStock(t, env, phone.ID, 1)
		giveBack := func(units ...int64) error {
			line := returns.ReturnLine{SaleItemID: sale.Items[0].ID, Quantity: 1, UnitIDs: units}
			_, err := env.Returns.ReturnSale(ctx, admin, sale.ID, returns.ReturnInput{Lines: []returns.ReturnLine{line}, Reason: "Layar bergaris"})
			return err
		}
		wantMessage(t, giveBack(findUnit(t, env, imeis[0].IMEI).ID), returns.MsgUnitNotSold)
		// The customer brings back the second phone of the two, by its IMEI.
		if err := giveBack(sold[1]); err != nil {
			t.Fatalf("returning a phone by its IMEI: %v", err)
		}
		unitsInStock(t, env, phone.ID, 2)
		if findUnit(t, env, imeis[2].IMEI).Status != core.UnitInStock || findUnit(t, env, imeis[1].IMEI).Status != core.UnitSold {
			t.Fatal("the named phone did not come back")
		}
		// A return that names no unit takes back the sale's other phone.
		if err := giveBack(); err != nil {
			t.Fatalf("returning a tracked phone: %v", err)
		}
		unitsInStock(t, env, phone.ID, 3)
	})
}
