package shop

import (
	"context"
	"errors"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// The spec's texts, and ours where the spec is silent.
const (
	MsgRatingRequired  = "Harap berikan rating bintang."
	MsgCommentRequired = "Ulasan tidak boleh kosong."
	MsgCommentTooLong  = "Ulasan maksimal 2000 karakter."
)

const maxCommentLength = 2000

// ReviewInput is what a member writes about a product.
type ReviewInput struct {
	Rating  int
	Comment string
}

// ReviewPage is a page of a product's reviews, with the average over all of them.
type ReviewPage struct {
	core.Page[core.Review]
	// AverageRating is out of 5, to one decimal; 0 when nobody reviewed the product yet.
	AverageRating float64 `json:"average_rating"`
}

// ProductReviews lists a product's reviews, newest first, with their average rating.
func (s *Shop) ProductReviews(ctx context.Context, productID int64, page core.PageRequest) (ReviewPage, error) {
	if err := s.productExists(ctx, productID); err != nil {
		return ReviewPage{}, err
	}
	list, err := s.reviews.List(ctx, productID, page)
	if err != nil {
		return ReviewPage{}, err
	}
	avg, err := s.reviews.AverageRating(ctx, productID)
	return ReviewPage{Page: list, AverageRating: math.Round(avg*10) / 10}, err
}

// WriteReview saves the member's review of a product. A member has one review per product:
// writing again replaces it (created is false then).
func (s *Shop) WriteReview(ctx context.Context, author core.Principal, productID int64, in ReviewInput) (core.Review, bool, error) {
	if in.Rating < 1 || in.Rating > 5 {
		return core.Review{}, false, core.InvalidField("rating", MsgRatingRequired)
	}
	comment := strings.TrimSpace(in.Comment)
	if comment == "" {
		return core.Review{}, false, core.InvalidField("comment", MsgCommentRequired)
	}
	if utf8.RuneCountInString(comment) > maxCommentLength {
		return core.Review{}, false, core.InvalidField("comment", MsgCommentTooLong)
	}
	var saved core.Review
	created := false
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.productExists(ctx, productID); err != nil {
			return err
		}
		now := s.clock.Now()
		r := core.Review{ProductID: productID, UserID: &author.UserID, Rating: in.Rating, Comment: comment, CreatedAt: now, UpdatedAt: now}
		var err error
		if created, err = s.reviews.Save(ctx, &r); err != nil {
			return err
		}
		saved, err = s.reviews.Get(ctx, r.ID)
		return err
	})
	return saved, created, err
}

func (s *Shop) productExists(ctx context.Context, id int64) error {
	_, err := s.products.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(catalog.MsgProductNotFound)
	}
	return err
}
