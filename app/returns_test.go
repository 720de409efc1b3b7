package app_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
)

func addStock(t *testing.T, env *apptest.Env, name string, stock, price, buy int64) core.Product {
	t.Helper()
	p, err := env.Catalog.AddProduct(context.Background(), catalog.ProductInput{Name: name, Category: "Handphone", Barcode: name, Stock: stock, RetailPrice: price, BuyPrice: buy}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func stockOf(t *testing.T, env *apptest.Env, id int64) int64 {
	t.Helper()
	var n int64
	mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &n, id)
	return n
}

func isKind(err error, kind core.ErrorKind) bool {
	var e *core.Error
	return errors.As(err, &e) && e.Kind == kind
}

// A sale on credit voided by the Admin: the phones are back on the shelf through the ledger,
// the instalment is cancelled, what the customer paid is paid back, the receipt is marked and
// today's report no longer counts it. A Kasir cannot void, nor can a sale be voided twice.
func TestVoidedSaleReturnsStockAndCancelsItsInstalment(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		phone := addStock(t, env, "Redmi Note 13", 5, 1_000_000, 800_000)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		sale, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 2}},
			CustomerID: &cust.ID, PaymentMethod: core.PayInstallment, Paid: 500_000})
		if err != nil {
			t.Fatal(err)
		}
		debt, _ := env.Credit.ByNumber(ctx, sale.Number)
		if _, err := env.Credit.ReceivePayment(ctx, debt.ID, credit.PaymentInput{Amount: 200_000}, kasir); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Returns.VoidSale(ctx, kasir, sale.ID, "salah input"); !isKind(err, core.KindForbidden) {
			t.Fatalf("a Kasir voided: %v", err)
		}
		if _, err := env.Returns.VoidSale(ctx, admin, sale.ID, "  "); !isKind(err, core.KindValidation) {
			t.Fatalf("a void without a reason: %v", err)
		}
		voided, err := env.Returns.VoidSale(ctx, admin, sale.ID, "Salah pilih barang")
		if err != nil {
			t.Fatal(err)
		}
		if !voided.IsVoided() || *voided.VoidReason != "Salah pilih barang" || voided.VoidRefund != 700_000 {
			t.Fatalf("voided sale %+v", voided.Voided)
		}
		if got := stockOf(t, env, phone.ID); got != 5 {
			t.Fatalf("stock after the void: %d", got)
		}
		var ledger int64
		mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ? AND reason = 'void' AND reference = ?", &ledger, phone.ID, sale.Number)
		if ledger != 2 {
			t.Fatalf("ledger's void movements: %d", ledger)
		}
		if debt, _ = env.Credit.Get(ctx, debt.ID); debt.Status != core.InstallmentCancelled || debt.Remaining != 0 {
			t.Fatalf("instalment after the void: %+v", debt)
		}
		if _, err := env.Credit.ReceivePayment(ctx, debt.ID, credit.PaymentInput{Amount: 1_000}, kasir); err == nil {
			t.Fatal("a cancelled instalment took a payment")
		}
		report, err := env.Reports.Sales(ctx, env.Reports.Today(ctx), core.PageRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if report.Summary.Count != 0 || report.Summary.Total.String() != "0" || len(report.Top) != 0 {
			t.Fatalf("today's report counts the voided sale: %+v, top %+v", report.Summary, report.Top)
		}
		dash, _ := env.Reports.Dashboard(ctx, 0)
		if dash.Receivables.String() != "0" || dash.TransactionsToday != 0 || len(dash.Recent) != 0 {
			t.Fatalf("dashboard counts the voided sale: %+v", dash)
		}
		if _, err := env.Returns.VoidSale(ctx, admin, sale.ID, "lagi"); !isKind(err, core.KindConflict) {
			t.Fatalf("voided twice: %v", err)
		}
		if _, err := env.Returns.ReturnSale(ctx, admin, sale.ID, returns.ReturnInput{Lines: []returns.ReturnLine{{SaleItemID: sale.Items[0].ID, Quantity: 1}}, Reason: "rusak"}); !isKind(err, core.KindConflict) {
			t.Fatalf("a voided sale took a return: %v", err)
		}
	})
}

