package main

import (
	"os"
	"testing"
)

// The UIs build from the generated file in the tree: it must say what the Go code says.
func TestGeneratedModuleIsCurrent(t *testing.T) {
	inTree, err := os.ReadFile(output)
	if err != nil {
		t.Fatal(err)
	}
	if string(inTree) != string(render()) {
		t.Fatalf("%s is out of date with the Go texts and resources: run `go generate ./cmd/uitexts`", output)
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
