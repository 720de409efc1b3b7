package httpapi

import (
	"fmt"

	"github.com/danielgtaylor/huma/v2"
)

// requireBoundedParameters makes every parameter of every operation state its bound, which
// huma then enforces (422) and the OpenAPI document shows: text a maxLength or its values,
// a number its maximum or, for an id, the range of its format. A visitor's unbounded text
// reached the database and was kept in memory under each new value; an operation with an
// unbounded parameter is a programming error: the server does not start.
func requireBoundedParameters(api huma.API) {
	api.OpenAPI().OnAddOperation = append(api.OpenAPI().OnAddOperation, func(_ *huma.OpenAPI, op *huma.Operation) {
		for _, p := range op.Parameters {
			if !hasBound(p.Schema) {
				panic(fmt.Sprintf("%s: the %s parameter %q has no bound (maxLength, enum or maximum)", op.OperationID, p.In, p.Name))
			}
		}
	})
}

func hasBound(s *huma.Schema) bool {
	switch s.Type {
	case huma.TypeString:
		return s.MaxLength != nil || len(s.Enum) > 0
	case huma.TypeInteger:
		return s.Maximum != nil || s.Format == "int64" || s.Format == "int32"
	case huma.TypeNumber:
		return s.Maximum != nil
	}
	return s.Type == huma.TypeBoolean
}
