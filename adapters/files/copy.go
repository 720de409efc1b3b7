package files

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
)

// Copied is what Copy moved.
type Copied struct {
	Files int
	Bytes int64
}

// Copy puts every file of from into to and reads each back from to, checking its size and
// SHA-256; the first file that does not come back the same stops it with an error.
func Copy(ctx context.Context, from, to Store) (Copied, error) {
	var done Copied
	err := from.List(ctx, func(o Object) error {
		data, err := readAll(ctx, from, o)
		if err != nil {
			return err
		}
		if err := to.Put(ctx, o.Bucket, o.Key, data); err != nil {
			return fmt.Errorf("%s: %w", o.Path(), err)
		}
		back, err := readAll(ctx, to, o)
		if err != nil {
			return err
		}
		if len(back) != len(data) || sha256.Sum256(back) != sha256.Sum256(data) {
			return fmt.Errorf("%s: isi di %s berbeda setelah disalin (%d byte, semula %d)", o.Path(), to.Describe(), len(back), len(data))
		}
		done.Files++
		done.Bytes += int64(len(data))
		return nil
	})
	return done, err
}

func readAll(ctx context.Context, s Store, o Object) ([]byte, error) {
	r, size, err := s.Open(ctx, o.Bucket, o.Key)
	if err != nil {
		return nil, fmt.Errorf("%s di %s: %w", o.Path(), s.Describe(), err)
	}
	defer r.Close()
	var b bytes.Buffer
	b.Grow(int(size))
	if _, err := io.Copy(&b, r); err != nil {
		return nil, fmt.Errorf("%s di %s: %w", o.Path(), s.Describe(), err)
	}
	return b.Bytes(), nil
}
