package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/konterhp/konter/core/billcases"
)

// The UIs' tests read the fixture in the tree: it must be the cases core's test settles.
func TestFixtureIsCurrent(t *testing.T) {
	inTree, err := os.ReadFile(output)
	if err != nil {
		t.Fatal(err)
	}
	if string(inTree) != string(render()) {
		t.Fatalf("%s is out of date with core/billcases: run `go generate ./cmd/billcases`", output)
	}
}

// Every case reaches the fixture whole, the bounds' amounts exact.
func TestFixtureHoldsEveryCase(t *testing.T) {
	var f fixture
	if err := json.Unmarshal(render(), &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) != len(billcases.Cases) {
		t.Fatalf("%d cases in the fixture, %d in core/billcases", len(f.Cases), len(billcases.Cases))
	}
	for i, c := range billcases.Cases {
		got := f.Cases[i]
		if got.Rule != c.Rule || got.Refused != c.Refused || len(got.Bill.Lines) != len(c.Bill.Lines) || len(got.Bill.Payments) != len(c.Bill.Payments) {
			t.Fatalf("case %q written as %+v", c.Rule, got)
		}
		for j, p := range c.Bill.Payments {
			if got.Bill.Payments[j].Amount != p.Amount || got.Bill.Payments[j].Method != p.Method {
				t.Errorf("%q: payment %d written as %+v", c.Rule, j, got.Bill.Payments[j])
			}
		}
		if (got.Want == nil) != (c.Refused != "") || (got.Want != nil && got.Want.Total != c.Want.Total) {
			t.Errorf("%q: want written as %+v", c.Rule, got.Want)
		}
	}
}
