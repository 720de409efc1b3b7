package sqlstore

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"
)

// The reads staff make all day repeat a few texts: a list's page, a product by its id. Sent as
// prepared statements, each connection parses them once and PostgreSQL plans them once,
// instead of on every request. In the bench planning was 0.2 of a product's 0.25 ms on
// PostgreSQL, and SQLite spent 15 % of the staff reads' CPU preparing statements.
//
// A text is prepared after its second read (a text read once, such as a rare search, is not
// worth a round trip to prepare), up to maxStatements of them.
type statements struct {
	mu    sync.Mutex
	seen  map[string]bool // read before; true once its preparing has started
	ready map[string]*sql.Stmt
}

const (
	maxStatements = 512
	maxSeen       = 4096
)

// arg is the engine's n-th placeholder (from 1), for a value read bound rather than written
// into the text: an id, whose every value would otherwise make a text of its own.
func (s *Store) arg(n int) bun.Safe {
	if IsSQLite(s.db) {
		return bun.Safe("?" + strconv.Itoa(n))
	}
	return bun.Safe("$" + strconv.Itoa(n))
}

// args is n placeholders from the first, for a list of values bound (IN (?)).
func (s *Store) args(n int) bun.Safe {
	list := make([]string, n)
	for i := range list {
		list[i] = string(s.arg(i + 1))
	}
	return bun.Safe(strings.Join(list, ", "))
}

// boundIDs is ids' placeholders (args) and the values to bind to them.
func (s *Store) boundIDs(ids []int64) (bun.Safe, []any) {
	values := make([]any, len(ids))
	for i, id := range ids {
		values[i] = id
	}
	return s.args(len(ids)), values
}

// binding numbers the values a statement binds on SQLite, for its text to be the same whatever
// they are: a staff search wrote its words and category into the text, and SQLite parsed each
// of the 240 texts of the bench's searches again on each of the pool's connections
// (sqlite3Prepare 7–13 % of the staff reads' CPU). Each placeholder is a subquery, (SELECT ?1):
// SQLite plans a LIKE and, its statistics read (ANALYZE), an indexed comparison for the value
// bound to a bare placeholder, and so prepares the statement again whenever the value changes;
// a subquery it plans without its value, and runs once per statement. On PostgreSQL, whose
// planner plans a LIKE for the pattern it reads, the values are written into the text.
type binding struct {
	store   *Store
	literal bool
	values  []any
}

func (s *Store) binding() *binding { return &binding{store: s, literal: !IsSQLite(s.db)} }

// bind is v's placeholder, v kept in values to bind; or v itself, for bun to write, when literal.
func (b *binding) bind(v any) any {
	if b.literal {
		return v
	}
	b.values = append(b.values, v)
	return bun.Safe("(SELECT " + string(b.store.arg(len(b.values))) + ")")
}

// literal has bun write a value into the statement's text.
func literal(v any) any { return v }

// scanRead runs q, a read with args bound to its placeholders (arg), and scans its rows into
// dest, a pointer to a slice. Inside a transaction it runs on the transaction's connection,
// which has the statement prepared already once it has run it before.
func (s *Store) scanRead(ctx context.Context, q *bun.SelectQuery, dest any, args ...any) error {
	return s.scanBound(ctx, q.String(), dest, args...)
}

// scanBound is scanRead for a statement's text, a read or a write that returns rows, with its
// placeholders written by arg.
func (s *Store) scanBound(ctx context.Context, text string, dest any, args ...any) error {
	scan := func(rows *sql.Rows, err error) error {
		if err != nil {
			return err
		}
		return s.db.ScanRows(ctx, rows, dest)
	}
	return s.onBound(ctx, text, func(stmt *sql.Stmt) error {
		return scan(stmt.QueryContext(ctx, args...))
	}, func(on sqlConn) error {
		return scan(on.QueryContext(ctx, text, args...))
	})
}

// execBound is scanBound for a write that returns no rows.
func (s *Store) execBound(ctx context.Context, text string, args ...any) error {
	return s.onBound(ctx, text, func(stmt *sql.Stmt) error {
		_, err := stmt.ExecContext(ctx, args...)
		return err
	}, func(on sqlConn) error {
		_, err := on.ExecContext(ctx, text, args...)
		return err
	})
}

// sqlConn is where a statement not (yet) prepared is sent: the pool or a transaction.
type sqlConn interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// onBound runs text by prepared, with its prepared statement when there is one, else by sent,
// as text. Inside a transaction it runs on the transaction's connection, which has the
// statement prepared already once it has run it before.
func (s *Store) onBound(ctx context.Context, text string, prepared func(*sql.Stmt) error, sent func(sqlConn) error) error {
	stmt := s.statement(text)
	tx, inTx := ctx.Value(txKey{}).(bun.Tx)
	switch {
	case inTx && stmt != nil:
		onTx := tx.Tx.StmtContext(ctx, stmt)
		defer onTx.Close() // frees the transaction's handle, not the connection's statement
		return prepared(onTx)
	case inTx:
		return sent(tx.Tx)
	case stmt != nil:
		return prepared(stmt)
	}
	return sent(s.db.DB)
}

// scanOne is scanRead for one row: sql.ErrNoRows when there is none.
func scanOne[T any](ctx context.Context, s *Store, q *bun.SelectQuery, args ...any) (T, error) {
	var rows []T
	if err := s.scanRead(ctx, q.Limit(1), &rows, args...); err != nil || len(rows) == 0 {
		var none T
		return none, firstOf(err, sql.ErrNoRows)
	}
	return rows[0], nil
}

func firstOf(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// statement is text's prepared statement, or nil while it is not (yet). The second read of a
// text has it prepared in the background, so that no read, and no transaction holding a
// connection, waits for another of the pool's connections to prepare it on.
func (s *Store) statement(text string) *sql.Stmt {
	st := &s.stmts
	st.mu.Lock()
	defer st.mu.Unlock()
	if stmt, ok := st.ready[text]; ok {
		return stmt
	}
	preparing, again := st.seen[text]
	switch {
	case !again:
		if st.seen == nil || len(st.seen) >= maxSeen {
			st.seen = map[string]bool{}
		}
		st.seen[text] = false
	case !preparing && len(st.ready) < maxStatements:
		st.seen[text] = true
		go s.prepare(text)
	}
	return nil
}

// prepareWait bounds how long a statement waits for a free connection to be prepared on.
const prepareWait = 10 * time.Second

func (s *Store) prepare(text string) {
	ctx, cancel := context.WithTimeout(context.Background(), prepareWait)
	defer cancel()
	stmt, err := s.db.DB.PrepareContext(ctx, text)
	if err != nil {
		return // the reads report what is wrong with the text, sent unprepared
	}
	st := &s.stmts
	st.mu.Lock()
	defer st.mu.Unlock()
	if _, ok := st.ready[text]; ok || len(st.ready) >= maxStatements {
		_ = stmt.Close()
		return
	}
	if st.ready == nil {
		st.ready = map[string]*sql.Stmt{}
	}
	st.ready[text] = stmt
}
