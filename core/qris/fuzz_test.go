package qris

import (
	"strings"
	"testing"
)

// Whatever is pasted, Parse answers without panicking, and what it accepts it read whole: the
// fields written back are the text pasted. A static QRIS it accepts makes a dynamic one it accepts.
func FuzzParse(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
		f.Add(s[:len(s)-3])
		f.Add(strings.Replace(s, "5802ID", "5802MY", 1))
	}
	f.Add("000201010212540515000")
	f.Add("0002010100")
	f.Add("6204000X")
	f.Fuzz(func(t *testing.T, payload string) {
		fields, err := Parse(payload)
		if err != nil {
			return
		}
		if got := written(fields); got != payload {
			t.Fatalf("read %q, written back %q", payload, got)
		}
		if _, err := CheckStatic(payload); err != nil {
			return
		}
		dynamic, err := Dynamic(payload, 15_000)
		if err != nil {
			t.Fatalf("static QRIS %q accepted, no dynamic one: %v", payload, err)
		}
		if fields, err := CheckStatic(dynamic); err != nil || value(fields, tagAmount) != "15000" {
			t.Fatalf("dynamic QRIS %q: %v", dynamic, err)
		}
	})
}

func written(fields []Field) string {
	var b strings.Builder
	for _, f := range fields {
		v := f.Value
		if f.Sub != nil {
			v = written(f.Sub)
		}
		writeField(&b, f.Tag, v)
	}
	return b.String()
}
