package sqlstore

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Services implements ports.ServiceRepository.
type Services struct{ *Store }

// selectEntries reads entries with their customer's name and phone, and their outlet's name.
// On SQLite these are subqueries rather than joins (every entry has both, by their foreign
// keys): SQLite runs them for the rows a page answers alone, where the joins looked up the
// customer and the outlet of every row a page skipped too, and a count read both for every
// entry. PostgreSQL's planner does better with the joins (the staff reads' share fell by a
// quarter with the subqueries).
func (r Services) selectEntries(ctx context.Context, model any) *bun.SelectQuery {
	q := r.tableColumns(r.conn(ctx).NewSelect().Model(model)).
		ColumnExpr("(SELECT technician.full_name FROM users AS technician WHERE technician.id = service_entry.technician_id) AS technician_name")
	if !IsSQLite(r.db) {
		return q.ColumnExpr("customer.name AS customer_name, customer.phone AS customer_phone, outlet.name AS outlet_name").
			Join("JOIN customers AS customer ON customer.id = service_entry.customer_id").
			Join("JOIN outlets AS outlet ON outlet.id = service_entry.outlet_id")
	}
	return q.ColumnExpr("(SELECT customer.name FROM customers AS customer WHERE customer.id = service_entry.customer_id) AS customer_name").
		ColumnExpr("(SELECT customer.phone FROM customers AS customer WHERE customer.id = service_entry.customer_id) AS customer_phone").
		ColumnExpr("(SELECT outlet.name FROM outlets AS outlet WHERE outlet.id = service_entry.outlet_id) AS outlet_name")
}

func (r Services) AddMove(ctx context.Context, m *core.RepairMove) error {
	_, err := r.conn(ctx).NewInsert().Model(m).ExcludeColumn("id").Returning("id").Exec(ctx, &m.ID)
	return translate(err)
}

