package sqlstore

import (
	"context"
	"errors"
	"time"

	"github.com/konterhp/konter/core"
)

// Ledger implements ports.StockLedger.
type Ledger struct{ *Store }

func (l Ledger) Apply(ctx context.Context, c core.StockChange, at time.Time) (core.StockMovement, error) {
	db := l.conn(ctx)
	m := core.StockMovement{
		ProductID: c.ProductID, Delta: c.Delta, Reason: c.Reason, Reference: c.Reference, UserID: c.UserID, CreatedAt: at,
	}
	// One conditional UPDATE: two cashiers can never both take the last unit.
	err := db.NewUpdate().Table("products").
		Set("stock = stock + ?", c.Delta).
		Where("id = ?", c.ProductID).
		Where("stock + ? >= 0", c.Delta).
		Returning("stock").
		Scan(ctx, &m.StockAfter)
	if err = translate(err); errors.Is(err, core.ErrNotFound) {
		// Nothing updated: either the product is unknown or its stock does not cover the change.
		var p core.Product
		if err := db.NewSelect().Model(&p).Column("id", "name", "stock").Where("id = ?", c.ProductID).Scan(ctx); err != nil {
			return m, translate(err)
		}
		return m, &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
	}
	if err != nil {
		return m, err
	}
	_, err = db.NewInsert().Model(&m).Exec(ctx)
	return m, translate(err)
}

func (l Ledger) Movements(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.StockMovement], error) {
	items := []core.StockMovement{}
	total, err := l.conn(ctx).NewSelect().Model(&items).
		ModelTableExpr("stock_movements AS stock_movement").
		Where("product_id = ?", productID).
		OrderExpr("id DESC").Limit(page.Limit()).Offset(page.Offset()).
		ScanAndCount(ctx)
	return core.Page[core.StockMovement]{Items: items, Total: total}, translate(err)
}
