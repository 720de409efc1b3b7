package files

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// Local implements Store on disk: files/<bucket>/<key>, served at /files/<bucket>/<key>.
type Local struct {
	root string
}

// NewLocal stores files under dataDir/files.
func NewLocal(dataDir string) *Local { return &Local{root: filepath.Join(dataDir, "files")} }

// Root is the folder the buckets live in.
func (l *Local) Root() string { return l.root }

func (l *Local) Describe() string { return l.root }

func (l *Local) path(bucket, key string) (string, error) {
	if err := checkKey(bucket, key); err != nil {
		return "", err
	}
	return filepath.Join(l.root, bucket, filepath.FromSlash(key)), nil
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

func (l *Local) URL(bucket, key string) string { return servedURL(bucket, key) }

func (l *Local) KeyOf(bucket, url string) (string, bool) { return keyOfServed(bucket, url) }

// List walks the buckets' folders, leaving out uploads still being written.
func (l *Local) List(ctx context.Context, fn func(Object) error) error {
	return filepath.WalkDir(l.root, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // no uploads yet, or one removed while we walk
		}
		if err != nil {
			return err
		}
		if d.IsDir() || !d.Type().IsRegular() || strings.HasPrefix(d.Name(), ".upload-") {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel, err := filepath.Rel(l.root, p)
		if err != nil {
			return err
		}
		bucket, key, ok := splitPath(filepath.ToSlash(rel))
		if !ok {
			return nil
		}
		info, err := d.Info()
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		return fn(Object{Bucket: bucket, Key: key, Size: info.Size()})
	})
}

func (l *Local) Open(_ context.Context, bucket, key string) (io.ReadCloser, int64, error) {
	p, err := l.path(bucket, key)
	if err != nil {
		return nil, 0, ErrNotFound
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, ErrNotFound
	}
	if err != nil {
		return nil, 0, err
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, 0, ErrNotFound
	}
	return f, st.Size(), nil
}

// Handler serves /files/<bucket>/<key>, with no directory listings and no content sniffing.
func (l *Local) Handler() http.Handler {
	fsrv := http.StripPrefix("/files/", http.FileServer(noDirs{http.Dir(l.root)}))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ServeHeaders(w.Header())
		if !served(strings.TrimPrefix(r.URL.Path, "/files/")) {
			http.NotFound(w, r)
			return
		}
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
