package app_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// A backup archive holds the customers' screen locks sealed, never in clear: its database
// (SQLite's file, PostgreSQL's dump read back as SQL) holds the sealed text and not the lock.
func TestTheBackupHoldsNoScreenLockInClear(t *testing.T) {
	const lock = "RahasiaLayar-739146"
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		c, err := env.Customers.Add(ctx, core.Contact{Name: "Sari Dewi"})
		if err != nil {
			t.Fatal(err)
		}
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		e, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &c.ID, Category: "Handphone", DeviceType: "Oppo A5s", DamageType: "Mati total",
			Description: "Tidak bisa menyala", ScreenLock: &repair.ScreenLock{Kind: repair.LockPassword, Value: lock}})
		if err != nil {
			t.Fatal(err)
		}
		out, err := env.Ops.Jobs.Run(ctx, app.JobBackup, nil)
		if err != nil || out.Err != nil {
			t.Fatalf("%+v %v", out, err)
		}
		names, err := env.Ops.Shelf.List(ctx)
		if err != nil || len(names) != 1 {
			t.Fatalf("shelf %v (%v)", names, err)
		}
		database := archivedDatabase(t, env.Ops.Shelf.Dir+"/"+names[0])
		if !bytes.Contains(database, []byte(*e.ScreenLock)) {
			t.Fatal("the archive's database lacks the sealed screen lock")
		}
		if bytes.Contains(database, []byte(lock)) {
			t.Fatal("the archive's database holds the screen lock in clear")
		}
	})
}

// archivedDatabase reads the database out of a backup archive: SQLite's file as it is,
// PostgreSQL's dump (compressed) as the SQL pg_restore reads from it.
func archivedDatabase(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err != nil {
			t.Fatalf("no database in the archive (%v)", err)
		}
		if !strings.HasPrefix(h.Name, "database/") {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(h.Name, ".pgdump") {
			cmd := exec.Command("pg_restore", "-f", "-")
			cmd.Stdin = bytes.NewReader(data)
			if data, err = cmd.Output(); err != nil {
				t.Fatalf("pg_restore: %v", err)
			}
		}
		return data
	}
}
