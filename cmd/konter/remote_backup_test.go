package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/minio/minio-go/v7"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/files/s3test"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
)

// storeSums maps every file of the store at url to its SHA-256.
func storeSums(t *testing.T, url string) map[string]string {
	t.Helper()
	ctx := context.Background()
	store, err := files.Open(ctx, url, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	sums := map[string]string{}
	err = store.List(ctx, func(o files.Object) error {
		r, _, err := store.Open(ctx, o.Bucket, o.Key)
		if err != nil {
			return err
		}
		defer r.Close()
		var b bytes.Buffer
		_, _ = b.ReadFrom(r)
		h := sha256.Sum256(b.Bytes())
		sums[o.Path()] = hex.EncodeToString(h[:])
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return sums
}

// seededShopBesideS3 is a seeded shop on the engine, with its uploads on disk, and an S3
// server to move them to.
func seededShopBesideS3(t *testing.T, d database) (*s3test.Server, string, *apptest.Env) {
	isolate(t)
	srv := s3test.Start(t)
	srcURL := d.url(t)
	src := apptest.New(t, srcURL)
	seedShop(t, src)
	return srv, srcURL, src
}

// A shop moves its uploads into a bucket, backs up into another bucket, encrypted; the
// backup is listed with its size, and restores into an empty database and an empty bucket
// with the same rows and the same files. Without the passphrase it is refused.
func TestBackupToABucketRestoresIntoAnEmptyDatabaseAndBucket(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.engine, func(t *testing.T) {
			srv, srcURL, src := seededShopBesideS3(t, d)
			local := fileSums(t, filepath.Join(src.DataDir, "files"))
			shopFiles, backups := srv.Bucket(t), srv.Bucket(t)
			shop := []string{"--data-dir", src.DataDir, "--database-url", srcURL}

			out := mustCLI(t, append(shop, "files", "migrate", "--to", shopFiles)...)
			if !strings.Contains(out, seededUploadsSaid) {
				t.Fatalf("migrate said %s", out)
			}
			if moved := storeSums(t, shopFiles); !mapsEqual(local, moved) {
				t.Fatalf("migrated %v, want %v", moved, local)
			}

			t.Setenv("KONTER_BACKUP_PASSPHRASE", "rahasia toko")
			mustCLI(t, append(shop, "--files-url", shopFiles, "backup", "--to", backups)...)
			out = mustCLI(t, append(shop, "backup", "list", "--to", backups)...)
			name := regexp.MustCompile(`konter-manual-[0-9-]+\.tar\.gz`).FindString(out)
			if name == "" || !strings.Contains(out, "s3://") || !regexp.MustCompile(`\d+,\d KB +`+regexp.QuoteMeta(name)).MatchString(out) {
				t.Fatalf("backup list said %s", out)
			}
			archive := strings.Replace(backups, "/toko?", "/toko/"+name+"?", 1)

			target := filepath.Join(t.TempDir(), "toko-baru")
			dstURL := sqlstore.DefaultURL(target)
			if d.engine == "postgres" {
				dstURL = d.url(t)
			}
			emptyBucket := srv.Bucket(t)
			restore := []string{"--data-dir", target, "--database-url", dstURL, "--files-url", emptyBucket, "restore", archive}
			t.Setenv("KONTER_BACKUP_PASSPHRASE", "")
			if _, err := konterCLI(t, restore...); err == nil || !strings.Contains(err.Error(), "terenkripsi") {
				t.Fatalf("restore without the passphrase: %v", err)
			}
			t.Setenv("KONTER_BACKUP_PASSPHRASE", "bukan ini")
			if _, err := konterCLI(t, restore...); err == nil || !strings.Contains(err.Error(), "frasa sandi") {
				t.Fatalf("restore with a wrong passphrase: %v", err)
			}
			if got := storeSums(t, emptyBucket); len(got) != 0 {
				t.Fatalf("a refused restore put files: %v", got)
			}
			t.Setenv("KONTER_BACKUP_PASSPHRASE", "rahasia toko")
			mustCLI(t, restore...)

			want, got := tableDump(t, srcURL), tableDump(t, dstURL)
			for table, rows := range want {
				if !slices.Equal(rows, got[table]) {
					t.Errorf("table %s: %d rows backed up, %d restored, or their contents differ", table, len(rows), len(got[table]))
				}
			}
			if restored := storeSums(t, emptyBucket); !mapsEqual(local, restored) {
				t.Fatalf("files restored into the bucket %v, want %v", restored, local)
			}
		})
	}
}

// The nightly job with a bucket as its target keeps the same retention there.
func TestNightlyBackupToABucketKeepsTheRetention(t *testing.T) {
	isolate(t)
	srv := s3test.Start(t)
	backups := srv.Bucket(t)
	ctx := context.Background()
	l, err := files.ConnectS3(ctx, backups)
	if err != nil {
		t.Fatal(err)
	}
	var old []string
	for day := 1; day <= 10; day++ {
		old = append(old, fmt.Sprintf("konter-2020-01-%02d-020000.tar.gz", day))
	}
	for _, name := range append(slices.Clone(old), "konter-manual-2020-01-01-090000.tar.gz") {
		if _, err := l.Client.PutObject(ctx, l.Bucket, l.Prefix+name, strings.NewReader("lama"), 4, minio.PutObjectOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	mustCLI(t, "--data-dir", dir, "migrate")
	out := mustCLI(t, "--data-dir", dir, "jobs", "--backup-to", backups, "run", "backup")
	if !strings.Contains(out, "dihapus") {
		t.Fatalf("jobs run backup said %s", out)
	}
	var left []string
	for o := range l.Client.ListObjects(ctx, l.Bucket, minio.ListObjectsOptions{Prefix: l.Prefix}) {
		left = append(left, strings.TrimPrefix(o.Key, l.Prefix))
	}
	// Kept: tonight's, 5 to 10 January (the last seven days with tonight) and the manual one;
	// 1 to 4 January are older than every day and week the retention keeps.
	for _, gone := range old[:4] {
		if slices.Contains(left, gone) {
			t.Errorf("%s is still in the bucket", gone)
		}
	}
	for _, kept := range append(old[4:], "konter-manual-2020-01-01-090000.tar.gz") {
		if !slices.Contains(left, kept) {
			t.Errorf("%s was removed", kept)
		}
	}
	if len(left) != 8 {
		t.Errorf("left in the bucket: %v", left)
	}
}

// A shop whose bucket keeps its own copies backs up only the list of its uploads: the
// restore checks that the bucket still holds each of them, and refuses when one is gone.
func TestBackupThatListsTheBucketsFilesChecksThemOnRestore(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.engine, func(t *testing.T) {
			srv, srcURL, src := seededShopBesideS3(t, d)
			bucket := srv.Bucket(t)
			shop := []string{"--data-dir", src.DataDir, "--database-url", srcURL, "--files-url", bucket}
			mustCLI(t, append(shop[:4], "files", "migrate", "--to", bucket)...)
			t.Setenv("KONTER_BACKUP_LIST_FILES_ONLY", "true")
			archive := filepath.Join(t.TempDir(), "daftar.tar.gz")
			if out := mustCLI(t, append(shop, "backup", "-o", archive)...); !strings.Contains(out, seededUploadsSaid) {
				t.Fatalf("backup said %s", out)
			}
			m, err := backup.Verify(archive, "")
			if err != nil || len(m.Objects) != seededUploads || m.Uploads() != 0 {
				t.Fatalf("manifest: %d objects listed, %d copied, %v", len(m.Objects), m.Uploads(), err)
			}

			restoreInto := func() (restoreTarget, error) {
				dir := filepath.Join(t.TempDir(), "toko")
				target := restoreTarget{dataDir: dir, url: sqlstore.DefaultURL(dir), filesURL: bucket}
				if d.engine == "postgres" {
					target.url = d.url(t)
				}
				_, err := konterCLI(t, append(target.args(), "restore", archive)...)
				return target, err
			}
			if _, err := restoreInto(); err != nil {
				t.Fatalf("restore with the files in the bucket: %v", err)
			}

			l, err := files.ConnectS3(context.Background(), bucket)
			if err != nil {
				t.Fatal(err)
			}
			gone := m.Objects[0].Path
			if err := l.Client.RemoveObject(context.Background(), l.Bucket, l.Prefix+gone, minio.RemoveObjectOptions{}); err != nil {
				t.Fatal(err)
			}
			target, err := restoreInto()
			if err == nil || !strings.Contains(err.Error(), gone+" tidak ada") {
				t.Fatalf("restore with a listed file gone: %v", err)
			}
			if d.engine == "sqlite" {
				if _, err := os.Stat(target.dataDir); !os.IsNotExist(err) {
					t.Fatalf("the refused restore made %s", target.dataDir)
				}
			} else if tables := tableDump(t, target.url); len(tables) != 0 {
				t.Fatalf("the refused restore made tables: %v", keysOf(tables))
			}
		})
	}
}
