package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Orders implements ports.OrderRepository.
type Orders struct{ *Store }

func (r Orders) Create(ctx context.Context, o *core.Order, items []core.OrderItem) error {
	return r.Join(ctx, func(ctx context.Context) error {
		if err := insertMany(ctx, r.Store, []*core.Order{o}, func(o **core.Order, id int64) { (*o).ID = id }); err != nil {
			return err
		}
		for i := range items {
			items[i].OrderID = o.ID
		}
		return insertMany(ctx, r.Store, items, func(it *core.OrderItem, id int64) { it.ID = id })
	})
}

func (r Orders) SetNumber(ctx context.Context, id int64, number string) error {
	return translate(r.execBound(ctx, "UPDATE orders SET order_number = "+string(r.arg(1))+" WHERE id = "+string(r.arg(2)), number, id))
}

func (r Orders) Get(ctx context.Context, id int64) (core.Order, error) {
	var o core.Order
	err := r.conn(ctx).NewSelect().Model(&o).Where("id = ?", id).Scan(ctx)
	return o, translate(err)
}

func (r Orders) Items(ctx context.Context, orderID int64) ([]core.OrderItem, error) {
	items := []core.OrderItem{}
	err := r.conn(ctx).NewSelect().Model(&items).
		ColumnExpr("order_item.*").ColumnExpr("product.name AS product_name, product.image_url AS product_image_url").
		Join("JOIN products AS product ON product.id = order_item.product_id").
		Where("order_item.order_id = ?", orderID).OrderExpr("order_item.id ASC").Scan(ctx)
	return items, translate(err)
}

func (r Orders) ListForMember(ctx context.Context, memberID int64, page core.PageRequest) (core.Page[core.Order], error) {
	items := []core.Order{}
	total, err := r.conn(ctx).NewSelect().Model(&items).Where("member_id = ?", memberID).
		OrderExpr("created_at DESC, id DESC").Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.Order]{Items: items, Total: total}, translate(err)
}

// Reviews implements ports.ReviewRepository.
type Reviews struct{ *Store }

// selectReviews reads reviews with their author's name and photo (never the e-mail address).
func (r Reviews) selectReviews(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).ModelTableExpr("product_reviews AS review").
		ColumnExpr("review.*").ColumnExpr("author.full_name AS author_name, author.avatar_url AS author_avatar_url").
		Join("LEFT JOIN users AS author ON author.id = review.user_id")
}

func (r Reviews) Save(ctx context.Context, rv *core.Review) (bool, error) {
	var before int
	err := r.conn(ctx).NewRaw("SELECT COUNT(*) FROM product_reviews WHERE product_id = ? AND user_id = ?", rv.ProductID, rv.UserID).Scan(ctx, &before)
	if err != nil {
		return false, translate(err)
	}
	err = r.conn(ctx).NewRaw(`INSERT INTO product_reviews (product_id, user_id, rating, comment, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (product_id, user_id) DO UPDATE
		SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, updated_at = EXCLUDED.updated_at
		RETURNING id`, rv.ProductID, rv.UserID, rv.Rating, rv.Comment, rv.CreatedAt, rv.UpdatedAt).Scan(ctx, &rv.ID)
	return before == 0, translate(err)
}

func (r Reviews) Get(ctx context.Context, id int64) (core.Review, error) {
	var rv core.Review
	err := r.selectReviews(ctx, &rv).Where("review.id = ?", id).Scan(ctx)
	return rv, translate(err)
}

func (r Reviews) List(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.Review], error) {
	items := []core.Review{}
	total, err := r.selectReviews(ctx, &items).Where("review.product_id = ?", productID).
		OrderExpr("review.created_at DESC, review.id DESC").Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.Review]{Items: items, Total: total}, translate(err)
}

func (r Reviews) AverageRating(ctx context.Context, productID int64) (float64, error) {
	var avg float64
	err := r.conn(ctx).NewRaw("SELECT COALESCE(CAST(AVG(rating) AS DOUBLE PRECISION), 0.0) FROM product_reviews WHERE product_id = ?", productID).Scan(ctx, &avg)
	return avg, translate(err)
}

// Visits implements ports.VisitRepository.
type Visits struct{ *Store }

func (r Visits) Increment(ctx context.Context, day string) (int64, error) {
	var n int64
	err := r.conn(ctx).NewRaw(`INSERT INTO daily_visits (date, count) VALUES (?, 1)
		ON CONFLICT (date) DO UPDATE SET count = daily_visits.count + 1
		RETURNING count`, day).Scan(ctx, &n)
	return n, translate(err)
}
