package sqltest

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/sqliteshim"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// Replaying every migration costs a SQLite test 0.3 s, a copy of a migrated database 0.04 s.
// On PostgreSQL a copy (CREATE DATABASE ... TEMPLATE) saved nothing: its DROP DATABASE forces
// a checkpoint, and copy and drop took as long as the migrations (about 4 s on a loaded
// 2-core machine), so PostgreSQL tests still migrate a schema of their own.

// sqliteTemplate is a migrated in-memory database; its one connection keeps it alive.
var sqliteTemplate = sync.OnceValues(func() (*bun.DB, error) {
	sqldb, err := sql.Open(sqliteshim.ShimName, "file::memory:?_pragma=foreign_keys(1)")
	if err != nil {
		return nil, err
	}
	sqldb.SetMaxOpenConns(1)
	sqldb.SetMaxIdleConns(1)
	db := bun.NewDB(sqldb, sqlitedialect.New())
	if _, err := sqlstore.Migrate(context.Background(), db); err != nil {
		return nil, fmt.Errorf("migrate the template: %w", err)
	}
	return db, nil
})

// sqliteMigrated writes a copy of the template to a file of the test's own.
func sqliteMigrated(t testing.TB) string {
	t.Helper()
	template, err := sqliteTemplate()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "konter.db")
	if _, err := template.Exec("VACUUM INTO ?", path); err != nil {
		t.Fatalf("copy the migrated template: %v", err)
	}
	return "sqlite:" + path
}
