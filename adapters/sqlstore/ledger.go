package sqlstore

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

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
	stock, err := l.move(ctx, outletID, nets)
	if err != nil {
		return nil, err
	}
	// Each movement records the outlet's stock right after it: walk each product's changes in
	// order from the stock the outlet had before the whole set.
	for _, n := range nets {
		stock[n.productID] -= n.delta
	}
	out := make([]core.StockMovement, len(changes))
	for i, c := range changes {
		stock[c.ProductID] += c.Delta
		out[i] = core.StockMovement{ProductID: c.ProductID, Delta: c.Delta, StockAfter: stock[c.ProductID],
			Reason: c.Reason, Reference: c.Reference, UserID: c.UserID, UnitID: c.UnitID, OutletID: outletID, CreatedAt: at}
	}
	if err := insertMany(ctx, l.Store, out, func(m *core.StockMovement, id int64) { m.ID = id }); err != nil {
		return nil, err
	}
	return out, nil
}

// applyOne moves one product's stock, the shop's and the outlet's, and records the movement in
// one statement on PostgreSQL: the rows stay locked only from this statement to the commit.
func (l Ledger) applyOne(ctx context.Context, outletID int64, c core.StockChange, at time.Time) ([]core.StockMovement, error) {
	m := core.StockMovement{ProductID: c.ProductID, Delta: c.Delta, Reason: c.Reason, Reference: c.Reference, UserID: c.UserID, UnitID: c.UnitID, OutletID: outletID, CreatedAt: at}
	// Bound, not written into the text: PostgreSQL parses and plans the statement once per
	// connection rather than for every sale.
	args := []any{c.ProductID, c.Delta, outletID, c.ProductID, c.Delta, string(c.Reason), c.Reference, c.UserID, c.UnitID, outletID, at.UTC().Format(storedTime)}
	parts := strings.Split("WITH moved (product_id, delta) AS (VALUES (CAST(? AS BIGINT), CAST(? AS BIGINT))), "+
		"shop AS ("+moveTotal+"), total AS (SELECT moved.product_id, moved.delta, CAST(? AS BIGINT) AS outlet_id FROM moved JOIN shop ON shop.product_id = moved.product_id), "+
		"outlet AS ("+outletMove(c.Delta > 0)+") "+
		"INSERT INTO stock_movements (product_id, delta, stock_after, reason, reference, user_id, unit_id, outlet_id, created_at) "+
		"SELECT ?, ?, outlet.quantity, ?, ?, ?, ?, ?, ? FROM outlet RETURNING id, stock_after", "?")
	text := parts[0]
	for i, part := range parts[1:] {
		text += string(l.arg(i+1)) + part
	}
	var rows []struct {
		ID         int64 `bun:"id"`
		StockAfter int64 `bun:"stock_after"`
	}
	if err := l.scanBound(ctx, text, &rows, args...); err != nil {
		return nil, translate(err)
	}
	if len(rows) == 0 {
		return nil, l.Refusal(ctx, outletID, c.ProductID, c.Delta)
	}
	m.ID, m.StockAfter = rows[0].ID, rows[0].StockAfter
	return []core.StockMovement{m}, nil
}

// moveTotal moves the shop's stock of each product by the net changes of "moved"
// (product_id, delta), within bounds, and returns the products moved.
var moveTotal = "UPDATE products SET stock = products.stock + moved.delta FROM moved " +
	"WHERE products.id = moved.product_id AND " + withinBounds("products.stock", "moved.delta") + " " +
	"RETURNING products.id AS product_id"

// outletMove moves an outlet's stock of the products "total" (product_id, delta, outlet_id)
// returned, by their deltas that rise (or stay: changes that cancel out) when up, else by those
// that fall, within bounds, and returns each product's stock at the outlet after. A rise makes
// the row of an outlet that held none of the product.
//
// The outlet is a column of "total", not a parameter compared with product_stock.outlet_id:
// SQLite, its statistics read (ANALYZE), plans such a comparison for the value bound and so
// prepares the statement again on every run (in the bench a tenth of a sale's moves).
func outletMove(up bool) string {
	if up {
		return "INSERT INTO product_stock (product_id, outlet_id, quantity) SELECT product_id, outlet_id, delta FROM total WHERE delta >= 0 " +
			"ON CONFLICT (product_id, outlet_id) DO UPDATE SET quantity = product_stock.quantity + excluded.quantity " +
			"WHERE " + withinBounds("product_stock.quantity", "excluded.quantity") + " RETURNING product_id, quantity"
	}
	return "UPDATE product_stock SET quantity = product_stock.quantity + total.delta FROM total " +
		"WHERE product_stock.product_id = total.product_id AND product_stock.outlet_id = total.outlet_id AND total.delta < 0 AND " +
		withinBounds("product_stock.quantity", "total.delta") + " RETURNING product_stock.product_id, product_stock.quantity"
}

