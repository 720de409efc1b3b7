package sqlstore_test

import (
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// A figure added up in SQL is exact to the rupiah on both engines, whatever its size and
// sign: at int64's edges, past them, and next to the largest document. A product past 2^63,
// which no document within the bounds holds, still adds up, closely.
func TestSumsAreExact(t *testing.T) {
	const most = math.MaxInt64
	cases := []struct {
		name  string
		rows  [][2]int64
		exact bool
	}{
		{"no rows", nil, true},
		{"a profit next to the largest sale", [][2]int64{{core.MaxQuantity, core.MaxPrice}, {1, 15_000}, {-1, 3_000}}, true},
		{"refunds and change", [][2]int64{{1, -5}, {1, -4_294_967_297}, {3, 1 << 40}}, true},
		{"int64's largest", [][2]int64{{1, most - 1}, {1, 1}}, true},
		{"one past it", [][2]int64{{1, most}, {1, 1}}, true},
		{"just past it", [][2]int64{{1, most}, {1, 12_346}}, true},
		{"int64's smallest", [][2]int64{{1, -most}, {1, -1}}, true},
		{"one below it", [][2]int64{{1, -most}, {1, -2}}, true},
		{"just below it", [][2]int64{{1, -most}, {1, -12_347}}, true},
		{"ten documents at the bound", slices.Repeat([][2]int64{{core.MaxQuantity, core.MaxPrice}}, 10), true},
		{"rows past every bound", [][2]int64{{most, most}, {1, 1}}, false},
	}
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		ctx := t.Context()
		store := sqlstore.NewStore(db)
		if _, err := db.ExecContext(ctx, "CREATE TABLE sum_rows (quantity BIGINT, price BIGINT)"); err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				if _, err := db.ExecContext(ctx, "DELETE FROM sum_rows"); err != nil {
					t.Fatal(err)
				}
				prices, products := new(big.Int), new(big.Int)
				for _, r := range c.rows {
					if _, err := db.NewRaw("INSERT INTO sum_rows VALUES (?, ?)", r[0], r[1]).Exec(ctx); err != nil {
						t.Fatal(err)
					}
					prices.Add(prices, big.NewInt(r[1]))
					products.Add(products, new(big.Int).Mul(big.NewInt(r[0]), big.NewInt(r[1])))
				}
				var got struct {
					Prices   core.Sum `bun:"prices"`
					Looked   core.Sum `bun:"looked"`
					Products core.Sum `bun:"products"`
				}
				// looked adds up the prices again, each read by a subquery, as what is owed on a sale is.
				looked := "COALESCE((SELECT MAX(o.price) FROM sum_rows AS o WHERE o.price = sum_rows.price), 0)"
				query := "SELECT " + sqlstore.SumSQL(store, "price") + " AS prices, " + sqlstore.SumSQL(store, looked) + " AS looked, " +
					sqlstore.SumSQL(store, "quantity", "price") + " AS products FROM sum_rows"
				if err := db.NewRaw(query).Scan(ctx, &got); err != nil {
					t.Fatal(err)
				}
				if got.Prices.String() != prices.String() || got.Looked.String() != prices.String() {
					t.Errorf("prices add up to %s, or %s looked up, want %s", got.Prices, got.Looked, prices)
				}
				if c.exact && got.Products.String() != products.String() {
					t.Errorf("products add up to %s, want %s", got.Products, products)
				}
				if !c.exact && !near(got.Products, products) {
					t.Errorf("products add up to %s, want about %s", got.Products, products)
				}
			})
		}
	})
}

// near tells whether s is want to a float's 15 digits.
func near(s core.Sum, want *big.Int) bool {
	got, _ := new(big.Float).SetString(s.String())
	diff := new(big.Float).Sub(got, new(big.Float).SetInt(want))
	return diff.Abs(diff).Cmp(new(big.Float).Quo(new(big.Float).SetInt(want), big.NewFloat(1e15))) <= 0
}
