// Package shop holds what members do in the storefront: pickup orders and product reviews,
// and the count of storefront visits.
package shop

import (
	"context"
	"errors"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/ports"
)

// Deps are the ports the shop use cases need.
type Deps struct {
	Tx       ports.Tx
	Clock    ports.Clock
	Products ports.ProductRepository
	Orders   ports.OrderRepository
	Reviews  ports.ReviewRepository
	Visits   ports.VisitRepository
	Ledger   *catalog.Ledger
	Outlets  ports.OutletRepository
	Once     *idempotency.Writes
	Pub      ports.Publisher
	// Zone is the shop's time zone: order numbers and visit counts follow its calendar.
	Zone ports.ShopTime
}

// Shop is the entry point of the storefront use cases.
type Shop struct {
	tx       ports.Tx
	clock    ports.Clock
	products ports.ProductRepository
	orders   ports.OrderRepository
	reviews  ports.ReviewRepository
	visits   ports.VisitRepository
	ledger   *catalog.Ledger
	outlets  ports.OutletRepository
	once     *idempotency.Writes
	pub      ports.Publisher
	zone     ports.ShopTime
	visitors *core.Limiter
}

func New(d Deps) *Shop {
	return &Shop{
		tx: d.Tx, clock: d.Clock, products: d.Products, orders: d.Orders, reviews: d.Reviews,
		visits: d.Visits, ledger: d.Ledger, outlets: d.Outlets, once: d.Once, pub: d.Pub, zone: d.Zone,
		visitors: core.NewLimiter(30, time.Hour),
	}
}

// pickupAt is the outlet where an order is collected, and its stock reserved: the one the
// member chose, or the first when none is chosen; with its place in a shop of several outlets.
func (s *Shop) pickupAt(ctx context.Context, chosen int64) (int64, *core.OutletPlace, error) {
	if chosen == 0 {
		first, err := s.outlets.First(ctx)
		if err != nil {
			return 0, nil, err
		}
		chosen = first
	}
	if _, err := s.outlets.Get(ctx, chosen); errors.Is(err, core.ErrNotFound) {
		return 0, nil, core.InvalidField("outlet_id", MsgPickupNotFound)
	} else if err != nil {
		return 0, nil, err
	}
	place, err := outlets.PlaceOf(ctx, s.outlets, chosen)
	return chosen, place, err
}

// today is the shop-local calendar day, as YYYY-MM-DD.
func (s *Shop) today(ctx context.Context) string {
	return s.clock.Now().In(s.zone.Location(ctx)).Format(time.DateOnly)
}
