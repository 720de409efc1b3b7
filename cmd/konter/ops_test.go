package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/demo"
)

// konterCLI runs the command line in-process, in a working directory of its own.
func konterCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCommand()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(args)
	err := root.Execute()
	return out.String(), err
}

func mustCLI(t *testing.T, args ...string) string {
	t.Helper()
	out, err := konterCLI(t, args...)
	if err != nil {
		t.Fatalf("konter %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

func isolate(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, k := range []string{"KONTER_DATABASE_URL", "KONTER_DATA_DIR", "KONTER_CONFIG"} {
		t.Setenv(k, "")
	}
}

// database is a fresh, empty database on one engine, with its URL.
type database struct {
	engine string
	url    func(t *testing.T) string
}

// databases are the engines a backup is tested on. PostgreSQL gets whole throwaway
// databases: that is what a shop's URL names, and pg_restore restores a database.
func databases() []database {
	out := []database{{"sqlite", func(t *testing.T) string { return "sqlite:" + filepath.Join(t.TempDir(), "konter.db") }}}
	if base := os.Getenv(sqltest.PostgresEnv); base != "" {
		out = append(out, database{"postgres", func(t *testing.T) string { return throwawayDatabase(t, base) }})
	}
	return out
}

func throwawayDatabase(t *testing.T, base string) string {
	t.Helper()
	ctx := context.Background()
	admin, err := sqlstore.Open(ctx, base)
	if err != nil {
		t.Fatalf("%s is set but PostgreSQL is unreachable: %v", sqltest.PostgresEnv, err)
	}
	defer admin.Close()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "konter_t_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		db, err := sqlstore.Open(context.Background(), base)
		if err != nil {
			return
		}
		defer db.Close()
		_, _ = db.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	u, _ := url.Parse(base)
	u.Path = "/" + name
	q := u.Query()
	q.Del("search_path")
	u.RawQuery = q.Encode()
	return u.String()
}

func pngImage(t *testing.T, c color.Color) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for x := range 4 {
		for y := range 4 {
			img.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// seedShop fills a shop across its tables: the demo, aged instalments and repairs, a sale,
// a product photo and an avatar.
// seededUploads are the files seedShop stores: the demo article's picture with its 4 smaller
// copies, a product photo and an avatar (both too small to need copies).
const seededUploads = 7

// seededUploadsSaid is how the backup and file commands count them.
var seededUploadsSaid = fmt.Sprintf("%d file unggahan", seededUploads)

func seedShop(t *testing.T, env *apptest.Env) {
	t.Helper()
	ctx := context.Background()
	if _, err := env.SeedDemo(ctx, demo.Shop()); err != nil {
		t.Fatal(err)
	}
	apptest.SeedAgedShop(t, env)
	p, err := env.Catalog.ProductByBarcode(ctx, "2000000100012")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.Catalog.SetProductImage(ctx, p.ID, core.Upload{Filename: "a15.png", ContentType: "image/png", Data: pngImage(t, color.RGBA{200, 0, 0, 255})}); err != nil {
		t.Fatal(err)
	}
	kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
	if _, err := env.Accounts.SetAvatar(ctx, kasir, core.Upload{Filename: "me.png", ContentType: "image/png", Data: pngImage(t, color.RGBA{0, 0, 200, 255})}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: p.ID, Quantity: 2}}, PaymentMethod: core.PayCash, Paid: 10_000_000}); err != nil {
		t.Fatal(err)
	}
}

// tableDump is every row of every table, each table's rows sorted, as text.
func tableDump(t *testing.T, dbURL string) map[string][]string {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tables, err := sqlstore.Tables(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, table := range tables {
		rows, err := db.QueryContext(ctx, `SELECT * FROM "`+table+`"`)
		if err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, fmt.Sprintf("%v", vals))
		}
		rows.Close()
		sort.Strings(lines)
		out[table] = lines
	}
	return out
}

// fileSums maps every file under dir to its SHA-256.
func fileSums(t *testing.T, dir string) map[string]string {
	t.Helper()
	sums := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		h := sha256.Sum256(b)
		sums[filepath.ToSlash(rel)] = hex.EncodeToString(h[:])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return sums
}

// `konter backup` then `konter restore` into an empty data directory gives back the same
// shop: every row of every table, and every uploaded file.
func TestBackupAndRestoreRoundTripASeededShop(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.engine, func(t *testing.T) {
			isolate(t)
			if d.engine == "postgres" {
				for _, tool := range []string{"pg_dump", "pg_restore", "psql"} {
					if _, err := exec.LookPath(tool); err != nil {
						t.Fatalf("%s is needed to back up PostgreSQL: %v", tool, err)
					}
				}
			}
			srcURL := d.url(t)
			src := apptest.New(t, srcURL)
			seedShop(t, src)
			srcFiles := fileSums(t, filepath.Join(src.DataDir, "files"))
			if len(srcFiles) != seededUploads {
				t.Fatalf("seeded uploads %v", srcFiles)
			}

			archive := filepath.Join(t.TempDir(), "cadangan.tar.gz")
			out := mustCLI(t, "--data-dir", src.DataDir, "--database-url", srcURL, "backup", "-o", archive)
			if !strings.Contains(out, seededUploadsSaid) {
				t.Fatalf("backup said %s", out)
			}

			target := filepath.Join(t.TempDir(), "toko-baru")
			args := []string{"--data-dir", target}
			dstURL := sqlstore.DefaultURL(target)
			if d.engine == "postgres" {
				dstURL = d.url(t)
				sqltest.Open(t, dstURL) // a migrated, empty shop: what `konter serve` leaves behind
				args = append(args, "--database-url", dstURL)
			}
			out = mustCLI(t, append(args, "restore", archive)...)
			if !strings.Contains(out, "Jumlah baris") || !strings.Contains(out, seededUploadsSaid+" dipulihkan") {
				t.Fatalf("restore said %s", out)
			}

			want, got := tableDump(t, srcURL), tableDump(t, dstURL)
			if len(want) < 20 {
				t.Fatalf("only %d tables in the shop", len(want))
			}
			for table, rows := range want {
				if !slices.Equal(rows, got[table]) {
					t.Errorf("table %s: %d rows backed up, %d restored, or their contents differ", table, len(rows), len(got[table]))
				}
			}
			for _, table := range []string{"products", "sales_transactions", "installments", "service_entries", "users", "stock_movements"} {
				if len(want[table]) == 0 {
					t.Errorf("the seeded shop has no %s: the comparison proves little", table)
				}
			}
			if gotFiles := fileSums(t, filepath.Join(target, "files")); !mapsEqual(srcFiles, gotFiles) {
				t.Fatalf("files: backed up %v, restored %v", srcFiles, gotFiles)
			}

			// The restored shop now has data: a second restore needs --force.
			out, err := konterCLI(t, append(args, "restore", archive)...)
			if err == nil || !strings.Contains(err.Error(), "--force") {
				t.Fatalf("restore over a shop with data: %v\n%s", err, out)
			}
			mustCLI(t, append(args, "restore", "--force", archive)...)
			if again := tableDump(t, dstURL); len(again["products"]) != len(want["products"]) {
				t.Fatalf("after --force: %d products", len(again["products"]))
			}
		})
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// rewrite copies an archive, changing one entry's bytes (the manifest stays as it was).
func rewrite(t *testing.T, src, dst, entry string, change func([]byte) []byte) {
	t.Helper()
	rewriteEntries(t, src, dst, func(name string, body []byte) []byte {
		if name == entry {
			return change(body)
		}
		return body
	})
}

// rewriteEntries copies an archive, passing every entry's bytes through change.
func rewriteEntries(t *testing.T, src, dst string, change func(name string, body []byte) []byte) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	gz, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	gw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gw)
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(tr)
		body = change(h.Name, body)
		h.Size = int64(len(body))
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		_, _ = tw.Write(body)
	}
	_ = tw.Close()
	_ = gw.Close()
	if err := os.WriteFile(dst, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}

