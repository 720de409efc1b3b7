package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Returns implements ports.ReturnRepository.
type Returns struct{ *Store }

func (r Returns) LockSale(ctx context.Context, id int64) error {
	var sale core.SalesTransaction
	return translate(r.forUpdate(r.conn(ctx).NewSelect().Model(&sale).Column("id").Where("id = ?", id)).Scan(ctx))
}

func (r Returns) VoidSale(ctx context.Context, id int64, v core.Voided) (bool, error) {
	return r.void(ctx, (*core.SalesTransaction)(nil), id, v)
}

func (r Returns) VoidServiceBill(ctx context.Context, id int64, v core.Voided) (bool, error) {
	return r.void(ctx, (*core.ServiceTransaction)(nil), id, v)
}

// void marks a document voided in one conditional update: of two voids at once, one wins.
func (r Returns) void(ctx context.Context, model any, id int64, v core.Voided) (bool, error) {
	res, err := r.conn(ctx).NewUpdate().Model(model).
		Set("voided_at = ?", v.VoidedAt).Set("void_reason = ?", v.VoidReason).
		Set("voided_by_name = ?", v.VoidedBy).Set("void_refund = ?", v.VoidRefund).Set("voided_outlet_id = ?", v.VoidedAtOutlet).
		Where("id = ? AND voided_at IS NULL", id).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (r Returns) Create(ctx context.Context, ret *core.SaleReturn) error {
	return r.Join(ctx, func(ctx context.Context) error {
		if _, err := r.conn(ctx).NewInsert().Model(ret).ExcludeColumn("id").Returning("id").Exec(ctx, &ret.ID); err != nil {
			return translate(err)
		}
		for i := range ret.Items {
			ret.Items[i].ReturnID = ret.ID
		}
		_, err := r.conn(ctx).NewInsert().Model(&ret.Items).ExcludeColumn("id").Returning("id").Exec(ctx)
		return translate(err)
	})
}

func (r Returns) SetNumber(ctx context.Context, id int64, number string) error {
	return setNumbers(ctx, r.Store, "sale_returns", []idNumber{{id, number}})
}

// withItems reads returns with their items, their sale's number and its customer.
func (r Returns) withItems(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("sale_return.*").
		ColumnExpr("s.transaction_id_display AS sale_number, s.customer_name_cache AS customer_name").
		Join("JOIN sales_transactions AS s ON s.id = sale_return.sale_id").
		Relation("Items", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") })
}

func (r Returns) Get(ctx context.Context, id int64) (core.SaleReturn, error) {
	var ret core.SaleReturn
	err := r.withItems(ctx, &ret).Where("sale_return.id = ?", id).Scan(ctx)
	return ret, translate(err)
}

func (r Returns) OfSale(ctx context.Context, saleID int64) ([]core.SaleReturn, error) {
	out := []core.SaleReturn{}
	err := r.withItems(ctx, &out).Where("sale_return.sale_id = ?", saleID).
		OrderExpr("sale_return.created_at ASC, sale_return.id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Returns) Spend(ctx context.Context, number string, amount int64) (bool, error) {
	res, err := r.conn(ctx).NewUpdate().Model((*core.SaleReturn)(nil)).
		Set("credit_left = credit_left - ?", amount).
		Where("transaction_id_display = ? AND credit_left >= ?", number, amount).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
