package backup

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/minio/minio-go/v7"

	"github.com/konterhp/konter/adapters/files"
)

// DefaultPartSize is the size of each part of a multipart upload; an archive smaller than
// one part goes up in one request.
const DefaultPartSize = 16 << 20

// Bucket implements Place on S3-compatible storage: s3://BUCKET/PREFIX?endpoint=…. It
// connects at each use, so that a bucket out of reach fails the job that needs it, not
// the shop's start.
type Bucket struct {
	URL    string
	Source Source
	// Scratch is a local folder the database snapshot is staged in while it is uploaded.
	Scratch string
	// PartSize is the multipart upload's part size (0: DefaultPartSize; S3's least is 5 MiB).
	PartSize uint64
}

// OpenPlace is the place to names: s3://… for a bucket, else a folder.
func OpenPlace(to string, src Source, scratch string) Place {
	if strings.HasPrefix(to, "s3://") {
		return Bucket{URL: to, Source: src, Scratch: scratch}
	}
	return Shelf{Dir: to, Source: src}
}

func (b Bucket) Describe() string {
	u, err := url.Parse(b.URL)
	if err != nil {
		return b.URL
	}
	return "s3://" + u.Host + u.Path
}

// Write streams the archive into the bucket as it is written, in parts of PartSize; an
// upload that fails is aborted, and its parts never show as an object.
func (b Bucket) Write(ctx context.Context, name string) (Manifest, int64, error) {
	l, err := files.ConnectS3(ctx, b.URL)
	if err != nil {
		return Manifest{}, 0, err
	}
	if err := os.MkdirAll(b.Scratch, 0o750); err != nil {
		return Manifest{}, 0, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	pr, pw := io.Pipe()
	type written struct {
		m   Manifest
		err error
	}
	done := make(chan written, 1)
	go func() {
		m, err := b.Source.Write(ctx, pw, b.Scratch)
		pw.CloseWithError(err)
		done <- written{m, err}
	}()
	info, err := l.Client.PutObject(ctx, l.Bucket, l.Prefix+path.Base(name), pr, -1,
		minio.PutObjectOptions{ContentType: "application/gzip", PartSize: cmp.Or(b.PartSize, DefaultPartSize)})
	pr.CloseWithError(err) // a failed upload stops the writer
	w := <-done
	if w.err != nil {
		return w.m, 0, w.err
	}
	if err != nil {
		return w.m, 0, fmt.Errorf("unggah ke %s: %w", l.Describe(), err)
	}
	return w.m, info.Size, nil
}

func (b Bucket) Save(ctx context.Context, name string) (int64, error) {
	_, size, err := b.Write(ctx, name)
	return size, err
}

func (b Bucket) List(ctx context.Context) ([]string, error) {
	entries, err := b.Entries(ctx)
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name
	}
	return names, err
}

func (b Bucket) Entries(ctx context.Context) ([]Entry, error) {
	l, err := files.ConnectS3(ctx, b.URL)
	if err != nil {
		return nil, err
	}
	var entries []Entry
	for o := range l.Client.ListObjects(ctx, l.Bucket, minio.ListObjectsOptions{Prefix: l.Prefix}) {
		if o.Err != nil {
			return nil, o.Err
		}
		name := strings.TrimPrefix(o.Key, l.Prefix)
		if strings.Contains(name, "/") || !isArchive(name) {
			continue
		}
		entries = append(entries, Entry{Name: name, Size: o.Size, Modified: o.LastModified})
	}
	return newestFirst(entries), nil
}

func (b Bucket) Remove(ctx context.Context, name string) error {
	l, err := files.ConnectS3(ctx, b.URL)
	if err != nil {
		return err
	}
	return l.Client.RemoveObject(ctx, l.Bucket, l.Prefix+path.Base(name), minio.RemoveObjectOptions{})
}

// Fetch downloads the archive s3://BUCKET/PREFIX/NAME.tar.gz?endpoint=… names into dir and
// returns its path.
func Fetch(ctx context.Context, raw, dir string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("S3 URL %q: %w", raw, err)
	}
	name := path.Base(u.Path)
	if !isArchive(name) {
		return "", fmt.Errorf("%s bukan arsip cadangan (.tar.gz)", raw)
	}
	u.Path = path.Dir(u.Path)
	l, err := files.ConnectS3(ctx, u.String())
	if err != nil {
		return "", err
	}
	dst := filepath.Join(dir, name)
	if err := l.Client.FGetObject(ctx, l.Bucket, l.Prefix+name, dst, minio.GetObjectOptions{}); err != nil {
		return "", fmt.Errorf("unduh %s: %w", l.Describe()+name, err)
	}
	return dst, nil
}
