package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Outlets implements ports.OutletRepository.
type Outlets struct{ *Store }

func (r Outlets) List(ctx context.Context, page core.PageRequest) (core.Page[core.Outlet], error) {
	items := []core.Outlet{}
	total, err := r.conn(ctx).NewSelect().Model(&items).OrderExpr("id ASC").
		Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.Outlet]{Items: items, Total: int64(total)}, translate(err)
}

func (r Outlets) Get(ctx context.Context, id int64) (core.Outlet, error) {
	o, err := scanOne[core.Outlet](ctx, r.Store, r.conn(ctx).NewSelect().Model((*core.Outlet)(nil)).Where("id = ?", r.arg(1)), id)
	return o, translate(err)
}

func (r Outlets) Create(ctx context.Context, o *core.Outlet) error {
	defer r.forgetOutlets(ctx)()
	// In a savepoint: a taken name leaves the caller's transaction usable on PostgreSQL.
	return r.Join(ctx, func(ctx context.Context) error {
		_, err := r.conn(ctx).NewInsert().Model(o).Returning("id").Exec(ctx)
		return translate(err)
	})
}

func (r Outlets) Update(ctx context.Context, id int64, fn func(o *core.Outlet) error) (core.Outlet, error) {
	defer r.forgetOutlets(ctx)()
	var o core.Outlet
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&o).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&o); err != nil {
			return err
		}
		_, err := r.conn(ctx).NewUpdate().Model(&o).ExcludeColumn("created_at").WherePK().Exec(ctx)
		return translate(err)
	})
	return o, err
}

func (r Outlets) Delete(ctx context.Context, id int64) error {
	defer r.forgetOutlets(ctx)()
	return r.Join(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Model((*core.Outlet)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

func (r Outlets) LockAll(ctx context.Context) (int, error) {
	var ids []int64
	err := r.forUpdate(r.conn(ctx).NewSelect().Model((*core.Outlet)(nil)).Column("id")).Scan(ctx, &ids)
	return len(ids), translate(err)
}

func (r Outlets) First(ctx context.Context) (int64, error) {
	var id int64
	err := r.conn(ctx).NewSelect().Model((*core.Outlet)(nil)).ColumnExpr("MIN(id)").Scan(ctx, &id)
	return id, translate(err)
}

func (r Outlets) StaffOutlets(ctx context.Context, userID int64) ([]int64, error) {
	ids := []int64{}
	err := r.conn(ctx).NewSelect().Table("staff_outlets").Column("outlet_id").
		Where("user_id = ?", userID).OrderExpr("outlet_id").Scan(ctx, &ids)
	return ids, translate(err)
}

func (r Outlets) SetStaffOutlets(ctx context.Context, userID int64, outletIDs []int64) error {
	defer r.forgetSessions(ctx)()
	return r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		if _, err := db.NewDelete().Table("staff_outlets").Where("user_id = ?", userID).Exec(ctx); err != nil {
			return translate(err)
		}
		for _, id := range outletIDs {
			if _, err := db.NewRaw("INSERT INTO staff_outlets (user_id, outlet_id) VALUES (?, ?)", userID, id).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		// A session at an outlet no longer theirs moves to their only outlet, or to none.
		var only *int64
		if len(outletIDs) == 1 {
			only = &outletIDs[0]
		}
		_, err := db.NewUpdate().Table("sessions").Set("outlet_id = ?", only).
			Where("user_id = ?", userID).Where("outlet_id NOT IN (?)", bun.List(outletIDs)).Exec(ctx)
		return translate(err)
	})
}
