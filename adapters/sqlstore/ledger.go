package sqlstore

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Ledger implements ports.StockLedger.
type Ledger struct{ *Store }

// netChange is what a set of changes does to one product's stock.
type netChange struct {
	productID, delta int64
}

func (l Ledger) Apply(ctx context.Context, outletID int64, changes []core.StockChange, at time.Time) ([]core.StockMovement, error) {
	if len(changes) == 0 {
		return nil, nil
	}
	if len(changes) == 1 && !IsSQLite(l.db) {
		return l.applyOne(ctx, outletID, changes[0], at)
	}
	var nets []netChange
	index := map[int64]int{}
	for _, c := range changes {
		if i, ok := index[c.ProductID]; ok {
			nets[i].delta += c.Delta
			continue
		}
		index[c.ProductID] = len(nets)
		nets = append(nets, netChange{c.ProductID, c.Delta})
	}
	slices.SortFunc(nets, func(a, b netChange) int { return cmp.Compare(a.productID, b.productID) })
	stock, err := l.move(ctx, nets)
	if err != nil {
		return nil, err
	}
	// Each movement records the stock right after it: walk each product's changes in order
	// from the stock it had before the whole set.
	for _, n := range nets {
		stock[n.productID] -= n.delta
	}
	out := make([]core.StockMovement, len(changes))
	for i, c := range changes {
		stock[c.ProductID] += c.Delta
		out[i] = core.StockMovement{ProductID: c.ProductID, Delta: c.Delta, StockAfter: stock[c.ProductID],
			Reason: c.Reason, Reference: c.Reference, UserID: c.UserID, UnitID: c.UnitID, OutletID: outletID, CreatedAt: at}
	}
	if err := insertMany(ctx, l.conn(ctx), out, func(m *core.StockMovement, id int64) { m.ID = id }); err != nil {
		return nil, err
	}
	return out, nil
}

// applyOne moves one product's stock and records the movement in one statement on
// PostgreSQL: the row stays locked only from this statement to the commit.
func (l Ledger) applyOne(ctx context.Context, outletID int64, c core.StockChange, at time.Time) ([]core.StockMovement, error) {
	m := core.StockMovement{ProductID: c.ProductID, Delta: c.Delta, Reason: c.Reason, Reference: c.Reference, UserID: c.UserID, UnitID: c.UnitID, OutletID: outletID, CreatedAt: at}
	err := l.conn(ctx).NewRaw("WITH moved AS (UPDATE products SET stock = stock + ? WHERE id = ? AND "+withinBounds("stock", "?")+" RETURNING stock) "+
		"INSERT INTO stock_movements (product_id, delta, stock_after, reason, reference, user_id, unit_id, outlet_id, created_at) "+
		"SELECT ?, ?, moved.stock, ?, ?, ?, ?, ?, ? FROM moved RETURNING id, stock_after",
		c.Delta, c.ProductID, c.Delta, c.Delta, c.Delta, c.ProductID, c.Delta, c.Reason, c.Reference, c.UserID, c.UnitID, outletID, at).Scan(ctx, &m.ID, &m.StockAfter)
	if err = translate(err); errors.Is(err, core.ErrNotFound) {
		return nil, l.refusal(ctx, c.ProductID, c.Delta)
	}
	if err != nil {
		return nil, err
	}
	return []core.StockMovement{m}, nil
}

