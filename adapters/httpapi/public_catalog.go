package httpapi

import (
	"context"
	"strconv"
	"time"

	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/core"
)

// publicCatalog keeps the catalog as visitors see it between the changes that alter it. Every
// visitor asks the same few lists, and without it each of them made the database count and
// search the whole catalog again although nothing had changed.
//
// A list is kept as its listing — which products, in which order, out of how many — and each
// product on its own. A sale only changes stock, which moves no product in a list ordered by
// name or price: it drops the sold products alone, and the lists stay. Any other change of the
// products (added, edited, deleted) drops everything (kept.CatalogLists, kept.CatalogProducts).
//
// Between any two changes, a sale included, a visitor's page is kept whole as the bytes it
// was answered with (keptAnswers); this is what answers when those are dropped, and what
// members, whose session cookie passes them by, are answered from.
type publicCatalog struct {
	catalog  publicCatalogReads
	lists    *kept.Map[core.ProductFilter, listing]
	products *kept.Map[int64, encoded[core.Product]]
}

// publicCatalogReads are the use cases the public catalog answers from.
type publicCatalogReads interface {
	BrowseProducts(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error)
	ProductDetail(ctx context.Context, id int64) (core.Product, error)
	ProductsByID(ctx context.Context, ids []int64) ([]core.Product, error)
	StockAtOutlets(ctx context.Context, products []core.Product) ([]core.Product, error)
}

type listing struct {
	ids   []int64
	total int64
}

// newPublicCatalog is the catalog visitors see, dropped by the changes hub tells of.
func newPublicCatalog(catalog publicCatalogReads, hub kept.Watcher) *publicCatalog {
	return &publicCatalog{
		catalog:  catalog,
		lists:    kept.New[core.ProductFilter, listing](kept.CatalogLists, hub, nil),
		products: kept.New[int64, encoded[core.Product]](kept.CatalogProducts, hub, nil),
	}
}

// list is one page of the catalog as visitors see it, made of its kept listing and products,
// reading what is not kept. The listing of the products in stock is not kept: a sale can take
// a product out of it.
func (c *publicCatalog) list(ctx context.Context, f core.ProductFilter) (encoded[core.Page[core.Product]], error) {
	l, listsVersion, ok := c.lists.Get(f)
	if ok {
		items, err := c.items(ctx, l.ids)
		if err != nil {
			return nil, err
		}
		return pageOf(items, l.total), nil
	}
	productsVersion := c.products.Version()
	started := time.Now()
	page, err := c.catalog.BrowseProducts(ctx, f)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(page.Items))
	for i, p := range page.Items {
		ids[i] = p.ID
	}
	items, err := c.encodePublic(ctx, page.Items, productsVersion, started)
	if err != nil {
		return nil, err
	}
	if !f.InStock {
		c.lists.Put(listsVersion, f, listing{ids: ids, total: page.Total}, started)
	}
	return pageOf(items, page.Total), nil
}

// items are the listed products, in order, read from the database only where not kept.
func (c *publicCatalog) items(ctx context.Context, ids []int64) ([]encoded[core.Product], error) {
	items := make([]encoded[core.Product], len(ids))
	var missing []int64
	version := c.products.Version()
	for i, id := range ids {
		p, _, ok := c.products.Get(id)
		if !ok {
			missing = append(missing, id)
		}
		items[i] = p
	}
	if len(missing) == 0 {
		return items, nil
	}
	started := time.Now()
	found, err := c.catalog.ProductsByID(ctx, missing)
	if err != nil {
		return nil, err
	}
	raws, err := c.encodePublic(ctx, found, version, started)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]encoded[core.Product], len(found))
	for i, p := range found {
		byID[p.ID] = raws[i]
	}
	out := items[:0]
	for i, id := range ids {
		if items[i] == nil {
			p, ok := byID[id]
			if !ok {
				continue // deleted since the listing was made
			}
			items[i] = p
		}
		out = append(out, items[i])
	}
	return out, nil
}

// product is one product's page as visitors see it.
func (c *publicCatalog) product(ctx context.Context, id int64) (encoded[core.Product], error) {
	raw, version, ok := c.products.Get(id)
	if ok {
		return raw, nil
	}
	started := time.Now()
	p, err := c.catalog.ProductDetail(ctx, id)
	if err != nil {
		return nil, err
	}
	raws, err := c.encodePublic(ctx, []core.Product{p}, version, started)
	if err != nil {
		return nil, err
	}
	return raws[0], nil
}

// encodePublic encodes the products as visitors see them, with the outlets holding each in a
// shop of several (one read for them all), and keeps each.
func (c *publicCatalog) encodePublic(ctx context.Context, products []core.Product, version uint64, started time.Time) ([]encoded[core.Product], error) {
	products, err := c.catalog.StockAtOutlets(ctx, products)
	if err != nil {
		return nil, err
	}
	out := make([]encoded[core.Product], len(products))
	for i, p := range products {
		if out[i], err = encode[core.Product](p.ForPublic()); err != nil {
			return nil, err
		}
		c.products.Put(version, p.ID, out[i], started)
	}
	return out, nil
}

// pageOf writes a page of kept products as core.Page's JSON, without encoding them again.
func pageOf(items []encoded[core.Product], total int64) encoded[core.Page[core.Product]] {
	n := len(`{"items":[],"total":}`) + 20
	for _, it := range items {
		n += len(it) + 1
	}
	out := make([]byte, 0, n)
	out = append(out, `{"items":[`...)
	for i, it := range items {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, it...)
	}
	out = append(out, `],"total":`...)
	out = strconv.AppendInt(out, total, 10)
	return append(out, '}')
}
