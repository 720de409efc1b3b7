package main

import (
	"context"
	"maps"
	"net/http"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
)

// `konter restore --force` while `konter serve` ran on the shop replaced the database under
// the server, and a sale it acknowledged just after was lost at the next restart. A restore is
// refused while the shop is served, on both engines, and leaves the shop as it was (a backup
// still runs beside the server); once the server stops, the same restore goes through. While
// a restore holds the shop, no command opens it.
func TestRestoreIsRefusedWhileTheShopIsServed(t *testing.T) {
	bin := buildKonter(t)
	for _, d := range databases() {
		t.Run(d.engine, func(t *testing.T) {
			isolate(t)
			dataDir, dbURL := t.TempDir(), d.url(t)
			env := []string{"KONTER_DATABASE_URL=" + dbURL, "KONTER_DATA_DIR=" + dataDir, "KONTER_NO_JOBS=true"}
			runKonter(t, bin, env, "seed", "--demo")
			url, stop := serveKonter(t, bin, env)
			archive := filepath.Join(t.TempDir(), "cadangan.tar.gz")
			runKonter(t, bin, env, "backup", "-o", archive)
			rows, uploads := tableDump(t, dbURL), fileSums(t, filepath.Join(dataDir, "files"))

			out, err := exec.Command(bin, "--database-url", dbURL, "--data-dir", dataDir, "restore", "--force", archive).CombinedOutput()
			if err == nil || !strings.Contains(string(out), "toko sedang dipakai: `konter serve`") {
				t.Fatalf("restore --force while the shop is served: %v\n%s", err, out)
			}
			if !maps.EqualFunc(rows, tableDump(t, dbURL), slices.Equal) || !mapsEqual(uploads, fileSums(t, filepath.Join(dataDir, "files"))) {
				t.Fatal("the refused restore changed the shop")
			}
			res, err := http.Get(url + "/api/health")
			if err != nil || res.StatusCode != http.StatusOK {
				t.Fatalf("the server after the refused restore: %v %v", res, err)
			}
			res.Body.Close()
			stop()

			runKonter(t, bin, env, "restore", "--force", archive)

			leave, err := sqlstore.TakeShop(context.Background(), dbURL)
			if err != nil {
				t.Fatal(err)
			}
			defer leave()
			out, err = exec.Command(bin, "--database-url", dbURL, "--data-dir", dataDir, "migrate").CombinedOutput()
			if err == nil || !strings.Contains(string(out), "pemulihan cadangan sedang berjalan pada database ini") {
				t.Fatalf("a command during a restore: %v\n%s", err, out)
			}
		})
	}
}
