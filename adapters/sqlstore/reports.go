package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Reports implements ports.ReportRepository with aggregation in SQL.
type Reports struct{ *Store }

// joined is the engine's way of joining a group's texts: group_concat or string_agg.
func (r Reports) joined(expr, orderBy string) string {
	if IsSQLite(r.db) {
		return fmt.Sprintf("group_concat(%s, '; ')", expr)
	}
	return fmt.Sprintf("string_agg(%s, '; ' ORDER BY %s)", expr, orderBy)
}

// Owed now: a sale's or a repair bill's remaining amount is what was left at the till; once an
// instalment follows it, what is still owed is the instalment's remaining amount (0 when paid off).
const (
	saleOwed    = "COALESCE((SELECT c.remaining_amount FROM installments AS c WHERE c.transaction_id_display = s.transaction_id_display), s.remaining_amount)"
	serviceOwed = "COALESCE((SELECT c.remaining_amount FROM installments AS c WHERE c.transaction_id_display = 'SVC-' || t.service_entry_id), t.remaining_amount)"
)

// A voided sale or repair bill is left out of every report; a return counts on its own day,
// against a sale that stands.
const (
	saleStands    = "s.voided_at IS NULL"
	serviceStands = "t.voided_at IS NULL"
	returnsStand  = "WHERE r.created_at >= ? AND r.created_at < ? AND " + saleStands
	returnsOf     = "sale_returns AS r JOIN sales_transactions AS s ON s.id = r.sale_id " + returnsStand
	returnedItems = `sale_return_items AS ri JOIN sale_returns AS r ON r.id = ri.return_id
		JOIN sales_transactions AS s ON s.id = r.sale_id ` + returnsStand
)

// soldItems joins the sales (s) to their lines (i), starting from the sales of the period. On
// PostgreSQL the lines are read per sale through their index: joined plainly, the planner
// hashed all 333,000 lines of the bench's books to keep the 16,000 of a month's 39,000
// (116-170 ms for the month's items sold, 52 ms read per sale).
func (r Reports) soldItems() string {
	if IsSQLite(r.db) {
		return "sales_transactions AS s JOIN sales_transaction_items AS i ON i.transaction_id = s.id"
	}
	// OFFSET 0 keeps the planner from flattening the per-sale read back into that join.
	return "sales_transactions AS s CROSS JOIN LATERAL (SELECT * FROM sales_transaction_items WHERE transaction_id = s.id OFFSET 0) AS i"
}

// atOutlet is the condition that the documents of alias are at the period's outlet, when it
// names one: a report of one outlet is the report of every outlet with this one condition more.
func atOutlet(alias string, p core.Period) string {
	if p.Outlet == 0 {
		return ""
	}
	return fmt.Sprintf(" AND %s.outlet_id = %d", alias, p.Outlet)
}

// paymentKept is core.Payment.Kept in SQL: what the shop kept of a payment p, net of change.
const paymentKept = "p.amount - p.change_amount"

// moneyOf is core.Money.Counts in SQL: the condition that a payment p is money of m.
func moneyOf(m core.Money) (string, []any) {
	or := []string{"FALSE"}
	var args []any
	if len(m.Kinds) > 0 {
		or, args = append(or, "p.document_kind IN (?)"), append(args, bun.List(m.Kinds))
	}
	if len(m.Instalments) > 0 {
		or = append(or, `p.document_kind = ? AND EXISTS (SELECT 1 FROM installment_payments AS ip
			JOIN installments AS c ON c.id = ip.installment_id WHERE ip.id = p.document_id AND c.transaction_type IN (?))`)
		args = append(args, core.DocumentInstallment, bun.List(m.Instalments))
	}
	return "(" + strings.Join(or, " OR ") + ")", args
}

