package images_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/files/s3test"
	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/adapters/images/imagestest"
)

// get reads a stored file.
func get(t *testing.T, store files.Store, bucket, key string) ([]byte, error) {
	t.Helper()
	r, _, err := store.Open(context.Background(), bucket, key)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func decode(t *testing.T, data []byte) (image.Config, string) {
	t.Helper()
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("a copy is no image: %v", err)
	}
	return cfg, format
}

func TestAnUploadedPhotoGetsSmallerCopies(t *testing.T) {
	ctx := context.Background()
	local := files.NewLocal(t.TempDir())
	store := images.New(local)
	original := imagestest.Photo(t, 800, 600, false)
	if err := store.Put(ctx, "product-images", "products/1.png", original); err != nil {
		t.Fatal(err)
	}
	for _, w := range images.Widths {
		data, err := get(t, local, "product-images", images.CopyKey("products/1.png", w))
		if err != nil {
			t.Fatalf("no copy at %d: %v", w, err)
		}
		cfg, format := decode(t, data)
		want := min(w, 800)
		if format != "jpeg" || cfg.Width != want || cfg.Height != want*600/800 {
			t.Errorf("copy %d: %s %dx%d, want jpeg %dx%d", w, format, cfg.Width, cfg.Height, want, want*600/800)
		}
		if len(data) >= len(original)/4 {
			t.Errorf("copy %d: %d bytes of the upload's %d", w, len(data), len(original))
		}
	}
	if got, _ := get(t, local, "product-images", "products/1.png"); !bytes.Equal(got, original) {
		t.Error("the upload itself is not kept as it was")
	}

	// A logo with a transparent background keeps it.
	if err := store.Put(ctx, "product-images", "logo.png", imagestest.Photo(t, 300, 300, true)); err != nil {
		t.Fatal(err)
	}
	data, _ := get(t, local, "product-images", images.CopyKey("logo.png", 240))
	if cfg, format := decode(t, data); format != "png" || cfg.Width != 240 {
		t.Errorf("transparent logo copy: %s %d wide", format, cfg.Width)
	}

	// Removing the photo removes its copies.
	if err := store.Delete(ctx, "product-images", "products/1.png"); err != nil {
		t.Fatal(err)
	}
	for _, w := range images.Widths {
		if _, err := get(t, local, "product-images", images.CopyKey("products/1.png", w)); !errors.Is(err, files.ErrNotFound) {
			t.Errorf("copy %d outlives its photo: %v", w, err)
		}
	}
}

func TestAPhotoStoredBeforeGetsItsCopiesOnFirstRequest(t *testing.T) {
	ctx := context.Background()
	local := files.NewLocal(t.TempDir())
	original := imagestest.Photo(t, 1000, 1000, false)
	// Stored straight on disk, as every photo uploaded before copies existed.
	if err := local.Put(ctx, "product-images", "products/old.png", original); err != nil {
		t.Fatal(err)
	}
	if err := local.Put(ctx, "product-images", "notes.txt", []byte("no photo")); err != nil {
		t.Fatal(err)
	}
	h := images.New(local).Handler(local.Handler())
	fetch := func(url string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
		return rec
	}

	rec := fetch("/files/product-images/products/old.png?w=480")
	cfg, format := decode(t, rec.Body.Bytes())
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/jpeg" || format != "jpeg" || cfg.Width != 480 ||
		rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) || rec.Header().Get("ETag") == "" ||
		rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("first request: %d %v, %s %d wide", rec.Code, rec.Header(), format, cfg.Width)
	}
	for _, w := range images.Widths {
		if _, err := get(t, local, "product-images", images.CopyKey("products/old.png", w)); err != nil {
			t.Errorf("the first request did not keep the copy at %d: %v", w, err)
		}
	}
	// Another width snaps to the next copy; the photo itself is still there without ?w.
	if rec := fetch("/files/product-images/products/old.png?w=500"); decodeWidth(t, rec) != 720 {
		t.Error("?w=500 is not the 720 copy")
	}
	if rec := fetch("/files/product-images/products/old.png?w=5000"); decodeWidth(t, rec) != 1000 {
		t.Error("?w=5000 is not the photo's own width")
	}
	if rec := fetch("/files/product-images/products/old.png"); !bytes.Equal(rec.Body.Bytes(), original) || rec.Header().Get("Content-Type") != "image/png" {
		t.Error("the original is not served as uploaded")
	}
	if rec := fetch("/files/product-images/notes.txt?w=240"); rec.Code != 200 || rec.Body.String() != "no photo" {
		t.Errorf("a file that is no photo: %d %q", rec.Code, rec.Body.String())
	}
	icon := imagestest.Photo(t, 64, 64, false)
	if err := local.Put(ctx, "product-images", "icon.png", icon); err != nil {
		t.Fatal(err)
	}
	if rec := fetch("/files/product-images/icon.png?w=480"); !bytes.Equal(rec.Body.Bytes(), icon) {
		t.Error("a photo smaller than every copy is not served as it is")
	}
	if _, err := get(t, local, "product-images", images.CopyKey("icon.png", 240)); !errors.Is(err, files.ErrNotFound) {
		t.Errorf("a photo smaller than every copy got copies: %v", err)
	}
	if rec := fetch("/files/product-images/products/missing.png?w=240"); rec.Code != http.StatusNotFound {
		t.Errorf("a missing photo answers %d", rec.Code)
	}
	if rec := fetch("/files/product-images/../../etc/passwd?w=240"); rec.Code == 200 {
		t.Error("a path out of the bucket is served")
	}
}