// move applies the net changes in conditional UPDATEs, so that two cashiers can never both
// take the last unit, and returns each product's new stock. Rows are locked in product order,
// so that two documents touching the same products never wait on each other in a circle.
func (l Ledger) move(ctx context.Context, nets []netChange) (map[int64]int64, error) {
	db := l.conn(ctx)
	stock := make(map[int64]int64, len(nets))
	if len(nets) == 1 {
		var after int64
		err := db.NewUpdate().Table("products").
			Set("stock = stock + ?", nets[0].delta).
			Where("id = ?", nets[0].productID).
			Where(withinBounds("stock", "?"), nets[0].delta, nets[0].delta, nets[0].delta).
			Returning("stock").Scan(ctx, &after)
		if err = translate(err); errors.Is(err, core.ErrNotFound) {
			return nil, l.refusal(ctx, nets[0].productID, nets[0].delta)
		}
		stock[nets[0].productID] = after
		return stock, err
	}
	ids := make([]int64, len(nets))
	for i, n := range nets {
		ids[i] = n.productID
	}
	for start := 0; start < len(nets); start += bulkChunk {
		chunk := nets[start:min(start+bulkChunk, len(nets))]
		if !IsSQLite(db) {
			// SQLite has one writer at a time; PostgreSQL takes the row locks in id order here,
			// the same kind the UPDATE takes, which foreign-key checks on the products do not wait on.
			if _, err := db.NewRaw("SELECT id FROM products WHERE id IN (?) ORDER BY id FOR NO KEY UPDATE", bun.List(ids[start:start+len(chunk)])).Exec(ctx); err != nil {
				return nil, translate(err)
			}
		}
		values := make([]string, len(chunk))
		args := make([]any, 0, 2*len(chunk))
		for i, n := range chunk {
			values[i] = "(?, ?)"
			args = append(args, n.productID, n.delta)
		}
		var rows []struct {
			ID    int64 `bun:"id"`
			Stock int64 `bun:"stock"`
		}
		err := db.NewRaw("WITH moved (product_id, delta) AS (VALUES "+strings.Join(values, ", ")+") "+
			"UPDATE products SET stock = products.stock + moved.delta FROM moved "+
			"WHERE products.id = moved.product_id AND "+withinBounds("products.stock", "moved.delta")+" "+
			"RETURNING products.id, products.stock", args...).Scan(ctx, &rows)
		if err != nil {
			return nil, translate(err)
		}
		for _, r := range rows {
			stock[r.ID] = r.Stock
		}
		for _, n := range chunk {
			if _, ok := stock[n.productID]; !ok {
				return nil, l.refusal(ctx, n.productID, n.delta)
			}
		}
	}
	return stock, nil
}

// withinBounds is the condition under which stock may move by delta: it stays at 0 or more,
// and a rise leaves it at core.MaxStock or less. It does no arithmetic on the stored stock,
// so no stock, however large, can overflow it.
func withinBounds(stock, delta string) string {
	return fmt.Sprintf("%[1]s >= 0 - (%[2]s) AND ((%[2]s) <= 0 OR %[1]s <= %[3]d - (%[2]s))", stock, delta, core.MaxStock)
}

// refusal explains why a product's change could not be made: the product is unknown, its
// stock does not cover the change, or the change would take it past core.MaxStock.
func (l Ledger) refusal(ctx context.Context, productID, delta int64) error {
	var p core.Product
	if err := l.conn(ctx).NewSelect().Model(&p).Column("id", "name", "stock").Where("id = ?", productID).Scan(ctx); err != nil {
		return translate(err)
	}
	if delta > 0 {
		return core.StockAboveLimit(p.Name)
	}
	return &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
}

func (l Ledger) Movements(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.StockMovement], error) {
	items := []core.StockMovement{}
	total, err := l.conn(ctx).NewSelect().Model(&items).
		ModelTableExpr("stock_movements AS stock_movement").
		ColumnExpr("stock_movement.*").ColumnExpr("COALESCE(u.imei, u.serial) AS unit_number").
		Join("LEFT JOIN units AS u ON u.id = stock_movement.unit_id").
		Where("stock_movement.product_id = ?", productID).
		OrderExpr("stock_movement.id DESC").Limit(page.Limit()).Offset(page.Offset()).
		ScanAndCount(ctx)
	return core.Page[core.StockMovement]{Items: items, Total: total}, translate(err)
}
