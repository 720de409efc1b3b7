package sqlstore

import (
	"context"
	"slices"
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

// selectProducts reads products with their supplier's name. The name is a subquery rather than
// a join: SQLite runs it for the rows answered alone, where a join also needed, for every row a
// page skips, the product's row (to find its supplier) besides the index it walks (in the bench
// a fifth of the stock page's fifth page).
func (r Products) selectProducts(ctx context.Context, model any) *bun.SelectQuery {
	return r.tableColumns(r.conn(ctx).NewSelect().Model(model)).
		ColumnExpr("(SELECT supplier.name FROM suppliers AS supplier WHERE supplier.id = product.supplier_id) AS supplier_name")
}

// A search for a common word ("samsung": thousands of matches) is answered best by walking
// the sort order's index (within the category's, when one is asked) and testing each row until
// the page is full, which stops early. For rarer words, whose matches may all sit far down the
// index, it is better to fetch the matches through the trigram index and sort them. The count,
// taken first, decides: the page walks when, at the matches' density in the walked products,
// it is full after walkRows rows or fewer. (In the bench a category's search in price order
// through the trigram index took 4.4 ms on SQLite, the walk of its 210 rows 0.3 ms.)
const walkRows = 500

// sortMatches orders like productOrder through expressions no index provides, so that
// PostgreSQL fetches the matches by the trigram index and sorts them instead of walking.
var sortMatches = map[core.ProductSort]string{
	core.SortNameAsc:         "lower(product.name) || '' ASC, product.id ASC",
	core.SortNameDesc:        "lower(product.name) || '' DESC, product.id DESC",
	core.SortRetailPriceAsc:  "product.retail_price + 0 ASC, product.id ASC",
	core.SortRetailPriceDesc: "product.retail_price + 0 DESC, product.id DESC",
}

func (r Products) List(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error) {
	page := core.Page[core.Product]{Items: make([]core.Product, 0, f.Limit())}
	n, err := r.count(ctx, f)
	page.Total = n
	if err != nil || n <= f.Offset() {
		return page, translate(err)
	}
	walk := true
	if f.Search != "" {
		walked, err := r.count(ctx, core.ProductFilter{Category: f.Category})
		if err != nil {
			return page, translate(err)
		}
		walk = (f.Offset()+f.Limit())*walked <= n*walkRows
	}
	order := productOrder[f.Sort]
	if !walk && !IsSQLite(r.db) {
		order = sortMatches[f.Sort]
	}
	// SQLite walks when the search does not use its FTS5 index.
	b := r.binding()
	err = r.scanRead(ctx, r.filter(r.selectProducts(ctx, (*core.Product)(nil)), f, !walk, b.bind).
		OrderExpr(order).Limit(f.Limit()).Offset(f.Offset()), &page.Items, b.values...)
	return page, translate(err)
}

// count is the number of products the filter keeps, kept between changes (keptTotals) but
// for the products in stock, which every sale changes.
func (r Products) count(ctx context.Context, f core.ProductFilter) (int64, error) {
	if f.InStock {
		return r.countNow(ctx, f)
	}
	counted := f
	counted.Sort, counted.PageRequest = "", core.PageRequest{}
	return r.total(ctx, listKey("products", counted), func() (int64, error) { return r.countNow(ctx, f) })
}

// countNow counts the products the filter keeps. On SQLite a search of whole words alone is
// counted in the trigram index, without touching the products.
func (r Products) countNow(ctx context.Context, f core.ProductFilter) (int64, error) {
	words := core.SearchWords(f.Search)
	_, numeric := strconv.ParseInt(f.Search, 10, 64)
	if IsSQLite(r.db) && len(words) > 0 && f.Category == "" && !f.InStock && numeric != nil && !unitSearch(f.Search) &&
		!slices.ContainsFunc(words, func(w string) bool { return utf8.RuneCountInString(w) < 3 }) {
		var n int64
		err := r.conn(ctx).NewRaw("SELECT count(*) FROM products_search WHERE products_search MATCH ?", ftsQuery(words)).Scan(ctx, &n)
		return n, err
	}
	indexed, err := r.countThroughIndex(ctx, f)
	if err != nil {
		return 0, err
	}
	return r.filter(r.conn(ctx).NewSelect().Model((*core.Product)(nil)), f, indexed, literal).Count(ctx)
}

// countWalkRows is the most products a category may hold for SQLite to count a search within it
// by walking the category's index, testing each product's name and barcode there, as the page
// walks it: through the trigram index every match is looked up in the products' table to learn
// its category (in the bench a category of 1,700 products was counted in a fifth of the time
// the trigram index took, which costs about as much as walking 8,000).
const countWalkRows = 4000

// countThroughIndex tells whether the search's count goes through SQLite's trigram index, rather
// than walking a small category's index (countWalkRows). A search beyond ASCII is counted by the
// trigram index, which ignores the case of every letter where LIKE ignores only ASCII's.
func (r Products) countThroughIndex(ctx context.Context, f core.ProductFilter) (bool, error) {
	if !IsSQLite(r.db) || f.Search == "" || f.Category == "" ||
		strings.IndexFunc(f.Search, func(c rune) bool { return c >= utf8.RuneSelf }) >= 0 {
		return true, nil
	}
	n, err := r.count(ctx, core.ProductFilter{Category: f.Category})
	return n > countWalkRows, err
}

// filter applies the search and the category; indexed lets the search use the trigram index.
// Each value goes through bind: written into the text (literal) or bound (binding.bind).
func (r Products) filter(q *bun.SelectQuery, f core.ProductFilter, indexed bool, bind func(any) any) *bun.SelectQuery {
	if f.Search != "" {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.WhereGroup(" OR ", func(q *bun.SelectQuery) *bun.SelectQuery { return r.matchWords(q, f.Search, indexed, bind) })
			if code, err := strconv.ParseInt(f.Search, 10, 64); err == nil {
				q = q.WhereOr("product.id = ?", bind(code)) // the product code the stock page shows
			}
			if unitSearch(f.Search) { // a phone's IMEI finds its product
				args := unitMatchArgs(f.Search)
				for i, a := range args {
					args[i] = bind(a)
				}
				q = q.WhereOr("product.id IN (SELECT u.product_id FROM units AS u WHERE "+unitMatch+")", args...)
			}
			return q
		})
	}
	if f.Category != "" {
		q = q.Where("product.category = ?", bind(f.Category))
	}
	if f.InStock {
		q = q.Where("product.stock > 0")
	}
	if f.InStock && f.Outlet != 0 {
		q = q.Where("EXISTS (SELECT 1 FROM product_stock AS s WHERE s.product_id = product.id AND s.outlet_id = ? AND s.quantity > 0)", bind(f.Outlet))
	}
	return q
}

