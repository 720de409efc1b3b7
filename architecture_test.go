package konter

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/konterhp/konter"

// The dependency rule: core imports nothing of ours and does no I/O; the use cases in
// core/<context> import core and ports; ports import only core.
func TestDependencyRule(t *testing.T) {
	forbiddenInCore := []string{"net/http", "database/sql", "os", "os/exec", "github.com/uptrace/bun", "github.com/danielgtaylor/huma"}
	checked := 0
	_ = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		layer := ""
		switch {
		case strings.HasPrefix(path, "core/") && strings.Count(path, "/") == 1:
			layer = "core"
		case strings.HasPrefix(path, "core/"):
			layer = "usecase"
		case strings.HasPrefix(path, "ports/"):
			layer = "ports"
		default:
			return nil
		}
		checked++
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if ours := strings.HasPrefix(p, module); ours {
				rel := strings.TrimPrefix(strings.TrimPrefix(p, module), "/")
				allowed := map[string]bool{
					"core":    rel == "core",
					"ports":   rel == "core",
					"usecase": rel == "core" || rel == "ports" || strings.HasPrefix(rel, "core/"),
				}[layer]
				if !allowed {
					t.Errorf("%s (%s) imports %s", path, layer, p)
				}
				continue
			}
			if layer != "ports" {
				for _, bad := range forbiddenInCore {
					if p == bad || strings.HasPrefix(p, bad+"/") {
						t.Errorf("%s imports %s: no I/O in core", path, p)
					}
				}
			}
		}
		if layer != "ports" {
			full, _ := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			ast.Inspect(full, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "time" && sel.Sel.Name == "Now" {
						t.Errorf("%s calls time.Now: use ports.Clock", path)
					}
				}
				return true
			})
		}
		return nil
	})
	if checked < 5 {
		t.Fatalf("only %d files checked: the walk is broken", checked)
	}
}
