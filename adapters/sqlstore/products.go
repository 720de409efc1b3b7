package sqlstore

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	if f.Search == "" {
		items := []core.Product{}
		q := r.filter(r.selectProducts(ctx, &items), f)
		total, err := q.OrderExpr(productOrder[f.Sort]).Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
		return core.Page[core.Product]{Items: items, Total: total}, translate(err)
	}
	// A search is costly to repeat: the page and the number of matches come from one query.
	rows := []struct {
		core.Product `bun:",extend"`
		Total        int64 `bun:"total_rows,scanonly"`
	}{}
	q := r.filter(r.selectProducts(ctx, &rows), f)
	if err := q.ColumnExpr("COUNT(*) OVER () AS total_rows").OrderExpr(productOrder[f.Sort]).Limit(f.Limit()).Offset(f.Offset()).Scan(ctx); err != nil {
		return core.Page[core.Product]{}, translate(err)
	}
	page := core.Page[core.Product]{Items: make([]core.Product, len(rows))}
	for i, row := range rows {
		page.Items[i], page.Total = row.Product, row.Total
	}
	if len(rows) == 0 && f.Offset() > 0 {
		// Past the last page the window saw no rows: count on their own.
		n, err := r.filter(r.conn(ctx).NewSelect().Model((*core.Product)(nil)), f).Count(ctx)
		page.Total = int64(n)
		return page, translate(err)
	}
	return page, nil
}

// filter applies the search and the category.
func (r Products) filter(q *bun.SelectQuery, f core.ProductFilter) *bun.SelectQuery {
	if f.Search != "" {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.WhereGroup(" OR ", func(q *bun.SelectQuery) *bun.SelectQuery { return r.matchWords(q, f.Search) })
			if id, err := strconv.ParseInt(f.Search, 10, 64); err == nil {
				q = q.WhereOr("product.id = ?", id) // the product code the stock page shows
			}
			return q
		})
	}
	if f.Category != "" {
		q = q.Where("product.category = ?", f.Category)
	}
	if f.InStock {
		q = q.Where("product.stock > 0")
	}
	return q
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
	err := r.atomic(ctx, func(ctx context.Context) error {
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
	return r.atomic(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Model((*core.Product)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

// matchWords keeps products whose name or barcode holds every word of the search, in any
// case. Words of three letters or more use the trigram index (FTS5 on SQLite, pg_trgm on
// PostgreSQL); shorter ones are matched row by row.
func (r Products) matchWords(q *bun.SelectQuery, search string) *bun.SelectQuery {
	var indexed []string
	for _, w := range strings.Fields(strings.ToLower(search)) {
		if IsSQLite(r.db) && utf8.RuneCountInString(w) >= 3 {
			indexed = append(indexed, `"`+strings.ReplaceAll(w, `"`, `""`)+`"`)
			continue
		}
		p := likePattern(w)
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(product.name) LIKE ? ESCAPE '\'`, p).WhereOr(`lower(product.barcode) LIKE ? ESCAPE '\'`, p)
		})
	}
	if len(indexed) > 0 {
		q = q.Where("product.id IN (SELECT rowid FROM products_search WHERE products_search MATCH ?)", strings.Join(indexed, " AND "))
	}
	return q
}

// likePattern makes a case-insensitive substring pattern with LIKE's wildcards escaped.
func likePattern(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(s))
	return "%" + s + "%"
}
