package httpapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// BenchmarkKeptCatalog reads the storefront's pages as a visitor, whose answers are kept as
// written, and as a member, whose requests go the whole way to the kept catalog and session.
func BenchmarkKeptCatalog(b *testing.B) {
	for _, e := range sqltest.Engines() {
		env := apptest.New(b, e.URL(b))
		var first core.Product
		for i := range 40 {
			p := addProduct(b, env, fmt.Sprintf("Tempered Glass Model %02d", i), "Aksesoris", 25_000+int64(i)*1000, 10)
			if i == 0 {
				first = p
			}
		}
		member := env.SignedIn(b, core.RoleMember)
		h := env.Handler()
		urls := []string{"/api/products?category=Aksesoris&per_page=20", "/api/products?sort=-retail_price&per_page=20&page=2",
			fmt.Sprintf("/api/products/%d", first.ID), "/api/products/categories"}
		for _, reader := range []struct{ name, cookie string }{{"visitor", ""}, {"member", member.Cookie}} {
			b.Run(e.Name+"/"+reader.name, func(b *testing.B) {
				b.ReportAllocs()
				b.RunParallel(func(pb *testing.PB) {
					i := 0
					for pb.Next() {
						req := httptest.NewRequest(http.MethodGet, urls[i%len(urls)], nil)
						req.Header.Set("Accept-Encoding", "gzip")
						if reader.cookie != "" {
							req.AddCookie(&http.Cookie{Name: "konter_session", Value: reader.cookie})
						}
						rec := httptest.NewRecorder()
						h.ServeHTTP(rec, req)
						if rec.Code != http.StatusOK {
							b.Errorf("%s: %d", urls[i%len(urls)], rec.Code)
							return
						}
						i++
					}
				})
			})
		}
	}
}
