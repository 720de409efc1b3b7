package ops

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/konterhp/konter/ports"
)

const (
	backupPrefix = "konter-"
	manualPrefix = "konter-manual-"
	backupSuffix = ".tar.gz"
	backupLayout = "2006-01-02-150405"
)

// NightlyName is the file name of a scheduled backup made at t (shop-local time).
func NightlyName(t time.Time) string { return backupPrefix + t.Format(backupLayout) + backupSuffix }

// ManualName is the file name of a backup made by hand at t; retention never removes it.
func ManualName(t time.Time) string { return manualPrefix + t.Format(backupLayout) + backupSuffix }

// Retention says how many scheduled backups to keep: the newest of each of the last Daily
// days, and the newest of each of the last Weekly weeks (ISO weeks).
type Retention struct {
	Daily  int
	Weekly int
}

// DefaultRetention keeps a week of daily backups and a month of weekly ones.
var DefaultRetention = Retention{Daily: 7, Weekly: 4}

// Backups makes the nightly backup and keeps the shelf to its retention.
type Backups struct {
	clock ports.Clock
	zone  ports.ShopTime
	shelf ports.BackupShelf
	keep  Retention
}

// BackupDeps are what the nightly backup needs: the ports and the retention.
type BackupDeps struct {
	Clock ports.Clock
	Zone  ports.ShopTime
	Shelf ports.BackupShelf
	Keep  Retention
}

func NewBackups(d BackupDeps) *Backups {
	return &Backups{clock: d.Clock, zone: d.Zone, shelf: d.Shelf, keep: d.Keep}
}

// Nightly writes a backup of the whole shop to the shelf, then removes the scheduled
// backups the retention no longer keeps. Backups made by hand are never removed.
func (b *Backups) Nightly(ctx context.Context) (string, error) {
	loc := b.zone.Location(ctx)
	name := NightlyName(b.clock.Now().In(loc))
	size, err := b.shelf.Save(ctx, name)
	if err != nil {
		return "", fmt.Errorf("cadangan %s gagal: %w", name, err)
	}
	names, err := b.shelf.List(ctx)
	if err != nil {
		return "", err
	}
	kept, dropped := Prune(names, loc, b.keep)
	var removed []string
	for _, old := range dropped {
		if old == name {
			continue // never the backup just made
		}
		if err := b.shelf.Remove(ctx, old); err != nil {
			return "", fmt.Errorf("cadangan %s dibuat, tetapi cadangan lama %s tidak bisa dihapus: %w", name, old, err)
		}
		removed = append(removed, old)
	}
	msg := fmt.Sprintf("Cadangan %s dibuat (%s); %d cadangan terjadwal disimpan", name, Size(size), len(kept))
	if len(removed) > 0 {
		msg += fmt.Sprintf(", %d dihapus: %s", len(removed), strings.Join(removed, ", "))
	}
	return msg + ".", nil
}

type dated struct {
	name string
	at   time.Time
}

// Prune splits the scheduled backups among names into those the retention keeps and those
// it drops, newest first. Names that are not scheduled backups are in neither list.
func Prune(names []string, loc *time.Location, keep Retention) (kept, dropped []string) {
	var backups []dated
	for _, n := range names {
		if strings.HasPrefix(n, manualPrefix) || !strings.HasPrefix(n, backupPrefix) || !strings.HasSuffix(n, backupSuffix) {
			continue
		}
		at, err := time.ParseInLocation(backupLayout, strings.TrimSuffix(strings.TrimPrefix(n, backupPrefix), backupSuffix), loc)
		if err != nil {
			continue
		}
		backups = append(backups, dated{n, at})
	}
	sort.Slice(backups, func(i, j int) bool { return backups[i].at.After(backups[j].at) })
	seenDay, seenWeek := map[string]bool{}, map[string]bool{}
	daily, weekly := 0, 0
	for _, b := range backups {
		day := b.at.Format(time.DateOnly)
		y, w := b.at.ISOWeek()
		week := fmt.Sprintf("%d-W%02d", y, w)
		keepIt := false
		// Newest first: the first backup seen of a day (or week) is its newest.
		if !seenDay[day] {
			seenDay[day] = true
			if daily < keep.Daily {
				daily, keepIt = daily+1, true
			}
		}
		if !seenWeek[week] {
			seenWeek[week] = true
			if weekly < keep.Weekly {
				weekly, keepIt = weekly+1, true
			}
		}
		if keepIt {
			kept = append(kept, b.name)
		} else {
			dropped = append(dropped, b.name)
		}
	}
	return kept, dropped
}

// Size writes a byte count for people: 12,3 MB.
func Size(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	s := fmt.Sprintf("%.1f %cB", float64(n)/float64(div), "KMGTPE"[exp])
	return strings.Replace(s, ".", ",", 1)
}
