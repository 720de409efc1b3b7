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
	// WithinTx runs fn in a transaction; inside a running one, in a savepoint of it, so that
	// fn's failure undoes only fn's work.
	WithinTx(ctx context.Context, fn func(ctx context.Context) error) error
	// Join runs fn in the transaction running in ctx, without a savepoint (fn's failure must
	// fail the whole transaction), or in a transaction of its own when none runs.
	Join(ctx context.Context, fn func(ctx context.Context) error) error
}

// Clock tells the time. Use cases never call time.Now themselves, so tests can fix the day.
type Clock interface {
	Now() time.Time
}
