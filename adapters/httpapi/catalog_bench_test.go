package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core/catalog"
)

// benchProducts is how many products the stock-page benchmark lists (KONTER_BENCH_PRODUCTS).
func benchProducts() int {
	if n, err := strconv.Atoi(os.Getenv("KONTER_BENCH_PRODUCTS")); err == nil {
		return n
	}
	return 50_000
}

var benchWords = []string{"Samsung", "Xiaomi", "Charger", "Kabel", "LCD", "Baterai", "Printer", "Laptop"}

// BenchmarkStockPage lists and searches the stock page of a shop with 50,000 products on
// every engine, and reports the 95th percentile; the budget is 50 ms.
func BenchmarkStockPage(b *testing.B) {
	for _, e := range sqltest.Engines() {
		b.Run(e.Name, func(b *testing.B) {
			env := apptest.New(b, e.URL(b))
			ctx := context.Background()
			n := benchProducts()
			for from := 0; from < n; from += 1000 {
				err := env.Store.WithinTx(ctx, func(ctx context.Context) error {
					for i := from; i < min(from+1000, n); i++ {
						if _, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{
							Name: fmt.Sprintf("%s %s %d", benchWords[i%len(benchWords)], benchWords[(i/7)%len(benchWords)], i), Category: benchWords[i%5],
							Barcode: fmt.Sprintf("S%07d", i), RetailPrice: int64(1000 + i), Stock: int64(i % 40),
						}, nil); err != nil {
							return err
						}
					}
					return nil
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			kasir := env.SignedIn(b, "Kasir")
			srv := httptest.NewServer(env.Handler())
			defer srv.Close()
			urls := []string{"/api/products?per_page=20&page=3", "/api/products?q=samsung&per_page=20", "/api/products?q=S00012&per_page=20",
				"/api/products?category=Kabel&sort=-retail_price&per_page=20", "/api/products?q=lcd+bat&sort=-name&per_page=20", "/api/products?q=4711"}
			var mu sync.Mutex
			var lat []time.Duration
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				i := 0
				for pb.Next() {
					req, _ := http.NewRequest("GET", srv.URL+urls[i%len(urls)], nil)
					req.Header.Set("Cookie", "konter_session="+kasir.Cookie)
					t0 := time.Now()
					res, err := http.DefaultClient.Do(req)
					d := time.Since(t0)
					if err != nil || res.StatusCode != 200 {
						b.Errorf("%s: %v %v", urls[i%len(urls)], err, res)
						return
					}
					res.Body.Close()
					mu.Lock()
					lat = append(lat, d)
					mu.Unlock()
					i++
				}
			})
			b.StopTimer()
			slices.Sort(lat)
			p95 := lat[len(lat)*95/100]
			b.ReportMetric(float64(p95.Microseconds())/1000, "p95-ms")
			if p95 > 50*time.Millisecond {
				b.Errorf("stock page p95 %v over the 50 ms budget", p95)
			}
		})
	}
}
