// Package backup writes and restores Konter's backup archive: one .tar.gz holding a
// consistent snapshot of the database, every uploaded file, and a manifest with the row
// count of every table and the SHA-256 of every file in the archive.
//
// Layout:
//
//	database/konter.db       SQLite: a copy made with VACUUM INTO while the shop keeps serving
//	database/konter.pgdump   PostgreSQL: pg_dump in custom format, from one snapshot
//	files/<bucket>/<key>     the uploads (DATA_DIR/files)
//	manifest.json            written after the files
//	manifest.sha256          the manifest's SHA-256 (sha256sum's format), written last
package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"filippo.io/age"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/sqliteshim"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/sqlstore"
)

// FormatVersion is the archive layout this code writes and the newest it reads. Format 2
// added manifest.sha256; format 1 archives, which have none, are still read.
const FormatVersion = 2

const (
	manifestName    = "manifest.json"
	manifestSumName = "manifest.sha256"
	sqliteEntry     = "database/konter.db"
	pgEntry         = "database/konter.pgdump"
	filesPrefix     = "files/"
)

// Engines.
const (
	EngineSQLite   = "sqlite"
	EnginePostgres = "postgres"
)

// Manifest describes an archive.
type Manifest struct {
	Format        int       `json:"format"`
	KonterVersion string    `json:"konter_version"`
	CreatedAt     time.Time `json:"created_at"`
	Engine        string    `json:"engine"`
	SchemaVersion string    `json:"schema_version"`
	// PGSchema is the PostgreSQL schema dumped when the database URL named one (search_path);
	// empty for a whole database.
	PGSchema string           `json:"pg_schema,omitempty"`
	Tables   map[string]int64 `json:"tables"`
	// Files lists every file in the archive but the manifest, with its size and SHA-256.
	Files []FileSum `json:"files"`
	// Objects lists the uploads left in their bucket rather than copied into the archive
	// (Source.ListFilesOnly), as <bucket>/<key> with their size and SHA-256.
	Objects []FileSum `json:"objects,omitempty"`
}

// FileSum is one file of the archive.
type FileSum struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Uploads counts the uploaded files in the archive.
func (m Manifest) Uploads() int {
	n := 0
	for _, f := range m.Files {
		if strings.HasPrefix(f.Path, filesPrefix) {
			n++
		}
	}
	return n
}

// Rows is the total of the row counts.
func (m Manifest) Rows() int64 {
	var n int64
	for _, c := range m.Tables {
		n += c
	}
	return n
}

// Source is a running shop to back up.
type Source struct {
	DB *bun.DB
	// URL is the database URL (pg_dump connects with it).
	URL string
	// Files are the shop's uploads, on disk or in a bucket.
	Files files.Store
	// ListFilesOnly leaves the uploads where they are (a bucket with its own copies and
	// versions) and records only their list and checksums, which a restore then checks.
	ListFilesOnly bool
	// Passphrase, when set, encrypts the archive with age (scrypt): it holds customers'
	// data and password hashes.
	Passphrase string
	Version    string
}

// EngineOf names the engine of a database URL.
func EngineOf(url string) string {
	if strings.HasPrefix(url, "sqlite:") {
		return EngineSQLite
	}
	return EnginePostgres
}

// WriteFile writes an archive to path. It is written beside it under a temporary name and
// renamed when complete, so a failed or interrupted backup never looks like a backup.
func (s Source) WriteFile(ctx context.Context, dst string) (Manifest, int64, error) {
	dir := filepath.Dir(dst)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return Manifest{}, 0, err
	}
	tmp, err := os.CreateTemp(dir, ".konter-backup-*.partial")
	if err != nil {
		return Manifest{}, 0, err
	}
	defer os.Remove(tmp.Name())
	m, err := s.write(ctx, tmp, dir)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return m, 0, err
	}
	st, err := os.Stat(tmp.Name())
	if err != nil {
		return m, 0, err
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return m, 0, err
	}
	return m, st.Size(), nil
}

// Write writes an archive to w; the database snapshot is staged in stageDir.
func (s Source) Write(ctx context.Context, w io.Writer, stageDir string) (Manifest, error) {
	return s.write(ctx, w, stageDir)
}

func (s Source) write(ctx context.Context, w io.Writer, stageDir string) (Manifest, error) {
	if s.Passphrase == "" {
		return s.writeArchive(ctx, w, stageDir)
	}
	r, err := age.NewScryptRecipient(s.Passphrase)
	if err != nil {
		return Manifest{}, err
	}
	enc, err := age.Encrypt(w, r)
	if err != nil {
		return Manifest{}, err
	}
	m, err := s.writeArchive(ctx, enc, stageDir)
	if err != nil {
		return m, err
	}
	return m, enc.Close()
}

