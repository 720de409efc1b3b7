package sqltest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// Migrating a PostgreSQL schema takes 2-3 s on a loaded 2-core machine and dropping it 0.5 s,
// mostly spent waiting on the server's disk: done in a test's own time it was most of the
// PostgreSQL half of the Go tests. So schemasAhead goroutines migrate the next tests' schemas
// while the tests before run, and a test's schema is dropped behind it.
const schemasAhead = 2

// ownerLock is the first key of the session advisory lock a test process holds while it lives,
// the second being its mark in its schemas' names (t_<owner>_<random>): a schema whose owner's
// lock is free was left behind by a process that has ended (the ones it migrated ahead and no
// test took, the ones still being dropped), and the next process drops it.
const ownerLock = 727_002

type schemas struct {
	base  string
	owner uint32
	admin *bun.DB
	ready chan migrated
	// lock holds the owner's lock for the process's life.
	lock *sql.Conn
}

type migrated struct {
	schema string
	err    error
}

var pgSchemas = sync.OnceValues(func() (*schemas, error) {
	ctx := context.Background()
	base := os.Getenv(PostgresEnv)
	admin, err := sqlstore.Open(ctx, base)
	if err != nil {
		// In CI an unreachable PostgreSQL fails the run: it is never silently skipped.
		return nil, fmt.Errorf("%s is set but PostgreSQL is unreachable: %w", PostgresEnv, err)
	}
	lock, err := admin.DB.Conn(ctx)
	if err != nil {
		return nil, err
	}
	var b [4]byte
	_, _ = rand.Read(b[:])
	s := &schemas{base: base, owner: binary.BigEndian.Uint32(b[:]), admin: admin, ready: make(chan migrated), lock: lock}
	if _, err := lock.ExecContext(ctx, "SELECT pg_advisory_lock($1, $2)", ownerLock, int32(s.owner)); err != nil {
		return nil, fmt.Errorf("take the test process's lock: %w", err)
	}
	if err := s.dropLeftBehind(ctx); err != nil {
		return nil, err
	}
	for range schemasAhead {
		go func() {
			for {
				s.ready <- s.migrateOne(ctx)
			}
		}()
	}
	return s, nil
})

// postgresURL makes an empty schema of the test's own; it is dropped after the test.
func postgresURL(t testing.TB) string {
	t.Helper()
	s, err := pgSchemas()
	if err != nil {
		t.Fatal(err)
	}
	schema, err := s.create(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { go s.drop(schema) })
	return schemaURL(t, s.base, schema)
}

// postgresMigrated hands the test a schema migrated ahead; it is dropped after the test.
func postgresMigrated(t testing.TB) string {
	t.Helper()
	s, err := pgSchemas()
	if err != nil {
		t.Fatal(err)
	}
	m := <-s.ready
	if m.err != nil {
		t.Fatalf("migrate a schema: %v", m.err)
	}
	t.Cleanup(func() { go s.drop(m.schema) })
	return schemaURL(t, s.base, m.schema)
}

func (s *schemas) create(ctx context.Context) (string, error) {
	var b [4]byte
	_, _ = rand.Read(b[:])
	name := fmt.Sprintf("t_%08x_%x", s.owner, b)
	if _, err := s.admin.ExecContext(ctx, "CREATE SCHEMA "+name); err != nil {
		return "", fmt.Errorf("create schema: %w", err)
	}
	return name, nil
}

func (s *schemas) migrateOne(ctx context.Context) migrated {
	name, err := s.create(ctx)
	if err != nil {
		return migrated{err: err}
	}
	u, err := withSearchPath(s.base, name)
	if err == nil {
		err = migrateAt(ctx, u)
	}
	if err != nil {
		s.drop(name)
		return migrated{err: err}
	}
	return migrated{schema: name}
}

func migrateAt(ctx context.Context, url string) error {
	db, err := sqlstore.Open(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = sqlstore.Migrate(ctx, db)
	return err
}

func (s *schemas) drop(schema string) {
	_, _ = s.admin.Exec("DROP SCHEMA IF EXISTS " + schema + " CASCADE")
}

// dropLeftBehind drops the schemas of the test processes that have ended.
func (s *schemas) dropLeftBehind(ctx context.Context) error {
	var names []string
	if err := s.admin.NewRaw(`SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_[0-9a-f]{8}_[0-9a-f]{8}$'`).
		Scan(ctx, &names); err != nil {
		return fmt.Errorf("list the tests' schemas: %w", err)
	}
	byOwner := map[uint32][]string{}
	for _, name := range names {
		owner, _ := strconv.ParseUint(name[2:10], 16, 32)
		byOwner[uint32(owner)] = append(byOwner[uint32(owner)], name)
	}
	for owner, names := range byOwner {
		var ended bool // the session's own lock would be taken again: it is not asked
		if err := s.lock.QueryRowContext(ctx, "SELECT pg_try_advisory_lock($1, $2)", ownerLock, int32(owner)).Scan(&ended); err != nil {
			return err
		}
		if owner == s.owner || !ended {
			continue
		}
		for _, name := range names {
			s.drop(name)
		}
		if _, err := s.lock.ExecContext(ctx, "SELECT pg_advisory_unlock($1, $2)", ownerLock, int32(owner)); err != nil {
			return err
		}
	}
	return nil
}

func withSearchPath(base, schema string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", PostgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), nil
}

func schemaURL(t testing.TB, base, schema string) string {
	t.Helper()
	u, err := withSearchPath(base, schema)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