func (r Reports) ReceivedByMethod(ctx context.Context, p core.Period, m core.Money) ([]core.MethodSum, error) {
	var rows []core.MethodSum
	of, args := moneyOf(m)
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT p.method, %s AS amount FROM payments AS p
		WHERE p.created_at >= ? AND p.created_at < ? AND %s%s GROUP BY p.method`, r.sum(paymentKept), of, atOutlet("p", p)),
		append([]any{p.Start, p.End}, args...)...).Scan(ctx, &rows)
	if err != nil {
		return nil, translate(err)
	}
	slices.SortFunc(rows, func(a, b core.MethodSum) int {
		return slices.Index(core.PaymentMethods, a.Method) - slices.Index(core.PaymentMethods, b.Method)
	})
	return rows, nil
}

func (r Reports) SalesSummary(ctx context.Context, p core.Period) (core.SalesSummary, error) {
	var s core.SalesSummary
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT COUNT(*) AS count, %s AS subtotal, %s AS discount, %s AS total, %s AS remaining
		FROM sales_transactions AS s WHERE s.created_at >= ? AND s.created_at < ? AND %s%s`,
		r.sum("s.subtotal"), r.sum("s.discount"), r.sum("s.total_amount"), r.sum(saleOwed), saleStands, atOutlet("s", p)), p.Start, p.End).Scan(ctx, &s)
	if err != nil {
		return s, translate(err)
	}
	err = r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT %s AS items_sold, %s AS cost FROM %s
		WHERE s.created_at >= ? AND s.created_at < ? AND %s%s`, r.sum("i.quantity"), r.sum("i.quantity", "i.buy_price_at_sale"), r.soldItems(), saleStands, atOutlet("s", p)), p.Start, p.End).Scan(ctx, &s)
	if err != nil {
		return s, translate(err)
	}
	var back core.Returned
	if err := r.conn(ctx).NewRaw("SELECT "+r.sum("r.value_amount")+" AS value FROM "+returnsOf+atOutlet("r", p), p.Start, p.End).Scan(ctx, &back); err != nil {
		return s, translate(err)
	}
	err = r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT %s AS items, %s AS cost FROM %s%s`,
		r.sum("ri.quantity"), r.sum("ri.quantity", "ri.buy_price_at_sale"), returnedItems, atOutlet("r", p)), p.Start, p.End).Scan(ctx, &back)
	return s.LessReturns(back), translate(err)
}

func (r Reports) TopProducts(ctx context.Context, p core.Period, limit int) ([]core.ProductRank, error) {
	out := []core.ProductRank{}
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT x.product_id, MAX(x.name) AS name, %s AS quantity, %s AS revenue FROM (
			SELECT i.product_id, i.product_name_cache AS name, i.quantity AS q, i.sale_price_at_sale AS price
			FROM %s
			WHERE s.created_at >= ? AND s.created_at < ? AND %s%s
			UNION ALL
			SELECT ri.product_id, ri.product_name_cache, -ri.quantity, ri.sale_price_at_sale
			FROM %s%s
		) AS x
		GROUP BY x.product_id HAVING %s > 0 ORDER BY quantity DESC, revenue DESC, x.product_id LIMIT ?`,
		r.sum("x.q"), r.sum("x.q", "x.price"), r.soldItems(), saleStands, atOutlet("s", p), returnedItems, atOutlet("r", p), r.sum("x.q")), p.Start, p.End, p.Start, p.End, limit).Scan(ctx, &out)
	return out, translate(err)
}

func (r Reports) ServiceSummary(ctx context.Context, p core.Period) (core.ServiceSummary, error) {
	var s core.ServiceSummary
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT COUNT(*) AS count, %s AS fees, %s AS parts_revenue, %s AS total, %s AS remaining
		FROM service_transactions AS t WHERE t.created_at >= ? AND t.created_at < ? AND %s%s`,
		r.sum("t.service_fee"), r.sum("t.total_parts_cost"), r.sum("t.total_amount"), r.sum(serviceOwed), serviceStands, atOutlet("t", p)), p.Start, p.End).Scan(ctx, &s)
	if err != nil {
		return s, translate(err)
	}
	err = r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT %s AS parts_cost
		FROM service_parts AS sp JOIN service_transactions AS t ON t.id = sp.transaction_id
		WHERE t.created_at >= ? AND t.created_at < ? AND %s%s`, r.sum("sp.quantity", "sp.buy_price"), serviceStands, atOutlet("t", p)), p.Start, p.End).Scan(ctx, &s)
	s.Profit = core.Profit(s.Total, s.PartsCost)
	return s, translate(err)
}

func (r Reports) TopParts(ctx context.Context, p core.Period, limit int) ([]core.ProductRank, error) {
	out := []core.ProductRank{}
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT sp.product_id, MAX(sp.product_name_cache) AS name, %s AS quantity, %s AS revenue
		FROM service_parts AS sp JOIN service_transactions AS t ON t.id = sp.transaction_id
		WHERE t.created_at >= ? AND t.created_at < ? AND %s%s
		GROUP BY sp.product_id ORDER BY quantity DESC, revenue DESC, sp.product_id LIMIT ?`,
		r.sum("sp.quantity"), r.sum("sp.quantity", "sp.sale_price"), serviceStands, atOutlet("t", p)), p.Start, p.End, limit).Scan(ctx, &out)
	return out, translate(err)
}

