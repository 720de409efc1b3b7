package main

import (
	"context"
	"fmt"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// invariant is a rule the shop's data must keep however busy it was: a query that counts
// the rows breaking it.
type invariant struct {
	name  string
	query string
}

var invariants = []invariant{
	{"no stock below 0", `SELECT COUNT(*) FROM products WHERE stock < 0`},
	{"every product's stock is the sum of its ledger", `SELECT COUNT(*) FROM products AS p
		WHERE p.stock <> (SELECT COALESCE(SUM(m.delta), 0) FROM stock_movements AS m WHERE m.product_id = p.id)`},
	{"every product's stock is the sum of its outlets'", `SELECT COUNT(*) FROM products AS p
		WHERE p.stock <> (SELECT COALESCE(SUM(s.quantity), 0) FROM product_stock AS s WHERE s.product_id = p.id)`},
	{"every outlet's stock is the sum of its ledger there", `SELECT COUNT(*) FROM product_stock AS s
		WHERE s.quantity <> (SELECT COALESCE(SUM(m.delta), 0) FROM stock_movements AS m WHERE m.product_id = s.product_id AND m.outlet_id = s.outlet_id)`},
	{"units sold and reserved equal what left stock", `SELECT ABS(
		(SELECT COALESCE(SUM(-delta), 0) FROM stock_movements WHERE reason IN ('sale', 'service_part', 'service_part_returned', 'order_reserved', 'order_released'))
		- (SELECT COALESCE(SUM(i.quantity), 0) FROM sales_transaction_items AS i JOIN sales_transactions AS s ON s.id = i.transaction_id
			WHERE NOT EXISTS (SELECT 1 FROM orders AS o WHERE o.sale_id = s.id))
		- (SELECT COALESCE(SUM(quantity), 0) FROM service_parts)
		- (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items AS i JOIN orders AS o ON o.id = i.order_id WHERE o.status <> 'Cancelled'))`},
	{"no sale without lines", `SELECT COUNT(*) FROM sales_transactions AS s WHERE NOT EXISTS (SELECT 1 FROM sales_transaction_items AS i WHERE i.transaction_id = s.id)`},
	{"no order without lines", `SELECT COUNT(*) FROM orders AS o WHERE NOT EXISTS (SELECT 1 FROM order_items AS i WHERE i.order_id = o.id)`},
	{"every sale adds up", `SELECT COUNT(*) FROM sales_transactions WHERE total_amount <> subtotal - discount
		OR subtotal <> (SELECT SUM(i.quantity * i.sale_price_at_sale) FROM sales_transaction_items AS i WHERE i.transaction_id = sales_transactions.id)`},
	{"every service bill adds up", `SELECT COUNT(*) FROM service_transactions AS t WHERE t.total_amount <> t.service_fee + t.total_parts_cost
		OR t.total_parts_cost <> (SELECT COALESCE(SUM(p.quantity * p.sale_price), 0) FROM service_parts AS p WHERE p.transaction_id = t.id)`},
	{"no unpaid sale without its instalment", `SELECT COUNT(*) FROM sales_transactions AS s WHERE s.remaining_amount > 0
		AND NOT EXISTS (SELECT 1 FROM installments AS i WHERE i.transaction_id_display = s.transaction_id_display)`},
	{"every instalment's paid plus remaining is its total", `SELECT COUNT(*) FROM installments WHERE paid_amount + remaining_amount <> total_amount`},
}

// checkInvariants returns one message per broken rule.
func checkInvariants(ctx context.Context, dbURL string) ([]string, error) {
	db, err := sqlstore.Open(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	var broken []string
	for _, inv := range invariants {
		var n int64
		if err := db.NewRaw(inv.query).Scan(ctx, &n); err != nil {
			return nil, fmt.Errorf("%s: %w", inv.name, err)
		}
		if n != 0 {
			broken = append(broken, fmt.Sprintf("%s: %d", inv.name, n))
		}
	}
	return broken, nil
}
