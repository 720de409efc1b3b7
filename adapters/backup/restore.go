package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// Target is where a backup is restored: a data directory and a database.
type Target struct {
	DataDir string
	URL     string
}

// RestoreOptions steer a restore.
type RestoreOptions struct {
	// Force restores over a shop that has data (it is replaced).
	Force bool
	// Log hears each step, for the command line.
	Log io.Writer
}

// NotEmptyError is returned when the target has data and Force is off.
type NotEmptyError struct {
	Rows  int64
	Files int
}

func (e *NotEmptyError) Error() string {
	return fmt.Sprintf("tujuan pemulihan sudah berisi data (%d baris di database, %d file unggahan); pakai --force untuk menimpanya", e.Rows, e.Files)
}

// notContent are tables whose rows do not make a shop "not empty".
var notContent = []string{"schema_migrations", "job_runs"}

// Restore puts a backup in place of the target's database and uploads. It first reads the
// whole archive and checks every file against the manifest, and refuses a target that has
// data unless opts.Force; only then does it change anything. Afterwards it counts the rows
// of every table and compares them with the manifest.
func Restore(ctx context.Context, archive string, t Target, opts RestoreOptions) (Manifest, error) {
	logf := func(format string, args ...any) {
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, format+"\n", args...)
		}
	}
	m, err := Verify(archive)
	if err != nil {
		return m, err
	}
	logf("Arsip utuh: %d file cocok dengan manifest (Konter %s, skema %s, %s).", len(m.Files), m.KonterVersion, m.SchemaVersion, m.Engine)
	if err := compatible(m, t); err != nil {
		return m, err
	}
	filesDir := filepath.Join(t.DataDir, "files")
	rows, files, err := inUse(ctx, t, filesDir)
	if err != nil {
		return m, err
	}
	if (rows > 0 || files > 0) && !opts.Force {
		return m, &NotEmptyError{Rows: rows, Files: files}
	}

	// Stage everything beside where it goes, checking the sums again as it is written.
	if err := os.MkdirAll(t.DataDir, 0o750); err != nil {
		return m, err
	}
	stageFiles, err := os.MkdirTemp(t.DataDir, ".restore-files-*")
	if err != nil {
		return m, err
	}
	defer os.RemoveAll(stageFiles)
	stageDBDir := t.DataDir
	if m.Engine == EngineSQLite {
		stageDBDir = filepath.Dir(sqlitePath(t.URL))
		if err := os.MkdirAll(stageDBDir, 0o750); err != nil {
			return m, err
		}
	}
	stageDB, err := os.CreateTemp(stageDBDir, ".restore-db-*")
	if err != nil {
		return m, err
	}
	stageDB.Close()
	defer os.Remove(stageDB.Name())
	if err := extract(archive, m, stageDB.Name(), stageFiles); err != nil {
		return m, err
	}

	if m.Engine == EngineSQLite {
		db := sqlitePath(t.URL)
		for _, side := range []string{db + "-wal", db + "-shm", db + "-journal"} {
			if err := os.Remove(side); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return m, err
			}
		}
		if err := os.Rename(stageDB.Name(), db); err != nil {
			return m, err
		}
		logf("Database SQLite dipulihkan ke %s.", db)
	} else {
		restore, err := pgTool("pg_restore")
		if err != nil {
			return m, err
		}
		conn, err := parsePG(t.URL)
		if err != nil {
			return m, err
		}
		if err := conn.run(ctx, restore, "--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction",
			"--dbname="+conn.url, stageDB.Name()); err != nil {
			return m, err
		}
		logf("Database PostgreSQL dipulihkan dengan pg_restore.")
	}
	if err := swapDir(stageFiles, filesDir); err != nil {
		return m, fmt.Errorf("database sudah dipulihkan, tetapi file unggahan tidak bisa dipindahkan ke %s: %w", filesDir, err)
	}
	logf("%d file unggahan dipulihkan ke %s.", m.Uploads(), filesDir)

	if err := checkCounts(ctx, t.URL, m); err != nil {
		return m, err
	}
	logf("Jumlah baris %d tabel sama dengan cadangan (%d baris).", len(m.Tables), m.Rows())
	return m, nil
}

