package outlets

import (
	"context"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// PlaceOf is where a customer finds the outlet (an order's pickup, a repaired device): nil in a
// shop of one outlet, whose pages name no outlet.
func PlaceOf(ctx context.Context, repo ports.OutletRepository, id int64) (*core.OutletPlace, error) {
	page, err := repo.List(ctx, core.PageRequest{PerPage: 2})
	if err != nil || page.Total < 2 {
		return nil, err
	}
	o, err := repo.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	place := o.Place()
	return &place, nil
}
