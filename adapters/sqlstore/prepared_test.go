package sqlstore_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// Reads repeated often are sent prepared once they have been read twice: they answer as a
// fresh read would, see a transaction's own writes inside it, find nothing where nothing is, and
// keep answering when the table changes under them (another instance migrating).
func TestPreparedReadsAnswerAsFreshOnes(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := sqlstore.NewStore(db)
		products := sqlstore.Products{Store: store}
		p := core.Product{Name: "Kabel USB-C", Category: "Aksesoris", Barcode: "KBL1", RetailPrice: 25_000, CreatedAt: time.Now()}
		if err := products.Create(ctx, &p); err != nil {
			t.Fatal(err)
		}
		name := func(when string) string {
			t.Helper()
			got, err := products.Get(ctx, p.ID)
			if err != nil {
				t.Fatalf("%s: %v", when, err)
			}
			return got.Name
		}
		prepared := func(n int) {
			t.Helper()
			for deadline := time.Now().Add(10 * time.Second); sqlstore.PreparedCount(store) < n; time.Sleep(5 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("%d statements prepared, want %d", sqlstore.PreparedCount(store), n)
				}
			}
		}
		for i := range 3 {
			if got := name("read"); got != "Kabel USB-C" {
				t.Fatalf("read %d: %q", i+1, got)
			}
			if _, err := products.Get(ctx, p.ID+100); !errors.Is(err, core.ErrNotFound) {
				t.Fatalf("read %d of a product that is not there: %v", i+1, err)
			}
			if i == 0 {
				prepared(1)
			}
		}
		err := store.WithinTx(ctx, func(ctx context.Context) error {
			if _, err := products.Update(ctx, p.ID, func(p *core.Product) error { p.Name = "Kabel USB-C 1m"; return nil }); err != nil {
				return err
			}
			if got, err := products.Get(ctx, p.ID); err != nil || got.Name != "Kabel USB-C 1m" {
				t.Errorf("inside the transaction: %q, %v", got.Name, err)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := name("after the commit"); got != "Kabel USB-C 1m" {
			t.Fatalf("after the commit: %q", got)
		}
		if _, err := db.ExecContext(ctx, "ALTER TABLE products ADD COLUMN shelf TEXT"); err != nil {
			t.Fatal(err)
		}
		if got := name("after the table changed"); got != "Kabel USB-C 1m" {
			t.Fatalf("after the table changed: %q", got)
		}
		for i := range 3 {
			if i == 2 {
				prepared(2)
			}
			page, err := products.List(ctx, core.ProductFilter{Sort: core.SortNameAsc, PageRequest: core.PageRequest{Page: 1, PerPage: 20}})
			if err != nil || len(page.Items) != 1 || page.Items[0].Name != "Kabel USB-C 1m" {
				t.Fatalf("list %d after the table changed: %+v, %v", i+1, page, err)
			}
		}
	})
}
