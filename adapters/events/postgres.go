package events

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/konterhp/konter/core"
)

// channelPrefix names the PostgreSQL NOTIFY channel Konter's instances share. NOTIFY is
// database-wide, so a shop kept in a schema of its own (search_path in the URL) gets a channel
// of its own: two shops, or two tests, in one database never hear each other's notices.
const channelPrefix = "konter_changes"

// maxPayload stays under PostgreSQL's 8000-byte NOTIFY limit; a larger notice goes out
// without its ids, which clients read as "refetch everything".
const maxPayload = 7000

// Postgres carries change notices between instances through LISTEN/NOTIFY: Publish sends a
// NOTIFY, and Listen feeds every notice, this instance's own included, into the local hub.
type Postgres struct {
	db  *bun.DB
	hub *Hub
	log *slog.Logger

	channelMu   sync.Mutex
	channelName string // empty until the schema has been read

	mu      sync.Mutex
	queue   []core.Change
	sending bool
	sent    *sync.Cond // signalled when the sender has nothing left
}

func NewPostgres(db *bun.DB, hub *Hub, log *slog.Logger) *Postgres {
	p := &Postgres{db: db, hub: hub, log: log}
	p.sent = sync.NewCond(&p.mu)
	return p
}

// Publish implements ports.Publisher. This instance's watchers hear of the changes at once
// (its caches never answer with what a request just changed); the NOTIFY to every instance
// goes out from one sender, which gathers what was published while it was busy into one
// statement: a rush of sales costs a few NOTIFYs, and no request waits for its own.
func (p *Postgres) Publish(_ context.Context, changes ...core.Change) {
	if len(changes) == 0 {
		return
	}
	for _, c := range changes {
		p.hub.Observe(c)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.queue = append(p.queue, changes...)
	if !p.sending {
		p.sending = true
		go p.send()
	}
}

// Flush waits until every notice published so far has gone out.
func (p *Postgres) Flush() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.sending {
		p.sent.Wait()
	}
}

func (p *Postgres) send() {
	for {
		p.mu.Lock()
		batch := p.queue
		p.queue = nil
		if len(batch) == 0 {
			p.sending = false
			p.sent.Broadcast()
			p.mu.Unlock()
			return
		}
		p.mu.Unlock()
		for start := 0; start < len(batch); start += notifyChunk {
			p.notify(batch[start:min(start+notifyChunk, len(batch))])
		}
	}
}

// notifyChunk bounds the notices one statement carries.
const notifyChunk = 100

func (p *Postgres) notify(changes []core.Change) {
	calls := make([]string, len(changes))
	args := make([]any, 0, 2*len(changes))
	for i, c := range changes {
		payload, _ := json.Marshal(c)
		if len(payload) > maxPayload {
			c.IDs = nil
			payload, _ = json.Marshal(c)
		}
		calls[i] = "pg_notify(?, ?)"
		args = append(args, p.channel(), string(payload))
	}
	if _, err := p.db.ExecContext(context.Background(), "SELECT "+strings.Join(calls, ", "), args...); err != nil {
		p.log.Warn("notify failed; delivering locally only", "error", err)
		p.hub.Publish(context.Background(), changes...)
	}
}

// channel is the shop's NOTIFY channel: the prefix alone in the public schema, followed by
// the schema's name in any other.
func (p *Postgres) channel() string {
	p.channelMu.Lock()
	defer p.channelMu.Unlock()
	if p.channelName != "" {
		return p.channelName
	}
	var schema string
	if err := p.db.QueryRowContext(context.Background(), "SELECT current_schema()").Scan(&schema); err != nil {
		p.log.Warn("reading the schema for the notice channel failed", "error", err)
		return channelPrefix
	}
	p.channelName = channelPrefix
	if schema != "" && schema != "public" {
		p.channelName = channelPrefix + "_" + schema
	}
	return p.channelName
}

// Listen relays notices into the hub until ctx ends. The listener reconnects by itself
// after a lost connection.
func (p *Postgres) Listen(ctx context.Context) error {
	ln := pgdriver.NewListener(p.db)
	if err := ln.Listen(ctx, p.channel()); err != nil {
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
