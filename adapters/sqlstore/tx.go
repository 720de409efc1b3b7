package sqlstore

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

type txKey struct{}

type pendingKey struct{}

// pending holds the notices published inside a transaction, and what else waits for it to
// commit.
type pending struct {
	mu        sync.Mutex
	changes   []core.Change
	committed []func()
	// savedSettings tells that the transaction saved settings: it reads them from the database.
	savedSettings atomic.Bool
}

// afterCommit runs fn once the transaction has committed (never if it rolls back).
func (q *pending) afterCommit(fn func()) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.committed = append(q.committed, fn)
}

// Store is the shared base of the repositories: it carries the database and lets a
// transaction started by WithinTx reach every repository through the context.
type Store struct {
	db        *bun.DB
	publisher ports.Publisher
	// writer holds the write transactions' turns (writeTurns). SQLite lets one writer in at
	// a time, and transactions waiting in its busy handler sleep in growing steps (up to
	// 100 ms each) and are let in in no particular order, so that under a rush a few wait for
	// seconds: waiting here instead lets them in first come, first served, as soon as the
	// writer before them commits. On PostgreSQL the writers' turns leave the reads their own
	// connections: with 50 cashiers selling, a visitor's product page waited for a connection
	// behind them (p50 1 s, 38 reads a second in the bench's scenario 4).
	writer chan struct{}
	// waiting counts the write transactions waiting for their turn.
	waiting atomic.Int32
	// handedOn, on SQLite, is the connection the writer before left for the next one (only
	// the writer in its turn touches it). SQLite drops a connection's whole page cache when
	// another connection wrote since it last read (and modernc's allocator gives each page
	// back with a munmap): a write on whichever connection the pool gave started cold, and in
	// the bench's cashier rush a fifth of the CPU went to the allocator's mmap and munmap.
	// Writers passing one connection on keep its cache warm.
	handedOn *bun.Conn
	// totals, when kept (KeepTotals), are the back-office lists' totals.
	totals *keptTotals
	// sessions, when kept (KeepSessions), are the sessions requests present.
	sessions *keptSessions
	// settings, when kept (KeepSettings), are the shop's settings.
	settings *keptSettings
	// outlets, when kept (KeepOutlets), are the shop's outlets.
	outlets *keptOutlets
	// stmts are the reads sent as prepared statements.
	stmts statements
}

func NewStore(db *bun.DB) *Store {
	return &Store{db: db, writer: make(chan struct{}, writeTurns(db))}
}

// writerWait is how long a transaction waits for its turn to write, as SQLite's busy timeout.
const writerWait = 15 * time.Second

// errBusy is the answer to a write that waited its longest, for its turn (writerWait) or on
// PostgreSQL for a row another write holds (lockTimeout): try again, nothing was kept.
var errBusy = core.TooManyRequests("Toko sedang sibuk. Silakan coba lagi sebentar lagi.", 5*time.Second)

// takeTurn waits for a turn to write; release gives it back.
func (s *Store) takeTurn(ctx context.Context) (release func(), err error) {
	s.waiting.Add(1)
	defer s.waiting.Add(-1)
	timer := time.NewTimer(writerWait)
	defer timer.Stop()
	select {
	case s.writer <- struct{}{}:
		return func() { <-s.writer }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-timer.C:
		// Only a write stuck far longer than any sale takes gets here: ask to retry, lose nothing.
		return nil, errBusy
	}
}

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
	run := func(ctx context.Context, tx bun.Tx) error {
		return fn(context.WithValue(context.WithValue(ctx, txKey{}, tx), pendingKey{}, queue))
	}
	if err := s.writeTurn(ctx, run); err != nil {
		return err
	}
	for _, fn := range queue.committed {
		fn()
	}
	if s.publisher != nil && len(queue.changes) > 0 {
		s.publisher.Publish(ctx, coalesce(queue.changes)...)
	}
	return nil
}

