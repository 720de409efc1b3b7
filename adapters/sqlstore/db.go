// Package sqlstore implements Konter's repositories with bun, on PostgreSQL and on
// embedded SQLite, picked by the database URL.
package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
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
		// Reads run in parallel under WAL; writers queue on the busy timeout.
		sqldb.SetMaxOpenConns(8)
		sqldb.SetMaxIdleConns(8)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(url)))
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(20)
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
