package ops

import (
	"context"
	"slices"
	"testing"
	"time"
)

var jakarta = time.FixedZone("WIB", 7*3600)

// Forty nights of backups (and one made by hand): the retention keeps the last seven days
// and the newest of each of the last four weeks (this one included), and never touches the one made by hand.
func TestPruneKeepsSevenDailyAndFourWeekly(t *testing.T) {
	var names []string
	start := time.Date(2026, 10, 1, 2, 0, 0, 0, jakarta) // a Thursday
	for d := range 40 {
		names = append(names, NightlyName(start.AddDate(0, 0, d)))
	}
	names = append(names, ManualName(start.AddDate(0, 0, 3)), "notes.txt")
	kept, dropped := Prune(names, jakarta, DefaultRetention)
	want := []string{
		// the last seven days: 9 to 3 November
		"konter-2026-11-09-020000.tar.gz", "konter-2026-11-08-020000.tar.gz", "konter-2026-11-07-020000.tar.gz",
		"konter-2026-11-06-020000.tar.gz", "konter-2026-11-05-020000.tar.gz", "konter-2026-11-04-020000.tar.gz",
		"konter-2026-11-03-020000.tar.gz",
		// the newest of each of the last four weeks: 9 November (a Monday) and 8 November
		// are already kept as dailies; then Sundays 1 November and 25 October
		"konter-2026-11-01-020000.tar.gz", "konter-2026-10-25-020000.tar.gz",
	}
	if !slices.Equal(kept, want) {
		t.Fatalf("kept %v\nwant %v", kept, want)
	}
	if len(dropped) != 31 || slices.Contains(dropped, ManualName(start.AddDate(0, 0, 3))) {
		t.Fatalf("dropped %d: %v", len(dropped), dropped)
	}
}

func TestPruneKeepsTheNewestBackupOfADay(t *testing.T) {
	day := time.Date(2026, 11, 22, 2, 0, 0, 0, jakarta)
	kept, dropped := Prune([]string{NightlyName(day), NightlyName(day.Add(12 * time.Hour))}, jakarta, Retention{Daily: 7, Weekly: 0})
	if !slices.Equal(kept, []string{NightlyName(day.Add(12 * time.Hour))}) || !slices.Equal(dropped, []string{NightlyName(day)}) {
		t.Fatalf("kept %v dropped %v", kept, dropped)
	}
}

type fakeShelf struct{ names []string }

func (s *fakeShelf) Save(_ context.Context, name string) (int64, error) {
	s.names = append(s.names, name)
	return 2048, nil
}
func (s *fakeShelf) List(context.Context) ([]string, error) { return slices.Clone(s.names), nil }
func (s *fakeShelf) Remove(_ context.Context, name string) error {
	s.names = slices.DeleteFunc(s.names, func(n string) bool { return n == name })
	return nil
}

type fixedClock time.Time

func (c fixedClock) Now() time.Time { return time.Time(c) }

type zone struct{}

func (zone) Location(context.Context) *time.Location { return jakarta }

func TestNightlyNamesTheBackupInShopTimeAndPrunes(t *testing.T) {
	shelf := &fakeShelf{}
	night := time.Date(2026, 11, 1, 19, 0, 0, 0, time.UTC) // 02:00 on 2 November in Jakarta
	for d := range 10 {
		b := NewBackups(BackupDeps{Clock: fixedClock(night.AddDate(0, 0, d)), Zone: zone{}, Shelf: shelf, Keep: Retention{Daily: 3, Weekly: 0}})
		if _, err := b.Nightly(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"konter-2026-11-09-020000.tar.gz", "konter-2026-11-10-020000.tar.gz", "konter-2026-11-11-020000.tar.gz"}
	if !slices.Equal(shelf.names, want) {
		t.Fatalf("shelf %v, want %v", shelf.names, want)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{512: "512 B", 2048: "2,0 KB", 12_900_000: "12,3 MB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
