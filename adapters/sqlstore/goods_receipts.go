package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// GoodsReceipts implements ports.GoodsReceiptRepository.
type GoodsReceipts struct{ *Store }

func (r GoodsReceipts) Create(ctx context.Context, rec *core.GoodsReceipt) error {
	db := r.conn(ctx)
	if _, err := db.NewInsert().Model(rec).Returning("id").Exec(ctx); err != nil {
		return translate(err)
	}
	for i := range rec.Lines {
		rec.Lines[i].ReceiptID = rec.ID
	}
	if len(rec.Lines) == 0 {
		return nil
	}
	_, err := db.NewInsert().Model(&rec.Lines).Returning("id").Exec(ctx)
	return translate(err)
}

func (r GoodsReceipts) SetNumber(ctx context.Context, id int64, number string) error {
	_, err := r.conn(ctx).NewUpdate().Table("goods_receipts").Set("number = ?", number).Where("id = ?", id).Exec(ctx)
	return translate(err)
}

// selectGoodsReceipts reads goods receipts with their supplier's name.
func (r GoodsReceipts) selectGoodsReceipts(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("goods_receipt.*").ColumnExpr("supplier.name AS supplier_name").
		Join("JOIN suppliers AS supplier ON supplier.id = goods_receipt.supplier_id")
}

func (r GoodsReceipts) Get(ctx context.Context, id int64) (core.GoodsReceipt, error) {
	var rec core.GoodsReceipt
	err := r.selectGoodsReceipts(ctx, &rec).
		Relation("Lines", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") }).
		Where("goods_receipt.id = ?", id).Scan(ctx)
	return rec, translate(err)
}

// filterGoodsReceipts keeps the goods receipts of the filter's supplier, outlet, period and
// payment.
func filterGoodsReceipts(q *bun.SelectQuery, f core.GoodsReceiptFilter) *bun.SelectQuery {
	if f.SupplierID != 0 {
		q = q.Where("goods_receipt.supplier_id = ?", f.SupplierID)
	}
	if f.Outlet != 0 {
		q = q.Where("goods_receipt.outlet_id = ?", f.Outlet)
	}
	if f.From != "" {
		q = q.Where("goods_receipt.received_on >= ?", f.From)
	}
	if f.To != "" {
		q = q.Where("goods_receipt.received_on <= ?", f.To)
	}
	if f.Unpaid {
		q = q.Where("goods_receipt.paid < goods_receipt.total")
	}
	return q
}

func (r GoodsReceipts) List(ctx context.Context, f core.GoodsReceiptFilter) (core.Page[core.GoodsReceipt], error) {
	page := core.Page[core.GoodsReceipt]{Items: []core.GoodsReceipt{}}
	n, err := filterGoodsReceipts(r.selectGoodsReceipts(ctx, &page.Items), f).
		Relation("Lines", func(q *bun.SelectQuery) *bun.SelectQuery { return q.OrderExpr("id ASC") }).
		OrderExpr("goods_receipt.received_on DESC, goods_receipt.id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	page.Total = int64(n)
	return page, translate(err)
}

func (r GoodsReceipts) Pay(ctx context.Context, id, amount int64) error {
	res, err := r.conn(ctx).NewUpdate().Table("goods_receipts").Set("paid = paid + ?", amount).
		Where("id = ? AND paid <= total - ?", id, amount).Exec(ctx)
	return rowsOrNotFound(res, err)
}

func (r GoodsReceipts) PerSupplier(ctx context.Context, f core.GoodsReceiptFilter) ([]core.SupplierGoodsReceipts, error) {
	out := []core.SupplierGoodsReceipts{}
	q := r.conn(ctx).NewSelect().TableExpr("goods_receipts AS goods_receipt").
		Join("JOIN suppliers AS supplier ON supplier.id = goods_receipt.supplier_id").
		ColumnExpr("goods_receipt.supplier_id, supplier.name AS supplier_name, COUNT(*) AS receipts").
		ColumnExpr(r.sum("goods_receipt.total") + " AS total, " + r.sum("goods_receipt.paid") + " AS paid, " + r.sum("goods_receipt.total - goods_receipt.paid") + " AS owed").
		GroupExpr("goods_receipt.supplier_id, supplier.name").OrderExpr("total DESC, supplier.name")
	err := filterGoodsReceipts(q, f).Scan(ctx, &out)
	return out, translate(err)
}
