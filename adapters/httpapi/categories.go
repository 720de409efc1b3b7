package httpapi

import (
	"context"
	"fmt"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
)

type categoryInput struct {
	Body struct {
		Name string `json:"name,omitempty" maxLength:"100"`
	}
}

type categoryOutput struct {
	Body struct {
		Name    string `json:"name"`
		Message string `json:"message"`
	}
}

func (s *Server) registerCategories() {
	tags := []string{tagProducts}
	register(s, Anyone, huma.Operation{
		OperationID: "list-categories", Method: http.MethodGet, Path: "/api/categories",
		Summary: "Kategori", Description: "Kategori produk dan kategori yang ditambahkan sendiri, urut abjad.", Tags: tags,
	}, func(ctx context.Context, _ *struct{}) (*categoriesOutput, error) {
		names, err := s.deps.Catalog.Categories(ctx)
		return &categoriesOutput{Body: core.Page[string]{Items: names, Total: int64(len(names))}}, err
	})

	register(s, Staff, huma.Operation{
		OperationID: "create-category", Method: http.MethodPost, Path: "/api/categories", DefaultStatus: http.StatusCreated,
		Summary: "Tambah kategori", Description: "Nama kategori unik; ditolak (409) bila sudah ada.", Tags: tags, Errors: []int{http.StatusConflict, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *categoryInput) (*categoryOutput, error) {
		name, err := s.deps.Catalog.AddCategory(ctx, in.Body.Name)
		out := &categoryOutput{}
		out.Body.Name, out.Body.Message = name, fmt.Sprintf("Kategori \"%s\" ditambahkan.", name)
		return out, err
	})
}
