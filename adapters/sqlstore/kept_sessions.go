package sqlstore

import (
	"context"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// keptSessions keeps, for a few seconds, the sessions requests present: every staff request
// read its session and user from the database first (16 % of the server's CPU in the bench's
// staff reads on SQLite, one more statement per request on PostgreSQL).
//
// Ending a session, ending a user's sessions, and changing or deleting a user forget every
// kept session on this instance at once (Store.forgetting). Another instance's change is seen when its kept copy
// is sessionMaxAge old at most: a session ended there still opens requests here for that long.
type keptSessions struct {
	mu      sync.Mutex
	version uint64
	byID    map[string]keptSession
}

type keptSession struct {
	session core.Session
	user    core.User
	until   time.Time
}

const (
	sessionMaxAge = 5 * time.Second
	sessionLimit  = 10_000
)

// KeepSessions keeps the sessions requests present for sessionMaxAge.
func (s *Store) KeepSessions() { s.sessions = &keptSessions{} }

// keptSessionsOf is the kept sessions outside a transaction, nil inside one (which may have
// changed them) or when none are kept.
func (s *Store) keptSessionsOf(ctx context.Context) *keptSessions {
	if inTx(ctx) {
		return nil
	}
	return s.sessions
}

// find is the session with its user: kept, or read and kept. An unknown session is not kept.
func (k *keptSessions) find(id string, read func() (core.Session, core.User, error)) (core.Session, core.User, error) {
	k.mu.Lock()
	kept, ok := k.byID[id]
	version := k.version
	k.mu.Unlock()
	if ok && time.Now().Before(kept.until) {
		return kept.session, kept.user, nil
	}
	started := time.Now()
	s, u, err := read()
	if err != nil {
		return s, u, err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.version == version {
		if k.byID == nil || len(k.byID) >= sessionLimit {
			k.byID = map[string]keptSession{}
		}
		k.byID[id] = keptSession{session: s, user: u, until: started.Add(sessionMaxAge)}
	}
	return s, u, nil
}

// forget drops every kept session.
func (k *keptSessions) forget() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.version++
	k.byID = nil
}

// forgetSessions drops the kept sessions before a change of sessions or users, and returns
// what drops them again once the change is written.
func (s *Store) forgetSessions(ctx context.Context) func() {
	if s.sessions == nil {
		return func() {}
	}
	return s.forgetting(ctx, s.sessions.forget)
}
