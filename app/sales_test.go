package app_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/sales"
)

func cashSale(productID int64) sales.SaleInput {
	return sales.SaleInput{Lines: []sales.Line{{ProductID: productID, Quantity: 1}}, PaymentMethod: core.PayCash, Paid: 100_000}
}

// Fifty sales of the last ten units at once: ten go through, nothing is half-written.
func TestFiftyConcurrentSalesOfTenUnits(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Earphone TWS", Category: "Aksesoris", Barcode: "TWS", Stock: 10, RetailPrice: 99_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		cashiers := []core.Principal{env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleKasir).Principal(t, env)}
		var wg sync.WaitGroup
		var mu sync.Mutex
		sold, refused := 0, 0
		for i := range 50 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := env.Sales.RingUpSale(ctx, cashiers[i%2], cashSale(p.ID))
				mu.Lock()
				defer mu.Unlock()
				var shortage *core.StockShortageError
				switch {
				case err == nil:
					sold++
				case errors.As(err, &shortage):
					refused++
				default:
					t.Errorf("unexpected: %v", err)
				}
			}()
		}
		wg.Wait()
		if sold != 10 || refused != 40 {
			t.Fatalf("%d sold, %d refused", sold, refused)
		}
		var units, sales, orphans int64
		var stock int64
		mustScan(t, env, "SELECT COALESCE(SUM(quantity), 0) FROM sales_transaction_items WHERE product_id = ?", &units, p.ID)
		mustScan(t, env, "SELECT COUNT(*) FROM sales_transactions", &sales)
		mustScan(t, env, "SELECT COUNT(*) FROM sales_transactions s WHERE NOT EXISTS (SELECT 1 FROM sales_transaction_items i WHERE i.transaction_id = s.id)", &orphans)
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, p.ID)
		var ledger int64
		mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ? AND reason = 'sale'", &ledger, p.ID)
		if units != 10 || sales != 10 || orphans != 0 || stock != 0 || ledger != -10 {
			t.Fatalf("units %d, sales %d, orphans %d, stock %d, ledger %d", units, sales, orphans, stock, ledger)
		}
	})
}

// A double-clicked submit, both clicks arriving at once with the same key: one sale.
func TestDoubleSubmittedSaleIsOneSale(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Kabel USB-C", Category: "Aksesoris", Barcode: "USBC", Stock: 10, RetailPrice: 45_000}, env.AtShop)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		in := cashSale(p.ID)
		in.IdempotencyKey = "7b0e8f9a-klik-ganda"
		var wg sync.WaitGroup
		got := make([]core.SalesTransaction, 5)
		for i := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := env.Sales.RingUpSale(ctx, cashier, in)
				if err != nil {
					t.Errorf("twin %d: %v", i, err)
				}
				got[i] = s
			}()
		}
		wg.Wait()
		for _, s := range got {
			if s.ID != got[0].ID || s.Number != got[0].Number || len(s.Items) != 1 {
				t.Fatalf("twins answered different sales: %+v", got)
			}
		}
		var n, stock int64
		mustScan(t, env, "SELECT COUNT(*) FROM sales_transactions", &n)
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, p.ID)
		if n != 1 || stock != 9 {
			t.Fatalf("%d sales, stock %d", n, stock)
		}
	})
}

func mustScan(t *testing.T, env *apptest.Env, query string, dest any, args ...any) {
	t.Helper()
	if err := env.DB.NewRaw(query, args...).Scan(context.Background(), dest); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}