// move applies the net changes in conditional UPDATEs, so that two cashiers can never both
// take the last unit, and returns each product's new stock at the outlet. The shop's total
// moves first and then the outlet's, rows in product order, so that two documents touching the
// same products never wait on each other in a circle.
func (l Ledger) move(ctx context.Context, outletID int64, nets []netChange) (map[int64]int64, error) {
	stock := make(map[int64]int64, len(nets))
	for start := 0; start < len(nets); start += bulkChunk {
		chunk := nets[start:min(start+bulkChunk, len(nets))]
		if !IsSQLite(l.db) && len(chunk) > 1 {
			// SQLite has one writer at a time; PostgreSQL takes the row locks in id order here,
			// the same kind the UPDATE takes, which foreign-key checks on the products do not wait on.
			ids := make([]int64, len(chunk))
			for i, n := range chunk {
				ids[i] = n.productID
			}
			placeholders, args := l.boundIDs(ids)
			var locked []int64
			if err := l.scanBound(ctx, "SELECT id FROM products WHERE id IN ("+string(placeholders)+") ORDER BY id FOR NO KEY UPDATE", &locked, args...); err != nil {
				return nil, translate(err)
			}
		}
		// The changes are bound, not written into the text: a sale's statements are prepared
		// once per connection (parsing them was a third of SQLite's CPU in the cashier rush).
		args := make([]any, 0, 2*len(chunk)+1)
		for _, n := range chunk {
			args = append(args, n.productID, n.delta)
		}
		outlet := l.arg(len(args) + 1)
		changes, atOutlet := make([]string, len(chunk)), make([]string, len(chunk))
		for i := range chunk {
			change := fmt.Sprintf("CAST(%s AS BIGINT), CAST(%s AS BIGINT)", l.arg(2*i+1), l.arg(2*i+2))
			changes[i] = "(" + change + ")"
			atOutlet[i] = fmt.Sprintf("(%s, CAST(%s AS BIGINT))", change, outlet)
		}
		with := "WITH moved (product_id, delta) AS (VALUES " + strings.Join(changes, ", ") + ") "
		var moved []int64
		if err := l.scanBound(ctx, with+moveTotal, &moved, args...); err != nil {
			return nil, translate(err)
		}
		if err := l.refuseMissing(ctx, outletID, chunk, moved); err != nil {
			return nil, err
		}
		// SQLite's statements modify no table inside a WITH: the outlet's rows move from the
		// same changes, as "total" again.
		with = "WITH total (product_id, delta, outlet_id) AS (VALUES " + strings.Join(atOutlet, ", ") + ") "
		args = append(args, outletID)
		moved = moved[:0]
		for _, up := range []bool{true, false} {
			if !slices.ContainsFunc(chunk, func(n netChange) bool { return (n.delta >= 0) == up }) {
				continue
			}
			var rows []struct {
				ProductID int64 `bun:"product_id"`
				Quantity  int64 `bun:"quantity"`
			}
			if err := l.scanBound(ctx, with+outletMove(up), &rows, args...); err != nil {
				return nil, translate(err)
			}
			for _, r := range rows {
				stock[r.ProductID] = r.Quantity
				moved = append(moved, r.ProductID)
			}
		}
		if err := l.refuseMissing(ctx, outletID, chunk, moved); err != nil {
			return nil, err
		}
	}
	return stock, nil
}

// refuseMissing refuses the first change of the chunk that did not move.
func (l Ledger) refuseMissing(ctx context.Context, outletID int64, chunk []netChange, moved []int64) error {
	for _, n := range chunk {
		if !slices.Contains(moved, n.productID) {
			return l.Refusal(ctx, outletID, n.productID, n.delta)
		}
	}
	return nil
}

