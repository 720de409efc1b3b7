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
)

// Fifty cashiers reach for the last ten units at once: exactly ten get one.
func TestLedgerNeverSellsBelowZero(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-1", Stock: 10}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok, short := 0, 0
		for i := range 50 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := env.Store.WithinTx(ctx, func(ctx context.Context) error {
					_, err := env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: p.ID, Delta: -1, Reason: core.ReasonSale, Reference: fmt.Sprintf("T-%d", i)})
					return err
				})
				mu.Lock()
				defer mu.Unlock()
				var shortage *core.StockShortageError
				switch {
				case err == nil:
					ok++
				case errors.As(err, &shortage):
					short++
				default:
					t.Errorf("unexpected error: %v", err)
				}
			}()
		}
		wg.Wait()
		if ok != 10 || short != 40 {
			t.Fatalf("%d sales went through and %d were refused; want 10 and 40", ok, short)
		}
		got, err := env.Catalog.ProductDetail(ctx, p.ID)
		if err != nil || got.Stock != 0 {
			t.Fatalf("stock %d (%v), want 0", got.Stock, err)
		}
		hist, err := env.Ledger.History(ctx, p.ID, core.PageRequest{PerPage: 100})
		if err != nil {
			t.Fatal(err)
		}
		var sum int64
		for _, m := range hist.Items {
			sum += m.Delta
		}
		if hist.Total != 11 || sum != 0 || hist.Items[0].StockAfter != 0 {
			t.Fatalf("ledger: %d rows summing to %d, newest after %d; want 11 rows (1 initial + 10 sales) summing to 0",
				hist.Total, sum, hist.Items[0].StockAfter)
		}
	})
}

func TestShortageNamesTheProductAndMovesNothing(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		a, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Charger 25W", Category: "Aksesoris", Barcode: "C-1", Stock: 5}, env.AtShop)
		b, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "LCD Samsung A10", Category: "Sparepart", Barcode: "L-1", Stock: 1}, env.AtShop)
		_, err := env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: a.ID, Delta: -2, Reason: core.ReasonSale},
			core.StockChange{ProductID: b.ID, Delta: -2, Reason: core.ReasonSale})
		var shortage *core.StockShortageError
		if !errors.As(err, &shortage) || shortage.Error() != "Stok LCD Samsung A10 tidak mencukupi." || shortage.Available != 1 {
			t.Fatalf("err %v", err)
		}
		got, _ := env.Catalog.ProductDetail(ctx, a.ID)
		if got.Stock != 5 {
			t.Fatalf("the first line moved although the second failed: stock %d", got.Stock)
		}
	})
}

// A repair that gives back one part and takes two more, plus another product, in one move:
// each movement shows the stock right after it, in the order the changes were made.
func TestMoveRecordsTheStockAfterEachChange(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		lcd, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "LCD Redmi 9", Category: "Sparepart", Barcode: "LCD-9", Stock: 4}, env.AtShop)
		glass, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-9", Stock: 7}, env.AtShop)
		moved, err := env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: glass.ID, Delta: -3, Reason: core.ReasonSale, Reference: "X"},
			core.StockChange{ProductID: lcd.ID, Delta: 1, Reason: core.ReasonServicePartReturned, Reference: "X"},
			core.StockChange{ProductID: lcd.ID, Delta: -5, Reason: core.ReasonServicePart, Reference: "X"})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range moved {
			got = append(got, fmt.Sprintf("%d:%+d=%d", m.ProductID, m.Delta, m.StockAfter))
		}
		want := []string{fmt.Sprintf("%d:+1=5", lcd.ID), fmt.Sprintf("%d:-5=0", lcd.ID), fmt.Sprintf("%d:-3=4", glass.ID)}
		if lcd.ID > glass.ID {
			want = []string{want[2], want[0], want[1]}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("movements %v, want %v", got, want)
		}
		hist, _ := env.Ledger.History(ctx, lcd.ID, core.PageRequest{PerPage: 10})
		if hist.Total != 3 || hist.Items[0].StockAfter != 0 || hist.Items[0].ID == 0 || hist.Items[1].StockAfter != 5 {
			t.Fatalf("stock card of the LCD: %+v", hist.Items)
		}
		for _, p := range []struct {
			id, stock int64
		}{{lcd.ID, 0}, {glass.ID, 4}} {
			if d, _ := env.Catalog.ProductDetail(ctx, p.id); d.Stock != p.stock {
				t.Fatalf("product %d stock %d, want %d", p.id, d.Stock, p.stock)
			}
		}
		_, err = env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: glass.ID, Delta: -1, Reason: core.ReasonSale},
			core.StockChange{ProductID: glass.ID + lcd.ID + 100, Delta: -1, Reason: core.ReasonSale})
		if err == nil || err.Error() != catalog.MsgProductNotFound {
			t.Fatalf("moving an unknown product: %v, want %q", err, catalog.MsgProductNotFound)
		}
		if d, _ := env.Catalog.ProductDetail(ctx, glass.ID); d.Stock != 4 {
			t.Fatalf("the known product moved although the unknown one failed: stock %d", d.Stock)
		}
	})
}
