package sqlstore

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
