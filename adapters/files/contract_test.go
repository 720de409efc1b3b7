package files_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/files/s3test"
)

// Both stores keep, serve, list and delete files alike: what the shop's pages show does
// not depend on where the photos are kept.
func TestStoresKeepAndServeFilesAlike(t *testing.T) {
	stores := []struct {
		name string
		open func(t *testing.T) files.Store
	}{
		{"local", func(t *testing.T) files.Store { return files.NewLocal(t.TempDir()) }},
		{"s3", func(t *testing.T) files.Store {
			store, err := files.Open(context.Background(), s3test.Start(t).Bucket(t), "")
			if err != nil {
				t.Fatal(err)
			}
			return store
		}},
	}
	for _, s := range stores {
		t.Run(s.name, func(t *testing.T) { contract(t, s.open(t)) })
	}
}

func photo(t *testing.T, side int) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, side, side))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func get(t *testing.T, h http.Handler, url string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, url, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func contract(t *testing.T, store files.Store) {
	ctx := context.Background()
	h := store.Handler()
	first, second := photo(t, 8), photo(t, 16)
	const key = "products/7-1700000000.png"
	if err := store.Put(ctx, "product-images", key, first); err != nil {
		t.Fatal(err)
	}
	if err := store.Put(ctx, "avatars", "public/3.png", second); err != nil {
		t.Fatal(err)
	}
	url := store.URL("product-images", key)
	if url != "/files/product-images/"+key {
		t.Fatalf("URL %q", url)
	}
	if got, ok := store.KeyOf("product-images", url+"?v=2"); !ok || got != key {
		t.Fatalf("KeyOf(%q) = %q %v", url, got, ok)
	}
	if _, ok := store.KeyOf("avatars", url); ok {
		t.Fatal("a product photo's address is not an avatar's")
	}

	w := get(t, h, url)
	if w.Code != http.StatusOK || !bytes.Equal(w.Body.Bytes(), first) {
		t.Fatalf("GET %s: %d, %d bytes", url, w.Code, w.Body.Len())
	}
	for name, want := range map[string]string{
		"Content-Type":            "image/png",
		"X-Content-Type-Options":  "nosniff",
		"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
		"Cache-Control":           "public, max-age=300",
	} {
		if got := w.Header().Get(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	if w := get(t, h, url, "Range", "bytes=0-3"); w.Code != http.StatusPartialContent || !bytes.Equal(w.Body.Bytes(), first[:4]) {
		t.Errorf("range: %d %q", w.Code, w.Body.Bytes())
	}
	if w2 := get(t, h, url, "If-Modified-Since", w.Header().Get("Last-Modified")); w2.Code != http.StatusNotModified {
		t.Errorf("If-Modified-Since: %d", w2.Code)
	}

	// Put again replaces; Open reads back with the size.
	if err := store.Put(ctx, "product-images", key, second); err != nil {
		t.Fatal(err)
	}
	r, size, err := store.Open(ctx, "product-images", key)
	if err != nil {
		t.Fatal(err)
	}
	back, _ := io.ReadAll(r)
	r.Close()
	if !bytes.Equal(back, second) || size != int64(len(second)) {
		t.Fatalf("read back %d bytes, size %d", len(back), size)
	}

	var listed []string
	if err := store.List(ctx, func(o files.Object) error {
		listed = append(listed, o.Path())
		if o.Size != int64(len(second)) {
			t.Errorf("%s: size %d", o.Path(), o.Size)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	slices.Sort(listed)
	if want := []string{"avatars/public/3.png", "product-images/" + key}; !slices.Equal(listed, want) {
		t.Fatalf("listed %v, want %v", listed, want)
	}

	if err := store.Delete(ctx, "product-images", key); err != nil {
		t.Fatal(err)
	}
	if err := store.Delete(ctx, "product-images", key); err != nil {
		t.Fatalf("deleting a deleted file: %v", err)
	}
	if w := get(t, h, url); w.Code != http.StatusNotFound {
		t.Fatalf("GET after delete: %d", w.Code)
	}
	if _, _, err := store.Open(ctx, "product-images", key); !errors.Is(err, files.ErrNotFound) {
		t.Fatalf("Open after delete: %v", err)
	}

	for _, bad := range [][2]string{{"secrets", "a.png"}, {"avatars", "../a.png"}, {"avatars", "/a.png"}, {"avatars", ""}, {"avatars", "a//b.png"}} {
		if err := store.Put(ctx, bad[0], bad[1], first); err == nil {
			t.Errorf("Put(%q, %q) was accepted", bad[0], bad[1])
		}
	}
	for _, path := range []string{"/files/avatars/", "/files/avatars/public", "/files/secrets/a.png", "/files/avatars/public/9.png"} {
		if w := get(t, h, path); w.Code != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", path, w.Code)
		}
	}
}

// With the bucket's public address set, pages link there; addresses of files stored
// before (Konter's /files/) are still known, so replacing such a photo deletes the old one.
func TestS3StoreLinksToThePublicAddress(t *testing.T) {
	srv := s3test.Start(t)
	store, err := files.Open(context.Background(), srv.Bucket(t)+"&public_url=https://cdn.example.id/foto/", "")
	if err != nil {
		t.Fatal(err)
	}
	url := store.URL("avatars", "public/3.png")
	if url != "https://cdn.example.id/foto/toko/avatars/public/3.png" {
		t.Fatalf("URL %q", url)
	}
	for _, u := range []string{url, "/files/avatars/public/3.png"} {
		if key, ok := store.KeyOf("avatars", u); !ok || key != "public/3.png" {
			t.Errorf("KeyOf(%q) = %q %v", u, key, ok)
		}
	}
}

func TestOpenRefusesAnUnknownOrMissingStore(t *testing.T) {
	srv := s3test.Start(t)
	for _, raw := range []string{"ftp://x/y", "s3:///nobucket", "s3://b/p?endpoint=ftp://h", srv.URL("tidak-ada", "p")} {
		if _, err := files.Open(context.Background(), raw, t.TempDir()); err == nil {
			t.Errorf("Open(%q) succeeded", raw)
		}
	}
}
