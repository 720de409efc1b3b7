package shop

import (
	"context"

	"github.com/konterhp/konter/core"
)

// CountVisit adds one storefront visit to today's count (the browser sends it once a session).
func (s *Shop) CountVisit(ctx context.Context) error {
	if _, err := s.visits.Increment(ctx, s.today(ctx)); err != nil {
		return err
	}
	s.pub.Publish(ctx, core.Change{Resource: "daily_visits", Action: core.ActionUpdated})
	return nil
}
