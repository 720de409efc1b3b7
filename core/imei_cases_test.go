package core_test

import (
	"testing"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/imeicases"
)

func TestIMEIFollowsTheCheckDigitRule(t *testing.T) {
	for _, c := range imeicases.Cases {
		t.Run(c.Rule, func(t *testing.T) {
			if got := core.ValidIMEI(c.Number); got != c.Valid {
				t.Fatalf("ValidIMEI(%q) = %v, want %v", c.Number, got, c.Valid)
			}
		})
	}
}

// A refused IMEI is named, so that staff know which of the phones they scanned to look at.
func TestRefusedIMEIIsNamed(t *testing.T) {
	err := core.CheckIMEI("units[3].imei", "490154203237519")
	e, ok := core.AsError(err)
	if !ok || e.Message != "IMEI 490154203237519 tidak valid." {
		t.Fatalf("got %v", err)
	}
}