// compatible refuses an archive this build cannot restore into the target.
func compatible(m Manifest, t Target) error {
	if m.Format > FormatVersion {
		return fmt.Errorf("cadangan berformat %d dibuat Konter yang lebih baru; perbarui Konter dulu", m.Format)
	}
	if engine := EngineOf(t.URL); engine != m.Engine {
		return fmt.Errorf("cadangan %s tidak bisa dipulihkan ke database %s", m.Engine, engine)
	}
	migrations, err := sqlstore.Migrations()
	if err != nil {
		return err
	}
	if latest := migrations[len(migrations)-1].Version; m.SchemaVersion > latest {
		return fmt.Errorf("cadangan memakai skema %s, lebih baru dari Konter ini (%s); perbarui Konter dulu", m.SchemaVersion, latest)
	}
	if m.Engine == EnginePostgres {
		conn, err := parsePG(t.URL)
		if err != nil {
			return err
		}
		if conn.schema != m.PGSchema {
			show := func(s string) string {
				if s == "" {
					return "seluruh database (tanpa search_path)"
				}
				return "skema " + s
			}
			return fmt.Errorf("cadangan berisi %s, sedangkan tujuan memakai %s; pakai database URL dengan search_path yang sama",
				show(m.PGSchema), show(conn.schema))
		}
	}
	return nil
}

// Verify reads the whole archive and checks it against its manifest: every file listed is
// there with its size and SHA-256, and nothing else is. It changes nothing.
func Verify(archive string) (Manifest, error) {
	var m Manifest
	var manifest []byte
	sums := map[string]FileSum{}
	err := walk(archive, func(name string, r io.Reader) error {
		if name == manifestName {
			var err error
			manifest, err = io.ReadAll(io.LimitReader(r, 64<<20))
			return err
		}
		if _, dup := sums[name]; dup {
			return fmt.Errorf("file %s muncul dua kali di arsip", name)
		}
		h := sha256.New()
		n, err := io.Copy(h, r)
		if err != nil {
			return err
		}
		sums[name] = FileSum{Path: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}
		return nil
	})
	if err != nil {
		return m, fmt.Errorf("arsip cadangan tidak bisa dibaca: %w", err)
	}
	if manifest == nil {
		return m, errors.New("arsip cadangan tidak berisi manifest.json")
	}
	if err := json.Unmarshal(manifest, &m); err != nil {
		return m, fmt.Errorf("manifest.json rusak: %w", err)
	}
	if m.Engine != EngineSQLite && m.Engine != EnginePostgres {
		return m, fmt.Errorf("manifest menyebut mesin database %q yang tidak dikenal", m.Engine)
	}
	listed := map[string]bool{}
	for _, f := range m.Files {
		got, ok := sums[f.Path]
		switch {
		case !ok:
			return m, fmt.Errorf("cadangan rusak: %s ada di manifest tetapi tidak ada di arsip", f.Path)
		case got.Size != f.Size || got.SHA256 != f.SHA256:
			return m, fmt.Errorf("cadangan rusak: checksum %s tidak cocok dengan manifest", f.Path)
		}
		listed[f.Path] = true
	}
	for name := range sums {
		if !listed[name] {
			return m, fmt.Errorf("cadangan rusak: %s ada di arsip tetapi tidak di manifest", name)
		}
	}
	want := sqliteEntry
	if m.Engine == EnginePostgres {
		want = pgEntry
	}
	if !listed[want] {
		return m, fmt.Errorf("cadangan rusak: database (%s) tidak ada", want)
	}
	return m, nil
}

