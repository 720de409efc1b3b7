// Package files keeps uploaded files: on the local disk under the data directory (the
// default), or in a bucket of S3-compatible object storage. Either way they are served at
// /files/<bucket>/<key> with the same headers.
package files

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// ServedBuckets are the folders served to anyone at /files/<bucket>/<key>.
var ServedBuckets = []string{"product-images", "avatars"}

// PrivateBuckets are never served at /files/: the API serves their files to those who may see
// them (the repairs' photos to staff).
var PrivateBuckets = []string{core.RepairPhotoBucket}

// Buckets are the only folders files may be stored in.
var Buckets = slices.Concat(ServedBuckets, PrivateBuckets)

// served tells whether a request path under /files/ names a file of a served bucket.
func served(p string) bool {
	bucket, _, _ := strings.Cut(path.Clean("/" + p)[1:], "/")
	return slices.Contains(ServedBuckets, bucket)
}

// Store is a ports.FileStore that also serves, lists and reads back what it keeps.
type Store interface {
	ports.FileStore
	// Handler serves /files/<bucket>/<key>.
	Handler() http.Handler
	// List calls fn for every stored file.
	List(ctx context.Context, fn func(Object) error) error
	// Open reads a stored file and says its size; ErrNotFound when there is none.
	Open(ctx context.Context, bucket, key string) (io.ReadCloser, int64, error)
	// Describe names the store for people: a folder or s3://bucket/prefix.
	Describe() string
}

// Object is one stored file.
type Object struct {
	Bucket string
	Key    string
	Size   int64
}

// Path is the file's place under the store's root: <bucket>/<key>.
func (o Object) Path() string { return o.Bucket + "/" + o.Key }

// ErrNotFound is returned by Open for a file that is not stored.
var ErrNotFound = errors.New("file tidak ditemukan")

// Open gives the store a files URL names: empty for the folder DATA_DIR/files, or
// s3://bucket/prefix?endpoint=…&region=… (see OpenS3).
func Open(ctx context.Context, rawURL, dataDir string) (Store, error) {
	switch {
	case rawURL == "":
		return NewLocal(dataDir), nil
	case strings.HasPrefix(rawURL, "s3://"):
		return OpenS3(ctx, rawURL)
	}
	return nil, fmt.Errorf("files URL %q: want s3://bucket/prefix, or nothing for the data directory", rawURL)
}

// checkKey refuses a bucket that is not one of Buckets and a key that is not a clean
// relative path.
func checkKey(bucket, key string) error {
	clean := path.Clean("/" + key)[1:]
	if !slices.Contains(Buckets, bucket) || clean == "" || clean != key || strings.HasPrefix(clean, "..") {
		return fmt.Errorf("invalid file location %s/%s", bucket, key)
	}
	return nil
}

// splitPath cuts <bucket>/<key> (a request path under /files/ or an object's name under
// the prefix) and checks both.
func splitPath(p string) (bucket, key string, ok bool) {
	bucket, key, _ = strings.Cut(p, "/")
	return bucket, key, checkKey(bucket, key) == nil
}

// servedURL is the address Konter serves a file at.
func servedURL(bucket, key string) string { return "/files/" + bucket + "/" + key }

// keyOfServed reverses servedURL.
func keyOfServed(bucket, url string) (string, bool) {
	prefix := "/files/" + bucket + "/"
	if !strings.HasPrefix(url, prefix) {
		return "", false
	}
	key, _, _ := strings.Cut(strings.TrimPrefix(url, prefix), "?")
	return key, key != ""
}

// ServeHeaders are the headers of every served upload (and of its copies, adapters/images): no sniffing, no scripts, cached a
// few minutes (a replaced image gets a new key).
func ServeHeaders(h http.Header) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	h.Set("Cache-Control", "public, max-age=300")
}