// coalesce merges the notices of one transaction that share a resource and an action into
// one notice carrying all their ids (each once), in the order they first appeared: a page
// of the shop's books sends a handful of notices, not thousands (on PostgreSQL each one is a NOTIFY).
// A notice without ids (refetch everything) keeps its group without ids.
func coalesce(changes []core.Change) []core.Change {
	if len(changes) < 2 {
		return changes
	}
	type key struct {
		resource  core.Resource
		action    string
		stockOnly bool
	}
	at := map[key]int{}
	seen := map[key]map[int64]bool{}
	everything := map[key]bool{}
	out := make([]core.Change, 0, 4)
	for _, c := range changes {
		k := key{c.Resource, c.Action, c.StockOnly}
		i, ok := at[k]
		if !ok {
			at[k], seen[k] = len(out), map[int64]bool{}
			i = len(out)
			out = append(out, core.Change{Resource: c.Resource, Action: c.Action, StockOnly: c.StockOnly})
		}
		if len(c.IDs) == 0 || everything[k] {
			everything[k], out[i].IDs = true, nil
			continue
		}
		for _, id := range c.IDs {
			if !seen[k][id] {
				seen[k][id] = true
				out[i].IDs = append(out[i].IDs, id)
			}
		}
	}
	return out
}

// Join implements ports.Tx: it runs statements together inside the caller's transaction when
// there is one (no savepoint: a failure here fails the caller's whole unit of work), or in
// a transaction of their own.
func (s *Store) Join(ctx context.Context, fn func(ctx context.Context) error) error {
	if _, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return fn(ctx)
	}
	return s.WithinTx(ctx, fn)
}

// writeTurn runs a write transaction in its turn. The turn comes first and the connection
// after: writers waiting for their turn hold no connection, so a queue of them behind a long
// write (an import) or a rush never takes the whole pool and the shop's lists and reports
// keep reading meanwhile. The writer in its turn waits at most for a read to end: the
// server's read lane (httpapi) keeps the reads at work fewer than the pool's connections.
func (s *Store) writeTurn(ctx context.Context, run func(ctx context.Context, tx bun.Tx) error) error {
	release, err := s.takeTurn(ctx)
	if err != nil {
		return err
	}
	defer release()
	conn, err := s.writerConn(ctx)
	if err != nil {
		return err
	}
	err = conn.RunInTx(ctx, nil, run)
	s.leave(conn, err)
	return busy(err)
}

// writerConn is the connection for the writer in its turn: the one the writer before handed
// on, or one from the pool.
func (s *Store) writerConn(ctx context.Context) (bun.Conn, error) {
	if c := s.handedOn; c != nil {
		s.handedOn = nil
		return *c, nil
	}
	return s.db.Conn(ctx)
}

// leave hands the connection on to the next writer when one waits (on SQLite, after a
// transaction that went well) and gives it back to the pool otherwise: an idle shop's reads
// keep every connection.
func (s *Store) leave(conn bun.Conn, err error) {
	if err == nil && IsSQLite(s.db) && s.waiting.Load() > 0 {
		s.handedOn = &conn
		return
	}
	_ = conn.Close()
}

// SetPublisher names where notices go once their transaction has committed.
func (s *Store) SetPublisher(p ports.Publisher) { s.publisher = p }

// Publish implements ports.Publisher: inside a transaction the notice waits for the commit
// (and is dropped on rollback), so no client refetches before the data is there.
func (s *Store) Publish(ctx context.Context, changes ...core.Change) {
	if q, ok := ctx.Value(pendingKey{}).(*pending); ok {
		q.mu.Lock()
		q.changes = append(q.changes, changes...)
		q.mu.Unlock()
		return
	}
	if s.publisher != nil {
		s.publisher.Publish(ctx, changes...)
	}
}

// inTx tells whether ctx runs in a transaction.
func inTx(ctx context.Context) bool {
	_, ok := ctx.Value(txKey{}).(bun.Tx)
	return ok
}

// forgetting runs forget, for what is kept in memory, before a change of what it keeps, and
// returns what runs it again once the change is written: after its statement, or, inside a
// transaction, after the commit. A read racing the change is then not kept.
func (s *Store) forgetting(ctx context.Context, forget func()) func() {
	forget()
	if q, ok := ctx.Value(pendingKey{}).(*pending); ok {
		q.afterCommit(forget)
		return func() {}
	}
	return forget
}

// conn is the transaction running in ctx, or the database itself.
func (s *Store) conn(ctx context.Context) bun.IDB {
	if tx, ok := ctx.Value(txKey{}).(bun.Tx); ok {
		return tx
	}
	return s.db
}
