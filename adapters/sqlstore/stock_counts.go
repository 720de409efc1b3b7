package sqlstore

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// StockCounts implements ports.StockCountRepository.
type StockCounts struct{ *Store }

func (r StockCounts) Start(ctx context.Context, c *core.StockCount) error {
	return r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		if _, err := db.NewInsert().Model(c).Returning("id").Exec(ctx); err != nil {
			return translate(err)
		}
		products := db.NewSelect().TableExpr("products AS p").
			ColumnExpr("?, p.id, p.name, p.barcode, p.category, p.tracked, "+heldAt("p.id", "?"), c.ID, c.OutletID)
		if len(c.Categories) > 0 {
			products = products.Where("p.category IN (?)", bun.List(c.Categories))
		}
		if _, err := db.NewRaw("INSERT INTO stock_count_lines (count_id, product_id, product_name, barcode, category, tracked, expected) ?", products).
			Exec(ctx); err != nil {
			return translate(err)
		}
		units := db.NewSelect().TableExpr("units AS u").
			ColumnExpr("?, u.id, u.product_id, TRUE", c.ID).
			Join("JOIN stock_count_lines AS l ON l.product_id = u.product_id AND l.count_id = ?", c.ID).
			Where("u.status = ? AND u.outlet_id = ?", core.UnitInStock, c.OutletID)
		_, err := db.NewRaw("INSERT INTO stock_count_units (count_id, unit_id, product_id, expected) ?", units).Exec(ctx)
		return translate(err)
	})
}