// A damaged archive is refused before anything in the target is touched.
func TestRestoreChecksTheArchiveBeforeTouchingAnything(t *testing.T) {
	isolate(t)
	srcURL := "sqlite:" + filepath.Join(t.TempDir(), "konter.db")
	src := apptest.New(t, srcURL)
	seedShop(t, src)
	archive := filepath.Join(t.TempDir(), "cadangan.tar.gz")
	mustCLI(t, "--data-dir", src.DataDir, "--database-url", srcURL, "backup", "-o", archive)

	var photo string
	for name := range fileSums(t, filepath.Join(src.DataDir, "files")) {
		if strings.HasPrefix(name, "product-images/") {
			photo = "files/" + name
		}
	}
	damaged := filepath.Join(t.TempDir(), "rusak.tar.gz")
	rewrite(t, archive, damaged, photo, func(b []byte) []byte { return append(b, 0) })
	target := filepath.Join(t.TempDir(), "toko")
	_, err := konterCLI(t, "--data-dir", target, "restore", damaged)
	if err == nil || !strings.Contains(err.Error(), "checksum "+photo+" tidak cocok") {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat(target); !os.IsNotExist(err) {
		t.Fatalf("the target was touched: %v", err)
	}
}

// `konter jobs run reminders` on a shop with aged data lists what is due, and nothing else.
func TestJobsRunRemindersListsTheRightItems(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		shop := apptest.SeedAgedShop(t, env)
		var out bytes.Buffer
		if err := runJob(context.Background(), env.App, "reminders", &out); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		for _, want := range append(shop.Due, "Pengingat 2026-11-22: 2 cicilan, 3 servis belum diambil, 3 stok menipis.",
			"sisa Rp 1.250.000  terbuka 40 hari", "Kirim WhatsApp: https://wa.me/6281234567890?text=", "pengingat hari ini") {
			if !strings.Contains(text, want) {
				t.Errorf("output lacks %q", want)
			}
		}
		for _, not := range shop.NotDue {
			if strings.Contains(text, not) {
				t.Errorf("output lists %q, which is not due", not)
			}
		}
		if t.Failed() {
			t.Log(text)
		}
		if err := runJob(context.Background(), env.App, "laporan", &out); err == nil || !strings.Contains(err.Error(), "tidak dikenal") {
			t.Fatalf("unknown job: %v", err)
		}
	})
}

