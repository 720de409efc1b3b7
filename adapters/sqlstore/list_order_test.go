package sqlstore_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// Each staff list pages through its table in the order it shows, walking an index in that
// order: a page reads its rows and stops, however large the table and however many rows share
// a time. A sort in the plan means every page reads and sorts all the rows.
func TestStaffListsWalkAnIndexInTheirOrder(t *testing.T) {
	lists := []struct{ table, order string }{
		{"products", "lower(name) ASC, id ASC"},
		{"products", "retail_price DESC, id DESC"},
		{"customers", "lower(name) ASC, id ASC"},
		{"suppliers", "lower(name) ASC, id ASC"},
		{"service_entries", "created_at DESC, id DESC"},
		{"sales_transactions", "created_at DESC, id DESC"},
		{"service_transactions", "created_at DESC, id DESC"},
		{"orders", "created_at DESC, id DESC"},
		{"installments", "created_at DESC, id DESC"},
		{"users", "created_at DESC, id DESC"},
		{"shifts", "opened_at DESC, id DESC"},
		{"goods_receipts", "received_on DESC, id DESC"},
		{"stock_counts", "started_at DESC, id DESC"},
		{"news", "created_at DESC, id DESC"},
	}
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		for _, l := range lists {
			plan := explain(t, db, fmt.Sprintf("SELECT * FROM %s ORDER BY %s LIMIT 20 OFFSET 40", l.table, l.order))
			if strings.Contains(plan, "TEMP B-TREE") || strings.Contains(plan, "Sort") {
				t.Errorf("%s ORDER BY %s sorts its rows:\n%s", l.table, l.order, plan)
			}
		}
	})
}

// explain returns the query's plan. PostgreSQL is told not to sort where it can avoid it, so
// that an empty table's plan shows whether an index could serve the order.
func explain(t *testing.T, db *bun.DB, query string) string {
	t.Helper()
	ctx := context.Background()
	var lines []string
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		explain := "EXPLAIN QUERY PLAN "
		if !sqlstore.IsSQLite(db) {
			explain = "EXPLAIN "
			if _, err := tx.ExecContext(ctx, "SET LOCAL enable_sort = off; SET LOCAL enable_incremental_sort = off"); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, explain+query)
		if err != nil {
			return err
		}
		defer rows.Close()
		cols, _ := rows.Columns()
		for rows.Next() {
			values := make([]any, len(cols))
			for i := range values {
				values[i] = new(any)
			}
			if err := rows.Scan(values...); err != nil {
				return err
			}
			lines = append(lines, fmt.Sprint(*values[len(values)-1].(*any)))
		}
		return rows.Err()
	})
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return strings.Join(lines, "\n")
}
