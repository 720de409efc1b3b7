package sqlstore

import (
	"context"
	"strings"

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

func (r Products) List(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error) {
	items := []core.Product{}
	q := r.conn(ctx).NewSelect().Model(&items)
	if f.Search != "" {
		pattern := likePattern(f.Search)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(product.name) LIKE ? ESCAPE '\'`, pattern).WhereOr(`lower(product.barcode) LIKE ? ESCAPE '\'`, pattern)
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
	err := r.conn(ctx).NewSelect().Model(&p).Where("product.id = ?", id).Scan(ctx)
	return p, translate(err)
}

func (r Products) Categories(ctx context.Context) ([]string, error) {
	var names []string
	err := r.conn(ctx).NewRaw(`SELECT category FROM products UNION SELECT name FROM categories ORDER BY 1`).Scan(ctx, &names)
	return names, translate(err)
}

// likePattern makes a case-insensitive substring pattern with LIKE's wildcards escaped.
func likePattern(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(s))
	return "%" + s + "%"
}

func (r Products) Create(ctx context.Context, p *core.Product) error {
	p.Stock = 0
	_, err := r.conn(ctx).NewInsert().Model(p).Returning("id").Exec(ctx)
	return translate(err)
}

func (r Products) FindByBarcode(ctx context.Context, barcode string) (core.Product, error) {
	var p core.Product
	err := r.conn(ctx).NewSelect().Model(&p).Where("product.barcode = ?", barcode).Scan(ctx)
	return p, translate(err)
}
