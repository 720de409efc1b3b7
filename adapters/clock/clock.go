// Package clock holds the settable clock: the tests fix the day with it, and the benchmark
// walks it through a year of history.
package clock

import (
	"sync"
	"time"
)

// Settable is a ports.Clock that stands still until it is moved.
type Settable struct {
	mu  sync.Mutex
	now time.Time
}

// NewSettable starts at t.
func NewSettable(t time.Time) *Settable { return &Settable{now: t.UTC()} }

func (c *Settable) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Settable) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// Set puts the clock at t.
func (c *Settable) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t.UTC()
}
