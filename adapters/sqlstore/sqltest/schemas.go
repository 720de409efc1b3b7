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

// A PostgreSQL test takes a schema emptied after an earlier test (reset.go) or, when none is
// free, one a goroutine has migrated ahead while the tests before ran; a new schema costs 2-3 s
// of migrations on a loaded 2-core machine and its drop 0.5 s, once most of the PostgreSQL
// half of the Go tests.
const freeSchemas = 8

// ownerLock is the first key of the session advisory lock a test process holds while it lives,
// the second being its mark in its schemas' names (t_<owner>_<random>): a schema whose owner's
// lock is free was left behind by a process that has ended (the pristine one, the free ones,
// the ones still being dropped), and the next process drops it.
const ownerLock = 727_002

type schemas struct {
	base  string
	owner uint32
	admin *bun.DB
	// lock holds the owner's lock for the process's life.
	lock *sql.Conn
	// pristine is a migrated schema no test uses, whose rows and sequences a reset copies;
	// fingerprint is the digest of its definitions.
	pristine, fingerprint string
	free                  chan string
	ahead                 chan migrated
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
	s := &schemas{base: base, owner: binary.BigEndian.Uint32(b[:]), admin: admin, lock: lock,
		free: make(chan string, freeSchemas), ahead: make(chan migrated)}
	if _, err := lock.ExecContext(ctx, "SELECT pg_advisory_lock($1, $2)", ownerLock, int32(s.owner)); err != nil {
		return nil, fmt.Errorf("take the test process's lock: %w", err)
	}
	if err := s.dropLeftBehind(ctx); err != nil {
		return nil, err
	}
	go func() {
		for {
			s.ahead <- s.migrateOne(ctx)
		}
	}()
	pristine := s.migrateOne(ctx)
	if pristine.err != nil {
		return nil, pristine.err
	}
	s.pristine = pristine.schema
	if s.fingerprint, err = fingerprint(ctx, admin, s.pristine); err != nil {
		return nil, fmt.Errorf("read the migrated schema's definitions: %w", err)
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

// postgresMigrated hands the test a migrated schema: a free one, else the one migrated ahead.
// After the test it is reset and freed, or dropped when that fails.
func postgresMigrated(t testing.TB) string {
	t.Helper()
	s, err := pgSchemas()
	if err != nil {
		t.Fatal(err)
	}
	var schema string
	select {
	case schema = <-s.free:
	default:
		select {
		case schema = <-s.free:
		case m := <-s.ahead:
			if m.err != nil {
				t.Fatalf("migrate a schema: %v", m.err)
			}
			schema = m.schema
		}
	}
	t.Cleanup(func() {
		if err := s.reset(context.Background(), schema); err != nil {
			go s.drop(schema)
			return
		}
		select {
		case s.free <- schema:
		default:
			go s.drop(schema)
		}
	})
	return schemaURL(t, s.base, schema)
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

// withSearchPath points base at schema; its connections name it as their application_name, by
// which a reset finds the ones a test left open.
func withSearchPath(base, schema string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("parse %s: %w", PostgresEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	q.Set("application_name", schema)
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
