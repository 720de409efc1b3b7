// Package apptest builds a fully wired Konter for tests, once per database engine.
package apptest

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/clock"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core"
)

// Start is the moment test clocks start at: 10:00 in Jakarta on 22 November 2026.
var Start = time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)

// Env is one wired shop under test.
type Env struct {
	*app.App
	Clock   *clock.Settable
	DataDir string
	Outbox  *Outbox
	// AtShop is the shop's own hand (no user) at its first outlet, where a test's stock moves.
	AtShop core.Principal
	people int
}

// Each runs fn once per engine with a fresh, migrated shop.
func Each(t *testing.T, fn func(t *testing.T, env *Env)) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			fn(t, New(t, e.Migrated(t)))
		})
	}
}

// New wires a shop over the database at url; hooks see every statement sent as text.
func New(t testing.TB, url string, hooks ...bun.QueryHook) *Env {
	t.Helper()
	db := sqltest.Open(t, url)
	for _, h := range hooks {
		db = db.WithQueryHook(h)
	}
	clock := clock.NewSettable(Start)
	cfg := app.Defaults()
	cfg.DataDir = t.TempDir()
	cfg.DatabaseURL = url
	cfg.BaseURL = "http://konter.test"
	cfg.PasswordCost = 4 // bcrypt's minimum: the tests sign in hundreds of times
	cfg.PrinterTimeout = time.Second
	outbox := &Outbox{}
	a := app.New(cfg, db, app.WithClock(clock), app.WithMailer(outbox), app.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	ctx, stop := context.WithCancel(context.Background())
	t.Cleanup(stop)
	if err := a.Start(ctx); err != nil {
		t.Fatal(err)
	}
	atShop, err := a.Outlets.AtFirst(context.Background(), core.Principal{})
	if err != nil {
		t.Fatal(err)
	}
	return &Env{App: a, Clock: clock, DataDir: cfg.DataDir, Outbox: outbox, AtShop: atShop}
}
