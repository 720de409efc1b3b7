package sqlstore

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Sales implements ports.SaleRepository.
type Sales struct{ *Store }

func (r Sales) Create(ctx context.Context, sale *core.SalesTransaction) error {
	return r.Join(ctx, func(ctx context.Context) error { return insertSales(ctx, r.Store, sale) })
}

func (r Sales) SetNumber(ctx context.Context, id int64, number string) error {
	return setNumbers(ctx, r.Store, "sales_transactions", []idNumber{{id, number}})
}

// withItems reads sales with their lines and the value their returns took back.
func (r Sales) withItems(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).ColumnExpr("sales_transaction.*").
		ColumnExpr(returnedOf("sales_transaction.id")+" AS returned_amount").
		ColumnExpr(allReturnedOf("sales_transaction.id")+" AS all_returned").
		ColumnExpr("(SELECT c.member_id FROM customers AS c WHERE c.id = sales_transaction.customer_id) AS member_id").
		Relation("Items", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") })
}

func (r Sales) Get(ctx context.Context, id int64) (core.SalesTransaction, error) {
	var s core.SalesTransaction
	err := r.withItems(ctx, &s).Where("sales_transaction.id = ?", id).Scan(ctx)
	return s, translate(err)
}

func (r Sales) FindByNumber(ctx context.Context, number string) (core.SalesTransaction, error) {
	var s core.SalesTransaction
	err := r.withItems(ctx, &s).Where("sales_transaction.transaction_id_display = ?", number).Scan(ctx)
	return s, translate(err)
}

func (r Sales) List(ctx context.Context, f core.SaleFilter) (core.Page[core.SalesTransaction], error) {
	items := []core.SalesTransaction{}
	q := r.withItems(ctx, &items)
	q = inPeriod(q, "sales_transaction.created_at", f.From, f.To)
	if f.Outlet != 0 {
		q = q.Where("sales_transaction.outlet_id = ?", f.Outlet)
	}
	if f.Member != 0 {
		q = q.Where("sales_transaction.customer_id = (SELECT c.id FROM customers AS c WHERE c.member_id = ?)", f.Member)
	}
	total, err := q.OrderExpr("sales_transaction.created_at DESC, sales_transaction.id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.SalesTransaction]{Items: items, Total: total}, translate(err)
}

// inPeriod keeps rows whose column lies in [from, to).
func inPeriod(q *bun.SelectQuery, column string, from, to *time.Time) *bun.SelectQuery {
	if from != nil {
		q = q.Where("? >= ?", bun.Ident(column), from.UTC())
	}
	if to != nil {
		q = q.Where("? < ?", bun.Ident(column), to.UTC())
	}
	return q
}

// Installments implements ports.InstallmentRepository.
type Installments struct{ *Store }

func (r Installments) Create(ctx context.Context, in *core.Installment) error {
	_, err := r.conn(ctx).NewInsert().Model(in).ExcludeColumn("id").Returning("id").Exec(ctx, &in.ID)
	return translate(err)
}

func (r Installments) SetNumber(ctx context.Context, id int64, number string) error {
	return setNumbers(ctx, r.Store, "installments", []idNumber{{id, number}})
}

func (r Installments) Get(ctx context.Context, id int64) (core.Installment, error) {
	var in core.Installment
	err := r.conn(ctx).NewSelect().Model(&in).Where("id = ?", id).Scan(ctx)
	return in, translate(err)
}

func (r Installments) FindByNumber(ctx context.Context, number string) (core.Installment, error) {
	var in core.Installment
	err := r.conn(ctx).NewSelect().Model(&in).Where("transaction_id_display = ?", number).Scan(ctx)
	return in, translate(err)
}

func (r Installments) List(ctx context.Context, f core.InstallmentFilter) (core.Page[core.Installment], error) {
	items := []core.Installment{}
	q := r.conn(ctx).NewSelect().Model(&items)
	if f.Status != "all" {
		q = q.Where("status = ?", f.Status)
	}
	if f.CustomerID != nil {
		q = q.Where("customer_id = ?", *f.CustomerID)
	}
	if f.Outlet != 0 {
		q = q.Where("outlet_id = ?", f.Outlet)
	}
	if f.Search != "" {
		p := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.Where(`lower(coalesce(customer_name_cache, '')) LIKE ? ESCAPE '\'`, p).
				WhereOr(`lower(transaction_id_display) LIKE ? ESCAPE '\'`, p)
			if unitSearch(f.Search) {
				q = q.WhereOr("transaction_id_display IN ("+documentsOfUnits+")", unitMatchArgs(f.Search)...)
			}
			return q
		})
	}
	total, err := q.OrderExpr("created_at DESC, id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.Installment]{Items: items, Total: total}, translate(err)
}

