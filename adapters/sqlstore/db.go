// Package sqlstore implements Konter's repositories with bun, on PostgreSQL and on
// embedded SQLite, picked by the database URL.
package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	neturl "net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	"github.com/uptrace/bun/driver/sqliteshim"
)

// DefaultURL is the embedded SQLite database inside the data directory.
func DefaultURL(dataDir string) string {
	return "sqlite:" + filepath.Join(dataDir, "konter.db")
}

// Open connects to the database named by url: "sqlite:PATH" or "postgres://...".
func Open(ctx context.Context, url string) (*bun.DB, error) {
	var db *bun.DB
	switch {
	case strings.HasPrefix(url, "sqlite:"):
		path := strings.TrimPrefix(strings.TrimPrefix(url, "sqlite:"), "//")
		if path == "" {
			return nil, fmt.Errorf("database URL %q names no file", url)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
			return nil, fmt.Errorf("create database directory: %w", err)
		}
		sqldb, err := sql.Open(sqliteshim.ShimName, sqliteDSN(path))
		if err != nil {
			return nil, err
		}
		// Reads run in parallel under WAL; writers take turns (Store.writeTurn). Twice the
		// server's read lane, so that the writer whose turn it is always finds a connection free.
		conns := max(8, 2*ReadConns())
		sqldb.SetMaxOpenConns(conns)
		sqldb.SetMaxIdleConns(conns)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		dsn, conns, err := poolSize(url)
		if err != nil {
			return nil, err
		}
		sqldb := sql.OpenDB(cancellingConnector{pgdriver.NewConnector(pgdriver.WithDSN(dsn))})
		sqldb.SetMaxOpenConns(conns + ReadConns())
		sqldb.SetMaxIdleConns(conns + ReadConns())
		db = bun.NewDB(sqldb, pgdialect.New())
	default:
		return nil, fmt.Errorf("database URL %q: want sqlite:PATH or postgres://", url)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	return db, nil
}

// lockTimeout is the longest a statement waits on PostgreSQL for a lock another transaction
// holds: a sale behind a long write (an import, a stock count posted) is asked to try again
// (errBusy) rather than waiting until the driver's read timeout (10 s) breaks its connection
// and it answers 500.
const lockTimeout = 8 * time.Second

// ReadConns is how many reads the server runs at once (its read lane): two per processor keep
// every processor busy while one of them waits on the database. The pool keeps that many
// connections beyond the writers' (writeTurns).
func ReadConns() int { return 2 * runtime.GOMAXPROCS(0) }

// writeTurns is how many write transactions may hold a connection at once: on PostgreSQL the
// pool less the reads' connections, so that however many cashiers write, a visitor's read
// never queues behind them for a connection; on SQLite one.
func writeTurns(db *bun.DB) int {
	if IsSQLite(db) {
		return 1
	}
	return max(1, db.Stats().MaxOpenConnections-ReadConns())
}

// poolSize reads how many connections an instance's writes may hold on PostgreSQL from the
// URL's pool_max_conns (taken out of the URL), or takes twice this machine's cores, at least
// 4; the reads have ReadConns more. More connections than the database's cores can run only
// take turns: on a 2-core machine holding both, 4 connections take a burst of 200 orders in
// two thirds of the time 20 do.
//
// The connections run with PostgreSQL's JIT compiler off unless the URL sets jit: the planner
// overestimates a report's correlated subquery (cost 138,000 for 16,000 rows) and compiled
// it on every call, which made the 30-day sales summary take 87 ms instead of 27. And they
// wait at most lockTimeout for a row another write holds, unless the URL sets lock_timeout.
func poolSize(raw string) (string, int, error) {
	u, err := neturl.Parse(raw)
	if err != nil {
		return "", 0, fmt.Errorf("database URL: %w", err)
	}
	q := u.Query()
	n := max(4, 2*runtime.NumCPU())
	if v := q.Get("pool_max_conns"); v != "" {
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			return "", 0, fmt.Errorf("database URL: pool_max_conns %q is not a positive number", v)
		}
		q.Del("pool_max_conns")
	}
	if !q.Has("jit") {
		q.Set("jit", "off")
	}
	if !q.Has("lock_timeout") {
		q.Set("lock_timeout", strconv.Itoa(int(lockTimeout.Milliseconds())))
	}
	u.RawQuery = q.Encode()
	return u.String(), n, nil
}

// FillPool opens every connection the pool may keep, each with its PostgreSQL backend
// started, so that the first burst of customers after a restart (a flash sale) does not wait
// for a backend to start per request. SQLite connections cost nothing to open.
func FillPool(ctx context.Context, db *bun.DB) error {
	if IsSQLite(db) {
		return nil
	}
	n := db.Stats().MaxOpenConnections
	conns := make([]bun.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	for range n {
		c, err := db.Conn(ctx)
		if err != nil {
			return err
		}
		conns = append(conns, c)
		if err := c.PingContext(ctx); err != nil {
			return err
		}
	}
	return nil
}

// sqliteDSN turns on WAL, foreign keys and a busy timeout on every connection, and makes
// each transaction take the write lock when it begins, so that two writers queue instead
// of deadlocking when both try to upgrade a read lock. Pages are read through a memory map
// and a 16 MB cache per connection rather than a system call each.
func sqliteDSN(path string) string {
	return "file:" + path +
		"?_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(1)" +
		"&_pragma=busy_timeout(15000)" +
		"&_pragma=synchronous(NORMAL)" +
		"&_pragma=cache_size(-16000)" +
		"&_pragma=mmap_size(268435456)" +
		"&_pragma=temp_store(MEMORY)" +
		"&_txlock=immediate"
}

// IsSQLite tells which engine a database runs on.
func IsSQLite(db bun.IDB) bool {
	return db.Dialect().Name() == dialect.SQLite
}
