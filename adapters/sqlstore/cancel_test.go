package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// A query whose request has gone (the client closed the page) stops at once instead of
// burning the database's CPU to the end, on both engines; the connection it ran on is not
// handed to the next request broken.
func TestACancelledQueryStops(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		start := time.Now()
		var n int64
		// Counts to a billion: minutes of work on either engine.
		err := db.NewRaw(`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000)
			SELECT count(*) FROM c`).Scan(ctx, &n)
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("the cancelled query ran for %v", took)
		}
		if err == nil {
			t.Fatal("the cancelled query answered")
		}
		for range 10 {
			if err := db.NewRaw("SELECT 1").Scan(context.Background(), &n); err != nil {
				t.Fatalf("a query after the cancelled one: %v", err)
			}
		}
	})
}
