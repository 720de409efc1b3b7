// Package idempotency runs the writes a client may send twice (sales, orders, instalment and
// service payments) so that the second attempt does nothing twice.
package idempotency

import (
	"context"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Writes runs each idempotent write in one transaction with its key.
type Writes struct {
	tx    ports.Tx
	clock ports.Clock
	keys  ports.IdempotencyKeys
}

// Deps are the ports idempotent writes need.
type Deps struct {
	Tx    ports.Tx
	Clock ports.Clock
	Keys  ports.IdempotencyKeys
}

func New(d Deps) *Writes {
	return &Writes{tx: d.Tx, clock: d.Clock, keys: d.Keys}
}

// Once claims key and runs write, which returns the id of the document it made, in one
// transaction. When the key was used before, write does not run: Once returns the first
// request's document with repeated true, or a conflict when the request differs. A request
// racing its twin waits for it, then repeats it. A nil key just runs write.
func (w *Writes) Once(ctx context.Context, key *core.IdempotencyKey, write func(ctx context.Context) (int64, error)) (id int64, repeated bool, err error) {
	err = w.tx.WithinTx(ctx, func(ctx context.Context) error {
		if key != nil {
			key.At = w.clock.Now()
			first, err := w.keys.Claim(ctx, *key)
			if err != nil {
				return err
			}
			if first != nil {
				id, err = key.Repeat(*first)
				repeated = err == nil
				return err
			}
		}
		if id, err = write(ctx); err != nil || key == nil {
			return err
		}
		return w.keys.Settle(ctx, *key, id)
	})
	return id, repeated, err
}
