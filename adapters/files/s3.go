package files

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 implements Store on a bucket of S3-compatible object storage: the file <bucket>/<key>
// is the object PREFIX<bucket>/<key>. Konter serves it at /files/<bucket>/<key>, streamed
// from the bucket, unless the shop gives the bucket's public address (public_url), which
// then goes into the pages.
type S3 struct {
	S3Location
	publicURL string
}

// S3Location is a connected client and a place in a bucket: s3://BUCKET/PREFIX.
type S3Location struct {
	Client *minio.Client
	Bucket string
	// Prefix is empty or ends with a slash.
	Prefix string
}

// Describe names the place: s3://bucket/prefix/.
func (l S3Location) Describe() string { return "s3://" + l.Bucket + "/" + l.Prefix }

// ConnectS3 connects to s3://BUCKET/PREFIX?endpoint=https://HOST[:PORT]&region=REGION. The
// keys come from the environment: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or
// MINIO_ACCESS_KEY and MINIO_SECRET_KEY). Without endpoint it is Amazon S3; an http://
// endpoint goes without TLS. The bucket must exist.
func ConnectS3(ctx context.Context, raw string) (S3Location, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return S3Location{}, fmt.Errorf("S3 URL %q: want s3://bucket/prefix?endpoint=…&region=…", raw)
	}
	q := u.Query()
	endpoint, secure := "s3.amazonaws.com", true
	if e := q.Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" {
			return S3Location{}, fmt.Errorf("S3 URL: endpoint %q: want http(s)://host[:port]", e)
		}
		endpoint, secure = eu.Host, eu.Scheme == "https"
	}
	client, err := minio.New(endpoint, &minio.Options{
		Creds:  credentials.NewChainCredentials([]credentials.Provider{&credentials.EnvAWS{}, &credentials.EnvMinio{}}),
		Secure: secure,
		Region: q.Get("region"),
	})
	if err != nil {
		return S3Location{}, fmt.Errorf("S3 %s: %w", endpoint, err)
	}
	l := S3Location{Client: client, Bucket: u.Host, Prefix: strings.Trim(u.Path, "/")}
	if l.Prefix != "" {
		l.Prefix += "/"
	}
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	ok, err := client.BucketExists(ctx, l.Bucket)
	if err != nil {
		return S3Location{}, fmt.Errorf("S3 bucket %s di %s tidak bisa dibaca: %w", l.Bucket, endpoint, err)
	}
	if !ok {
		return S3Location{}, fmt.Errorf("S3 bucket %s tidak ada di %s", l.Bucket, endpoint)
	}
	return l, nil
}

// OpenS3 keeps the files in the place s3://BUCKET/PREFIX?endpoint=…&region=… names (see
// ConnectS3); with &public_url=https://cdn.example/PATH the pages link there.
func OpenS3(ctx context.Context, raw string) (*S3, error) {
	l, err := ConnectS3(ctx, raw)
	if err != nil {
		return nil, err
	}
	u, _ := url.Parse(raw)
	return &S3{S3Location: l, publicURL: strings.TrimSuffix(u.Query().Get("public_url"), "/")}, nil
}

func (s *S3) object(bucket, key string) (string, error) {
	if err := checkKey(bucket, key); err != nil {
		return "", err
	}
	return s.Prefix + bucket + "/" + key, nil
}

// Put stores the file in one request; S3 shows an object whole or not at all.
func (s *S3) Put(ctx context.Context, bucket, key string, data []byte) error {
	name, err := s.object(bucket, key)
	if err != nil {
		return err
	}
	contentType := mime.TypeByExtension(path.Ext(key))
	if contentType == "" {
		contentType = http.DetectContentType(data)
	}
	_, err = s.Client.PutObject(ctx, s.Bucket, name, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType, SendContentMd5: true})
	return err
}

func (s *S3) Delete(ctx context.Context, bucket, key string) error {
	name, err := s.object(bucket, key)
	if err != nil {
		return err
	}
	return s.Client.RemoveObject(ctx, s.Bucket, name, minio.RemoveObjectOptions{})
}

// PublicOrigin is the scheme and host pages load the files from when the shop gave a
// public_url, "" otherwise: the pages' Content Security Policy allows images from it.
func (s *S3) PublicOrigin() string {
	u, err := url.Parse(s.publicURL)
	if err != nil || s.publicURL == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

// URL is the bucket's public address when the shop gave one, else Konter's /files/.
func (s *S3) URL(bucket, key string) string {
	if s.publicURL != "" {
		return s.publicURL + "/" + s.Prefix + bucket + "/" + key
	}
	return servedURL(bucket, key)
}

// KeyOf knows both addresses, so files stored before public_url was set are still found.
func (s *S3) KeyOf(bucket, url string) (string, bool) {
	if s.publicURL != "" {
		if rest, ok := strings.CutPrefix(url, s.publicURL+"/"+s.Prefix+bucket+"/"); ok && rest != "" {
			key, _, _ := strings.Cut(rest, "?")
			return key, key != ""
		}
	}
	return keyOfServed(bucket, url)
}

func (s *S3) List(ctx context.Context, fn func(Object) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // stops the listing when fn fails
	for o := range s.Client.ListObjects(ctx, s.Bucket, minio.ListObjectsOptions{Prefix: s.Prefix, Recursive: true}) {
		if o.Err != nil {
			return o.Err
		}
		bucket, key, ok := splitPath(strings.TrimPrefix(o.Key, s.Prefix))
		if !ok {
			continue
		}
		if err := fn(Object{Bucket: bucket, Key: key, Size: o.Size}); err != nil {
			return err
		}
	}
	return nil
}

// Open reads an object; its first read (or Stat) asks the server.
func (s *S3) Open(ctx context.Context, bucket, key string) (io.ReadCloser, int64, error) {
	obj, info, err := s.get(ctx, bucket, key)
	if err != nil {
		return nil, 0, err
	}
	return obj, info.Size, nil
}

func (s *S3) get(ctx context.Context, bucket, key string) (*minio.Object, minio.ObjectInfo, error) {
	name, err := s.object(bucket, key)
	if err != nil {
		return nil, minio.ObjectInfo{}, ErrNotFound
	}
	obj, err := s.Client.GetObject(ctx, s.Bucket, name, minio.GetObjectOptions{})
	if err != nil {
		return nil, minio.ObjectInfo{}, err
	}
	info, err := obj.Stat()
	if err != nil {
		obj.Close()
		if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
			return nil, info, ErrNotFound
		}
		return nil, info, err
	}
	return obj, info, nil
}

// Handler streams /files/<bucket>/<key> from the bucket with the headers of local files;
// http.ServeContent answers ranges and conditional requests as the file server does.
func (s *S3) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ServeHeaders(w.Header())
		bucket, key, ok := splitPath(strings.TrimPrefix(r.URL.Path, "/files/"))
		if !ok || !served(bucket) {
			http.NotFound(w, r)
			return
		}
		obj, info, err := s.get(r.Context(), bucket, key)
		if errors.Is(err, ErrNotFound) {
			http.NotFound(w, r)
			return
		}
		if err != nil {
			http.Error(w, "penyimpanan file tidak bisa dihubungi", http.StatusBadGateway)
			return
		}
		defer obj.Close()
		w.Header().Set("Content-Type", info.ContentType)
		if info.ETag != "" {
			w.Header().Set("ETag", `"`+strings.Trim(info.ETag, `"`)+`"`)
		}
		http.ServeContent(w, r, key, info.LastModified, obj)
	})
}