// Ten Admins voiding one sale at once: one void, the units come back once.
func TestConcurrentVoidsOfOneSaleHaveOneEffect(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		phone := addStock(t, env, "Samsung A15", 3, 2_000_000, 1_700_000)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		sale, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: phone.ID, Quantity: 3}}, PaymentMethod: core.PayCash, Paid: 6_000_000})
		if err != nil {
			t.Fatal(err)
		}
		admins := []core.Principal{env.SignedIn(t, core.RoleAdmin).Principal(t, env), env.SignedIn(t, core.RoleAdmin).Principal(t, env)}
		var wg sync.WaitGroup
		var mu sync.Mutex
		done, refused := 0, 0
		for i := range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := env.Returns.VoidSale(ctx, admins[i%2], sale.ID, "Transaksi dobel")
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					done++
				case isKind(err, core.KindConflict):
					refused++
				default:
					t.Errorf("void %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		var moves int64
		mustScan(t, env, "SELECT COUNT(*) FROM stock_movements WHERE reason = 'void'", &moves)
		if done != 1 || refused != 9 || stockOf(t, env, phone.ID) != 3 || moves != 1 {
			t.Fatalf("%d voids, %d refused, stock %d, %d void movements", done, refused, stockOf(t, env, phone.ID), moves)
		}
	})
}

// A partial return of a discounted sale on credit: its share of the discount stays with the
// shop, the instalment is reduced first and only then is money paid back; profit and the top
// products are net of the return, and a line never comes back more than it was bought.
func TestPartialReturnReducesTheInstalmentAndTheProfit(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		phone := addStock(t, env, "Oppo A18", 3, 100_000, 60_000)
		cable := addStock(t, env, "Kabel Data", 2, 50_000, 20_000)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Rudi"})
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		sale, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{
			Lines:      []sales.Line{{ProductID: phone.ID, Quantity: 3}, {ProductID: cable.ID, Quantity: 2}},
			CustomerID: &cust.ID, Discount: 40_000, PaymentMethod: core.PayInstallment, Paid: 100_000,
		})
		if err != nil {
			t.Fatal(err)
		}
		phoneLine := sale.Items[0].ID
		back := func(qty int64) (core.SaleReturn, error) {
			return env.Returns.ReturnSale(ctx, admin, sale.ID, returns.ReturnInput{Lines: []returns.ReturnLine{{SaleItemID: phoneLine, Quantity: qty}}, Reason: "Layar bergaris", RefundMethod: "tunai"})
		}
		if _, err := env.Returns.ReturnSale(ctx, kasir, sale.ID, returns.ReturnInput{Lines: []returns.ReturnLine{{SaleItemID: phoneLine, Quantity: 1}}, Reason: "x"}); !isKind(err, core.KindForbidden) {
			t.Fatalf("a Kasir took a return: %v", err)
		}
		first, err := back(1)
		if err != nil {
			t.Fatal(err)
		}
		// 100.000 of a 400.000 subtotal discounted to 360.000 is worth 90.000, all off the debt.
		if first.Value != 90_000 || first.DebtReduced != 90_000 || first.Refund != 0 || first.SaleNumber != sale.Number || len(first.Items) != 1 {
			t.Fatalf("first return %+v", first)
		}
		debt, _ := env.Credit.ByNumber(ctx, sale.Number)
		if debt.Total != 270_000 || debt.Remaining != 170_000 || debt.Status != core.InstallmentOpen {
			t.Fatalf("instalment after the first return: %+v", debt)
		}
		report, _ := env.Reports.Sales(ctx, env.Reports.Today(ctx), core.PageRequest{})
		s := report.Summary
		if s.Total.String() != "270000" || s.Returns.String() != "90000" || s.Cost.String() != "160000" || s.Profit.String() != "110000" || s.ItemsSold.String() != "4" {
			t.Fatalf("summary after the first return: %+v", s)
		}
		if report.Top[0].ProductID != phone.ID || report.Top[0].Quantity.String() != "2" || report.Top[0].Revenue.String() != "200000" {
			t.Fatalf("top products after the first return: %+v", report.Top)
		}
		second, err := back(2)
		if err != nil {
			t.Fatal(err)
		}
		if second.Value != 180_000 || second.DebtReduced != 170_000 || second.Refund != 10_000 {
			t.Fatalf("second return %+v", second)
		}
		if debt, _ = env.Credit.ByNumber(ctx, sale.Number); debt.Remaining != 0 || debt.Status != core.InstallmentPaid {
			t.Fatalf("instalment after the second return: %+v", debt)
		}
		if _, err := back(1); !isKind(err, core.KindValidation) {
			t.Fatalf("a fourth phone of three came back: %v", err)
		}
		var returned int64
		mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ? AND reason = 'return'", &returned, phone.ID)
		if stockOf(t, env, phone.ID) != 3 || returned != 3 {
			t.Fatalf("phone stock %d, returned through the ledger %d", stockOf(t, env, phone.ID), returned)
		}
		// Voiding what is left brings back the cables only, and pays back what was kept.
		voided, err := env.Returns.VoidSale(ctx, admin, sale.ID, "Pelanggan batal")
		if err != nil {
			t.Fatal(err)
		}
		if voided.VoidRefund != 90_000 || stockOf(t, env, cable.ID) != 2 || stockOf(t, env, phone.ID) != 3 {
			t.Fatalf("void after returns: refund %d, cables %d, phones %d", voided.VoidRefund, stockOf(t, env, cable.ID), stockOf(t, env, phone.ID))
		}
		list, err := env.Returns.OfSale(ctx, sale.ID)
		if err != nil || len(list) != 2 || list[0].Number == list[1].Number {
			t.Fatalf("returns of the sale %+v (%v)", list, err)
		}
	})
}

