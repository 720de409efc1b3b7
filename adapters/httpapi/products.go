package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type productListInput struct {
	Q        string `query:"q" doc:"Cari pada nama atau barcode (tanpa membedakan huruf besar/kecil), atau IMEI/serial salah satu unitnya."`
	Category string `query:"category" maxLength:"100" doc:"Hanya produk kategori ini."`
	Sort     string `query:"sort" enum:"name,-name,retail_price,-retail_price" default:"name" doc:"Urutan; awalan - untuk menurun."`
	InStock  bool   `query:"in_stock" doc:"Hanya produk dengan stok di atas 0 (bagi staf: di outlet sesinya)."`
	PageParams
}

// PageParams are the paging query parameters every list takes.
type PageParams struct {
	Page    int `query:"page" minimum:"1" maximum:"1000000" default:"1" doc:"Halaman, mulai dari 1 (maksimal 1.000.000)."`
	PerPage int `query:"per_page" minimum:"1" maximum:"100" default:"20" doc:"Jumlah baris per halaman (maksimal 100)."`
}

func (p PageParams) request() core.PageRequest {
	return core.PageRequest{Page: p.Page, PerPage: p.PerPage}
}

// mapPage maps a page of core entities to the API's answers.
func mapPage[T, A any](p core.Page[T], answer func(T) A) core.Page[A] {
	items := make([]A, len(p.Items))
	for i, it := range p.Items {
		items[i] = answer(it)
	}
	return core.Page[A]{Items: items, Total: p.Total}
}

type productIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID produk."`
}

type productOutput struct {
	Body core.Product
}

type categoriesOutput struct {
	Body core.Page[string]
}

// seesCost tells the staff who handle money (Admin, Kasir), who see the cost, reseller price
// and supplier, from everyone else, who see the public catalog: a Teknisi looking for a part
// sees its retail price and stock, as a customer would, never its cost.
func seesCost(ctx context.Context) bool {
	c, ok := PrincipalFrom(ctx)
	return ok && c.Role.SeesMoney()
}

func (s *Server) registerProducts() {
	register(s, Anyone.KeptUntil(core.ResourceProducts), huma.Operation{
		OperationID: "list-products", Method: http.MethodGet, Path: "/api/products",
		Summary: "Daftar produk", Description: "Pengunjung melihat katalog publik; staf juga melihat harga modal, harga reseller, supplier dan, bila toko punya beberapa outlet, stok per outlet, dengan stok outlet sesinya sebagai stok barang.", Tags: []string{tagProducts},
		Errors: []int{http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *productListInput) (*bodyOf[encoded[core.Page[core.Product]]], error) {
		f := core.ProductFilter{Search: in.Q, Category: in.Category, Sort: core.ProductSort(in.Sort), InStock: in.InStock, PageRequest: in.request()}
		if !seesCost(ctx) {
			page, err := s.catalog.list(ctx, f)
			return &bodyOf[encoded[core.Page[core.Product]]]{Body: page}, err
		}
		if f.InStock {
			f.Outlet = currentOutlet(ctx)
		}
		page, err := s.deps.Catalog.BrowseProducts(ctx, f)
		if err == nil {
			page.Items, err = s.deps.Catalog.StockToSellAt(ctx, page.Items, currentOutlet(ctx))
		}
		if err != nil {
			return nil, err
		}
		raw, err := encode(page)
		return &bodyOf[encoded[core.Page[core.Product]]]{Body: raw}, err
	})

	register(s, Anyone.KeptUntil(core.ResourceProducts), huma.Operation{
		OperationID: "list-product-categories", Method: http.MethodGet, Path: "/api/products/categories",
		Summary: "Kategori produk", Description: "Kategori yang berbeda, urut abjad.", Tags: []string{tagProducts},
	}, func(ctx context.Context, _ *struct{}) (*categoriesOutput, error) {
		names, err := s.deps.Catalog.Categories(ctx)
		return &categoriesOutput{Body: core.Page[string]{Items: names, Total: int64(len(names))}}, err
	})

	register(s, Anyone.KeptUntil(core.ResourceProducts), huma.Operation{
		OperationID: "get-product", Method: http.MethodGet, Path: "/api/products/{id}",
		Summary: "Detail produk", Description: "Pengunjung melihat data publik; staf juga melihat harga modal, harga reseller, supplier dan, bila toko punya beberapa outlet, stok per outlet.", Tags: []string{tagProducts},
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *productIDInput) (*bodyOf[encoded[core.Product]], error) {
		if !seesCost(ctx) {
			p, err := s.catalog.product(ctx, in.ID)
			return &bodyOf[encoded[core.Product]]{Body: p}, err
		}
		p, err := s.deps.Catalog.ProductDetail(ctx, in.ID)
		if err != nil {
			return nil, err
		}
		held, err := s.deps.Catalog.StockAtOutlets(ctx, []core.Product{p})
		if err != nil {
			return nil, err
		}
		raw, err := encode(held[0])
		return &bodyOf[encoded[core.Product]]{Body: raw}, err
	})
}