func (r Reports) ServiceRows(ctx context.Context, p core.Period, page core.PageRequest) (core.Page[core.ServiceRow], error) {
	rows := []core.ServiceRow{}
	total, err := r.conn(ctx).NewSelect().Model(&rows).
		ColumnExpr("service_transaction.*").
		ColumnExpr("e.device_type, e.damage_type, e.category, e.status").
		Join("JOIN service_entries AS e ON e.id = service_transaction.service_entry_id").
		Relation("Parts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") }).
		Where("service_transaction.created_at >= ? AND service_transaction.created_at < ?"+atOutlet("service_transaction", p), p.Start, p.End).
		OrderExpr("service_transaction.created_at DESC, service_transaction.id DESC").
		Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.ServiceRow]{Items: rows, Total: total}, translate(err)
}

// paidWith is how a document was paid at the till, the methods of its payments of its kind
// and id joined by commas (core.PaidWith reads them): money handed over, not a repair bill's
// payments replaced by a later bill.
func (r Reports) paidWith(kind, id string) string {
	joined := "group_concat(DISTINCT p.method)"
	if !IsSQLite(r.db) {
		joined = "string_agg(DISTINCT p.method, ',')"
	}
	return fmt.Sprintf("(SELECT %s FROM payments AS p WHERE p.document_kind = '%s' AND p.document_id = %s AND p.amount > 0 AND NOT p.replaced)",
		joined, kind, id)
}

// paidNow is what the customer has paid towards a document until now, the Kept of every
// payment that belongs to it: those of its own kind and id (at the till; a repair bill billed
// again, its earlier payments and their reversals), those towards the instalment that bears its
// number, and those of the documents in paidBack (its returns' refunds).
func (r Reports) paidNow(kind, id, number, paidBack string) string {
	of := fmt.Sprintf(`SELECT %[1]s AS kept FROM payments AS p WHERE p.document_kind = '%[2]s' AND p.document_id = %[3]s
		UNION ALL SELECT %[1]s FROM installments AS c JOIN installment_payments AS ip ON ip.installment_id = c.id
		JOIN payments AS p ON p.document_kind = '%[4]s' AND p.document_id = ip.id WHERE c.transaction_id_display = %[5]s`,
		paymentKept, kind, id, core.DocumentInstallment, number)
	if paidBack != "" {
		of += fmt.Sprintf(" UNION ALL SELECT %s FROM %s", paymentKept, paidBack)
	}
	return fmt.Sprintf("(SELECT %s FROM (%s) AS paid)", r.sum("paid.kept"), of)
}

