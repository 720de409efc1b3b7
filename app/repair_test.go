package app_test

import (
	"context"
	"sync"
	"testing"

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
		part, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Baterai iPhone 11", Category: "Sparepart", Barcode: "BAT11", Stock: 10, RetailPrice: 420_000}, env.AtShop)
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