func (r Installments) Pay(ctx context.Context, id, amount int64, at time.Time) (bool, error) {
	res, err := r.conn(ctx).NewUpdate().Model((*core.Installment)(nil)).
		Set("paid_amount = paid_amount + ?", amount).
		Set("remaining_amount = remaining_amount - ?", amount).
		Set("status = CASE WHEN remaining_amount - ? <= 0 THEN ? ELSE status END", amount, core.InstallmentPaid).
		Set("updated_at = ?", at).
		Where("id = ? AND remaining_amount >= ?", id, amount).
		Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (r Installments) Reprice(ctx context.Context, id, total, paid int64, at time.Time) error {
	status := core.InstallmentOpen
	if total-paid <= 0 {
		status = core.InstallmentPaid
	}
	_, err := r.conn(ctx).NewUpdate().Model((*core.Installment)(nil)).
		Set("total_amount = ?", total).Set("paid_amount = ?", paid).Set("remaining_amount = ?", total-paid).
		Set("status = ?", status).Set("updated_at = ?", at).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

func (r Installments) Cancel(ctx context.Context, id int64, at time.Time) error {
	_, err := r.conn(ctx).NewUpdate().Model((*core.Installment)(nil)).
		Set("total_amount = paid_amount").Set("remaining_amount = 0").
		Set("status = ?", core.InstallmentCancelled).Set("updated_at = ?", at).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

func (r Installments) AddPayment(ctx context.Context, p *core.InstallmentPayment) error {
	_, err := r.conn(ctx).NewInsert().Model(p).Returning("id").Exec(ctx)
	return translate(err)
}

// payments reads instalment payments with the name of the cashier who took each.
func (r Installments) payments(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("installment_payment.*").ColumnExpr("u.full_name AS kasir_name").
		Join("LEFT JOIN users AS u ON u.id = installment_payment.kasir_id")
}

func (r Installments) Payment(ctx context.Context, id int64) (core.InstallmentPayment, error) {
	var p core.InstallmentPayment
	err := r.payments(ctx, &p).Where("installment_payment.id = ?", id).Scan(ctx)
	return p, translate(err)
}

func (r Installments) PaidAfter(ctx context.Context, p core.InstallmentPayment) (int64, error) {
	var paid int64
	err := r.conn(ctx).NewSelect().Table("installment_payments").ColumnExpr("COALESCE(SUM(amount), 0)").
		Where("installment_id = ? AND id > ?", p.InstallmentID, p.ID).Scan(ctx, &paid)
	return paid, translate(err)
}

func (r Installments) Payments(ctx context.Context, installmentID int64, page core.PageRequest) (core.Page[core.InstallmentPayment], error) {
	items := []core.InstallmentPayment{}
	total, err := r.payments(ctx, &items).
		Where("installment_payment.installment_id = ?", installmentID).
		OrderExpr("installment_payment.created_at DESC, installment_payment.id DESC").
		Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.InstallmentPayment]{Items: items, Total: total}, translate(err)
}
