package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/konterhp/konter/app/apptest"
)

// make test lints the file `konter openapi` writes: it must be the document a running shop
// serves, not one built apart from it.
func TestOpenAPICommandWritesTheServedDocument(t *testing.T) {
	isolate(t)
	out := filepath.Join(t.TempDir(), "openapi.json")
	mustCLI(t, "openapi", "-o", out)
	written, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	served := apptest.Do(t, env.Handler(), "GET", "/api/openapi.json", nil, "", nil)
	if served.Status != 200 || !bytes.Equal(written, served.Body) {
		t.Fatalf("konter openapi wrote %d bytes; the server serves %d (%d bytes)", len(written), served.Status, len(served.Body))
	}
}
