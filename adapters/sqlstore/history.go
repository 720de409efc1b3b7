package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"github.com/konterhp/konter/core"
)

// History implements ports.ReportRepository: sales and repair bills in one list, each
// branch filtered on its own indexes, then merged, newest first.
func (r Reports) History(ctx context.Context, f core.HistoryFilter) (core.Page[core.PastTransaction], error) {
	sales, salesArgs := historyBranch(f, fmt.Sprintf(`SELECT 'penjualan' AS kind, s.id AS id, s.transaction_id_display AS number,
		s.created_at AS created_at, s.customer_id AS customer_id, s.customer_name_cache AS customer_name,
		COALESCE((SELECT %s FROM sales_transaction_items AS i WHERE i.transaction_id = s.id), '') AS detail,
		s.total_amount AS total_amount, s.paid_amount AS paid_amount, s.remaining_amount AS remaining_amount,
		s.payment_method AS payment_method, %s AS paid_with, s.kasir_name_cache AS kasir_name, s.voided_at AS voided_at,
		%s AS returned_amount, %s AS all_returned
		FROM sales_transactions AS s`, r.joined("i.quantity || 'x ' || i.product_name_cache", "i.id"), r.paidWith(core.DocumentSale, "s.id"),
		returnedOf("s.id"), allReturnedOf("s.id")),
		"lower(s.transaction_id_display)", "sales_transaction_items", "s.transaction_id_display")
	bills, billArgs := historyBranch(f, fmt.Sprintf(`SELECT 'service' AS kind, s.service_entry_id AS id, 'SVC-' || s.service_entry_id AS number,
		s.created_at AS created_at, s.customer_id AS customer_id, s.customer_name_cache AS customer_name,
		e.device_type || ' - ' || e.damage_type AS detail,
		s.total_amount AS total_amount, s.paid_amount AS paid_amount, s.remaining_amount AS remaining_amount,
		s.payment_method AS payment_method, %s AS paid_with, s.kasir_name_cache AS kasir_name, s.voided_at AS voided_at,
		CAST(0 AS BIGINT) AS returned_amount, FALSE AS all_returned
		FROM service_transactions AS s JOIN service_entries AS e ON e.id = s.service_entry_id`, r.paidWith(core.DocumentService, "s.id")),
		"lower('svc-' || s.service_entry_id)", "service_parts", "'SVC-' || s.service_entry_id")
	union := sales + " UNION ALL " + bills
	args := append(salesArgs, billArgs...)
	var total int64
	if err := r.conn(ctx).NewRaw("SELECT count(*) FROM ("+union+") AS h", args...).Scan(ctx, &total); err != nil {
		return core.Page[core.PastTransaction]{}, translate(err)
	}
	items := []core.PastTransaction{}
	err := r.conn(ctx).NewRaw("SELECT * FROM ("+union+") AS h ORDER BY created_at DESC, kind ASC, id DESC LIMIT ? OFFSET ?",
		append(args, f.Limit(), f.Offset())...).Scan(ctx, &items)
	return core.Page[core.PastTransaction]{Items: items, Total: total}, translate(err)
}

// historyBranch adds the filter's conditions to one branch of the history, a query over a
// document table aliased s. number is the document number in lower case; lines is the table
// of its goods (sales_transaction_items or service_parts, both joined by transaction_id),
// searched by product name. reference is the document's number as the stock ledger names it:
// a search that may be an IMEI or serial finds the documents that moved that unit.
func historyBranch(f core.HistoryFilter, selectSQL, number, lines, reference string) (string, []any) {
	var where []string
	var args []any
	if f.CustomerID != nil {
		where, args = append(where, "s.customer_id = ?"), append(args, *f.CustomerID)
	}
	if f.From != nil {
		where, args = append(where, "s.created_at >= ?"), append(args, f.From.UTC())
	}
	if f.To != nil {
		where, args = append(where, "s.created_at < ?"), append(args, f.To.UTC())
	}
	if f.Search != "" {
		p := likePattern(f.Search)
		where = append(where, fmt.Sprintf(`(%s LIKE ? ESCAPE '\' OR lower(coalesce(s.customer_name_cache, '')) LIKE ? ESCAPE '\'
			OR EXISTS (SELECT 1 FROM %s AS l WHERE l.transaction_id = s.id AND lower(l.product_name_cache) LIKE ? ESCAPE '\'))`,
			number, lines))
		args = append(args, p, p, p)
		if unitSearch(f.Search) {
			where[len(where)-1] = fmt.Sprintf("(%s OR %s IN (%s))", where[len(where)-1], reference, documentsOfUnits)
			args = append(args, unitMatchArgs(f.Search)...)
		}
	}
	if len(where) > 0 {
		selectSQL += " WHERE " + strings.Join(where, " AND ")
	}
	return selectSQL, args
}
