package main

import (
	"context"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app"
)

// The books the seed writes in bulk keep every rule the bench checks after its scenarios:
// stock is the sum of its ledger, every document adds up, every unpaid sale has its instalment.
func TestSeededBooksKeepTheInvariants(t *testing.T) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			cfg := app.Defaults()
			cfg.DataDir, cfg.DatabaseURL = t.TempDir(), e.URL(t)
			sz := sizes{Products: 40, Sales: 1_100, Services: 600, Members: 3, Waiting: 5}
			if _, err := seedShop(ctx, cfg, sz, 2, func(string, ...any) {}); err != nil {
				t.Fatal(err)
			}
			broken, err := checkInvariants(ctx, cfg.DatabaseURL)
			if err != nil || len(broken) > 0 {
				t.Fatalf("broken invariants: %v (%v)", broken, err)
			}
			db, err := sqlstore.Open(ctx, cfg.DatabaseURL)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			var sales, onCredit, bills, unnumbered int
			for q, dest := range map[string]*int{
				"SELECT COUNT(*) FROM sales_transactions":                                               &sales,
				"SELECT COUNT(*) FROM installments WHERE transaction_id_display LIKE 'TRX%'":            &onCredit,
				"SELECT COUNT(*) FROM service_transactions":                                             &bills,
				"SELECT COUNT(*) FROM sales_transactions WHERE transaction_id_display LIKE '%pending%'": &unnumbered,
			} {
				if err := db.NewRaw(q).Scan(ctx, dest); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
			if sales != sz.Sales || onCredit != sz.Sales/10 || bills != sz.Services || unnumbered != 0 {
				t.Fatalf("%d sales (%d unnumbered), %d on credit, %d repair bills; want %d, 0, %d, %d", sales, unnumbered, onCredit, bills, sz.Sales, sz.Sales/10, sz.Services)
			}
		})
	}
}