func (r Reports) EachSaleRow(ctx context.Context, p core.Period, fn func(ports.SaleRow) error) error {
	refunds := fmt.Sprintf("sale_returns AS r JOIN payments AS p ON p.document_kind = '%s' AND p.document_id = r.id WHERE r.sale_id = s.id", core.DocumentReturn)
	query := fmt.Sprintf(`SELECT s.transaction_id_display, s.created_at, s.customer_name_cache, s.kasir_name_cache, s.payment_method,
		%s AS paid_with, COALESCE((SELECT %s FROM sales_transaction_items AS i WHERE i.transaction_id = s.id), '') AS items,
		(SELECT %s FROM sales_transaction_items AS i WHERE i.transaction_id = s.id) AS quantity,
		s.subtotal, s.discount, s.total_amount, %s AS paid, %s AS remaining_amount,
		(SELECT %s FROM sales_transaction_items AS i WHERE i.transaction_id = s.id) AS cost,
		(SELECT %s FROM sale_returns AS r WHERE r.sale_id = s.id) AS returned, s.outlet_id
		FROM sales_transactions AS s WHERE s.created_at >= ? AND s.created_at < ? AND %s%s
		ORDER BY s.created_at DESC, s.id DESC`, r.paidWith(core.DocumentSale, "s.id"), r.joined("i.quantity || 'x ' || i.product_name_cache", "i.id"), r.sum("i.quantity"),
		r.paidNow(core.DocumentSale, "s.id", "s.transaction_id_display", refunds), saleOwed, r.sum("i.quantity", "i.buy_price_at_sale"),
		r.sum("r.value_amount"), saleStands, atOutlet("s", p))
	return each(ctx, r.db, query, []any{p.Start, p.End}, fn)
}

func (r Reports) EachReturnRow(ctx context.Context, p core.Period, fn func(ports.ReturnRow) error) error {
	query := fmt.Sprintf(`SELECT r.transaction_id_display, r.created_at, s.transaction_id_display AS sale_number, s.customer_name_cache,
		r.admin_name_cache, r.refund_method, r.value_amount,
		COALESCE((SELECT %s FROM sale_return_items AS ri WHERE ri.return_id = r.id), '') AS items,
		(SELECT %s FROM sale_return_items AS ri WHERE ri.return_id = r.id) AS quantity,
		(SELECT %s FROM sale_return_items AS ri WHERE ri.return_id = r.id) AS cost, r.outlet_id
		FROM %s%s ORDER BY r.created_at DESC, r.id DESC`, r.joined("ri.quantity || 'x ' || ri.product_name_cache", "ri.id"),
		r.sum("ri.quantity"), r.sum("ri.quantity", "ri.buy_price_at_sale"), returnsOf, atOutlet("r", p))
	return each(ctx, r.db, query, []any{p.Start, p.End}, fn)
}

func (r Reports) EachPaymentRow(ctx context.Context, p core.Period, m core.Money, fn func(ports.PaymentRow) error) error {
	of, args := moneyOf(m)
	query := fmt.Sprintf(`SELECT p.*, COALESCE(CASE p.document_kind
			WHEN '%[1]s' THEN (SELECT transaction_id_display FROM sales_transactions WHERE id = p.document_id)
			WHEN '%[2]s' THEN (SELECT transaction_id_display FROM sales_transactions WHERE id = p.document_id)
			WHEN '%[3]s' THEN (SELECT transaction_id_display FROM sale_returns WHERE id = p.document_id)
			WHEN '%[4]s' THEN (SELECT c.transaction_id_display FROM installment_payments AS ip
				JOIN installments AS c ON c.id = ip.installment_id WHERE ip.id = p.document_id)
			ELSE (SELECT 'SVC-' || service_entry_id FROM service_transactions WHERE id = p.document_id) END, '') AS number,
		(SELECT full_name FROM users WHERE id = p.kasir_id) AS kasir_name
		FROM payments AS p WHERE p.created_at >= ? AND p.created_at < ? AND %[5]s%[6]s
		ORDER BY p.created_at, p.id`, core.DocumentSale, core.DocumentSaleVoid, core.DocumentReturn, core.DocumentInstallment, of, atOutlet("p", p))
	return each(ctx, r.db, query, append([]any{p.Start, p.End}, args...), fn)
}

