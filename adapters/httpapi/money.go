package httpapi

import (
	"reflect"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// Money and quantities a client sends, with the shop's bounds (core/money.go) declared in
// the OpenAPI document. The use cases check the same bounds for every other way in.
type (
	// price is a price or a fee in rupiah.
	price int64
	// amount is money paid or given off, in rupiah.
	amount int64
	// quantity is a number of items.
	quantity int64
	// stockChange is a change of stock, negative to correct a miscount.
	stockChange int64
)

func (price) Schema(huma.Registry) *huma.Schema    { return bounded(nil, core.MaxPrice) }
func (amount) Schema(huma.Registry) *huma.Schema   { return bounded(nil, core.MaxAmount) }
func (quantity) Schema(huma.Registry) *huma.Schema { return bounded(nil, core.MaxQuantity) }
func (stockChange) Schema(huma.Registry) *huma.Schema {
	return bounded(ptr(-core.MaxStock), core.MaxStock)
}

// bounded is an integer schema up to most. The lower bound stays the use case's to check
// where it has its own message (a quantity of 0, a negative price).
func bounded(least *int64, most int64) *huma.Schema {
	s := &huma.Schema{Type: huma.TypeInteger, Format: "int64", Maximum: ptr(float64(most))}
	if least != nil {
		s.Minimum = ptr(float64(*least))
	}
	return s
}

func ptr[T any](v T) *T { return &v }

// sumSchema is how a report's core.Sum appears in the document: an integer of any size.
type sumSchema struct{}

func (sumSchema) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{Type: huma.TypeInteger, Description: "Jumlah dalam laporan; bisa melebihi int64."}
}

func registerMoneySchemas(r huma.Registry) {
	r.RegisterTypeAlias(reflect.TypeFor[core.Sum](), reflect.TypeFor[sumSchema]())
}
