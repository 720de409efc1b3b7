package sqlstore

import (
	"context"
	"sync"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

type txKey struct{}

type pendingKey struct{}

// pending holds the notices published inside a transaction until it commits.
type pending struct {
	mu      sync.Mutex
	changes []core.Change
}

// Store is the shared base of the repositories: it carries the database and lets a
// transaction started by WithinTx reach every repository through the context.
type Store struct {
	db        *bun.DB
	publisher ports.Publisher
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
	queue := &pending{}
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), pendingKey{}, queue))
	})
	if err == nil && s.publisher != nil {
		for _, c := range queue.changes {
			s.publisher.Publish(ctx, c)
		}
	}
	return err
}

// atomic runs a repository's statements together: inside the caller's transaction when
// there is one (no savepoint: a failure here fails the caller's whole unit of work), or in
// a transaction of their own.
func (s *Store) atomic(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return fn(ctx)
	}
	return s.WithinTx(ctx, fn)
}

// SetPublisher names where notices go once their transaction has committed.
func (s *Store) SetPublisher(p ports.Publisher) { s.publisher = p }

// Publish implements ports.Publisher: inside a transaction the notice waits for the commit
// (and is dropped on rollback), so no client refetches before the data is there.
func (s *Store) Publish(ctx context.Context, c core.Change) {
	if q, ok := ctx.Value(pendingKey{}).(*pending); ok {
		q.mu.Lock()
		q.changes = append(q.changes, c)
		q.mu.Unlock()
		return
	}
	if s.publisher != nil {
		s.publisher.Publish(ctx, c)
	}
}

// conn is the transaction running in ctx, or the database itself.
func (s *Store) conn(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return s.db
}
