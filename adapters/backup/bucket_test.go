package backup_test

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/minio/minio-go/v7"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/files/s3test"
	"github.com/konterhp/konter/app/apptest"
)

// An archive larger than a part goes up in several (S3 shows such an object's ETag as
// "<hash>-<parts>") and comes back whole.
func TestALargeArchiveGoesUpInParts(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		big := make([]byte, 7<<20) // random: gzip cannot make it smaller than a part
		_, _ = rand.Read(big)
		if err := env.Files.Put(ctx, "product-images", "products/besar.png", big); err != nil {
			t.Fatal(err)
		}
		srv := s3test.Start(t)
		url := srv.Bucket(t)
		place := backup.Bucket{URL: url, Source: env.Ops.Backup, Scratch: t.TempDir(), PartSize: 5 << 20}
		const name = "konter-manual-2026-11-22-100000.tar.gz"
		_, size, err := place.Write(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		l, err := files.ConnectS3(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		info, err := l.Client.StatObject(ctx, l.Bucket, l.Prefix+name, minio.StatObjectOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if size < 7<<20 || info.Size != size || !strings.HasSuffix(info.ETag, "-2") {
			t.Fatalf("uploaded %d bytes, stored %d with ETag %q: want 2 parts", size, info.Size, info.ETag)
		}

		archive, err := backup.Fetch(ctx, strings.Replace(url, "/toko?", "/toko/"+name+"?", 1), t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		m, err := backup.Verify(archive, "")
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(big)
		found := false
		for _, f := range m.Files {
			found = found || (f.Path == "files/product-images/products/besar.png" && f.SHA256 == hex.EncodeToString(sum[:]))
		}
		if !found {
			t.Fatalf("the large upload is not in the archive fetched back: %v", m.Files)
		}
	})
}
