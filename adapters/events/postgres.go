package events

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/konterhp/konter/core"
)

// channel is the PostgreSQL NOTIFY channel Konter's instances share.
const channel = "konter_changes"

// maxPayload stays under PostgreSQL's 8000-byte NOTIFY limit; a larger notice goes out
// without its ids, which clients read as "refetch everything".
const maxPayload = 7000

// Postgres carries change notices between instances through LISTEN/NOTIFY: Publish sends a
// NOTIFY, and Listen feeds every notice, this instance's own included, into the local hub.
type Postgres struct {
	db  *bun.DB
	hub *Hub
	log *slog.Logger
}

func NewPostgres(db *bun.DB, hub *Hub, log *slog.Logger) *Postgres {
	return &Postgres{db: db, hub: hub, log: log}
}

// Publish implements ports.Publisher: the notices go out in one statement.
func (p *Postgres) Publish(ctx context.Context, changes ...core.Change) {
	if len(changes) == 0 {
		return
	}
	calls := make([]string, len(changes))
	args := make([]any, 0, 2*len(changes))
	for i, c := range changes {
		p.hub.Observe(c)
		payload, _ := json.Marshal(c)
		if len(payload) > maxPayload {
			c.IDs = nil
			payload, _ = json.Marshal(c)
		}
		calls[i] = "pg_notify(?, ?)"
		args = append(args, channel, string(payload))
	}
	if _, err := p.db.ExecContext(context.WithoutCancel(ctx), "SELECT "+strings.Join(calls, ", "), args...); err != nil {
		p.log.WarnContext(ctx, "notify failed; delivering locally only", "error", err)
		p.hub.Publish(ctx, changes...)
	}
}

// Listen relays notices into the hub until ctx ends. The listener reconnects by itself
// after a lost connection.
func (p *Postgres) Listen(ctx context.Context) error {
	ln := pgdriver.NewListener(p.db)
	if err := ln.Listen(ctx, channel); err != nil {
		return err
	}
	go func() {
		<-ctx.Done()
		_ = ln.Close()
	}()
	go func() {
		for n := range ln.Channel() {
			var c core.Change
			if err := json.Unmarshal([]byte(n.Payload), &c); err != nil {
				p.log.Warn("malformed change notice", "payload", n.Payload)
				continue
			}
			p.hub.Publish(ctx, c)
		}
	}()
	return nil
}
