package main

import (
	"encoding/json"
	"testing"

	"github.com/konterhp/konter/core/billcases"
)

// Every case reaches the fixture whole, the bounds' amounts exact.
func TestBillCasesHoldEveryCase(t *testing.T) {
	var f fixture
	if err := json.Unmarshal(renderBillCases(), &f); err != nil {
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
