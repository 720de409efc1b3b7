// Package ports declares what the use cases need from the outside world.
// Adapters implement these interfaces; use cases depend only on them.
package ports

import (
	"context"
	"time"
)

// Tx runs fn inside one database transaction: every repository call made with the
// context fn receives joins that transaction, and it commits only if fn returns nil.
type Tx interface {
	WithinTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// Clock tells the time. Use cases never call time.Now themselves, so tests can fix the day.
type Clock interface {
	Now() time.Time
}
