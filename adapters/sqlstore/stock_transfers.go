package sqlstore

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// StockTransfers implements ports.StockTransferRepository.
type StockTransfers struct{ *Store }

func (r StockTransfers) Create(ctx context.Context, t *core.StockTransfer) error {
	return r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		if _, err := db.NewInsert().Model(t).Returning("id").Exec(ctx); err != nil {
			return translate(err)
		}
		for i := range t.Lines {
			t.Lines[i].TransferID = t.ID
		}
		for i := range t.Units {
			t.Units[i].TransferID = t.ID
		}
		if err := insertMany(ctx, r.Store, t.Lines, func(l *core.StockTransferLine, id int64) { l.ID = id }); err != nil {
			return err
		}
		if len(t.Units) == 0 {
			return nil
		}
		_, err := db.NewInsert().Model(&t.Units).Exec(ctx)
		return translate(err)
	})
}

func (r StockTransfers) SetNumber(ctx context.Context, id int64, number string) error {
	_, err := r.conn(ctx).NewUpdate().Table("stock_transfers").Set("number = ?", number).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

// selectTransfers reads transfers with their outlets' and staff's names.
func (r StockTransfers) selectTransfers(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("stock_transfer.*").
		ColumnExpr("src.name AS from_outlet_name").ColumnExpr("dst.name AS to_outlet_name").
		ColumnExpr("sender.full_name AS sent_by_name").ColumnExpr("receiver.full_name AS received_by_name").
		Join("JOIN outlets AS src ON src.id = stock_transfer.from_outlet_id").
		Join("JOIN outlets AS dst ON dst.id = stock_transfer.to_outlet_id").
		Join("LEFT JOIN users AS sender ON sender.id = stock_transfer.sent_by").
		Join("LEFT JOIN users AS receiver ON receiver.id = stock_transfer.received_by")
}

func (r StockTransfers) Get(ctx context.Context, id int64) (core.StockTransfer, error) {
	var t core.StockTransfer
	if err := r.selectTransfers(ctx, &t).Where("stock_transfer.id = ?", id).Scan(ctx); err != nil {
		return t, translate(err)
	}
	t.Lines = []core.StockTransferLine{}
	if err := r.conn(ctx).NewSelect().Model(&t.Lines).Where("transfer_id = ?", id).OrderExpr("id").Scan(ctx); err != nil {
		return t, translate(err)
	}
	t.Units = []core.StockTransferUnit{}
	err := r.conn(ctx).NewSelect().Model(&t.Units).Where("transfer_id = ?", id).OrderExpr("product_id, unit_id").Scan(ctx)
	return t, translate(err)
}

func (r StockTransfers) List(ctx context.Context, f core.StockTransferFilter) (core.Page[core.StockTransfer], error) {
	items := []core.StockTransfer{}
	q := r.selectTransfers(ctx, &items)
	if f.Outlets != nil {
		q = q.Where("(stock_transfer.from_outlet_id IN (?) OR stock_transfer.to_outlet_id IN (?))", bun.List(f.Outlets), bun.List(f.Outlets))
	}
	if f.Status != "" {
		q = q.Where("stock_transfer.status = ?", f.Status)
	}
	total, err := q.OrderExpr("stock_transfer.sent_at DESC, stock_transfer.id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.StockTransfer]{Items: items, Total: total}, translate(err)
}

func (r StockTransfers) Receive(ctx context.Context, id int64, status core.StockTransferStatus, received map[int64]int64, units []int64, by int64, at time.Time) (bool, error) {
	var done bool
	err := r.Join(ctx, func(ctx context.Context) error {
		db := r.conn(ctx)
		res, err := db.NewUpdate().Table("stock_transfers").
			Set("status = ?", status).Set("received_by = ?", by).Set("received_at = ?", at).
			Where("id = ? AND status = ?", id, core.TransferSent).Exec(ctx)
		if err != nil {
			return translate(err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		done = true
		for line, n := range received {
			if _, err := db.NewUpdate().Table("stock_transfer_lines").Set("received = ?", n).
				Where("id = ? AND transfer_id = ?", line, id).Exec(ctx); err != nil {
				return translate(err)
			}
		}
		if len(units) == 0 {
			return nil
		}
		_, err = db.NewUpdate().Table("stock_transfer_units").Set("received = TRUE").
			Where("transfer_id = ? AND unit_id IN (?)", id, bun.List(units)).Exec(ctx)
		return translate(err)
	})
	return done, err
}

func (r StockTransfers) Settle(ctx context.Context, id int64, settlement core.TransferSettlement, by int64, at time.Time) (bool, error) {
	res, err := r.conn(ctx).NewUpdate().Table("stock_transfers").
		Set("status = ?", core.TransferSettled).Set("settlement = ?", settlement).Set("settled_by = ?", by).Set("settled_at = ?", at).
		Where("id = ? AND status = ?", id, core.TransferShort).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
