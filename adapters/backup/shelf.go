package backup

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/konterhp/konter/ports"
)

// Place is where archives are kept: a folder (Shelf) or a bucket (Bucket).
type Place interface {
	ports.BackupShelf
	// Write writes an archive of the shop under name.
	Write(ctx context.Context, name string) (Manifest, int64, error)
	// Entries lists the archives with their sizes and times, newest first.
	Entries(ctx context.Context) ([]Entry, error)
	// Describe names the place for people.
	Describe() string
}

// Entry is one archive in a place.
type Entry struct {
	Name     string
	Size     int64
	Modified time.Time
}

// isArchive tells an archive's name from the rest of a place's content.
func isArchive(name string) bool {
	return strings.HasSuffix(name, ".tar.gz") && !strings.HasPrefix(name, ".")
}

func newestFirst(entries []Entry) []Entry {
	sort.Slice(entries, func(i, j int) bool { return entries[i].Modified.After(entries[j].Modified) })
	return entries
}

// Shelf implements Place on a folder (DATA_DIR/backups by default).
type Shelf struct {
	Dir    string
	Source Source
}

func (s Shelf) Describe() string { return s.Dir }

func (s Shelf) Write(ctx context.Context, name string) (Manifest, int64, error) {
	return s.Source.WriteFile(ctx, filepath.Join(s.Dir, filepath.Base(name)))
}

func (s Shelf) Save(ctx context.Context, name string) (int64, error) {
	_, size, err := s.Write(ctx, name)
	return size, err
}

func (s Shelf) List(ctx context.Context) ([]string, error) {
	entries, err := s.Entries(ctx)
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name
	}
	return names, err
}

func (s Shelf) Entries(context.Context) ([]Entry, error) {
	dir, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var entries []Entry
	for _, e := range dir {
		if !e.Type().IsRegular() || !isArchive(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed while we read
		}
		entries = append(entries, Entry{Name: e.Name(), Size: info.Size(), Modified: info.ModTime()})
	}
	return newestFirst(entries), nil
}

func (s Shelf) Remove(_ context.Context, name string) error {
	err := os.Remove(filepath.Join(s.Dir, filepath.Base(name)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
