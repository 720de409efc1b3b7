package core

import (
	"math"
	"testing"
)

// However far a list is paged, the rows skipped before the page never wrap round: the page
// past the last one is empty, never the first.
func TestOffsetNeverWraps(t *testing.T) {
	for _, page := range []int{MaxPage, MaxPage + 1, math.MaxInt32, math.MaxInt} {
		got := PageRequest{Page: page, PerPage: MaxPerPage}.Offset()
		if want := int64(MaxPage-1) * MaxPerPage; got != want {
			t.Errorf("page %d skips %d rows, want %d", page, got, want)
		}
	}
}
