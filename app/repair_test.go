package app_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/repair"
)

// One entry processed again and again, by two cashiers at once: the parts leave stock once,
// and the ledger explains every unit.
func TestProcessingARepairTwiceNeverTakesPartsTwice(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		part, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Baterai iPhone 11", Category: "Sparepart", Barcode: "BAT11", Stock: 10, RetailPrice: 420_000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Agus"})
		a, b := env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleKasir).Principal(t, env)
		entry, err := env.Repair.TakeIn(ctx, a, repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone", DeviceType: "iPhone 11", DamageType: "Baterai drop", Description: "Cepat habis"})
		if err != nil {
			t.Fatal(err)
		}
		pay := func(who core.Principal, qty int64) error {
			_, err := env.Repair.ProcessServicePayment(ctx, who, repair.PaymentInput{EntryID: &entry.ID, Fee: 50_000, Parts: []repair.Part{{ProductID: part.ID, Quantity: qty}}, Paid: 1_000_000})
			return err
		}
		if err := pay(a, 2); err != nil {
			t.Fatal(err)
		}
		if err := pay(a, 2); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for i, who := range []core.Principal{a, b, a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := pay(who, int64(1+i%2)); err != nil {
					t.Errorf("concurrent processing %d: %v", i, err)
				}
			}()
		}
		wg.Wait()
		rec, err := env.Repair.EntryReceipt(ctx, entry.ID)
		if err != nil || rec.Bill == nil || len(rec.Bill.Parts) != 1 {
			t.Fatalf("bill %+v (%v)", rec.Bill, err)
		}
		used := rec.Bill.Parts[0].Quantity
		var stock, ledger, bills int64
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, part.ID)
		mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ?", &ledger, part.ID)
		mustScan(t, env, "SELECT COUNT(*) FROM service_transactions", &bills)
		if stock != 10-used || ledger != stock || bills != 1 {
			t.Fatalf("the bill uses %d, stock %d, ledger sums to %d, %d bills", used, stock, ledger, bills)
		}
	})
}

// The service book entered at once: each repair is taken in on its own day, billed with its
// parts at their price, its warranty counted from that day, and what was not paid left on
// instalment; a part the stock cannot cover leaves nothing of the batch behind.
func TestServiceBookIsRecordedAllOrNone(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		lcd, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "LCD Redmi 9", Category: "Sparepart", Barcode: "LCD9", Stock: 2, RetailPrice: 300_000, BuyPrice: 200_000}, nil)
		agus, _ := env.Customers.Add(ctx, core.Contact{Name: "Agus"})
		sari, _ := env.Customers.Add(ctx, core.Contact{Name: "Sari"})
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		may := time.Date(2026, 5, 4, 9, 0, 0, 0, time.UTC)
		entry := func(cust int64, device string) repair.EntryInput {
			return repair.EntryInput{CustomerID: &cust, Category: "Handphone", DeviceType: device, DamageType: "LCD pecah", Description: "Ganti LCD"}
		}
		book := []repair.BookedRepair{
			{Entry: entry(agus.ID, "Redmi 9"), Payment: repair.PaymentInput{Fee: 50_000, Parts: []repair.Part{{ProductID: lcd.ID, Quantity: 1}}, Paid: 400_000, Status: core.ServiceDone}, At: may},
			{Entry: entry(sari.ID, "Redmi 9A"), Payment: repair.PaymentInput{Fee: 75_000, Paid: 25_000, Status: core.ServiceCollected}, At: may.AddDate(0, 0, 2)},
		}
		got, err := env.Repair.RecordRepairs(ctx, kasir, book)
		if err != nil {
			t.Fatal(err)
		}
		for i, rc := range got {
			stored, err := env.Repair.EntryReceipt(ctx, rc.Entry.ID)
			if err != nil || stored.Bill == nil {
				t.Fatalf("repair %d: %+v (%v)", i, stored, err)
			}
			e, bill := stored.Entry, stored.Bill
			if !e.Date.Equal(book[i].At) || e.Status != book[i].Payment.Status || e.WarrantyUntil == nil || !e.WarrantyUntil.Equal(book[i].At.AddDate(0, 0, core.WarrantyDays)) || e.TrackingToken == "" {
				t.Fatalf("entry %d stored as %+v", i, e)
			}
			if !bill.CreatedAt.Equal(book[i].At) || bill.CustomerName != e.CustomerName {
				t.Fatalf("bill %d stored as %+v", i, bill)
			}
		}
		first, second := got[0].Bill, got[1].Bill
		if first.Total != 350_000 || first.Change != 50_000 || len(first.Parts) != 1 || first.Parts[0].SalePrice != 300_000 || second.Total != 75_000 || second.Remaining != 50_000 {
			t.Fatalf("bills: %+v / %+v", first, second)
		}
		debt, err := env.Credit.ByNumber(ctx, got[1].Entry.Number())
		if err != nil || debt.Remaining != 50_000 || *debt.CustomerName != "Sari" || debt.Type != core.InstallmentService {
			t.Fatalf("instalment of the unpaid repair: %+v (%v)", debt, err)
		}
		var stock int64
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, lcd.ID)
		if stock != 1 {
			t.Fatalf("LCD stock %d after one was used, want 1", stock)
		}

		short := book[0]
		short.Payment.Parts = []repair.Part{{ProductID: lcd.ID, Quantity: 2}}
		if _, err := env.Repair.RecordRepairs(ctx, kasir, []repair.BookedRepair{book[1], short}); err == nil {
			t.Fatal("a part without stock was booked")
		}
		var entries, bills int64
		mustScan(t, env, "SELECT COUNT(*) FROM service_entries", &entries)
		mustScan(t, env, "SELECT COUNT(*) FROM service_transactions", &bills)
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, lcd.ID)
		if entries != 2 || bills != 2 || stock != 1 {
			t.Fatalf("after the refused book: %d entries, %d bills, stock %d; want 2, 2, 1", entries, bills, stock)
		}
	})
}
