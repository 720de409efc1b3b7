package sqlstore

import (
	"context"

	"github.com/uptrace/bun"
)

// PreparedCount is how many texts s has prepared.
func PreparedCount(s *Store) int {
	s.stmts.mu.Lock()
	defer s.stmts.mu.Unlock()
	return len(s.stmts.ready)
}

// WriteTurns is how many write transactions s lets hold a connection at once.
func WriteTurns(s *Store) int { return cap(s.writer) }

// SumSQL is the SQL that adds up the product of factors exactly.
func SumSQL(s *Store, first string, more ...string) string { return s.sum(first, more...) }

// MigrateBefore applies the embedded migrations older than version, so that a test can fill a
// shop as it was before a migration and then run the rest with Migrate.
func MigrateBefore(ctx context.Context, db *bun.DB, version string) error {
	_, err := migrate(ctx, db, func(m Migration) bool { return m.Version < version })
	return err
}

// InsertMany stores rows as the documents' writes do (insertMany) and gives each its id.
func InsertMany[T any](ctx context.Context, s *Store, rows []T, setID func(*T, int64)) error {
	return insertMany(ctx, s, rows, setID)
}
