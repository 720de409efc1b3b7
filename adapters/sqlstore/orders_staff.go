package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// selectStaffOrders reads orders with their member's contact details and their outlet's name.
func (r Orders) selectStaffOrders(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr(`"order".*`).
		ColumnExpr("u.full_name AS member_name, u.email AS member_email, u.phone AS member_phone, u.address AS member_address").
		ColumnExpr("outlet.name AS outlet_name").
		Join(`LEFT JOIN users AS u ON u.id = "order".member_id`).
		Join(`JOIN outlets AS outlet ON outlet.id = "order".outlet_id`)
}

func (r Orders) List(ctx context.Context, f core.OrderFilter) (core.Page[core.StaffOrder], error) {
	items := []core.StaffOrder{}
	q := r.selectStaffOrders(ctx, &items)
	if f.Status != "" {
		q = q.Where(`"order".status = ?`, f.Status)
	}
	if f.Search != "" {
		p := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower("order".order_number) LIKE ? ESCAPE '\'`, p).WhereOr(`lower(coalesce(u.full_name, '')) LIKE ? ESCAPE '\'`, p)
		})
	}
	total, err := q.OrderExpr(`"order".created_at DESC, "order".id DESC`).Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.StaffOrder]{Items: items, Total: total}, translate(err)
}

func (r Orders) GetForStaff(ctx context.Context, id int64) (core.StaffOrder, error) {
	var o core.StaffOrder
	err := r.selectStaffOrders(ctx, &o).Where(`"order".id = ?`, id).Scan(ctx)
	return o, translate(err)
}

func (r Orders) Update(ctx context.Context, id int64, fn func(o *core.Order) error) (core.Order, error) {
	var o core.Order
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&o).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&o); err != nil {
			return err
		}
		_, err := r.conn(ctx).NewUpdate().Model(&o).Column("status", "sale_id").WherePK().Exec(ctx)
		return translate(err)
	})
	return o, err
}

func (r Orders) Delete(ctx context.Context, id int64) error {
	return r.Join(ctx, func(ctx context.Context) error {
		if _, err := r.conn(ctx).NewDelete().Model((*core.OrderItem)(nil)).Where("order_id = ?", id).Exec(ctx); err != nil {
			return translate(err)
		}
		res, err := r.conn(ctx).NewDelete().Model((*core.Order)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}
