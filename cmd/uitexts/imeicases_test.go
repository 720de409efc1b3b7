package main

import (
	"encoding/json"
	"testing"

	"github.com/konterhp/konter/core/imeicases"
)

// Every IMEI case reaches the fixture as core/imeicases has it.
func TestIMEICasesHoldEveryCase(t *testing.T) {
	var f imeiFixture
	if err := json.Unmarshal(renderIMEICases(), &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) != len(imeicases.Cases) {
		t.Fatalf("%d cases in the fixture, %d in core/imeicases", len(f.Cases), len(imeicases.Cases))
	}
	for i, c := range imeicases.Cases {
		if got := f.Cases[i]; got.Number != c.Number || got.Valid != c.Valid || got.Rule != c.Rule {
			t.Errorf("case %q written as %+v", c.Rule, got)
		}
	}
}