func TestJobsListShowsSchedulesAndLastRuns(t *testing.T) {
	isolate(t)
	dir := filepath.Join(t.TempDir(), "data")
	mustCLI(t, "--data-dir", dir, "jobs", "run", "purge-sessions")
	out := mustCLI(t, "--data-dir", dir, "jobs", "list", "--backup-schedule", "30 1 * * *", "--reminders-schedule", "off")
	lines := map[string]string{}
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 && lines[f[0]] == "" {
			lines[f[0]] = strings.Join(f, " ") // the table row, not the description below it
		}
	}
	for job, want := range map[string]string{
		"backup": "backup 30 1 * * *", "reminders": "reminders off -", "purge-sessions": "purge-sessions 17 * * * *",
	} {
		if !strings.HasPrefix(lines[job], want) {
			t.Errorf("jobs list: %q, want it to start %q", lines[job], want)
		}
	}
	if !strings.HasSuffix(lines["purge-sessions"], "berhasil") {
		t.Errorf("the run by hand is not shown: %q", lines["purge-sessions"])
	}
	if _, err := konterCLI(t, "--data-dir", dir, "jobs", "list", "--backup-schedule", "kapan-kapan"); err == nil {
		t.Fatal("a bad schedule was accepted")
	}
}

// The import command on the sample file: a dry run, the real import, and a file with bad
// rows that reports each of them and imports nothing.
func TestImportCommand(t *testing.T) {
	samples, err := filepath.Abs(filepath.Join("..", "..", "testdata", "import"))
	if err != nil {
		t.Fatal(err)
	}
	sample, bad := filepath.Join(samples, "produk-contoh.xlsx"), filepath.Join(samples, "produk-salah.csv")
	isolate(t)
	dir := filepath.Join(t.TempDir(), "data")

	out := mustCLI(t, "--data-dir", dir, "import", "products", sample, "--dry-run")
	if !strings.Contains(out, "12 produk akan ditambahkan") {
		t.Fatalf("dry run said %s", out)
	}
	out, err = konterCLI(t, "--data-dir", dir, "import", "products", bad)
	if err == nil || !strings.Contains(out, "9 masalah") || !strings.Contains(out, "3      name") || !strings.Contains(out, "8      retail_price") {
		t.Fatalf("bad file: %v\n%s", err, out)
	}
	out = mustCLI(t, "--data-dir", dir, "import", "products", sample)
	if !strings.Contains(out, "12 produk ditambahkan, 0 diperbarui, 0 dilewati") {
		t.Fatalf("import said %s", out)
	}
	db, err := sqlstore.Open(context.Background(), sqlstore.DefaultURL(dir))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var products, moves int
	if err := db.NewRaw("SELECT (SELECT COUNT(*) FROM products), (SELECT COUNT(*) FROM stock_movements WHERE reason = 'import' AND reference = 'Impor produk-contoh.xlsx')").Scan(context.Background(), &products, &moves); err != nil {
		t.Fatal(err)
	}
	if products != 12 || moves != 12 {
		t.Fatalf("%d products, %d import movements: the bad file or the dry run changed something", products, moves)
	}
}

