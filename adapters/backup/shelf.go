package backup

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Shelf implements ports.BackupShelf on a folder (DATA_DIR/backups).
type Shelf struct {
	Dir    string
	Source Source
}

func (s Shelf) Save(ctx context.Context, name string) (int64, error) {
	_, size, err := s.Source.WriteFile(ctx, filepath.Join(s.Dir, filepath.Base(name)))
	return size, err
}

func (s Shelf) List(context.Context) ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".tar.gz") && !strings.HasPrefix(e.Name(), ".") {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

func (s Shelf) Remove(_ context.Context, name string) error {
	err := os.Remove(filepath.Join(s.Dir, filepath.Base(name)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
