package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shop"
)

type reviewListInput struct {
	ID int64 `path:"id" minimum:"1" doc:"ID produk."`
	PageParams
}

type reviewPage struct {
	Body shop.ReviewPage
}

type reviewInput struct {
	ID   int64 `path:"id" minimum:"1" doc:"ID produk."`
	Body struct {
		Rating  int    `json:"rating,omitempty" doc:"1 sampai 5 bintang."`
		Comment string `json:"comment,omitempty"`
	}
}

type reviewOutput struct {
	// Status is 201 for a first review and 200 when the member's earlier review was replaced.
	Status int
	Body   core.Review
}

func (s *Server) registerReviews() {
	tags := []string{tagReviews}
	register(s, Anyone, huma.Operation{
		OperationID: "list-product-reviews", Method: http.MethodGet, Path: "/api/products/{id}/reviews",
		Summary:     "Ulasan produk",
		Description: "Terbaru lebih dulu, dengan nama dan foto penulis serta rata-rata rating semua ulasan.",
		Tags:        tags, Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *reviewListInput) (*reviewPage, error) {
		page, err := s.deps.Shop.ProductReviews(ctx, in.ID, in.request())
		return &reviewPage{Body: page}, err
	})

	register(s, Members, huma.Operation{
		OperationID: "write-product-review", Method: http.MethodPost, Path: "/api/products/{id}/reviews", DefaultStatus: http.StatusCreated,
		Summary:     "Tulis ulasan",
		Description: "Satu ulasan per member per produk: mengirim lagi mengganti ulasan sebelumnya.",
		Tags:        tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *reviewInput) (*reviewOutput, error) {
		r, created, err := s.deps.Shop.WriteReview(ctx, caller(ctx), in.ID, shop.ReviewInput{Rating: in.Body.Rating, Comment: in.Body.Comment})
		if err != nil {
			return nil, err
		}
		status := http.StatusOK
		if created {
			status = http.StatusCreated
		}
		return &reviewOutput{Status: status, Body: r}, nil
	})
}
