package sqltest_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// A SQLite test's copy of the migrated template is the shop the migrations make: the same
// tables, indexes, triggers, recorded migrations and user_version.
func TestACopyOfTheTemplateIsAMigratedShop(t *testing.T) {
	sqlite := sqltest.Engines()[0]
	migrated := schemaOf(t, sqltest.Open(t, sqlite.URL(t)))
	copy, err := sqlstore.Open(context.Background(), sqlite.Migrated(t)) // no migration run on it
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = copy.Close() })
	copied := schemaOf(t, copy)
	if len(migrated) < 50 {
		t.Fatalf("the migrated shop's schema is %d lines: %q", len(migrated), migrated)
	}
	if strings.Join(copied, "\n") != strings.Join(migrated, "\n") {
		t.Fatalf("the copy differs from a migrated shop:\ncopy:\n%s\nmigrated:\n%s",
			strings.Join(copied, "\n"), strings.Join(migrated, "\n"))
	}
}

// schemaOf lists the shop's schema objects, sorted.
func schemaOf(t *testing.T, db *bun.DB) []string {
	t.Helper()
	var lines []string
	if err := db.NewRaw(`SELECT type || ' ' || name || ' ' || tbl_name || ' ' || COALESCE(sql, '') FROM sqlite_master
		UNION ALL SELECT 'migration ' || version FROM schema_migrations
		UNION ALL SELECT 'user_version ' || user_version FROM pragma_user_version`).Scan(context.Background(), &lines); err != nil {
		t.Fatal(err)
	}
	slices.Sort(lines)
	return lines
}
