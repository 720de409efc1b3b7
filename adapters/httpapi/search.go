package httpapi

import (
	"fmt"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

// searchParam is the query parameter every searchable list takes.
const searchParam = "q"

// boundSearch refuses, for every operation that takes a search, a term past the shop's
// bounds (core.CheckSearch) before the operation runs, and documents the bounds.
func (s *Server) boundSearch(api huma.API) func(huma.Context, func(huma.Context)) {
	api.OpenAPI().OnAddOperation = append(api.OpenAPI().OnAddOperation, func(_ *huma.OpenAPI, op *huma.Operation) {
		for _, p := range op.Parameters {
			if p.In == "query" && p.Name == searchParam {
				p.Schema.MaxLength = new(core.MaxSearchChars)
				p.Description += fmt.Sprintf(" Maksimal %d karakter dan %d kata.", core.MaxSearchChars, core.MaxSearchWords)
			}
		}
	})
	return func(ctx huma.Context, next func(huma.Context)) {
		if err := core.CheckSearch(ctx.Query(searchParam)); err != nil && takesSearch(ctx.Operation()) {
			_ = huma.WriteErr(api, ctx, statusOf[core.KindValidation], err.Error(),
				&huma.ErrorDetail{Location: "query." + searchParam, Message: err.Error()})
			return
		}
		next(ctx)
	}
}

func takesSearch(op *huma.Operation) bool {
	for _, p := range op.Parameters {
		if p.In == "query" && p.Name == searchParam {
			return true
		}
	}
	return false
}