func (r Services) Moves(ctx context.Context, entryID int64) ([]core.RepairMove, error) {
	out := []core.RepairMove{}
	err := r.conn(ctx).NewSelect().Model(&out).
		ColumnExpr("repair_move.*").
		ColumnExpr("from_outlet.name AS from_outlet_name, to_outlet.name AS to_outlet_name, mover.full_name AS user_name").
		Join("JOIN outlets AS from_outlet ON from_outlet.id = repair_move.from_outlet_id").
		Join("JOIN outlets AS to_outlet ON to_outlet.id = repair_move.to_outlet_id").
		Join("LEFT JOIN users AS mover ON mover.id = repair_move.user_id").
		Where("repair_move.service_entry_id = ?", entryID).OrderExpr("repair_move.id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Services) AddAssignment(ctx context.Context, a *core.RepairAssignment) error {
	_, err := r.conn(ctx).NewInsert().Model(a).ExcludeColumn("id").Returning("id").Exec(ctx, &a.ID)
	return translate(err)
}

func (r Services) Assignments(ctx context.Context, entryID int64) ([]core.RepairAssignment, error) {
	out := []core.RepairAssignment{}
	err := r.conn(ctx).NewSelect().Model(&out).
		ColumnExpr("repair_assignment.*").
		ColumnExpr("technician.full_name AS technician_name, assigner.full_name AS assigned_by_name").
		Join("LEFT JOIN users AS technician ON technician.id = repair_assignment.technician_id").
		Join("LEFT JOIN users AS assigner ON assigner.id = repair_assignment.assigned_by").
		Where("repair_assignment.service_entry_id = ?", entryID).OrderExpr("repair_assignment.id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Services) Create(ctx context.Context, e *core.ServiceEntry) error {
	_, err := r.conn(ctx).NewInsert().Model(e).ExcludeColumn("id").Returning("id").Exec(ctx, &e.ID)
	return translate(err)
}

func (r Services) Get(ctx context.Context, id int64) (core.ServiceEntry, error) {
	e, err := scanOne[core.ServiceEntry](ctx, r.Store, r.selectEntries(ctx, (*core.ServiceEntry)(nil)).Where("service_entry.id = ?", r.arg(1)), id)
	return e, translate(err)
}

func (r Services) FindByToken(ctx context.Context, token string) (core.ServiceEntry, error) {
	var e core.ServiceEntry
	err := r.selectEntries(ctx, &e).Where("service_entry.tracking_token = ?", token).Scan(ctx)
	return e, translate(err)
}

func (r Services) Update(ctx context.Context, id int64, fn func(e *core.ServiceEntry) error) (core.ServiceEntry, error) {
	var e core.ServiceEntry
	err := r.Join(ctx, func(ctx context.Context) error {
		// Read with the customer's name and phone, locking the entry's row only.
		q := r.selectEntries(ctx, &e).Where("service_entry.id = ?", id)
		if !IsSQLite(r.db) {
			q = q.For("UPDATE OF service_entry")
		}
		if err := q.Scan(ctx); err != nil {
			return translate(err)
		}
		customer := e.CustomerID
		if err := fn(&e); err != nil {
			return err
		}
		if _, err := r.conn(ctx).NewUpdate().Model(&e).ExcludeColumn("created_at", "tracking_token").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		if e.CustomerID == customer {
			return nil
		}
		fresh, err := r.Get(ctx, id) // another customer's name and phone
		e = fresh
		return err
	})
	return e, err
}

func (r Services) Delete(ctx context.Context, id int64) error {
	return r.Join(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Model((*core.ServiceEntry)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

func (r Services) List(ctx context.Context, f core.ServiceFilter) (core.Page[core.ServiceEntry], error) {
	items := make([]core.ServiceEntry, 0, f.Limit())
	q := r.selectEntries(ctx, (*core.ServiceEntry)(nil))
	if len(f.Statuses) > 0 {
		q = q.Where("service_entry.status IN (?)", bun.List(f.Statuses))
	}
	if f.Billable {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("service_entry.status IN (?)", bun.List([]string{core.ServicePending, core.ServiceInProcess})).
				WhereOr(`service_entry.status = ? AND NOT EXISTS (SELECT 1 FROM service_transactions AS t WHERE t.service_entry_id = service_entry.id)`, core.ServiceDone)
		})
	}
	if f.CustomerID != nil {
		q = q.Where("service_entry.customer_id = ?", *f.CustomerID)
	}
	if f.TechnicianID != nil {
		q = q.Where("service_entry.technician_id = ?", *f.TechnicianID)
	}
	if f.Unassigned {
		q = q.Where("service_entry.technician_id IS NULL")
	}
	if f.Search != "" {
		p := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			if IsSQLite(r.db) {
				q = q.Where(`service_entry.customer_id IN (SELECT customer.id FROM customers AS customer
				WHERE lower(customer.name) LIKE ? ESCAPE '\' OR lower(coalesce(customer.phone, '')) LIKE ? ESCAPE '\')`, p, p)
			} else {
				q = q.Where(`lower(customer.name) LIKE ? ESCAPE '\'`, p).
					WhereOr(`lower(coalesce(customer.phone, '')) LIKE ? ESCAPE '\'`, p)
			}
			q = q.WhereOr(`lower(service_entry.device_type) LIKE ? ESCAPE '\'`, p).
				WhereOr(`lower(coalesce(service_entry.imei, '')) LIKE ? ESCAPE '\'`, p)
			number := strings.TrimPrefix(strings.ToUpper(f.Search), "SVC-")
			if id, err := strconv.ParseInt(number, 10, 64); err == nil {
				q = q.WhereOr("service_entry.id = ?", id)
			}
			return q
		})
	}
	counted := f
	counted.PageRequest = core.PageRequest{}
	total, err := r.total(ctx, listKey("service_entries", counted), func() (int64, error) { return q.Count(ctx) })
	if err == nil {
		err = r.scanRead(ctx, q.OrderExpr("service_entry.created_at DESC, service_entry.id DESC").Limit(f.Limit()).Offset(f.Offset()), &items)
	}
	return core.Page[core.ServiceEntry]{Items: items, Total: total}, translate(err)
}

func (r Services) UnderWarranty(ctx context.Context, customerID int64, deviceType string, at time.Time) (core.ServiceEntry, error) {
	var e core.ServiceEntry
	err := r.conn(ctx).NewSelect().Model(&e).
		Where("customer_id = ? AND lower(device_type) = lower(?) AND warranty_until > ?", customerID, deviceType, at).
		OrderExpr("warranty_until DESC").Limit(1).Scan(ctx)
	return e, translate(err)
}

func (r Services) Bill(ctx context.Context, entryID int64) (core.ServiceTransaction, error) {
	var t core.ServiceTransaction
	err := r.conn(ctx).NewSelect().Model(&t).
		Relation("Parts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") }).
		Where("service_transaction.service_entry_id = ?", entryID).Scan(ctx)
	return t, translate(err)
}

func (r Services) SaveBill(ctx context.Context, bill *core.ServiceTransaction) error {
	return r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		if bill.ID == 0 {
			return insertBills(ctx, r.Store, bill)
		}
		if _, err := db.NewUpdate().Model(bill).ExcludeColumn("created_at").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		if _, err := db.NewDelete().Model((*core.ServicePart)(nil)).Where("transaction_id = ?", bill.ID).Exec(ctx); err != nil {
			return translate(err)
		}
		return insertParts(ctx, r.Store, bill)
	})
}

func (r Services) AddPhoto(ctx context.Context, p *core.RepairPhoto) error {
	_, err := r.conn(ctx).NewInsert().Model(p).ExcludeColumn("id").Returning("id").Exec(ctx, &p.ID)
	return translate(err)
}

func (r Services) Photos(ctx context.Context, entryID int64) ([]core.RepairPhoto, error) {
	out := []core.RepairPhoto{}
	err := r.conn(ctx).NewSelect().Model(&out).Where("service_entry_id = ?", entryID).OrderExpr("id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Services) Photo(ctx context.Context, entryID, photoID int64) (core.RepairPhoto, error) {
	var p core.RepairPhoto
	err := r.conn(ctx).NewSelect().Model(&p).Where("id = ? AND service_entry_id = ?", photoID, entryID).Scan(ctx)
	return p, translate(err)
}

func (r Services) DeletePhoto(ctx context.Context, entryID, photoID int64) error {
	res, err := r.conn(ctx).NewDelete().Model((*core.RepairPhoto)(nil)).Where("id = ? AND service_entry_id = ?", photoID, entryID).Exec(ctx)
	return rowsOrNotFound(res, err)
}
