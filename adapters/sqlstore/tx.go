package sqlstore

import (
	"context"

	"github.com/uptrace/bun"
)

type txKey struct{}

// Store is the shared base of the repositories: it carries the database and lets a
// transaction started by WithinTx reach every repository through the context.
type Store struct {
	db *bun.DB
}

func NewStore(db *bun.DB) *Store { return &Store{db: db} }

// DB is the underlying database handle.
func (s *Store) DB() *bun.DB { return s.db }

// WithinTx implements ports.Tx. A nested call runs in a savepoint of the transaction already
// running: its failure undoes only its own work and leaves the outer transaction usable.
func (s *Store) WithinTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if outer, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return outer.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			return fn(context.WithValue(ctx, txKey{}, tx))
		})
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return fn(context.WithValue(ctx, txKey{}, tx))
	})
}

// conn is the transaction running in ctx, or the database itself.
func (s *Store) conn(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return s.db
}
