package httpapi

import (
	"encoding/json"
	"reflect"

	"github.com/danielgtaylor/huma/v2"
)

// encoded is an answer kept already in JSON, so that a thousand visitors reading the same
// product do not encode it a thousand times: it is written as it is, and documented with T's
// schema.
type encoded[T any] []byte

func encode[T any](v T) (encoded[T], error) {
	return json.Marshal(v)
}

func (e encoded[T]) MarshalJSON() ([]byte, error) { return e, nil }

// Schema implements huma.SchemaProvider.
func (encoded[T]) Schema(r huma.Registry) *huma.Schema {
	return r.Schema(reflect.TypeFor[T](), true, "")
}
