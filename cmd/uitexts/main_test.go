package main

import (
	"os"
	"testing"
)

// The UIs build and test from the generated files in the tree: they must say what the Go code
// says.
func TestGeneratedModuleIsCurrent(t *testing.T) {
	for _, o := range outputs {
		inTree, err := os.ReadFile(o.path)
		if err != nil {
			t.Fatal(err)
		}
		if string(inTree) != string(o.render()) {
			t.Fatalf("%s is out of date with the Go texts, resources and bill cases: run `go generate ./cmd/uitexts`", o.path)
		}
	}
}

func TestTextNamesAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, x := range texts {
		if seen[x.name] {
			t.Errorf("%s is listed twice", x.name)
		}
		seen[x.name] = true
	}
}
