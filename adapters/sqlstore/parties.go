package sqlstore

import (
	"context"
	"database/sql"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Contacts implements ports.ContactRepository for one table (suppliers or customers).
type Contacts[T any] struct {
	*Store
	table string
}

// NewSuppliers and NewCustomers are the two address books.
func NewSuppliers(s *Store) Contacts[core.Supplier] {
	return Contacts[core.Supplier]{Store: s, table: "suppliers"}
}
func NewCustomers(s *Store) Contacts[core.Customer] {
	return Contacts[core.Customer]{Store: s, table: "customers"}
}

func (r Contacts[T]) List(ctx context.Context, f core.ContactFilter) (core.Page[T], error) {
	items := make([]T, 0, f.Limit())
	q := r.tableColumns(r.conn(ctx).NewSelect().Model((*T)(nil)))
	if f.Search != "" {
		p := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(name) LIKE ? ESCAPE '\'`, p).WhereOr(`lower(coalesce(phone, '')) LIKE ? ESCAPE '\'`, p)
		})
	}
	counted := f
	counted.PageRequest = core.PageRequest{}
	total, err := r.total(ctx, listKey(r.table, counted), func() (int64, error) { return q.Count(ctx) })
	if err == nil {
		err = r.scanRead(ctx, q.OrderExpr("lower(name) ASC, id ASC").Limit(f.Limit()).Offset(f.Offset()), &items)
	}
	return core.Page[T]{Items: items, Total: total}, translate(err)
}

func (r Contacts[T]) Get(ctx context.Context, id int64) (T, error) {
	rec, err := scanOne[T](ctx, r.Store, r.conn(ctx).NewSelect().Model((*T)(nil)).Where("id = ?", r.arg(1)), id)
	return rec, translate(err)
}

func (r Contacts[T]) FindByName(ctx context.Context, name string) (T, error) {
	var rec T
	err := r.conn(ctx).NewSelect().Model(&rec).Where("name = ?", name).OrderExpr("id").Limit(1).Scan(ctx)
	return rec, translate(err)
}

func (r Contacts[T]) Create(ctx context.Context, rec *T) error {
	_, err := r.conn(ctx).NewInsert().Model(rec).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Contacts[T]) Update(ctx context.Context, id int64, fn func(rec *T) error) (T, error) {
	var rec T
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&rec).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&rec); err != nil {
			return err
		}
		_, err := r.conn(ctx).NewUpdate().Model(&rec).WherePK().Exec(ctx)
		return translate(err)
	})
	return rec, err
}

func (r Contacts[T]) Delete(ctx context.Context, id int64) error {
	return r.Join(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Table(r.table).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

// rowsOrNotFound turns "deleted nothing" into core.ErrNotFound.
func rowsOrNotFound(res sql.Result, err error) error {
	if err != nil {
		return translate(err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return core.ErrNotFound
	}
	return nil
}

// forUpdate locks the selected rows until the transaction ends (PostgreSQL; SQLite's
// immediate transactions already hold the write lock).
func (s *Store) forUpdate(q *bun.SelectQuery) *bun.SelectQuery {
	if IsSQLite(s.db) {
		return q
	}
	return q.For("UPDATE")
}
