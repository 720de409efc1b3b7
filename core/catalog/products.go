// Package catalog holds the shop's inventory use cases: products, categories, suppliers
// and the stock ledger.
package catalog

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// MsgProductNotFound is the spec's text for a product that does not exist.
const MsgProductNotFound = "Produk tidak ditemukan."

// Catalog is the entry point of the catalog use cases.
type Catalog struct {
	tx       ports.Tx
	clock    ports.Clock
	products ports.ProductRepository
	ledger   *Ledger
}

func New(tx ports.Tx, clock ports.Clock, products ports.ProductRepository, ledger *Ledger) *Catalog {
	return &Catalog{tx: tx, clock: clock, products: products, ledger: ledger}
}

// BrowseProducts lists products for the storefront and the stock page.
func (c *Catalog) BrowseProducts(ctx context.Context, f core.ProductFilter) (core.Page[core.Product], error) {
	f.Search = strings.TrimSpace(f.Search)
	f.Category = strings.TrimSpace(f.Category)
	if f.Sort == "" {
		f.Sort = core.SortNameAsc
	}
	if !slices.Contains(core.ProductSorts, f.Sort) {
		return core.Page[core.Product]{}, core.InvalidField("sort", "Urutan tidak dikenal.")
	}
	return c.products.List(ctx, f)
}

// ProductDetail reads one product.
func (c *Catalog) ProductDetail(ctx context.Context, id int64) (core.Product, error) {
	p, err := c.products.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return p, core.NotFound(MsgProductNotFound)
	}
	return p, err
}

// Categories lists the distinct product categories, sorted alphabetically.
func (c *Catalog) Categories(ctx context.Context) ([]string, error) {
	return c.products.Categories(ctx)
}

// ProductByBarcode finds the product a scanner read; core.ErrNotFound when none has it.
func (c *Catalog) ProductByBarcode(ctx context.Context, barcode string) (core.Product, error) {
	return c.products.FindByBarcode(ctx, strings.TrimSpace(barcode))
}
