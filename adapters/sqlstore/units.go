package sqlstore

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Units implements ports.UnitRepository.
type Units struct{ *Store }

func (r Units) TrackedNames(ctx context.Context, productIDs []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(productIDs) == 0 {
		return out, nil
	}
	var rows []struct {
		ID   int64  `bun:"id"`
		Name string `bun:"name"`
	}
	err := r.conn(ctx).NewSelect().Table("products").Column("id", "name").
		Where("id IN (?) AND tracked", bun.List(productIDs)).Scan(ctx, &rows)
	for _, p := range rows {
		out[p.ID] = p.Name
	}
	return out, translate(err)
}

func (r Units) Create(ctx context.Context, u *core.Unit) error {
	_, err := r.conn(ctx).NewInsert().Model(u).Returning("id").Exec(ctx)
	return translate(err)
}

// selectUnits reads units with their product's, supplier's and outlet's names.
func (r Units) selectUnits(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("unit.*").ColumnExpr("product.name AS product_name").ColumnExpr("supplier.name AS supplier_name").
		ColumnExpr("outlet.name AS outlet_name").
		Join("JOIN products AS product ON product.id = unit.product_id").
		Join("JOIN outlets AS outlet ON outlet.id = unit.outlet_id").
		Join("LEFT JOIN suppliers AS supplier ON supplier.id = unit.supplier_id")
}

func (r Units) Get(ctx context.Context, id int64) (core.Unit, error) {
	var u core.Unit
	err := r.selectUnits(ctx, &u).Where("unit.id = ?", id).Scan(ctx)
	return u, translate(err)
}

func (r Units) FindByNumber(ctx context.Context, number string) (core.Unit, error) {
	var u core.Unit
	err := r.selectUnits(ctx, &u).
		Where("unit.imei = ? OR unit.imei2 = ? OR lower(unit.serial) = lower(?)", number, number, number).
		OrderExpr("unit.id").Limit(1).Scan(ctx)
	return u, translate(err)
}

func (r Units) List(ctx context.Context, f core.UnitFilter) (core.Page[core.Unit], error) {
	page := core.Page[core.Unit]{Items: []core.Unit{}}
	q := r.selectUnits(ctx, &page.Items)
	if s := strings.TrimSpace(f.Search); s != "" {
		q = q.Where(strings.ReplaceAll(unitMatch, "u.", "unit."), unitMatchArgs(s)...)
	}
	if f.ProductID != 0 {
		q = q.Where("unit.product_id = ?", f.ProductID)
	}
	if f.Status != "" {
		q = q.Where("unit.status = ?", f.Status)
	}
	if f.Outlet != 0 {
		q = q.Where("unit.outlet_id = ?", f.Outlet)
	}
	n, err := q.OrderExpr("unit.id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	page.Total = int64(n)
	return page, translate(err)
}

func (r Units) Leave(ctx context.Context, outletID, productID, unitID int64, status core.UnitStatus) error {
	res, err := r.conn(ctx).NewUpdate().Table("units").Set("status = ?", status).
		Where("id = ? AND product_id = ? AND status = ? AND outlet_id = ?", unitID, productID, core.UnitInStock, outletID).Exec(ctx)
	return rowsOrNotFound(res, err)
}

func (r Units) Arrive(ctx context.Context, outletID, productID, unitID int64) error {
	res, err := r.conn(ctx).NewUpdate().Table("units").Set("status = ?", core.UnitInStock).Set("outlet_id = ?", outletID).
		Where("id = ? AND product_id = ? AND status <> ?", unitID, productID, core.UnitInStock).Exec(ctx)
	return rowsOrNotFound(res, err)
}

func (r Units) TakeInStock(ctx context.Context, outletID, productID, n int64, status core.UnitStatus) ([]int64, error) {
	// PostgreSQL skips units another transaction is taking, so two sales of the same product
	// each get units of their own; SQLite has one writer at a time.
	lock := ""
	if !IsSQLite(r.db) {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var ids []int64
	err := r.conn(ctx).NewRaw("UPDATE units SET status = ? WHERE id IN (SELECT id FROM units WHERE product_id = ? AND outlet_id = ? AND status = ? ORDER BY id LIMIT ?"+lock+") RETURNING id",
		status, productID, outletID, core.UnitInStock, n).Scan(ctx, &ids)
	return ids, translate(err)
}

func (r Units) TakeBack(ctx context.Context, outletID, productID, n int64, reference string) ([]int64, error) {
	var ids []int64
	err := r.conn(ctx).NewRaw(`UPDATE units SET status = ?, outlet_id = ? WHERE id IN (SELECT unit.id FROM units AS unit
		WHERE unit.product_id = ? AND unit.status NOT IN (?, ?)
		AND (SELECT m.reference FROM stock_movements AS m WHERE m.unit_id = unit.id ORDER BY m.id DESC LIMIT 1) = ?
		ORDER BY unit.id LIMIT ?) RETURNING id`,
		core.UnitInStock, outletID, productID, core.UnitInStock, core.UnitArriving, reference, n).Scan(ctx, &ids)
	return ids, translate(err)
}

func (r Units) Story(ctx context.Context, unitID int64) ([]core.StockMovement, error) {
	items := []core.StockMovement{}
	err := r.conn(ctx).NewSelect().Model(&items).
		ModelTableExpr("stock_movements AS stock_movement").
		ColumnExpr("stock_movement.*").ColumnExpr("u.full_name AS user_name").
		Join("LEFT JOIN users AS u ON u.id = stock_movement.user_id").
		Where("stock_movement.unit_id = ?", unitID).OrderExpr("stock_movement.id").Scan(ctx)
	return items, translate(err)
}

func (r Units) MovedBy(ctx context.Context, reference string, reason core.StockReason) ([]core.Unit, error) {
	out := []core.Unit{}
	err := r.conn(ctx).NewSelect().Model(&out).ColumnExpr("unit.*").
		Join("JOIN stock_movements AS m ON m.unit_id = unit.id").
		Where("m.reference = ? AND m.reason = ? AND m.unit_id IS NOT NULL", reference, reason).OrderExpr("m.id").Scan(ctx)
	return out, translate(err)
}
