package httpapi

import (
	"bytes"
	"testing"

	"github.com/konterhp/konter/core"
)

// A kept answer goes out byte for byte as it was stored; any other answer as huma encodes it.
func TestJSONFormatWritesKeptBytesAsTheyAre(t *testing.T) {
	kept := encoded[core.Product](`{"id":7,  "name":"Kabel"}`)
	var out bytes.Buffer
	if err := jsonFormat.Marshal(&out, kept); err != nil {
		t.Fatal(err)
	}
	if out.String() != string(kept) {
		t.Fatalf("kept answer written as %q, want %q", out.String(), kept)
	}
	out.Reset()
	if err := jsonFormat.Marshal(&out, map[string]int{"total": 3}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "{\"total\":3}\n" {
		t.Fatalf("answer encoded as %q", out.String())
	}
}