// walk calls fn for every file of the archive, in order, refusing unsafe names.
func walk(archive string, fn func(name string, r io.Reader) error) error {
	f, err := os.Open(archive)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if h.Typeflag == tar.TypeDir {
			continue
		}
		if h.Typeflag != tar.TypeReg {
			return fmt.Errorf("arsip berisi %q yang bukan file biasa", h.Name)
		}
		name, err := entryPath(h.Name)
		if err != nil {
			return err
		}
		if err := fn(name, tr); err != nil {
			return err
		}
	}
}

// extract writes the database to dbFile and the uploads under filesDir, checking each
// file's sum against the manifest again (the archive could change between the two reads).
func extract(archive string, m Manifest, dbFile, filesDir string) error {
	want := map[string]FileSum{}
	for _, f := range m.Files {
		want[f.Path] = f
	}
	return walk(archive, func(name string, r io.Reader) error {
		if name == manifestName {
			return nil
		}
		dst := dbFile
		if strings.HasPrefix(name, filesPrefix) {
			dst = filepath.Join(filesDir, filepath.FromSlash(strings.TrimPrefix(name, filesPrefix)))
			if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
				return err
			}
		}
		out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o640)
		if err != nil {
			return err
		}
		h := sha256.New()
		n, err := io.Copy(io.MultiWriter(out, h), r)
		if err == nil {
			err = out.Sync()
		}
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
		if f := want[name]; f.Size != n || f.SHA256 != hex.EncodeToString(h.Sum(nil)) {
			return fmt.Errorf("cadangan rusak: checksum %s berubah sejak diperiksa", name)
		}
		return nil
	})
}

// inUse counts the target's rows (outside bookkeeping tables) and uploaded files.
func inUse(ctx context.Context, t Target, filesDir string) (rows int64, files int, err error) {
	err = filepath.WalkDir(filesDir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err == nil && d.Type().IsRegular() {
			files++
		}
		return err
	})
	if err != nil {
		return 0, 0, err
	}
	if EngineOf(t.URL) == EngineSQLite {
		if _, err := os.Stat(sqlitePath(t.URL)); errors.Is(err, fs.ErrNotExist) {
			return 0, files, nil
		}
	}
	db, err := sqlstore.Open(ctx, t.URL)
	if err != nil {
		return 0, 0, err
	}
	defer db.Close()
	counts, err := sqlstore.RowCounts(ctx, db)
	if err != nil {
		return 0, 0, err
	}
	for table, n := range counts {
		if !slices.Contains(notContent, table) {
			rows += n
		}
	}
	return rows, files, nil
}

// checkCounts compares the restored database's row counts with the manifest's.
func checkCounts(ctx context.Context, url string, m Manifest) error {
	db, err := sqlstore.Open(ctx, url)
	if err != nil {
		return err
	}
	defer db.Close()
	got, err := sqlstore.RowCounts(ctx, db)
	if err != nil {
		return err
	}
	var diffs []string
	for _, table := range sortedKeys(m.Tables) {
		if got[table] != m.Tables[table] {
			diffs = append(diffs, fmt.Sprintf("%s: cadangan %d, hasil %d", table, m.Tables[table], got[table]))
		}
	}
	if len(diffs) > 0 {
		return fmt.Errorf("jumlah baris setelah pemulihan berbeda dengan cadangan: %s", strings.Join(diffs, "; "))
	}
	return nil
}

// swapDir puts the staged folder in place of dst; the old one goes only once the new one is in.
func swapDir(staged, dst string) error {
	if err := os.Chmod(staged, 0o750); err != nil {
		return err
	}
	old := ""
	if _, err := os.Stat(dst); err == nil {
		old = dst + ".old-restore"
		if err := os.RemoveAll(old); err != nil {
			return err
		}
		if err := os.Rename(dst, old); err != nil {
			return err
		}
	}
	if err := os.Rename(staged, dst); err != nil {
		if old != "" {
			_ = os.Rename(old, dst)
		}
		return err
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// sqlitePath is the file a sqlite: URL names.
func sqlitePath(url string) string {
	return strings.TrimPrefix(strings.TrimPrefix(url, "sqlite:"), "//")
}