// The export command writes the back-office's workbook.
func TestExportCommand(t *testing.T) {
	isolate(t)
	dir := filepath.Join(t.TempDir(), "data")
	mustCLI(t, "--data-dir", dir, "migrate")
	file := filepath.Join(t.TempDir(), "penjualan.xlsx")
	out := mustCLI(t, "--data-dir", dir, "export", "sales", "--from", "2026-11-01", "--to", "2026-11-22", "-o", file)
	if !strings.Contains(out, "2026-11-01 s.d. 2026-11-22") {
		t.Fatalf("export said %s", out)
	}
	b, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(b, []byte("PK")) {
		t.Fatalf("not a workbook (%v)", err)
	}
	shifts := filepath.Join(t.TempDir(), "shift.xlsx")
	if out := mustCLI(t, "--data-dir", dir, "export", "shifts", "--from", "2026-11-01", "--to", "2026-11-22", "-o", shifts); !strings.Contains(out, "Laporan shifts 2026-11-01 s.d. 2026-11-22") {
		t.Fatalf("export shifts said %s", out)
	}
	if _, err := konterCLI(t, "--data-dir", dir, "export", "sales", "--from", "22-11-2026"); err == nil || !strings.Contains(err.Error(), "YYYY-MM-DD") {
		t.Fatalf("bad date: %v", err)
	}
}

// The goods receipts' workbook is exported under its name, and under the name it had before
// (purchases), each to a file named as asked.
func TestExportGoodsReceiptsUnderBothNames(t *testing.T) {
	isolate(t)
	dir := filepath.Join(t.TempDir(), "data")
	mustCLI(t, "--data-dir", dir, "migrate")
	mustCLI(t, "--data-dir", dir, "seed", "--demo")
	for _, kind := range []string{"goods-receipts", "purchases"} {
		out := mustCLI(t, "--data-dir", dir, "export", kind)
		file := regexp.MustCompile(`ditulis ke (laporan-` + kind + `-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.xlsx)\.`).FindStringSubmatch(out)
		if file == nil {
			t.Fatalf("export %s said %s", kind, out)
		}
		book, err := excelize.OpenFile(file[1])
		if err != nil {
			t.Fatalf("export %s: %v", kind, err)
		}
		rows, err := book.GetRows("Penerimaan Barang")
		_ = book.Close()
		if err != nil || !slices.ContainsFunc(rows, func(r []string) bool { return slices.Contains(r, "ERA/INV/2611/0457") }) {
			t.Fatalf("export %s: the demo's goods receipt is not in %q (%v)", kind, rows, err)
		}
	}
}
