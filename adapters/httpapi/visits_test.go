package httpapi_test

import (
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
)

func TestVisitsAreCountedPerShopDay(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		visit := apptest.Scenario{Name: "a visit", Method: "POST", URL: "/api/visits", WantStatus: 204}
		apptest.Run(t, h, []apptest.Scenario{visit, visit, visit})
		// 00:30 in Jakarta on the 23rd is still the 22nd in UTC.
		env.Clock.Set(time.Date(2026, 11, 22, 17, 30, 0, 0, time.UTC))
		apptest.Run(t, h, []apptest.Scenario{visit})

		var rows []struct {
			Date  string `bun:"date"`
			Count int64  `bun:"count"`
		}
		if err := env.DB.NewRaw("SELECT date, count FROM daily_visits ORDER BY date").Scan(t.Context(), &rows); err != nil {
			t.Fatal(err)
		}
		if len(rows) != 2 || rows[0].Date != "2026-11-22" || rows[0].Count != 3 || rows[1].Date != "2026-11-23" || rows[1].Count != 1 {
			t.Fatalf("daily visits %+v, want 3 on 2026-11-22 and 1 on 2026-11-23", rows)
		}
	})
}

func TestOneAddressCannotInflateTheVisitorCount(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	h := env.Handler()
	for range 100 {
		apptest.Do(t, h, "POST", "/api/visits", nil, "", nil)
	}
	var n int64
	if err := env.DB.NewRaw("SELECT count FROM daily_visits").Scan(t.Context(), &n); err != nil || n != 30 {
		t.Fatalf("one address counted %d visits (%v), want 30 an hour", n, err)
	}
	env.Clock.Advance(time.Hour)
	apptest.Do(t, h, "POST", "/api/visits", nil, "", nil)
	if err := env.DB.NewRaw("SELECT count FROM daily_visits").Scan(t.Context(), &n); err != nil || n != 31 {
		t.Fatalf("after an hour: %d (%v)", n, err)
	}
}