// A repair bill voided: its parts go back, the SVC instalment is cancelled, the repair is
// cancelled so that it cannot be billed again, and the service report leaves it out.
func TestVoidedRepairBillReturnsItsParts(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		lcd := addStock(t, env, "LCD Redmi 9", 4, 300_000, 200_000)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Dewi"})
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		entry, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "Redmi 9", DamageType: "LCD pecah", Description: "Jatuh"})
		if err != nil {
			t.Fatal(err)
		}
		pay := func() error {
			_, err := env.Repair.ProcessServicePayment(ctx, kasir, repair.PaymentInput{EntryID: &entry.ID, Fee: 100_000, Parts: []repair.Part{{ProductID: lcd.ID, Quantity: 1}}, Paid: 150_000})
			return err
		}
		if err := pay(); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Returns.VoidServiceBill(ctx, kasir, entry.ID, "salah"); !isKind(err, core.KindForbidden) {
			t.Fatalf("a Kasir voided a repair bill: %v", err)
		}
		rec, err := env.Returns.VoidServiceBill(ctx, admin, entry.ID, "Tagihan salah")
		if err != nil {
			t.Fatal(err)
		}
		if rec.Bill == nil || !rec.Bill.IsVoided() || rec.Bill.VoidRefund != 150_000 || rec.Entry.Status != core.ServiceFailed {
			t.Fatalf("voided repair %+v", rec)
		}
		if got := stockOf(t, env, lcd.ID); got != 4 {
			t.Fatalf("LCD stock after the void: %d", got)
		}
		debt, _ := env.Credit.ByNumber(ctx, entry.Number())
		if debt.Status != core.InstallmentCancelled {
			t.Fatalf("SVC instalment after the void: %+v", debt)
		}
		report, _ := env.Reports.Service(ctx, env.Reports.Today(ctx), core.PageRequest{})
		if report.Summary.Count != 0 || len(report.Top) != 0 {
			t.Fatalf("service report counts the voided bill: %+v", report.Summary)
		}
		if err := pay(); err == nil {
			t.Fatal("a voided repair was billed again")
		}
		if _, err := env.Returns.VoidServiceBill(ctx, admin, entry.ID, "lagi"); !isKind(err, core.KindConflict) {
			t.Fatalf("voided twice: %v", err)
		}
	})
}
