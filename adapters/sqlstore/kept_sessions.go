package sqlstore

import (
	"context"

	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/core"
)

// Sessions are kept for a few seconds after a request presents them (kept.Sessions): every
// staff request read its session and user from the database first (16 % of the server's CPU in
// the bench's staff reads on SQLite, one more statement per request on PostgreSQL).
//
// Ending a session, ending a user's sessions, and changing or deleting a user forget every
// kept session on this instance at once (Store.forgetting). Another instance's change is seen
// when its kept copy is at most its lifetime old: a session ended there still opens requests
// here for that long.
type keptSessions = kept.Map[string, sessionOf]

// sessionOf is a session with its user, as a request's caller needs them.
type sessionOf struct {
	session core.Session
	user    core.User
}

// KeepSessions keeps the sessions requests present for a few seconds.
func (s *Store) KeepSessions() { s.sessions = kept.New[string, sessionOf](kept.Sessions, nil, nil) }

// forgetSessions drops the kept sessions before a change of sessions or users, and returns
// what drops them again once the change is written.
func (s *Store) forgetSessions(ctx context.Context) func() {
	if s.sessions == nil {
		return func() {}
	}
	return s.forgetting(ctx, s.sessions.DropAll)
}
