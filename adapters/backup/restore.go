package backup

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/sqlstore"
)

// Target is where a backup is restored: a data directory, a database, and the store of the
// uploads (nil: DATA_DIR/files).
type Target struct {
	DataDir string
	URL     string
	Files   files.Store
}

// RestoreOptions steer a restore.
type RestoreOptions struct {
	// Force restores over a shop that has data (it is replaced).
	Force bool
	// Log hears each step, for the command line.
	Log io.Writer
	// Passphrase decrypts an archive encrypted with age.
	Passphrase string
}

// NotEmptyError is returned when the target has data and Force is off.
type NotEmptyError struct {
	Rows  int64
	Files int
}

func (e *NotEmptyError) Error() string {
	return fmt.Sprintf("tujuan pemulihan sudah berisi data (%d baris di database, %d file unggahan); pakai --force untuk menimpanya", e.Rows, e.Files)
}

// notContent are tables whose rows do not make a shop "not empty"; the migrations make the
// first outlet of every database, so outlets alone are no shop either.
var notContent = []string{"schema_migrations", "job_runs", "outlets"}

// Restore puts a backup in place of the target's database and uploads, all or nothing.
//
// It reads the whole archive and checks it (gzip trailer, manifest checksum, every file's
// size and SHA-256), refuses a shop that is open (sqlstore.TakeShop: `konter serve` or another
// command runs on it) and a target that has data unless opts.Force, and extracts it into
// a staging folder beside the target, checking the sums again. A SQLite database is counted
// in its staged file; then the staged files take the place of the live ones, the replaced
// ones kept aside. A PostgreSQL database is restored and counted in one transaction, which
// commits only when every table holds the rows the manifest says. On any failure the
// replaced files are put back and the created folders removed: the target is as before.
func Restore(ctx context.Context, archive string, t Target, opts RestoreOptions) (Manifest, error) {
	logf := func(format string, args ...any) {
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, format+"\n", args...)
		}
	}
	m, err := Verify(archive, opts.Passphrase)
	if err != nil {
		return m, err
	}
	logf("Arsip utuh: %d file cocok dengan manifest (Konter %s, skema %s, %s).", len(m.Files), m.KonterVersion, m.SchemaVersion, m.Engine)
	if err := compatible(m, t); err != nil {
		return m, err
	}
	store := t.Files
	if store == nil {
		store = files.NewLocal(t.DataDir)
	}
	if err := checkObjects(ctx, store, m.Objects); err != nil {
		return m, err
	}
	st := &stage{}
	defer st.cleanup()
	filesStage, err := st.dir(t.DataDir)
	if err != nil {
		return m, err
	}
	dbStage := filesStage
	if m.Engine == EngineSQLite {
		if dbStage, err = st.dir(filepath.Dir(sqlitePath(t.URL))); err != nil {
			return m, err
		}
	}
	leave, err := sqlstore.TakeShop(ctx, t.URL)
	if err != nil {
		return m, err
	}
	defer leave()
	rows, uploads, err := inUse(ctx, t, store, m.Objects)
	if err != nil {
		return m, err
	}
	if (rows > 0 || uploads > 0) && !opts.Force {
		return m, &NotEmptyError{Rows: rows, Files: uploads}
	}

	stagedDB := filepath.Join(dbStage, "database")
	stagedFiles := filepath.Join(filesStage, "files")
	if err := os.Mkdir(stagedFiles, 0o750); err != nil {
		return m, err
	}
	if err := extract(archive, opts.Passphrase, m, stagedDB, stagedFiles); err != nil {
		return m, err
	}
	if m.Engine == EngineSQLite {
		if err := checkStagedSQLite(ctx, stagedDB, m); err != nil {
			return m, err
		}
	}

	// The uploads first: a folder is swapped in whole, objects are put one by one.
	if local, ok := store.(*files.Local); ok {
		if err := st.replace(local.Root(), stagedFiles, filesStage); err != nil {
			return m, st.fail(err)
		}
	} else if err := st.putObjects(ctx, store, stagedFiles, filesStage); err != nil {
		return m, st.fail(err)
	}
	if m.Engine == EngineSQLite {
		db := sqlitePath(t.URL)
		for _, side := range []string{db + "-wal", db + "-shm", db + "-journal"} {
			if err := st.replace(side, "", dbStage); err != nil {
				return m, st.fail(err)
			}
		}
		if err := st.replace(db, stagedDB, dbStage); err != nil {
			return m, st.fail(err)
		}
		logf("Database SQLite dipulihkan ke %s.", db)
	} else {
		if err := restorePostgres(ctx, t.URL, stagedDB, m); err != nil {
			return m, st.fail(err)
		}
		logf("Database PostgreSQL dipulihkan dengan pg_restore dalam satu transaksi.")
	}
	st.keep()
	logf("%d file unggahan dipulihkan ke %s.", m.Uploads(), store.Describe())
	if len(m.Objects) > 0 {
		logf("%d file unggahan yang tidak disalin ke arsip ada di %s dengan checksum yang sama.", len(m.Objects), store.Describe())
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

// inUse counts the target's rows (outside bookkeeping tables) and uploaded files but those
// the archive lists as its own (left in their bucket), changing nothing: a SQLite file is
// opened read-only, and immutable when no write-ahead log is pending, so that not even a
// -shm file appears.
func inUse(ctx context.Context, t Target, store files.Store, own []FileSum) (rows int64, uploads int, err error) {
	listed := map[string]bool{}
	for _, o := range own {
		listed[o.Path] = true
	}
	err = store.List(ctx, func(o files.Object) error {
		if !listed[o.Path()] {
			uploads++
		}
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	var counts map[string]int64
	if EngineOf(t.URL) == EngineSQLite {
		file := sqlitePath(t.URL)
		if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) {
			return 0, uploads, nil
		}
		_, walErr := os.Stat(file + "-wal")
		db, err := openSQLiteReadOnly(file, errors.Is(walErr, fs.ErrNotExist))
		if err != nil {
			return 0, 0, err
		}
		defer db.Close()
		if counts, err = sqlstore.RowCounts(ctx, db); err != nil {
			return 0, 0, err
		}
	} else {
		db, err := sqlstore.Open(ctx, t.URL)
		if err != nil {
			return 0, 0, err
		}
		defer db.Close()
		if counts, err = sqlstore.RowCounts(ctx, db); err != nil {
			return 0, 0, err
		}
	}
	for table, n := range counts {
		if !slices.Contains(notContent, table) {
			rows += n
		}
	}
	return rows, uploads, nil
}

// checkStagedSQLite compares the staged database's row counts with the manifest's.
func checkStagedSQLite(ctx context.Context, file string, m Manifest) error {
	db, err := openSQLiteReadOnly(file, false)
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
		return fmt.Errorf("%s: %s", countsDiffer, strings.Join(diffs, "; "))
	}
	return nil
}

const countsDiffer = "jumlah baris database di arsip berbeda dengan manifest"

// sqlitePath is the file a sqlite: URL names.
func sqlitePath(url string) string {
	return strings.TrimPrefix(strings.TrimPrefix(url, "sqlite:"), "//")
}

// checkObjects makes sure that the uploads an archive only lists are in the store with the
// same content, before anything is changed.
func checkObjects(ctx context.Context, store files.Store, objects []FileSum) error {
	var bad []string
	for _, o := range objects {
		bucket, key, _ := strings.Cut(o.Path, "/")
		sum, n, err := storedSum(ctx, store, bucket, key)
		switch {
		case errors.Is(err, files.ErrNotFound):
			bad = append(bad, o.Path+" tidak ada")
		case err != nil:
			return err
		case n != o.Size || sum != o.SHA256:
			bad = append(bad, o.Path+" berbeda")
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("cadangan hanya mencatat file unggahan, dan %d di antaranya tidak cocok di %s: %s",
			len(bad), store.Describe(), strings.Join(bad, ", "))
	}
	return nil
}

// storedSum reads a stored file's SHA-256 and size.
func storedSum(ctx context.Context, store files.Store, bucket, key string) (string, int64, error) {
	r, _, err := store.Open(ctx, bucket, key)
	if err != nil {
		return "", 0, err
	}
	defer r.Close()
	h := sha256.New()
	n, err := io.Copy(h, r)
	return hex.EncodeToString(h.Sum(nil)), n, err
}