func (r Reports) EachServiceRow(ctx context.Context, p core.Period, fn func(ports.ServiceExportRow) error) error {
	query := fmt.Sprintf(`SELECT t.service_entry_id, t.created_at, t.customer_name_cache, e.device_type, e.damage_type, e.status,
		COALESCE((SELECT %s FROM service_parts AS sp WHERE sp.transaction_id = t.id), '') AS parts,
		t.service_fee, t.total_parts_cost, t.total_amount, %s AS paid, %s AS remaining_amount,
		(SELECT %s FROM service_parts AS sp WHERE sp.transaction_id = t.id) AS cost, t.outlet_id
		FROM service_transactions AS t JOIN service_entries AS e ON e.id = t.service_entry_id
		WHERE t.created_at >= ? AND t.created_at < ? AND %s%s
		ORDER BY t.created_at DESC, t.id DESC`, r.joined("sp.quantity || 'x ' || sp.product_name_cache", "sp.id"),
		r.paidNow(core.DocumentService, "t.id", "'SVC-' || t.service_entry_id", ""), serviceOwed, r.sum("sp.quantity", "sp.buy_price"), serviceStands, atOutlet("t", p))
	return each(ctx, r.db, query, []any{p.Start, p.End}, fn)
}

// each streams a query's rows into fn one at a time.
func each[T any](ctx context.Context, db *bun.DB, query string, args []any, fn func(T) error) error {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return translate(err)
	}
	defer rows.Close()
	for rows.Next() {
		var row T
		if err := db.ScanRow(ctx, rows, &row); err != nil {
			return err
		}
		if err := fn(row); err != nil {
			return err
		}
	}
	return rows.Err()
}

func (r Reports) count(ctx context.Context, query string, args ...any) (int64, error) {
	var n int64
	err := r.conn(ctx).NewRaw(query, args...).Scan(ctx, &n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, translate(err)
}

func (r Reports) Visitors(ctx context.Context, day string) (int64, error) {
	return r.count(ctx, "SELECT count FROM daily_visits WHERE date = ?", day)
}

func (r Reports) OrdersBetween(ctx context.Context, start, end time.Time) (int64, error) {
	return r.count(ctx, "SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?", start, end)
}

func (r Reports) ServiceCount(ctx context.Context, statuses []string) (int64, error) {
	return r.count(ctx, "SELECT COUNT(*) FROM service_entries WHERE status IN (?)", bun.List(statuses))
}

func (r Reports) Receivables(ctx context.Context, outlet int64) (core.Sum, error) {
	var s core.Sum
	err := r.conn(ctx).NewRaw("SELECT "+r.sum("i.remaining_amount")+" FROM installments AS i WHERE i.status = ?"+atOutlet("i", core.Period{Outlet: outlet}), core.InstallmentOpen).Scan(ctx, &s)
	return s, translate(err)
}

func (r Reports) RecentSales(ctx context.Context, p core.Period, limit int) ([]core.Activity, error) {
	out := []core.Activity{}
	err := r.conn(ctx).NewRaw(fmt.Sprintf(`SELECT s.transaction_id_display AS number, COALESCE(s.customer_name_cache, 'Umum') AS customer,
		'Penjualan' AS kind,
		COALESCE((SELECT %s FROM sales_transaction_items AS i WHERE i.transaction_id = s.id), '') AS detail,
		CASE WHEN s.remaining_amount > 0 THEN 'Cicilan' ELSE 'Lunas' END AS status,
		s.total_amount AS total, s.created_at AS created_at
		FROM sales_transactions AS s WHERE %s%s ORDER BY s.created_at DESC, s.id DESC LIMIT ?`,
		r.joined("i.quantity || 'x ' || i.product_name_cache", "i.id"), saleStands, atOutlet("s", p)), limit).Scan(ctx, &out)
	return out, translate(err)
}

func (r Reports) RecentServices(ctx context.Context, p core.Period, limit int) ([]core.Activity, error) {
	out := []core.Activity{}
	err := r.conn(ctx).NewRaw(`SELECT 'SVC-' || e.id AS number, COALESCE(t.customer_name_cache, 'Umum') AS customer,
		'Servis' AS kind, e.device_type || ' - ' || e.damage_type AS detail, e.status AS status,
		t.total_amount AS total, t.created_at AS created_at
		FROM service_transactions AS t JOIN service_entries AS e ON e.id = t.service_entry_id
		WHERE `+serviceStands+atOutlet("t", p)+` ORDER BY t.created_at DESC, t.id DESC LIMIT ?`, limit).Scan(ctx, &out)
	return out, translate(err)
}
