package httpapi

import (
	"testing"

	"github.com/konterhp/konter/core"
)

// A resource without a line in readers would reach Admins only, whoever may read it: every
// resource a use case can publish has its line.
func TestEveryResourceHasReaders(t *testing.T) {
	for _, r := range core.Resources() {
		if _, ok := readers[r]; !ok {
			t.Errorf("readers has no line for %q", r)
		}
	}
}
