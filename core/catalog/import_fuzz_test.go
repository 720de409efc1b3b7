package catalog

import (
	"strconv"
	"testing"
)

// Whatever a spreadsheet cell holds, ParseWhole never panics, and a number it accepts reads
// back the same when written plainly or as a shop writes it (Rp 1.500.000).
func FuzzParseWhole(f *testing.F) {
	for _, seed := range []string{
		"1500000", "1.500.000", "1,500,000", "Rp 1.500.000", "Rp1.500.000,00", "rp. 25.000", "1.5E+6", "-3", " 7 ",
		"9223372036854775807", "9223372036854775808", "-9223372036854775808", "1e999", "1E15", "9.99e14", "Rp", "rp.",
		"-", "--1", "Rp -5", "Rp\u00a01.000", "１２３", "0,000", "00000000000000000000001", "1.000.000.000.000.000.000.000", "ǅ1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, cell string) {
		n, ok := ParseWhole(cell)
		if !ok {
			return
		}
		if back, ok := ParseWhole(strconv.FormatInt(n, 10)); !ok || back != n {
			t.Errorf("ParseWhole(%q) = %d, but %d reads back as %d, %v", cell, n, n, back, ok)
		}
		if back, ok := ParseWhole("Rp " + dotted(n)); !ok || back != n {
			t.Errorf("ParseWhole(%q) = %d, but Rp %s reads back as %d, %v", cell, n, dotted(n), back, ok)
		}
	})
}

// dotted writes n with a dot between thousands, as Indonesian shops do.
func dotted(n int64) string {
	if n < 0 {
		return "-" + dotted(-n)
	}
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "." + s[i:]
	}
	return s
}
