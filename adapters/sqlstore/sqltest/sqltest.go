// Package sqltest gives tests a fresh, migrated database on every engine Konter supports:
// SQLite always, and PostgreSQL when KONTER_TEST_POSTGRES_URL is set.
package sqltest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// PostgresEnv names the variable holding the PostgreSQL URL tests may use.
const PostgresEnv = "KONTER_TEST_POSTGRES_URL"

// Engine is one database engine under test.
type Engine struct {
	Name string
	// URL opens a new, empty database on this engine for the test.
	URL func(t testing.TB) string
	// Migrated opens a database for the test that Open finds migrated: on SQLite a copy of
	// one migrated once per test binary (template.go), on PostgreSQL a schema migrated ahead
	// (schemas.go).
	Migrated func(t testing.TB) string
}

// Engines lists the engines the tests run on.
func Engines() []Engine {
	engines := []Engine{{Name: "sqlite", URL: sqliteURL, Migrated: sqliteMigrated}}
	if os.Getenv(PostgresEnv) != "" {
		engines = append(engines, Engine{Name: "postgres", URL: postgresURL, Migrated: postgresMigrated})
	}
	return engines
}

// Each runs fn once per engine, each time with a fresh migrated database.
func Each(t *testing.T, fn func(t *testing.T, db *bun.DB)) {
	for _, e := range Engines() {
		t.Run(e.Name, func(t *testing.T) {
			fn(t, Open(t, e.Migrated(t)))
		})
	}
}

// Open connects to url, migrates it and closes it when the test ends.
func Open(t testing.TB, url string) *bun.DB {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, url)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if _, err := sqlstore.Migrate(ctx, db); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

func sqliteURL(t testing.TB) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "konter.db")
}
