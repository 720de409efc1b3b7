package sqltest

import (
	"context"
	"strings"
	"testing"
)

// A PostgreSQL schema a test used is given to the next test as the migrations left it: its
// rows and sequences the pristine schema's, the test's connections ended; one whose
// definitions a test changed is not given again.
func TestAUsedSchemaIsGivenAgainAsMigrated(t *testing.T) {
	for _, e := range Engines() {
		if e.Name != "postgres" {
			continue
		}
		ctx := context.Background()
		var used string
		t.Run("a test", func(t *testing.T) {
			url := e.Migrated(t)
			used = url[strings.Index(url, "search_path=")+len("search_path="):][:len("t_00000000_00000000")]
			db := Open(t, url)
			for _, stmt := range []string{
				"UPDATE outlets SET name = 'Toko Lama'",
				"INSERT INTO outlets (name, created_at, updated_at) VALUES ('Cabang', now(), now())",
				"INSERT INTO suppliers (name, created_at) VALUES ('Distributor', now())",
			} {
				if _, err := db.ExecContext(ctx, stmt); err != nil {
					t.Fatal(err)
				}
			}
			// A connection the test leaves open, inside a transaction holding the outlets' rows.
			left, err := db.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := left.ExecContext(ctx, "UPDATE outlets SET phone = '1'"); err != nil {
				t.Fatal(err)
			}
		})
		s, err := pgSchemas()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := contents(t, s, used), contents(t, s, s.pristine); got != want {
			t.Fatalf("the used schema after its reset:\n%s\nthe migrated one:\n%s", got, want)
		}
		t.Run("the next test", func(t *testing.T) {
			if url := e.Migrated(t); !strings.Contains(url, used) {
				t.Fatalf("the next test was given %s, not the free %s", url, used)
			}
			if _, err := s.admin.ExecContext(ctx, "ALTER TABLE "+used+".suppliers ADD COLUMN email TEXT"); err != nil {
				t.Fatal(err)
			}
			if err := s.reset(ctx, used); err == nil {
				t.Fatal("a schema whose table a test changed was reset to be given again")
			}
		})
	}
}

// contents lists schema's rows, table by table, and its sequences' values.
func contents(t *testing.T, s *schemas, schema string) string {
	t.Helper()
	var rows []string
	err := s.admin.NewRaw(`SELECT tablename || ': ' || (xpath('/row/c/text()', query_to_xml(
			format('SELECT coalesce(json_agg(t ORDER BY t::text), ''[]'')::text AS c FROM %I.%I t', schemaname, tablename), false, true, '')))[1]::text
		FROM pg_tables WHERE schemaname = ?
		UNION ALL SELECT sequencename || ' ' || coalesce(last_value::text, 'not called') FROM pg_sequences WHERE schemaname = ?
		ORDER BY 1`, schema, schema).Scan(context.Background(), &rows)
	if err != nil {
		t.Fatal(err)
	}
	out := strings.Join(rows, "\n")
	if !strings.Contains(out, "outlets: [{") {
		t.Fatalf("no outlet in %s:\n%s", schema, out)
	}
	return out
}
