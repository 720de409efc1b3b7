package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// News implements ports.NewsRepository.
type News struct{ *Store }

// selectNews reads articles with their author's name.
func (r News) selectNews(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("news.*").ColumnExpr("NULLIF(author.full_name, '') AS author_name").
		Join("LEFT JOIN users AS author ON author.id = news.author_id")
}

func (r News) List(ctx context.Context, f core.NewsFilter) (core.Page[core.News], error) {
	items := []core.News{}
	q := r.selectNews(ctx, &items)
	if f.Status != "" {
		q = q.Where("news.status = ?", f.Status)
	}
	if f.PublishedBy != nil {
		q = q.Where("news.status = ?", core.NewsPublished).Where("news.published_at <= ?", *f.PublishedBy).
			OrderExpr("news.published_at DESC, news.id DESC")
	} else {
		q = q.OrderExpr("news.created_at DESC, news.id DESC")
	}
	total, err := q.Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.News]{Items: items, Total: total}, translate(err)
}

func (r News) Get(ctx context.Context, id int64) (core.News, error) {
	var n core.News
	err := r.selectNews(ctx, &n).Where("news.id = ?", id).Scan(ctx)
	return n, translate(err)
}

func (r News) FindBySlug(ctx context.Context, slug string) (core.News, error) {
	var n core.News
	err := r.selectNews(ctx, &n).Where("news.slug = ?", slug).Scan(ctx)
	return n, translate(err)
}

func (r News) Create(ctx context.Context, n *core.News) error {
	_, err := r.conn(ctx).NewInsert().Model(n).Returning("id").Exec(ctx)
	return translate(err)
}

func (r News) Update(ctx context.Context, id int64, fn func(n *core.News) error) (core.News, error) {
	var n core.News
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&n).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&n); err != nil {
			return err
		}
		if _, err := r.conn(ctx).NewUpdate().Model(&n).ExcludeColumn("created_at", "author_id").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		fresh, err := r.Get(ctx, id)
		n = fresh
		return err
	})
	return n, err
}

func (r News) Delete(ctx context.Context, id int64) error {
	res, err := r.conn(ctx).NewDelete().Model((*core.News)(nil)).Where("id = ?", id).Exec(ctx)
	return rowsOrNotFound(res, err)
}

// Ads implements ports.AdRepository.
type Ads struct{ *Store }

func (r Ads) List(ctx context.Context, f core.AdFilter) (core.Page[core.Advertisement], error) {
	items := []core.Advertisement{}
	q := r.conn(ctx).NewSelect().Model(&items)
	if f.Placement != "" {
		q = q.Where("placement = ?", f.Placement)
	}
	if f.ActiveOnly {
		q = q.Where("is_active = ?", true)
	}
	total, err := q.OrderExpr("placement, sort_order, id").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.Advertisement]{Items: items, Total: total}, translate(err)
}

func (r Ads) Get(ctx context.Context, id int64) (core.Advertisement, error) {
	var a core.Advertisement
	err := r.conn(ctx).NewSelect().Model(&a).Where("id = ?", id).Scan(ctx)
	return a, translate(err)
}

func (r Ads) Create(ctx context.Context, a *core.Advertisement) error {
	_, err := r.conn(ctx).NewInsert().Model(a).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Ads) Delete(ctx context.Context, id int64) error {
	res, err := r.conn(ctx).NewDelete().Model((*core.Advertisement)(nil)).Where("id = ?", id).Exec(ctx)
	return rowsOrNotFound(res, err)
}
