package konter

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// What the binary ships is not test data: no //go:embed reaches into a testdata folder, which
// holds the tests' fixtures and the sample files (the demo shop lives in demo/).
func TestTheBinaryEmbedsNoTestData(t *testing.T) {
	embeds := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != ".") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		for _, group := range file.Comments {
			for _, c := range group.List {
				patterns, ok := strings.CutPrefix(c.Text, "//go:embed ")
				if !ok {
					continue
				}
				embeds++
				for _, p := range strings.Fields(patterns) {
					full := filepath.Join(filepath.Dir(path), strings.TrimPrefix(p, "all:"))
					if slices.Contains(strings.Split(filepath.ToSlash(full), "/"), "testdata") {
						t.Errorf("%s embeds %s: what the binary ships does not live in testdata/", path, p)
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if embeds < 3 {
		t.Fatalf("only %d //go:embed found: the walk is broken", embeds)
	}
}
