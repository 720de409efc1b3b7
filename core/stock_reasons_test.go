package core_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"testing"

	"github.com/konterhp/konter/core"
)

// Every stock reason declared in core is listed in core.StockReasons, which the UIs name: a
// reason added without it would show as its code in the stock history.
func TestStockReasonsListsEveryReason(t *testing.T) {
	file, err := parser.ParseFile(token.NewFileSet(), "stock.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var declared []core.StockReason
	ast.Inspect(file, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		if typ, ok := spec.Type.(*ast.Ident); !ok || typ.Name != "StockReason" {
			return true
		}
		for _, v := range spec.Values {
			if lit, ok := v.(*ast.BasicLit); ok {
				s, _ := strconv.Unquote(lit.Value)
				declared = append(declared, core.StockReason(s))
			}
		}
		return true
	})
	if len(declared) == 0 {
		t.Fatal("no StockReason constant found in stock.go")
	}
	listed := slices.Clone(core.StockReasons)
	slices.Sort(declared)
	slices.Sort(listed)
	if !slices.Equal(declared, listed) {
		t.Fatalf("core.StockReasons %v, declared %v", listed, declared)
	}
}
