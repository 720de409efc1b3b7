package sqlstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// A search within a category counts, and pages through, the category's products holding every
// word in name or barcode, in any case, LIKE's wildcards in a word taken as the letters typed.
func TestASearchWithinACategoryCountsItsMatches(t *testing.T) {
	ctx := context.Background()
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			products := sqlstore.Products{Store: sqlstore.NewStore(sqltest.Open(t, e.URL(t)))}
			for i, p := range []struct{ name, category, barcode string }{
				{"Kabel Data USB-C", "Aksesoris", "AKS1"}, {"kabel charger 100%", "Aksesoris", "AKS2"},
				{"Charger 1000", "Aksesoris", "KABEL9"}, {"Kabel LCD", "Sparepart", "SP1"},
				{"Tempered a_b", "Aksesoris", "AKS3"}, {"Tempered aXb", "Aksesoris", "AKS4"}, {"Écran OLED", "Aksesoris", "AKS5"},
			} {
				row := core.Product{Name: p.name, Category: p.category, Barcode: p.barcode, RetailPrice: int64(1000 + i), CreatedAt: time.Now()}
				if err := products.Create(ctx, &row); err != nil {
					t.Fatal(err)
				}
			}
			for search, want := range map[string][]string{
				"KABEL":     {"Kabel Data USB-C", "kabel charger 100%", "Charger 1000"},
				"kabel 100": {"kabel charger 100%", "Charger 1000"},
				"100%":      {"kabel charger 100%"},
				"a_b":       {"Tempered a_b"},
				"sp1":       {},
			} {
				page, err := products.List(ctx, core.ProductFilter{Search: search, Category: "Aksesoris", Sort: core.SortRetailPriceAsc,
					PageRequest: core.PageRequest{Page: 1, PerPage: 20}})
				if err != nil {
					t.Fatal(err)
				}
				got := []string{}
				for _, p := range page.Items {
					got = append(got, p.Name)
				}
				if fmt.Sprint(got) != fmt.Sprint(want) || page.Total != int64(len(want)) {
					t.Errorf("%q: %v of %d, want %v", search, got, page.Total, want)
				}
			}
			// Beyond ASCII the count ignores the case of every letter, as each engine's index does.
			page, err := products.List(ctx, core.ProductFilter{Search: "écran", Category: "Aksesoris", Sort: core.SortNameAsc, PageRequest: core.PageRequest{Page: 1, PerPage: 20}})
			if err != nil || page.Total != 1 {
				t.Errorf("écran: %d found, %v", page.Total, err)
			}
		})
	}
}
