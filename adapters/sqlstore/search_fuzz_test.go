package sqlstore_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// Any search a visitor can type (within the bounds the API enforces, without the NUL and
// broken UTF-8 it refuses) runs on both engines without an error, quickly, and finds only
// products holding every word: no word can break out of its FTS5 phrase or LIKE pattern.
func FuzzProductSearch(f *testing.F) {
	for _, seed := range []string{
		"", "samsung", "Sam Sung", "a", "ab", `"`, `""`, `a" OR "b`, "NEAR(a b)", "a*", "*", "-a", "^a", "a:b",
		"name:samsung", "'", "%", "_", `\`, `a\%`, "12", "0012", "-1", "９", "é", "ÉCRAN", "(", ")", "{a}", "AND", "a AND b",
		"a OR", "NOT a", "+a", strings.Repeat("a", core.MaxSearchChars), "a a a a a a a a", "sam samsung galaxy",
	} {
		f.Add(seed)
	}
	ctx := context.Background()
	var stores []sqlstore.Products
	for _, e := range sqltest.Engines() {
		products := sqlstore.Products{Store: sqlstore.NewStore(sqltest.Open(f, e.URL(f)))}
		for _, name := range []string{"Samsung Galaxy A15", "Kabel data \"USB-C\" 100%", `Tempered glass a\b_c`, "Écran OLED", "aaa aaa"} {
			p := core.Product{Name: name, Category: "HP", Barcode: "89" + name[:3], CreatedAt: time.Now()}
			if err := products.Create(ctx, &p); err != nil {
				f.Fatal(err)
			}
		}
		stores = append(stores, products)
	}
	f.Fuzz(func(t *testing.T, term string) {
		if !utf8.ValidString(term) || strings.ContainsRune(term, 0) || core.CheckSearch(term) != nil {
			t.Skip("refused before any query")
		}
		for _, products := range stores {
			start := time.Now()
			page, err := products.List(ctx, core.ProductFilter{Search: term, Sort: core.SortNameAsc})
			if err != nil {
				t.Fatalf("search %q: %v", term, err)
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("search %q took %v", term, took)
			}
			for _, p := range page.Items {
				if !holdsEveryWord(p, term) {
					t.Errorf("search %q found %q (%s)", term, p.Name, p.Barcode)
				}
			}
		}
	})
}

// holdsEveryWord checks what a search promises, for ASCII words (the engines fold other
// letters each their own way) and for the product code a number may name.
func holdsEveryWord(p core.Product, term string) bool {
	if code, err := strconv.ParseInt(term, 10, 64); err == nil && code == p.ID {
		return true
	}
	text := strings.ToLower(p.Name + " " + p.Barcode)
	for _, w := range core.SearchWords(term) {
		if !strings.Contains(text, w) && isASCII(w) {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
