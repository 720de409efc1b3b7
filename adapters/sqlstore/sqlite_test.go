package sqlstore_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// Twenty writers at once on the embedded database: none deadlocks, none sees "database is locked".
func TestSQLiteConcurrentWriters(t *testing.T) {
	db := sqltest.Open(t, "sqlite:"+t.TempDir()+"/konter.db")
	store := sqlstore.NewStore(db)
	products := sqlstore.Products{Store: store}
	ledger := sqlstore.Ledger{Store: store}
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 20*10)
	for w := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 10 {
				err := store.WithinTx(ctx, func(ctx context.Context) error {
					p := core.Product{Name: fmt.Sprintf("P %d-%d", w, i), Category: "X", Barcode: fmt.Sprintf("%d-%d", w, i), CreatedAt: time.Now()}
					// Read, then write, in one transaction: the pattern that deadlocks without immediate transactions.
					if _, err := products.List(ctx, core.ProductFilter{Sort: core.SortNameAsc}); err != nil {
						return err
					}
					if err := products.Create(ctx, &p); err != nil {
						return err
					}
					_, err := ledger.Apply(ctx, 1, []core.StockChange{{ProductID: p.ID, Delta: 3, Reason: core.ReasonRestock}}, time.Now())
					return err
				})
				if err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	var n int
	if err := db.NewRaw("SELECT COUNT(*) FROM products WHERE stock = 3").Scan(ctx, &n); err != nil || n != 200 {
		t.Fatalf("%d products with their stock (%v), want 200", n, err)
	}
}

func TestMigrateTwiceAppliesNothing(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		applied, err := sqlstore.Migrate(context.Background(), db)
		if err != nil || len(applied) != 0 {
			t.Fatalf("second migrate applied %v (%v)", applied, err)
		}
		v, err := sqlstore.SchemaVersion(context.Background(), db)
		all, _ := sqlstore.Migrations()
		engine := map[bool]string{true: "sqlite", false: "postgres"}[sqlstore.IsSQLite(db)]
		latest := ""
		for _, m := range all {
			if m.Engine == "" || m.Engine == engine {
				latest = m.Version
			}
		}
		if err != nil || v != latest {
			t.Fatalf("schema version %q, want %q (%v)", v, latest, err)
		}
	})
}

// While writers hold the database (an import, a rush of cashiers) and more queue behind them,
// the shop's lists still load: the writers in their turns hold fewer connections than the
// pool's, and a waiting writer holds none.
func TestListsLoadWhileWritersQueue(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		store := sqlstore.NewStore(db)
		products := sqlstore.Products{Store: store}
		ctx := context.Background()
		entered := make(chan struct{}, 2*db.Stats().MaxOpenConnections)
		release := make(chan struct{})
		var writers sync.WaitGroup
		for i := range 2 * db.Stats().MaxOpenConnections {
			writers.Add(1)
			go func() {
				defer writers.Done()
				_ = store.WithinTx(ctx, func(ctx context.Context) error {
					p := core.Product{Name: fmt.Sprintf("Antre %d", i), Category: "X", Barcode: fmt.Sprintf("antre-%d", i), CreatedAt: time.Now()}
					if err := products.Create(ctx, &p); err != nil {
						return err
					}
					entered <- struct{}{}
					<-release
					return nil
				})
			}()
		}
		deadline := time.After(30 * time.Second)
		for n := range sqlstore.WriteTurns(store) {
			select {
			case <-entered:
			case <-deadline:
				t.Fatalf("%d writers in their turns, want %d", n, sqlstore.WriteTurns(store))
			}
		}
		read := make(chan error, 1)
		go func() {
			_, err := products.List(ctx, core.ProductFilter{Sort: core.SortNameAsc})
			read <- err
		}()
		select {
		case err := <-read:
			if err != nil {
				t.Errorf("list while writers queue: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the product list waited for the writers to end")
		}
		close(release)
		writers.Wait()
	})
}
