// Package catalog holds the shop's inventory use cases: products, categories and the
// stock ledger.
package catalog

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The spec's texts.
const (
	MsgProductNotFound  = "Produk tidak ditemukan."
	MsgProductInUse     = "Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus."
	MsgSupplierNotFound = "Supplier tidak ditemukan."
	MsgBarcodeTaken     = "Barcode sudah dipakai produk lain."
	MsgCategoryBlank    = "Nama kategori tidak boleh kosong."
	MsgCategoryExists   = "Kategori sudah ada."
)

// ProductImageBucket holds product photos (and, later, logos, news and ad images).
const ProductImageBucket = "product-images"

// Catalog is the entry point of the catalog use cases.
type Catalog struct {
	tx            ports.Tx
	clock         ports.Clock
	zone          ports.ShopTime
	products      ports.ProductRepository
	units         ports.UnitRepository
	goodsReceipts ports.GoodsReceiptRepository
	ledger        *Ledger
	drawer        Drawer
	files         ports.FileStore
	sheet         ports.SpreadsheetWriter
	pub           ports.Publisher
	outlets       ports.OutletRepository
}

// Drawer takes cash paid to a supplier out of the payer's open cash drawer, inside the
// caller's transaction (shifts.Shifts); field names the amount when the drawer is short.
type Drawer interface {
	PaySupplier(ctx context.Context, who core.Principal, amount int64, reason, field string) error
}

// Deps are the ports and the ledger the catalog needs.
type Deps struct {
	Tx            ports.Tx
	Clock         ports.Clock
	Zone          ports.ShopTime
	Products      ports.ProductRepository
	Units         ports.UnitRepository
	GoodsReceipts ports.GoodsReceiptRepository
	Ledger        *Ledger
	Drawer        Drawer
	Files         ports.FileStore
	Sheet         ports.SpreadsheetWriter
	Pub           ports.Publisher
	Outlets       ports.OutletRepository
}

func New(d Deps) *Catalog {
	return &Catalog{tx: d.Tx, clock: d.Clock, zone: d.Zone, products: d.Products, units: d.Units, goodsReceipts: d.GoodsReceipts, ledger: d.Ledger, drawer: d.Drawer, files: d.Files, sheet: d.Sheet, pub: d.Pub, outlets: d.Outlets}
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

// StockAtOutlets answers the products with their stock at each outlet when the shop has several.
func (c *Catalog) StockAtOutlets(ctx context.Context, products []core.Product) ([]core.Product, error) {
	return products, c.ledger.AtOutlets(ctx, products)
}

// StockToSellAt answers the products with their stock at each outlet when the shop has
// several, each product's stock being the outlet's (not 0: the session's): what its cashier
// can sell.
func (c *Catalog) StockToSellAt(ctx context.Context, products []core.Product, outlet int64) ([]core.Product, error) {
	products, err := c.StockAtOutlets(ctx, products)
	for i := range products {
		products[i].StockAt(outlet)
	}
	return products, err
}

// ProductDetail reads one product.
func (c *Catalog) ProductDetail(ctx context.Context, id int64) (core.Product, error) {
	p, err := c.products.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return p, core.NotFound(MsgProductNotFound)
	}
	return p, err
}

// ProductsByID reads the products of those ids that exist, in no particular order.
func (c *Catalog) ProductsByID(ctx context.Context, ids []int64) ([]core.Product, error) {
	return c.products.GetMany(ctx, ids)
}

// ProductByBarcode finds the product a scanner read; core.ErrNotFound when none has it.
func (c *Catalog) ProductByBarcode(ctx context.Context, barcode string) (core.Product, error) {
	return c.products.FindByBarcode(ctx, strings.TrimSpace(barcode))
}

// Categories lists the distinct product categories, sorted alphabetically.
func (c *Catalog) Categories(ctx context.Context) ([]string, error) {
	return c.products.Categories(ctx)
}

// AddCategory lists a category before any product has it.
func (c *Catalog) AddCategory(ctx context.Context, name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", core.InvalidField("name", MsgCategoryBlank)
	}
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		exists, err := c.products.CategoryExists(ctx, name)
		if err != nil {
			return err
		}
		if exists {
			return core.Conflict(MsgCategoryExists)
		}
		err = c.products.AddCategory(ctx, name, c.clock.Now())
		if errors.Is(err, core.ErrDuplicate) {
			return core.Conflict(MsgCategoryExists)
		}
		return err
	})
	if err == nil {
		c.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated})
	}
	return name, err
}

// FreshBarcode makes an EAN-13 no product uses yet.
func (c *Catalog) FreshBarcode(ctx context.Context) (string, error) {
	for range 20 {
		code := NewEAN13()
		_, err := c.products.FindByBarcode(ctx, code)
		if errors.Is(err, core.ErrNotFound) {
			return code, nil
		}
		if err != nil {
			return "", err
		}
	}
	return "", errors.New("no free barcode found")
}

// RegenerateBarcode gives a product a new generated barcode.
func (c *Catalog) RegenerateBarcode(ctx context.Context, id int64) (core.Product, error) {
	code, err := c.FreshBarcode(ctx)
	if err != nil {
		return core.Product{}, err
	}
	return c.change(ctx, id, func(p *core.Product) error {
		p.Barcode = code
		return nil
	})
}

// change applies fn to a product, translating the repository's errors and announcing it.
func (c *Catalog) change(ctx context.Context, id int64, fn func(p *core.Product) error) (core.Product, error) {
	p, err := c.products.Update(ctx, id, fn)
	switch {
	case errors.Is(err, core.ErrNotFound):
		return p, core.NotFound(MsgProductNotFound)
	case errors.Is(err, core.ErrDuplicate):
		return p, core.InvalidField("barcode", MsgBarcodeTaken)
	case errors.Is(err, core.ErrReferenced):
		return p, core.InvalidField("supplier_id", MsgSupplierNotFound)
	case err != nil:
		return p, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{id}})
	return p, nil
}

// DeleteProduct removes a product no document uses; its photo goes with it.
func (c *Catalog) DeleteProduct(ctx context.Context, id int64) error {
	var image *string
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		p, err := c.products.Get(ctx, id)
		if err != nil {
			return err
		}
		image = p.ImageURL
		return c.products.Delete(ctx, id)
	})
	switch {
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(MsgProductNotFound)
	case errors.Is(err, core.ErrReferenced):
		return core.Conflict(MsgProductInUse).Wrap(err)
	case err != nil:
		return err
	}
	c.removeImage(ctx, image)
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionDeleted, IDs: []int64{id}})
	return nil
}

func (c *Catalog) removeImage(ctx context.Context, url *string) {
	if url == nil {
		return
	}
	if key, ok := c.files.KeyOf(ProductImageBucket, *url); ok {
		_ = c.files.Delete(ctx, ProductImageBucket, key)
	}
}

// MsgPinnedMissing: the pin request says neither pin nor unpin.
const MsgPinnedMissing = "Pilih apakah barang disematkan di kasir."

// PinAtCounter pins a product among the cashier's frequent items, or unpins it.
func (c *Catalog) PinAtCounter(ctx context.Context, id int64, pinned *bool) (core.Product, error) {
	if pinned == nil {
		return core.Product{}, core.InvalidField("pinned", MsgPinnedMissing)
	}
	return c.change(ctx, id, func(p *core.Product) error {
		p.PinnedAtCounter = *pinned
		return nil
	})
}
