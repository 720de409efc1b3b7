package shop

import (
	"context"

	"github.com/konterhp/konter/core"
)

// CountVisit adds one storefront visit to today's count (the browser sends it once a session).
// One address counts at most a few dozen visits an hour — enough for a shop's shared Wi-Fi,
// too few to inflate the dashboard by script; visits beyond that are quietly not counted.
func (s *Shop) CountVisit(ctx context.Context, from string) error {
	now := s.clock.Now()
	if blocked, _ := s.visitors.Blocked(from, now); blocked {
		return nil
	}
	s.visitors.Hit(from, now)
	if _, err := s.visits.Increment(ctx, s.today(ctx)); err != nil {
		return err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceDailyVisits, Action: core.ActionUpdated})
	return nil
}
