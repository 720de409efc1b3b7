// Package files keeps uploaded files on the local disk, under the data directory.
package files

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Buckets are the only folders files may be stored in.
var Buckets = []string{"product-images", "avatars"}

// Local implements ports.FileStore on disk: files/<bucket>/<key>, served at /files/<bucket>/<key>.
type Local struct {
	root string
}

// NewLocal stores files under dataDir/files.
func NewLocal(dataDir string) *Local { return &Local{root: filepath.Join(dataDir, "files")} }

// Root is the folder the buckets live in.
func (l *Local) Root() string { return l.root }

func (l *Local) path(bucket, key string) (string, error) {
	ok := false
	for _, b := range Buckets {
		ok = ok || b == bucket
	}
	clean := path.Clean("/" + key)[1:]
	if !ok || clean == "" || clean != key || strings.HasPrefix(clean, "..") {
		return "", fmt.Errorf("invalid file location %s/%s", bucket, key)
	}
	return filepath.Join(l.root, bucket, filepath.FromSlash(clean)), nil
}

// Put writes the file atomically: a reader never sees half a file.
func (l *Local) Put(_ context.Context, bucket, key string, data []byte) error {
	p, err := l.path(bucket, key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), p)
}

func (l *Local) Delete(_ context.Context, bucket, key string) error {
	p, err := l.path(bucket, key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func (l *Local) URL(bucket, key string) string { return "/files/" + bucket + "/" + key }

func (l *Local) KeyOf(bucket, url string) (string, bool) {
	prefix := "/files/" + bucket + "/"
	if !strings.HasPrefix(url, prefix) {
		return "", false
	}
	key, _, _ := strings.Cut(strings.TrimPrefix(url, prefix), "?")
	return key, key != ""
}

// Handler serves /files/<bucket>/<key>, with no directory listings and no content sniffing.
func (l *Local) Handler() http.Handler {
	fsrv := http.StripPrefix("/files/", http.FileServer(noDirs{http.Dir(l.root)}))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		w.Header().Set("Cache-Control", "public, max-age=300")
		fsrv.ServeHTTP(w, r)
	})
}

type noDirs struct{ fs http.FileSystem }

func (n noDirs) Open(name string) (http.File, error) {
	f, err := n.fs.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || st.IsDir() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return f, nil
}
