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

// source is one Go file that goes into a binary (tests left out), with the imports of ours
// it names, relative to the module ("core", "adapters/files").
type source struct {
	path string
	ours []string
	all  []string
}

// sources parses every such file of the repository; node_modules, where an npm package may
// ship Go files, is not ours.
func sources(t *testing.T) []source {
	t.Helper()
	var found []source
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (name == "node_modules" || name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		s := source{path: filepath.ToSlash(path)}
		for _, imp := range file.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			s.all = append(s.all, p)
			if p == module || strings.HasPrefix(p, module+"/") {
				s.ours = append(s.ours, strings.TrimPrefix(strings.TrimPrefix(p, module), "/"))
			}
		}
		found = append(found, s)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 50 {
		t.Fatalf("only %d Go files found: the walk is broken", len(found))
	}
	return found
}

// The dependency rule: core imports nothing of ours and does no I/O; the use cases in
// core/<context> import core and ports; ports import only core.
func TestDependencyRule(t *testing.T) {
	forbiddenInCore := []string{"net/http", "database/sql", "os", "os/exec", "github.com/uptrace/bun", "github.com/danielgtaylor/huma"}
	checked := 0
	for _, s := range sources(t) {
		layer := ""
		switch {
		case strings.HasPrefix(s.path, "core/") && strings.Count(s.path, "/") == 1:
			layer = "core"
		case strings.HasPrefix(s.path, "core/"):
			layer = "usecase"
		case strings.HasPrefix(s.path, "ports/"):
			layer = "ports"
		default:
			continue
		}
		checked++
		for _, rel := range s.ours {
			allowed := map[string]bool{
				"core":    rel == "core",
				"ports":   rel == "core",
				"usecase": rel == "core" || rel == "ports" || strings.HasPrefix(rel, "core/"),
			}[layer]
			if !allowed {
				t.Errorf("%s (%s) imports %s/%s", s.path, layer, module, rel)
			}
		}
		if layer == "ports" {
			continue
		}
		for _, p := range s.all {
			for _, bad := range forbiddenInCore {
				if p == bad || strings.HasPrefix(p, bad+"/") {
					t.Errorf("%s imports %s: no I/O in core", s.path, p)
				}
			}
		}
		full, _ := parser.ParseFile(token.NewFileSet(), s.path, nil, 0)
		ast.Inspect(full, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "time" && sel.Sel.Name == "Now" {
					t.Errorf("%s calls time.Now: use ports.Clock", s.path)
				}
			}
			return true
		})
	}
	if checked < 5 {
		t.Fatalf("only %d files checked: the walk is broken", checked)
	}
}

// adapterUses lists, with the reason, each adapter whose code uses another adapter. Every other
// adapter reaches the shop through core and ports alone, so it can be replaced or tested alone.
var adapterUses = []struct{ adapter, uses, why string }{
	{"backup", "files", "an archive holds the uploaded files: it lists, reads and puts them back through the file store"},
	{"backup", "sqlstore", "an archive holds the database: the row counts, schema version and migrations it checks are the store's"},
	{"httpapi", "events", "the event stream subscribes to the hub; the use cases only publish (ports.Publisher)"},
	{"httpapi", "files", "the server serves /files/ and the app icons from the file store, beyond what ports.FileStore offers the use cases"},
	{"httpapi", "images", "the server serves the photos' resized copies and names their widths in the pages it renders"},
	{"httpapi", "kept", "the visitors' answers and the public catalog are caches, each made from its line of the one table of caches"},
	{"images", "files", "the resized copies are made from, and kept in, the file store"},
	{"sqlstore", "kept", "the lists' totals, the sessions and the settings are caches, each made from its line of the one table of caches"},
}

// An adapter imports another adapter only where adapterUses allows it, and never the wiring
// (app, cmd) above it.
func TestAdapterImports(t *testing.T) {
	allowed := map[[2]string]bool{}
	for _, u := range adapterUses {
		allowed[[2]string{u.adapter, u.uses}] = true
	}
	used := map[[2]string]bool{}
	checked := 0
	for _, s := range sources(t) {
		adapter, ok := adapterOf(s.path)
		if !ok {
			continue
		}
		checked++
		for _, rel := range s.ours {
			if rel == "app" || strings.HasPrefix(rel, "app/") || strings.HasPrefix(rel, "cmd/") {
				t.Errorf("%s imports %s: adapters are wired by app, never the other way", s.path, rel)
				continue
			}
			other, ok := adapterOf(rel + "/")
			if !ok || other == adapter {
				continue
			}
			pair := [2]string{adapter, other}
			used[pair] = true
			if !allowed[pair] {
				t.Errorf("%s imports %s: adapter %s may not use adapter %s (add it to adapterUses with the reason, or go through ports)", s.path, rel, adapter, other)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d adapter files checked: the walk is broken", checked)
	}
	for _, u := range adapterUses {
		if !used[[2]string{u.adapter, u.uses}] {
			t.Errorf("adapterUses allows %s to use %s, which it no longer does: remove the line", u.adapter, u.uses)
		}
	}
}

// adapterOf names the adapter a path (a file, or a package followed by "/") belongs to.
func adapterOf(path string) (string, bool) {
	rest, ok := strings.CutPrefix(path, "adapters/")
	if !ok {
		return "", false
	}
	name, _, ok := strings.Cut(rest, "/")
	return name, ok
}

// The test kits (app/apptest, sqltest, s3test, imagestest: packages named …test) serve tests
// and each other only: the binaries, the benchmark included, never carry them.
func TestTestKitsStayInTests(t *testing.T) {
	kits := 0
	for _, s := range sources(t) {
		if isTestKit(filepath.Dir(s.path)) {
			kits++
			continue
		}
		for _, rel := range s.ours {
			if isTestKit(rel) {
				t.Errorf("%s imports the test kit %s: only tests may", s.path, rel)
			}
		}
	}
	if kits < 4 {
		t.Fatalf("only %d test kit files found: the walk is broken", kits)
	}
}

func isTestKit(pkg string) bool { return strings.HasSuffix(filepath.Base(pkg), "test") }
