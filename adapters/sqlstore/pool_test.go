package sqlstore_test

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// An instance's pool of PostgreSQL connections: pool_max_conns in the URL sets the writers'
// share (and is not sent to the server as a setting), otherwise twice the machine's cores, at
// least 4; the reads have two per processor more. The pool is open before the first request.
func TestPostgresPoolFollowsTheURL(t *testing.T) {
	ctx := context.Background()
	if _, err := sqlstore.Open(ctx, "postgres://konter@db/konter?pool_max_conns=nol"); err == nil || !strings.Contains(err.Error(), "pool_max_conns") {
		t.Fatalf("a pool size that is no number: %v", err)
	}
	base := os.Getenv(sqltest.PostgresEnv)
	if base == "" {
		return // the rest needs a PostgreSQL server (make test gives one)
	}
	for _, c := range []struct {
		param string
		want  int
	}{{"pool_max_conns=3", 3}, {"", max(4, 2*runtime.NumCPU())}} {
		c.want += 2 * runtime.GOMAXPROCS(0)
		url := base
		if c.param != "" {
			url += map[bool]string{true: "&", false: "?"}[strings.Contains(base, "?")] + c.param
		}
		db, err := sqlstore.Open(ctx, url)
		if err != nil {
			t.Fatalf("%s: %v", c.param, err)
		}
		if err := sqlstore.FillPool(ctx, db); err != nil {
			t.Fatal(err)
		}
		stats := db.Stats()
		db.Close()
		if stats.MaxOpenConnections != c.want || stats.OpenConnections != c.want {
			t.Fatalf("%q: pool of %d with %d open, want %d open", c.param, stats.MaxOpenConnections, stats.OpenConnections, c.want)
		}
	}
}

// The connections run without PostgreSQL's JIT compiler, which compiled a report's summary on
// every call (87 ms instead of 27), unless the URL asks for it.
func TestPostgresRunsWithoutJITUnlessAsked(t *testing.T) {
	base := os.Getenv(sqltest.PostgresEnv)
	if base == "" {
		return // needs a PostgreSQL server (make test gives one)
	}
	ctx := context.Background()
	for param, want := range map[string]string{"": "off", "jit=on": "on"} {
		url := base
		if param != "" {
			url += map[bool]string{true: "&", false: "?"}[strings.Contains(base, "?")] + param
		}
		db, err := sqlstore.Open(ctx, url)
		if err != nil {
			t.Fatalf("%q: %v", param, err)
		}
		var jit string
		err = db.NewRaw("SHOW jit").Scan(ctx, &jit)
		db.Close()
		if err != nil || jit != want {
			t.Errorf("%q: jit %q (%v), want %q", param, jit, err, want)
		}
	}
}
