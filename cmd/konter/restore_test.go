package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/files/s3test"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
)

// restoreTarget is a data directory, database and (when filesURL is set) bucket a test
// restores into.
type restoreTarget struct {
	dataDir  string
	url      string
	filesURL string
}

func (r restoreTarget) args() []string {
	return []string{"--data-dir", r.dataDir, "--database-url", r.url, "--files-url", r.filesURL}
}

// state is everything a restore could change: every file under the data directory (the
// SQLite database among them) with its SHA-256 and, on PostgreSQL, every row of every table.
func (r restoreTarget) state(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	if _, err := os.Stat(r.dataDir); errors.Is(err, fs.ErrNotExist) {
		out["(no data directory)"] = nil
	} else {
		for name, sum := range fileSums(t, r.dataDir) {
			out["file "+name] = []string{sum}
		}
	}
	if !strings.HasPrefix(r.url, "sqlite:") {
		for table, rows := range tableDump(t, r.url) {
			out["table "+table] = rows
		}
	}
	if r.filesURL != "" {
		for name, sum := range storeSums(t, r.filesURL) {
			out["object "+name] = []string{sum}
		}
	}
	return out
}

// brokenArchives makes from a good archive the ways one can go wrong, by name.
func brokenArchives(t *testing.T, good string) map[string]string {
	t.Helper()
	dir := t.TempDir()
	raw, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	write := func(name string, b []byte) {
		p := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".tar.gz")
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		out[name] = p
	}
	write("last byte cut", raw[:len(raw)-1])
	flipped := bytes.Clone(raw)
	flipped[len(flipped)-8] ^= 0xff // the first byte of the gzip trailer's CRC-32
	write("gzip checksum flipped", flipped)

	// One more product in the manifest than in the database.
	products := regexp.MustCompile(`"products": (\d+)`)
	moreProducts := func(manifest []byte) []byte {
		return products.ReplaceAllFunc(manifest, func(m []byte) []byte {
			n, _ := strconv.Atoi(string(products.FindSubmatch(m)[1]))
			return []byte(`"products": ` + strconv.Itoa(n+1))
		})
	}
	edited := filepath.Join(dir, "edited.tar.gz")
	rewrite(t, good, edited, "manifest.json", moreProducts)
	out["manifest edited by hand"] = edited

	// The same count, with the manifest's checksum made to match: an archive whose manifest
	// was written wrong, found out only by counting the restored rows.
	wrongCount := filepath.Join(dir, "wrong-count.tar.gz")
	var manifest []byte
	rewriteEntries(t, good, wrongCount, func(name string, body []byte) []byte {
		switch name {
		case "manifest.json":
			manifest = moreProducts(body)
			return manifest
		case "manifest.sha256":
			sum := sha256.Sum256(manifest)
			return []byte(hex.EncodeToString(sum[:]) + "  manifest.json\n")
		}
		return body
	})
	out["row count wrong"] = wrongCount
	return out
}

// What the restore says about each broken archive.
var brokenSays = map[string]string{
	"last byte cut":           "arsip terpotong",
	"gzip checksum flipped":   "checksum gzip tidak cocok",
	"manifest edited by hand": "manifest.json tidak cocok dengan checksum-nya",
	"row count wrong":         "products: cadangan",
}

// A broken archive changes nothing: neither an empty target (with its uploads on disk or in
// a bucket) nor, with --force, a shop with other data. The good archive still restores.
func TestRestoreOfABrokenArchiveLeavesTheTargetAsItWas(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.engine, func(t *testing.T) {
			isolate(t)
			srcURL := d.url(t)
			src := apptest.New(t, srcURL)
			seedShop(t, src)
			good := filepath.Join(t.TempDir(), "cadangan.tar.gz")
			mustCLI(t, "--data-dir", src.DataDir, "--database-url", srcURL, "backup", "-o", good)
			broken := brokenArchives(t, good)

			newTarget := func() restoreTarget {
				dir := filepath.Join(t.TempDir(), "toko")
				if d.engine == "sqlite" {
					return restoreTarget{dataDir: dir, url: sqlstore.DefaultURL(dir)}
				}
				return restoreTarget{dataDir: dir, url: d.url(t)}
			}
			inBucket := newTarget()
			inBucket.filesURL = s3test.Start(t).Bucket(t)
			// A shop with data of its own: the backup restored, then a product renamed and a
			// photo added.
			shop := newTarget()
			mustCLI(t, append(shop.args(), "restore", good)...)
			db, err := sqlstore.Open(context.Background(), shop.url)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.ExecContext(context.Background(), "UPDATE products SET name = name || ' (toko ini)'"); err != nil {
				t.Fatal(err)
			}
			db.Close()
			if err := os.WriteFile(filepath.Join(shop.dataDir, "files", "product-images", "baru.png"), []byte("foto"), 0o640); err != nil {
				t.Fatal(err)
			}

			for _, tc := range []struct {
				name   string
				target restoreTarget
				flags  []string
			}{
				{"into an empty target", newTarget(), nil},
				{"into an empty target with a bucket", inBucket, nil},
				{"with --force over a shop", shop, []string{"--force"}},
			} {
				for _, kind := range slices.Sorted(maps.Keys(broken)) {
					t.Run(tc.name+"/"+kind, func(t *testing.T) {
						before := tc.target.state(t)
						args := append(append(tc.target.args(), "restore"), tc.flags...)
						out, err := konterCLI(t, append(args, broken[kind])...)
						if err == nil || !strings.Contains(err.Error(), brokenSays[kind]) {
							t.Errorf("restore of an archive with its %s: err %v, want %q\n%s", kind, err, brokenSays[kind], out)
						}
						if after := tc.target.state(t); !maps.EqualFunc(before, after, slices.Equal) {
							t.Errorf("the target changed:\nbefore %v\nafter  %v", keysOf(before), keysOf(after))
						}
					})
				}
			}

			mustCLI(t, append(shop.args(), "restore", "--force", good)...)
			if want, got := tableDump(t, srcURL)["products"], tableDump(t, shop.url)["products"]; !slices.Equal(want, got) {
				t.Fatalf("the good archive restored other products:\n%v\n%v", want, got)
			}
		})
	}
}

func keysOf(m map[string][]string) []string { return slices.Sorted(maps.Keys(m)) }
