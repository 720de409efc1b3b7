package app

import (
	"sync/atomic"
	"time"

	"github.com/konterhp/konter/ports"
)

// pastClock is the app's clock, turned back while the demo records its past days (see
// SeedDemo); at any other time it is the clock it wraps.
type pastClock struct {
	ports.Clock
	back atomic.Int64 // nanoseconds
}

func (c *pastClock) Now() time.Time { return c.Clock.Now().Add(-time.Duration(c.back.Load())) }

// during runs f with the clock turned back by d.
func (c *pastClock) during(d time.Duration, f func() error) error {
	c.back.Store(int64(d))
	defer c.back.Store(0)
	return f()
}