// withinBounds is the condition under which stock may move by delta: it stays at 0 or more,
// and a rise leaves it at core.MaxStock or less. It does no arithmetic on the stored stock,
// so no stock, however large, can overflow it.
func withinBounds(stock, delta string) string {
	return fmt.Sprintf("%[1]s >= 0 - (%[2]s) AND ((%[2]s) <= 0 OR %[1]s <= %[3]d - (%[2]s))", stock, delta, core.MaxStock)
}

// Refusal explains why a product's change at an outlet could not be made: the product is
// unknown, the outlet's stock does not cover the change, or the change would take the stock
// past core.MaxStock. A shop of several outlets hears which outlet is short.
func (l Ledger) Refusal(ctx context.Context, outletID, productID, delta int64) error {
	var p struct {
		ID     int64   `bun:"id"`
		Name   string  `bun:"name"`
		Held   int64   `bun:"held"`
		Outlet *string `bun:"outlet"`
	}
	err := l.conn(ctx).NewRaw("SELECT p.id, p.name, COALESCE((SELECT quantity FROM product_stock WHERE product_id = p.id AND outlet_id = ?), 0) AS held, "+
		"(SELECT name FROM outlets WHERE id = ? AND EXISTS (SELECT 1 FROM outlets WHERE id <> ?)) AS outlet FROM products AS p WHERE p.id = ?",
		outletID, outletID, outletID, productID).Scan(ctx, &p)
	if err != nil {
		return translate(err)
	}
	if delta > 0 {
		return core.StockAboveLimit(p.Name)
	}
	out := &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Held}
	if p.Outlet != nil {
		out.Outlet = *p.Outlet
	}
	return out
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

// AtOutlets answers nothing in a shop with one outlet, without a statement: the outlets are kept.
func (l Ledger) AtOutlets(ctx context.Context, productIDs []int64) (map[int64][]core.OutletStock, error) {
	out := map[int64][]core.OutletStock{}
	outlets, err := l.outletNames(ctx)
	if err != nil || len(outlets) < 2 || len(productIDs) == 0 {
		return out, err
	}
	var rows []struct {
		ProductID int64 `bun:"product_id"`
		OutletID  int64 `bun:"outlet_id"`
		Quantity  int64 `bun:"quantity"`
	}
	if err = l.scanBound(ctx, l.stockOfProducts(len(productIDs)), &rows, l.idsArg(productIDs)...); err != nil {
		return out, translate(err)
	}
	held := make(map[[2]int64]int64, len(rows))
	for _, r := range rows {
		held[[2]int64{r.ProductID, r.OutletID}] = r.Quantity
	}
	for _, id := range productIDs {
		at := make([]core.OutletStock, len(outlets))
		for i, o := range outlets {
			at[i] = core.OutletStock{OutletID: o.OutletID, OutletName: o.OutletName, Quantity: held[[2]int64{id, o.OutletID}]}
		}
		out[id] = at
	}
	return out, nil
}

// stockOfProducts reads each outlet's stock of n products, their ids bound (idsArg), not
// written into the text: a page's ids read through one prepared statement (the text with the
// ids in it was parsed on every staff product read, 6 % of their CPU). On SQLite the ids are
// one JSON array walked in a loop of lookups: a list of ids (IN) was re-prepared for the values
// bound, as SQLite's statistics allow, and read through an index it built for each page (the
// stock at each outlet cost more than the page's own products in the staff reads' profile).
func (l Ledger) stockOfProducts(n int) string {
	if IsSQLite(l.db) {
		return "SELECT s.product_id, s.outlet_id, s.quantity FROM json_each(?) AS j CROSS JOIN product_stock AS s ON s.product_id = j.value"
	}
	return "SELECT product_id, outlet_id, quantity FROM product_stock WHERE product_id IN (" + string(l.args(n)) + ")"
}

// idsArg is the values stockOfProducts binds: on SQLite one JSON array of the ids.
func (l Ledger) idsArg(ids []int64) []any {
	if IsSQLite(l.db) {
		raw, _ := json.Marshal(ids)
		return []any{string(raw)}
	}
	_, args := l.boundIDs(ids)
	return args
}
