package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/adapters/images/imagestest"
)

func TestImagesDeriveMakesTheCopiesOfStoredPhotos(t *testing.T) {
	isolate(t)
	dir := filepath.Join(t.TempDir(), "data")
	mustCLI(t, "--data-dir", dir, "migrate")
	disk := files.NewLocal(dir)
	// A photo stored before copies were made on upload.
	if err := disk.Put(context.Background(), "product-images", "products/7.png", imagestest.Photo(t, 800, 800, false)); err != nil {
		t.Fatal(err)
	}
	out := mustCLI(t, "--data-dir", dir, "images", "derive")
	if !strings.HasPrefix(out, "1 foto dibuatkan salinan [240 480 720 1080] px") {
		t.Errorf("images derive: %q", out)
	}
	for _, w := range images.Widths {
		if r, _, err := disk.Open(context.Background(), "product-images", images.CopyKey("products/7.png", w)); err != nil {
			t.Errorf("no copy at %d: %v", w, err)
		} else {
			r.Close()
		}
	}
	if out := mustCLI(t, "--data-dir", dir, "images", "derive"); !strings.HasPrefix(out, "0 foto dibuatkan salinan") || !strings.Contains(out, "1 sudah punya") {
		t.Errorf("images derive again: %q", out)
	}
}
