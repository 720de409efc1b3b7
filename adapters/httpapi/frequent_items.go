package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type frequentItemsOutput struct {
	Body struct {
		Items []core.FrequentItem `json:"items"`
	}
}

type productPinInput struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Pinned *bool `json:"pinned,omitempty" doc:"true: barang tampil di barang sering dijual kasir; false: dilepas."`
	}
}

// registerFrequentItems serves the cashier's frequent items and the Admin's pins.
func (s *Server) registerFrequentItems() {
	register(s, Staff, huma.Operation{
		OperationID: "list-frequent-items", Method: http.MethodGet, Path: "/api/frequent-items",
		Summary: "Barang sering dijual", Tags: []string{tagSales},
		Description: "Ubin kasir untuk barang tanpa barcode: barang yang disematkan Admin (urut nama), lalu yang paling banyak terjual 30 hari terakhir (hari toko), paling banyak 24; stoknya di outlet sesi bila toko punya beberapa outlet.",
	}, func(ctx context.Context, _ *struct{}) (*frequentItemsOutput, error) {
		items, err := s.deps.Reports.FrequentItems(ctx)
		if err != nil {
			return nil, err
		}
		products := make([]core.Product, len(items))
		for i, it := range items {
			products[i] = it.Product
		}
		products, err = s.deps.Catalog.StockToSellAt(ctx, products, currentOutlet(ctx))
		for i := range items {
			items[i].Product = products[i]
		}
		out := &frequentItemsOutput{}
		out.Body.Items = items
		return out, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "pin-product", Method: http.MethodPut, Path: "/api/products/{id}/pinned",
		Summary: "Sematkan barang di kasir", Tags: []string{tagProducts},
		Description: "Menyematkan (atau melepas) barang di barang sering dijual kasir.",
		Errors:      []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *productPinInput) (*productOutput, error) {
		p, err := s.deps.Catalog.PinAtCounter(ctx, in.ID, in.Body.Pinned)
		return &productOutput{Body: p}, err
	})
}
