package core_test

import (
	"testing"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/billcases"
)

func TestBillFollowsTheShopsRules(t *testing.T) {
	for _, c := range billcases.Cases {
		t.Run(c.Rule, func(t *testing.T) {
			got, err := c.Bill.Settle()
			if c.Refused != "" {
				if e, ok := core.AsError(err); !ok || e.Message != c.Refused {
					t.Fatalf("want refused with %q, got %v", c.Refused, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Subtotal != c.Want.Subtotal || got.Total != c.Want.Total || got.Paid != c.Want.Paid ||
				got.Change != c.Want.Change || got.Remaining != c.Want.Remaining {
				t.Fatalf("got %+v, want %+v", got, c.Want)
			}
		})
	}
}
