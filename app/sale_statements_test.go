package app_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// statements counts the statements sent as text (bun's hook does not see prepared reads).
type statements struct {
	mu   sync.Mutex
	on   bool
	sent []string
}

func (s *statements) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (s *statements) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.on {
		s.sent = append(s.sent, e.Query)
	}
}

// A cash sale of one product is the counter's busiest write: the cashiers queued behind it
// wait for its statements. Besides the sale's own rows, its numbering, payment, shift and
// stock, it sends none: no setting, no product read again, no units to name on the receipt.
func TestACashSaleSendsOnlyItsWrites(t *testing.T) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) { cashSaleStatements(t, e.Migrated(t)) })
	}
}

func cashSaleStatements(t *testing.T, url string) {
	counted := &statements{}
	env := apptest.New(t, url, counted)
	ctx := context.Background()
	p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG1", Stock: 10, RetailPrice: 35_000}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
	if _, err := env.Sales.RingUpSale(ctx, cashier, cashSale(p.ID)); err != nil { // opens the shift
		t.Fatal(err)
	}
	counted.mu.Lock()
	counted.on = true
	counted.mu.Unlock()
	if _, err := env.Sales.RingUpSale(ctx, cashier, cashSale(p.ID)); err != nil {
		t.Fatal(err)
	}
	counted.mu.Lock()
	defer counted.mu.Unlock()
	var sale, reads []string
	for _, q := range counted.sent {
		switch {
		case strings.HasPrefix(q, "SELECT pg_notify("): // the notices' sender, after an earlier commit
			continue
		case strings.HasPrefix(q, "SELECT") && !strings.HasPrefix(q, `SELECT "shift"`):
			reads = append(reads, q)
		}
		sale = append(sale, q)
	}
	// BEGIN, the sale, its line, its number, the shift, the payment, the shop's stock, the
	// outlet's stock, the ledger, COMMIT (PostgreSQL moves both stocks and writes the ledger in one).
	if len(reads) > 0 || len(sale) > 10 {
		t.Errorf("%d statements, reads besides the shift: %q\nall:\n%s", len(sale), reads, strings.Join(sale, "\n"))
	}
}