func (r Products) Pinned(ctx context.Context, limit int) ([]core.Product, error) {
	out := []core.Product{}
	err := r.selectProducts(ctx, &out).Where("product.pinned_at_counter = ?", true).
		OrderExpr(productOrder[core.SortNameAsc]).Limit(int64(limit)).Scan(ctx)
	return out, translate(err)
}

func (r Products) Get(ctx context.Context, id int64) (core.Product, error) {
	p, err := scanOne[core.Product](ctx, r.Store, r.selectProducts(ctx, (*core.Product)(nil)).Where("product.id = ?", r.arg(1)), id)
	return p, translate(err)
}

func (r Products) GetMany(ctx context.Context, ids []int64) ([]core.Product, error) {
	out := []core.Product{}
	if len(ids) == 0 {
		return out, nil
	}
	placeholders, args := r.boundIDs(ids)
	err := r.scanRead(ctx, r.selectProducts(ctx, (*core.Product)(nil)).Where("product.id IN (?)", placeholders), &out, args...)
	return out, translate(err)
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
	err := r.Join(ctx, func(ctx context.Context) error {
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
	return r.Join(ctx, func(ctx context.Context) error {
		res, err := r.conn(ctx).NewDelete().Model((*core.Product)(nil)).Where("id = ?", id).Exec(ctx)
		return rowsOrNotFound(res, err)
	})
}

// matchWords keeps products whose name or barcode holds every word of the search, in any
// case. With indexed, SQLite finds words of three letters or more through the FTS5 trigram
// index; other words are matched row by row. PostgreSQL's trigram index on search_text (name
// and barcode in small letters, migration 0030) serves the LIKE on its own.
func (r Products) matchWords(q *bun.SelectQuery, search string, indexed bool, bind func(any) any) *bun.SelectQuery {
	var trigram []string
	for _, w := range core.SearchWords(search) {
		if indexed && IsSQLite(r.db) && utf8.RuneCountInString(w) >= 3 {
			trigram = append(trigram, w)
			continue
		}
		p := bind(likePattern(w))
		if IsSQLite(r.db) {
			// SQLite's LIKE ignores case as its lower() does (in ASCII), and a word, having no
			// space, cannot span name and barcode: testing each alone spares building their
			// text in small letters for every product walked (1.75 times faster). A word with
			// nothing to escape goes without ESCAPE, which SQLite reads again for every test
			// (a page's walk a quarter cheaper without it).
			like := "LIKE ?"
			if strings.ContainsAny(w, `\%_`) {
				like += ` ESCAPE '\'`
			}
			q = q.Where("(product.name "+like+" OR product.barcode "+like+")", p, p)
			continue
		}
		q = q.Where(`product.search_text LIKE ? ESCAPE '\'`, p)
	}
	if len(trigram) > 0 {
		q = q.Where("product.id IN (SELECT rowid FROM products_search WHERE products_search MATCH ?)", bind(ftsQuery(trigram)))
	}
	return q
}

// ftsQuery asks FTS5 for rows holding every word, each quoted as a plain string.
func ftsQuery(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
	}
	return strings.Join(quoted, " AND ")
}

// likePattern makes a case-insensitive substring pattern with LIKE's wildcards escaped.
func likePattern(s string) string {
	s = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(strings.ToLower(s))
	return "%" + s + "%"
}