func (s Source) writeArchive(ctx context.Context, w io.Writer, stageDir string) (Manifest, error) {
	stage, err := os.MkdirTemp(stageDir, ".konter-snapshot-*")
	if err != nil {
		return Manifest{}, err
	}
	defer os.RemoveAll(stage)
	m := Manifest{Format: FormatVersion, KonterVersion: s.Version, CreatedAt: time.Now().UTC(), Engine: EngineOf(s.URL), Files: []FileSum{}}
	var dbFile, entry string
	if m.Engine == EngineSQLite {
		dbFile, entry = filepath.Join(stage, "konter.db"), sqliteEntry
		err = s.snapshotSQLite(ctx, dbFile, &m)
	} else {
		dbFile, entry = filepath.Join(stage, "konter.pgdump"), pgEntry
		err = s.snapshotPostgres(ctx, dbFile, &m)
	}
	if err != nil {
		return m, err
	}

	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	add := func(name string, r io.Reader, size int64, modTime time.Time) error {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o640, Size: size, ModTime: modTime, Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		h := sha256.New()
		if _, err := io.CopyN(tw, io.TeeReader(r, h), size); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		m.Files = append(m.Files, FileSum{Path: name, Size: size, SHA256: hex.EncodeToString(h.Sum(nil))})
		return nil
	}
	db, err := os.Open(dbFile)
	if err != nil {
		return m, err
	}
	defer db.Close()
	st, err := db.Stat()
	if err != nil {
		return m, err
	}
	if err := add(entry, db, st.Size(), st.ModTime()); err != nil {
		return m, err
	}
	err = s.Files.List(ctx, func(o files.Object) error {
		r, size, err := s.Files.Open(ctx, o.Bucket, o.Key)
		if errors.Is(err, files.ErrNotFound) {
			return nil // deleted since the listing
		}
		if err != nil {
			return err
		}
		defer r.Close()
		if s.ListFilesOnly {
			h := sha256.New()
			n, err := io.Copy(h, r)
			if err != nil {
				return fmt.Errorf("%s: %w", o.Path(), err)
			}
			m.Objects = append(m.Objects, FileSum{Path: o.Path(), Size: n, SHA256: hex.EncodeToString(h.Sum(nil))})
			return nil
		}
		return add(filesPrefix+o.Path(), r, size, m.CreatedAt)
	})
	if err != nil {
		return m, err
	}
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, err
	}
	sum := sha256.Sum256(body)
	for _, e := range []struct {
		name string
		body []byte
	}{{manifestName, body}, {manifestSumName, []byte(hex.EncodeToString(sum[:]) + "  " + manifestName + "\n")}} {
		if err := tw.WriteHeader(&tar.Header{Name: e.name, Mode: 0o640, Size: int64(len(e.body)), ModTime: m.CreatedAt, Typeflag: tar.TypeReg}); err != nil {
			return m, err
		}
		if _, err := tw.Write(e.body); err != nil {
			return m, err
		}
	}
	if err := tw.Close(); err != nil {
		return m, err
	}
	return m, gz.Close()
}

// snapshotSQLite copies the live database with VACUUM INTO: one read transaction, so the
// copy is consistent while the shop keeps writing. Counts come from the copy.
func (s Source) snapshotSQLite(ctx context.Context, dst string, m *Manifest) error {
	if _, err := s.DB.ExecContext(ctx, "VACUUM INTO ?", dst); err != nil {
		return fmt.Errorf("VACUUM INTO: %w", err)
	}
	snap, err := openSQLiteReadOnly(dst, false)
	if err != nil {
		return err
	}
	defer snap.Close()
	if m.Tables, err = sqlstore.RowCounts(ctx, snap); err != nil {
		return err
	}
	m.SchemaVersion, err = sqlstore.SchemaVersion(ctx, snap)
	return err
}

// openSQLiteReadOnly opens a database file for reading; immutable also tells SQLite that
// nothing else writes it, so it creates no -shm or -wal file beside it.
func openSQLiteReadOnly(file string, immutable bool) (*bun.DB, error) {
	dsn := "file:" + file + "?mode=ro"
	if immutable {
		dsn += "&immutable=1"
	}
	sqldb, err := sql.Open(sqliteshim.ShimName, dsn)
	if err != nil {
		return nil, err
	}
	sqldb.SetMaxOpenConns(1)
	return bun.NewDB(sqldb, sqlitedialect.New()), nil
}

// snapshotPostgres exports a snapshot from a repeatable-read transaction, counts the rows in
// it and has pg_dump dump that same snapshot, so counts and dump agree.
func (s Source) snapshotPostgres(ctx context.Context, dst string, m *Manifest) error {
	dump, err := pgTool("pg_dump")
	if err != nil {
		return err
	}
	conn, err := parsePG(s.URL)
	if err != nil {
		return err
	}
	tx, err := s.DB.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // read-only
	var snapshot string
	if err := tx.NewRaw("SELECT pg_export_snapshot()").Scan(ctx, &snapshot); err != nil {
		return fmt.Errorf("export snapshot: %w", err)
	}
	if m.Tables, err = sqlstore.RowCounts(ctx, tx); err != nil {
		return err
	}
	if m.SchemaVersion, err = sqlstore.SchemaVersion(ctx, tx); err != nil {
		return err
	}
	args := []string{"--format=custom", "--file=" + dst, "--snapshot=" + snapshot}
	if conn.schema != "" {
		args = append(args, "--schema="+conn.schema)
		m.PGSchema = conn.schema
	}
	args = append(args, "--dbname="+conn.url)
	if err := conn.run(ctx, dump, args...); err != nil {
		return err
	}
	return tx.Commit()
}

// sortedKeys lists a count map's tables in order.
func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// entryPath checks an archive entry's name: the manifest, the database or an upload, with
// no way out of the folder it is restored into.
func entryPath(name string) (string, error) {
	clean := path.Clean(name)
	switch {
	case clean != name, path.IsAbs(name), strings.HasPrefix(clean, "../"), clean == "..":
		return "", fmt.Errorf("nama file tidak sah di arsip: %q", name)
	case name == manifestName, name == manifestSumName, name == sqliteEntry, name == pgEntry:
		return name, nil
	case strings.HasPrefix(name, filesPrefix) && len(name) > len(filesPrefix):
		return name, nil
	}
	return "", fmt.Errorf("file tak dikenal di arsip: %q", name)
}
