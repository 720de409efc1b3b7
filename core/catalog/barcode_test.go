package catalog

import "testing"

func TestEAN13(t *testing.T) {
	for code, valid := range map[string]bool{
		"4006381333931": true,  // a printed retail code
		"4006381333932": false, // wrong check digit
		"400638133393":  false, // 12 digits
		"40063813339a1": false,
	} {
		if ValidEAN13(code) != valid {
			t.Errorf("ValidEAN13(%s) = %v", code, !valid)
		}
	}
	seen := map[string]bool{}
	for range 200 {
		code := NewEAN13()
		if !ValidEAN13(code) || code[0] != '2' {
			t.Fatalf("generated %s: not an in-store EAN-13", code)
		}
		seen[code] = true
	}
	if len(seen) < 195 {
		t.Fatalf("only %d distinct codes in 200", len(seen))
	}
}