func (r StockCounts) SetNumber(ctx context.Context, id int64, number string) error {
	_, err := r.conn(ctx).NewUpdate().Table("stock_counts").Set("number = ?", number).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

func (r StockCounts) selectCounts(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("stock_count.*").ColumnExpr("u.full_name AS started_by_name").
		Join("LEFT JOIN users AS u ON u.id = stock_count.started_by")
}

func (r StockCounts) Find(ctx context.Context, id int64) (core.StockCount, error) {
	var c core.StockCount
	err := r.selectCounts(ctx, &c).Where("stock_count.id = ?", id).Scan(ctx)
	return c, translate(err)
}

func (r StockCounts) Get(ctx context.Context, id int64) (core.StockCount, error) {
	c, err := r.Find(ctx, id)
	if err != nil {
		return c, err
	}
	c.Lines = []core.StockCountLine{}
	err = r.selectLines(ctx, &c.Lines).Where("stock_count_line.count_id = ?", id).
		OrderExpr("stock_count_line.category, stock_count_line.product_name, stock_count_line.id").Scan(ctx)
	if err != nil {
		return c, translate(err)
	}
	c.Units = []core.StockCountUnit{}
	err = r.conn(ctx).NewSelect().Model(&c.Units).
		ColumnExpr("stock_count_unit.*").ColumnExpr("u.imei, u.serial, u.status").
		ColumnExpr("(SELECT SUM(m.delta) FROM stock_movements AS m WHERE m.unit_id = stock_count_unit.unit_id AND m.reason = ? AND m.reference = ?) AS moved",
			core.ReasonOpname, c.Number).
		Join("JOIN units AS u ON u.id = stock_count_unit.unit_id").
		Where("stock_count_unit.count_id = ?", id).OrderExpr("stock_count_unit.product_id, u.id").Scan(ctx)
	return c, translate(err)
}

// heldAt is the stock an outlet holds of a product, as an SQL expression.
func heldAt(product, outlet string) string {
	return "COALESCE((SELECT s.quantity FROM product_stock AS s WHERE s.product_id = " + product + " AND s.outlet_id = " + outlet + "), 0)"
}

// selectLines reads count lines with each product's stock now at the count's outlet, and what
// posting moved.
func (r StockCounts) selectLines(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("stock_count_line.*").ColumnExpr(heldAt("stock_count_line.product_id", "sc.outlet_id")+" AS stock").
		ColumnExpr(`(SELECT SUM(m.delta) FROM stock_movements AS m WHERE m.product_id = stock_count_line.product_id
			AND m.reason = ? AND m.reference = sc.number) AS moved`, core.ReasonOpname).
		Join("JOIN stock_counts AS sc ON sc.id = stock_count_line.count_id")
}

func (r StockCounts) List(ctx context.Context, f core.StockCountFilter) (core.Page[core.StockCount], error) {
	items := []core.StockCount{}
	q := r.selectCounts(ctx, &items)
	if f.Status != "" {
		q = q.Where("stock_count.status = ?", f.Status)
	}
	if f.Outlet != 0 {
		q = q.Where("stock_count.outlet_id = ?", f.Outlet)
	}
	total, err := q.OrderExpr("stock_count.started_at DESC, stock_count.id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.StockCount]{Items: items, Total: total}, translate(err)
}

// line reads one line of a count after a change.
func (r StockCounts) line(ctx context.Context, countID, productID int64) (core.StockCountLine, error) {
	var l core.StockCountLine
	err := r.selectLines(ctx, &l).
		Where("stock_count_line.count_id = ? AND stock_count_line.product_id = ?", countID, productID).Scan(ctx)
	return l, translate(err)
}

func (r StockCounts) AddCounted(ctx context.Context, countID, productID, n int64) (core.StockCountLine, error) {
	res, err := r.conn(ctx).NewUpdate().Table("stock_count_lines").Set("counted = COALESCE(counted, 0) + ?", n).
		Where("count_id = ? AND product_id = ?", countID, productID).Exec(ctx)
	if err := rowsOrNotFound(res, err); err != nil {
		return core.StockCountLine{}, err
	}
	return r.line(ctx, countID, productID)
}

func (r StockCounts) SetCounted(ctx context.Context, countID, productID int64, counted *int64) (core.StockCountLine, error) {
	res, err := r.conn(ctx).NewUpdate().Table("stock_count_lines").Set("counted = ?", counted).
		Where("count_id = ? AND product_id = ?", countID, productID).Exec(ctx)
	if err := rowsOrNotFound(res, err); err != nil {
		return core.StockCountLine{}, err
	}
	return r.line(ctx, countID, productID)
}

func (r StockCounts) KeepCosts(ctx context.Context, id int64) error {
	_, err := r.conn(ctx).NewUpdate().Table("stock_count_lines").
		Set("cost = (SELECT p.buy_price FROM products AS p WHERE p.id = stock_count_lines.product_id)").
		Where("count_id = ? AND counted IS NOT NULL", id).Exec(ctx)
	return translate(err)
}

func (r StockCounts) FindUnit(ctx context.Context, countID int64, u core.Unit) (core.StockCountLine, bool, error) {
	var found bool
	var line core.StockCountLine
	err := r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		onSheet, err := db.NewSelect().Table("stock_count_lines").
			Where("count_id = ? AND product_id = ?", countID, u.ProductID).Exists(ctx)
		if err != nil {
			return translate(err)
		}
		if !onSheet {
			return core.ErrNotFound
		}
		// A unit not in the shop when the count started is found too: it was not expected.
		if _, err := db.NewRaw(`INSERT INTO stock_count_units (count_id, unit_id, product_id, expected, found)
			VALUES (?, ?, ?, FALSE, FALSE) ON CONFLICT (count_id, unit_id) DO NOTHING`, countID, u.ID, u.ProductID).Exec(ctx); err != nil {
			return translate(err)
		}
		res, err := db.NewUpdate().Table("stock_count_units").Set("found = TRUE").
			Where("count_id = ? AND unit_id = ? AND NOT found", countID, u.ID).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		n, _ := res.RowsAffected()
		found = n == 1
		_, err = db.NewRaw(`UPDATE stock_count_lines SET counted = (SELECT COUNT(*) FROM stock_count_units AS cu
			WHERE cu.count_id = ? AND cu.product_id = ? AND cu.found) WHERE count_id = ? AND product_id = ?`,
			countID, u.ProductID, countID, u.ProductID).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		line, err = r.line(ctx, countID, u.ProductID)
		return err
	})
	return line, found, err
}

func (r StockCounts) Close(ctx context.Context, id int64, status core.StockCountStatus, by int64, at time.Time) (bool, error) {
	res, err := r.conn(ctx).NewUpdate().Table("stock_counts").
		Set("status = ?", status).Set("closed_by = ?", by).Set("closed_at = ?", at).
		Where("id = ? AND status = ?", id, core.CountOpen).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
