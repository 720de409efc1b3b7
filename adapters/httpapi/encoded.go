package httpapi

import (
	"encoding/json"
	"io"
	"reflect"

	"github.com/danielgtaylor/huma/v2"
)

// encoded is an answer kept already in JSON, so that a thousand visitors reading the same
// product do not encode it a thousand times: it is written as it is (jsonFormat), and
// documented with T's schema.
type encoded[T any] []byte

func encode[T any](v T) (encoded[T], error) {
	return json.Marshal(v)
}

// MarshalJSON keeps an encoded answer what it is when it is part of a larger one.
func (e encoded[T]) MarshalJSON() ([]byte, error) { return e, nil }

func (e encoded[T]) keptJSON() []byte { return e }

// Schema implements huma.SchemaProvider.
func (encoded[T]) Schema(r huma.Registry) *huma.Schema {
	return r.Schema(reflect.TypeFor[T](), true, "")
}

// inJSON is an answer already in JSON.
type inJSON interface{ keptJSON() []byte }

// jsonFormat writes a kept answer's bytes as they are and encodes every other answer as huma
// does. Handed to encoding/json, stored bytes were checked and compacted again on every
// request: more than half of the server's time on a kept catalog page.
var jsonFormat = huma.Format{
	Marshal: func(w io.Writer, v any) error {
		if k, ok := v.(inJSON); ok {
			_, err := w.Write(k.keptJSON())
			return err
		}
		return huma.DefaultJSONFormat.Marshal(w, v)
	},
	Unmarshal: huma.DefaultJSONFormat.Unmarshal,
}
