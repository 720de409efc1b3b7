package backup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/konterhp/konter/adapters/files"
)

// stage is a restore's scratch space beside the target, and the renames that put what it
// staged in place of the live files. Until keep is called, every rename can be undone and
// every folder the restore created is removed again.
type stage struct {
	dirs    []string // scratch folders, removed at the end
	created []string // folders of the target that did not exist before
	moves   []move
	// puts are the objects put into a store, each with the file holding what it replaced.
	puts  []put
	store files.Store
	kept  bool
}

type put struct {
	bucket, key string
	old         string // "" when the object was new
}

type move struct{ from, to string }

// dir makes a scratch folder in parent (on the same file system, so renames are atomic),
// creating parent if needed.
func (s *stage) dir(parent string) (string, error) {
	top := ""
	for d := filepath.Clean(parent); ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil {
			break
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		top = d
		if filepath.Dir(d) == d {
			break
		}
	}
	if top != "" {
		s.created = append(s.created, top)
	}
	if err := os.MkdirAll(parent, 0o750); err != nil {
		return "", err
	}
	d, err := os.MkdirTemp(parent, ".konter-restore-*")
	if err != nil {
		return "", err
	}
	s.dirs = append(s.dirs, d)
	return d, nil
}

// replace moves live (when it exists) into the scratch folder aside, then staged (unless
// empty) to live.
func (s *stage) replace(live, staged, aside string) error {
	if _, err := os.Lstat(live); err == nil {
		old := filepath.Join(aside, fmt.Sprintf("old-%d-%s", len(s.moves), filepath.Base(live)))
		if err := s.rename(live, old); err != nil {
			return err
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if staged == "" {
		return nil
	}
	return s.rename(staged, live)
}

func (s *stage) rename(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return err
	}
	s.moves = append(s.moves, move{from, to})
	return nil
}

// fail undoes the renames and returns err, saying where the replaced data waits should a
// rename back fail.
func (s *stage) fail(err error) error {
	if uerr := s.undo(); uerr != nil {
		return fmt.Errorf("%w; %w", err, uerr)
	}
	return err
}

// putObjects puts every staged upload under dir into store, keeping what each replaces
// in aside; an object already there with the same content is left alone.
func (s *stage) putObjects(ctx context.Context, store files.Store, dir, aside string) error {
	s.store = store
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		bucket, key, _ := strings.Cut(filepath.ToSlash(rel), "/")
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		old := ""
		r, _, err := store.Open(ctx, bucket, key)
		switch {
		case errors.Is(err, files.ErrNotFound):
		case err != nil:
			return err
		default:
			prev, err := io.ReadAll(r)
			r.Close()
			if err != nil {
				return err
			}
			if bytes.Equal(prev, data) {
				return nil
			}
			old = filepath.Join(aside, fmt.Sprintf("old-object-%d", len(s.puts)))
			if err := os.WriteFile(old, prev, 0o600); err != nil {
				return err
			}
		}
		if err := store.Put(ctx, bucket, key, data); err != nil {
			return err
		}
		s.puts = append(s.puts, put{bucket, key, old})
		return nil
	})
}

// undo renames back and takes back the objects put, newest first. Should one fail, the
// scratch folders stay, holding what was replaced.
func (s *stage) undo() error {
	var errs []error
	for i := len(s.puts) - 1; i >= 0; i-- {
		p := s.puts[i]
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		var err error
		if p.old == "" {
			err = s.store.Delete(ctx, p.bucket, p.key)
		} else if data, rerr := os.ReadFile(p.old); rerr != nil {
			err = rerr
		} else {
			err = s.store.Put(ctx, p.bucket, p.key, data)
		}
		cancel()
		if err != nil {
			errs = append(errs, err)
		}
	}
	s.puts = nil
	for i := len(s.moves) - 1; i >= 0; i-- {
		if err := os.Rename(s.moves[i].to, s.moves[i].from); err != nil {
			errs = append(errs, err)
		}
	}
	s.moves = nil
	if len(errs) == 0 {
		return nil
	}
	kept := s.dirs
	s.dirs, s.created = nil, nil
	return fmt.Errorf("data lama tidak bisa dikembalikan seluruhnya (tersimpan di %s): %w", strings.Join(kept, ", "), errors.Join(errs...))
}

// keep makes the renames final.
func (s *stage) keep() { s.kept = true }

// cleanup removes the scratch folders, and after a failure the folders the restore created.
func (s *stage) cleanup() {
	if !s.kept {
		_ = s.undo()
	}
	for _, d := range s.dirs {
		_ = os.RemoveAll(d)
	}
	if s.kept {
		return
	}
	for i := len(s.created) - 1; i >= 0; i-- {
		_ = os.RemoveAll(s.created[i])
	}
}
