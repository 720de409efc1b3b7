package httpapi_test

import (
	"bytes"
	"fmt"
	"strconv"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// A visitor's kept answer is the answer itself: the same bytes and headers each time, in the
// encoding this visitor asked for, never what staff see, and gone with the change it shows.
func TestKeptAnswersAreTheAnswers(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		var glasses []core.Product
		for i := range 12 {
			glasses = append(glasses, addProduct(t, env, fmt.Sprintf("Tempered Glass Model %02d", i), "Aksesoris", 25_000+int64(i)*1000, 10))
		}
		cheapest := fmt.Sprintf("/api/products/%d", glasses[0].ID)
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		list := "/api/products?category=Aksesoris&sort=-retail_price"
		gzipped := map[string]string{"Accept-Encoding": "gzip"}

		first := apptest.Do(t, h, "GET", list, nil, "", nil)
		again := apptest.Do(t, h, "GET", list, nil, "", nil)
		if first.Status != 200 || again.Status != 200 || !bytes.Equal(first.Body, again.Body) {
			t.Fatalf("the list answered %d then %d, bodies equal: %v", first.Status, again.Status, bytes.Equal(first.Body, again.Body))
		}
		for _, name := range []string{"Content-Type", "Content-Security-Policy", "X-Content-Type-Options", "Vary"} {
			if again.Header.Get(name) == "" || again.Header.Get(name) != first.Header.Get(name) {
				t.Errorf("%s: %q kept, %q first", name, again.Header.Get(name), first.Header.Get(name))
			}
		}
		if again.Header.Get("Content-Length") != strconv.Itoa(len(again.Body)) {
			t.Errorf("Content-Length %q for %d bytes", again.Header.Get("Content-Length"), len(again.Body))
		}

		for range 2 {
			zipped := apptest.Do(t, h, "GET", list, nil, "", gzipped)
			if zipped.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(gunzip(t, zipped.Body), first.Body) {
				t.Fatalf("a phone asking for gzip got %q, %d bytes", zipped.Header.Get("Content-Encoding"), len(zipped.Body))
			}
		}
		plain := apptest.Do(t, h, "GET", list, nil, "", nil)
		if plain.Header.Get("Content-Encoding") != "" || !bytes.Equal(plain.Body, first.Body) {
			t.Fatalf("a client without gzip got %q after a phone's gzip was kept", plain.Header.Get("Content-Encoding"))
		}

		byPrice := "/api/products?category=Aksesoris&sort=retail_price"
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "staff read a list no visitor asked yet", Method: "GET", URL: byPrice, Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"buy_price":12500`}},
			{Name: "the visitor after them does not see the cost", Method: "GET", URL: byPrice,
				WantStatus: 200, WantContains: []string{"Tempered Glass Model 00"}, WantMissing: []string{"buy_price"}},
			{Name: "a visitor reads the cheapest glass", Method: "GET", URL: cheapest,
				WantStatus: 200, WantContains: []string{`"retail_price":25000`}},
			{Name: "its price changes", Method: "PUT", URL: cheapest, Cookie: kasir.Cookie,
				Body: map[string]any{"name": glasses[0].Name, "category": "Aksesoris", "barcode": glasses[0].Barcode,
					"retail_price": 99_000, "reseller_price": 98_000, "buy_price": 12_500}, WantStatus: 200},
			{Name: "the visitor's kept list shows it", Method: "GET", URL: list,
				WantStatus: 200, WantContains: []string{`"retail_price":99000`}},
			{Name: "and so does the product's page", Method: "GET", URL: cheapest,
				WantStatus: 200, WantContains: []string{`"retail_price":99000`}},
		})
		if zipped := apptest.Do(t, h, "GET", list, nil, "", gzipped); !bytes.Contains(gunzip(t, zipped.Body), []byte(`"retail_price":99000`)) {
			t.Fatalf("the phone's list after the change: %s", gunzip(t, zipped.Body))
		}
	})
}
