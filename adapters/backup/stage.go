package backup

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// stage is a restore's scratch space beside the target, and the renames that put what it
// staged in place of the live files. Until keep is called, every rename can be undone and
// every folder the restore created is removed again.
type stage struct {
	dirs    []string // scratch folders, removed at the end
	created []string // folders of the target that did not exist before
	moves   []move
	kept    bool
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

// undo renames back, newest first. Should one fail, the scratch folders stay, holding
// what was replaced.
func (s *stage) undo() error {
	var errs []error
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