func decodeWidth(t *testing.T, rec *httptest.ResponseRecorder) int {
	t.Helper()
	cfg, _ := decode(t, rec.Body.Bytes())
	return cfg.Width
}

func TestAPhotoAlreadySmallIsNotMadeLarger(t *testing.T) {
	ctx := context.Background()
	local := files.NewLocal(t.TempDir())
	var buf bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 300, 100))
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 60}); err != nil {
		t.Fatal(err)
	}
	if err := images.New(local).Put(ctx, "avatars", "a.jpg", buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	for _, w := range images.Widths {
		data, err := get(t, local, "avatars", images.CopyKey("a.jpg", w))
		if err != nil {
			t.Fatal(err)
		}
		if cfg, _ := decode(t, data); cfg.Width > 300 || len(data) > buf.Len() {
			t.Errorf("copy %d: %d wide, %d bytes of %d", w, cfg.Width, len(data), buf.Len())
		}
	}
}

// The photos stored before copies were made get them all at once from `konter images derive`,
// on the disk as in S3; running it again makes nothing.
func TestDeriveMakesTheCopiesOfPhotosStoredBefore(t *testing.T) {
	stores := map[string]func(t *testing.T) files.Store{
		"disk": func(t *testing.T) files.Store { return files.NewLocal(t.TempDir()) },
		"s3": func(t *testing.T) files.Store {
			store, err := files.Open(context.Background(), s3test.Start(t).Bucket(t), "")
			if err != nil {
				t.Fatal(err)
			}
			return store
		},
	}
	for name, open := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			raw := open(t)
			store := images.New(raw)
			// Stored straight in the store, as every photo uploaded before copies existed; one
			// uploaded since has its copies already.
			for key, data := range map[string][]byte{
				"products/old.png": imagestest.Photo(t, 900, 600, false),
				"news/old.png":     imagestest.Photo(t, 1200, 675, false),
				"notes.txt":        []byte("no photo"),
			} {
				if err := raw.Put(ctx, "product-images", key, data); err != nil {
					t.Fatal(err)
				}
			}
			if err := store.Put(ctx, "avatars", "users/1.png", imagestest.Photo(t, 400, 400, false)); err != nil {
				t.Fatal(err)
			}

			done, err := store.Derive(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if want := (images.Derived{Made: 2, Had: 1, Skipped: 1}); done != want {
				t.Errorf("derive: %+v, want %+v", done, want)
			}
			for key, width := range map[string]int{"products/old.png": 900, "news/old.png": 1200} {
				for _, w := range images.Widths {
					data, err := get(t, raw, "product-images", images.CopyKey(key, w))
					if err != nil {
						t.Fatalf("%s has no copy at %d: %v", key, w, err)
					}
					if cfg, format := decode(t, data); format != "jpeg" || cfg.Width != min(w, width) {
						t.Errorf("%s copy %d: %s %d wide", key, w, format, cfg.Width)
					}
				}
			}

			again, err := store.Derive(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if want := (images.Derived{Had: 3, Skipped: 1}); again != want {
				t.Errorf("derive again: %+v, want %+v", again, want)
			}
		})
	}
}
