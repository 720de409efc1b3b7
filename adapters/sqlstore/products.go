package sqlstore

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// Products implements ports.ProductRepository.
type Products struct{ *Store }

var productOrder = map[core.ProductSort]string{
	core.SortNameAsc:         "lower(product.name) ASC, product.id ASC",
	core.SortNameDesc:        "lower(product.name) DESC, product.id DESC",
	core.SortRetailPriceAsc:  "product.retail_price ASC, product.id ASC",
	core.SortRetailPriceDesc: "product.retail_price DESC, product.id DESC",
}

// selectProducts reads products with their supplier's name.
func (r Products) selectProducts(ctx context.Context, model any) *bun.SelectQuery {
	return r.conn(ctx).NewSelect().Model(model).
		ColumnExpr("product.*").ColumnExpr("supplier.name AS supplier_name").
		Join("LEFT JOIN suppliers AS supplier ON supplier.id = product.supplier_id")
}

func (r Products) List(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error) {
	items := []core.Product{}
	q := r.selectProducts(ctx, &items)
	if f.Search != "" {
		pattern := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.Where(`lower(product.name) LIKE ? ESCAPE '\'`, pattern).WhereOr(`lower(product.barcode) LIKE ? ESCAPE '\'`, pattern)
			if id, err := strconv.ParseInt(f.Search, 10, 64); err == nil {
				q = q.WhereOr("product.id = ?", id) // the product code the stock page shows
			}
			return q
		})
	}
	if f.Category != "" {
		q = q.Where("product.category = ?", f.Category)
	}
	total, err := q.OrderExpr(productOrder[f.Sort]).Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	if err != nil {
		return core.Page[core.Product]{}, translate(err)
	}
	return core.Page[core.Product]{Items: items, Total: total}, nil
}

func (r Products) Get(ctx context.Context, id int64) (core.Product, error) {
	var p core.Product
	err := r.selectProducts(ctx, &p).Where("product.id = ?", id).Scan(ctx)
	return p, translate(err)
}

func (r Products) FindByBarcode(ctx context.Context, barcode string) (core.Product, error) {
	var p core.Product
	err := r.selectProducts(ctx, &p).Where("product.barcode = ?", barcode).Scan(ctx)
	return p, translate(err)
}

func (r Products) Categories(ctx context.Context) ([]string, error) {
	var names []string
	err := r.conn(ctx).NewRaw(`SELECT category FROM products UNION SELECT name FROM categories ORDER BY 1`).Scan(ctx, &names)
	return names, translate(err)
}

func (r Products) CategoryExists(ctx context.Context, name string) (bool, error) {
	var n int
	err := r.conn(ctx).NewRaw(`SELECT (SELECT COUNT(*) FROM products WHERE lower(category) = lower(?)) +
		(SELECT COUNT(*) FROM categories WHERE lower(name) = lower(?))`, name, name).Scan(ctx, &n)
	return n > 0, translate(err)
}

func (r Products) AddCategory(ctx context.Context, name string, at time.Time) error {
	_, err := r.conn(ctx).NewRaw("INSERT INTO categories (name, created_at) VALUES (?, ?)", name, at).Exec(ctx)
	return translate(err)
}

func (r Products) Create(ctx context.Context, p *core.Product) error {
	p.Stock = 0
	_, err := r.conn(ctx).NewInsert().Model(p).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Products) Update(ctx context.Context, id int64, fn func(p *core.Product) error) (core.Product, error) {
	var p core.Product
	err := r.WithinTx(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&p).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&p); err != nil {
			return err
		}
		// Stock is never written here: it moves only through the ledger.
		if _, err := r.conn(ctx).NewUpdate().Model(&p).ExcludeColumn("stock", "created_at").WherePK().Exec(ctx); err != nil {
			return translate(err)
		}
		fresh, err := r.Get(ctx, id)
		p = fresh
		return err
	})
	return p, err
}

func (r Products) Delete(ctx context.Context, id int64) error {
	return r.WithinTx(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Model((*core.Product)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

// likePattern makes a case-insensitive substring pattern with LIKE's wildcards escaped.
func likePattern(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(s))
	return "%" + s + "%"
}
