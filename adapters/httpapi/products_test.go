package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

func addProduct(t testing.TB, env *apptest.Env, name, category string, price, stock int64) core.Product {
	t.Helper()
	p, err := env.Catalog.AddProduct(context.Background(), catalog.ProductInput{
		Name: name, Category: category, RetailPrice: price, ResellerPrice: price - 1000, BuyPrice: price / 2,
		Stock: stock, Barcode: fmt.Sprintf("B-%s", name),
	}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestProductsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		addProduct(t, env, "Samsung Galaxy A15", "Handphone", 2_799_000, 8)
		addProduct(t, env, "xiaomi Redmi 13C", "Handphone", 1_499_000, 0)
		addProduct(t, env, "Printer Epson L3210", "Printer", 2_399_000, 4)
		addProduct(t, env, "Kabel 100%_Asli", "Aksesoris", 45_000, 40)
		h := env.Handler()

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "list sorted by name, case-insensitive", Method: "GET", URL: "/api/products",
				WantStatus: 200, WantContains: []string{`"total":4`, `"name":"Kabel 100%_Asli"`}},
			{Name: "search on name ignores case", Method: "GET", URL: "/api/products?q=SAMSUNG",
				WantStatus: 200, WantContains: []string{`"total":1`, `"name":"Samsung Galaxy A15"`, `"retail_price":2799000`}},
			{Name: "search on barcode", Method: "GET", URL: "/api/products?q=B-Printer",
				WantStatus: 200, WantContains: []string{`"total":1`, "Epson"}},
			{Name: "search treats % and _ as text", Method: "GET", URL: "/api/products?q=%25_",
				WantStatus: 200, WantContains: []string{`"total":1`, "Kabel"}},
			{Name: "every word must match, in any order", Method: "GET", URL: "/api/products?q=epson+printer",
				WantStatus: 200, WantContains: []string{`"total":1`, "Printer Epson L3210"}},
			{Name: "a short word and a long one", Method: "GET", URL: "/api/products?q=a1+samsung",
				WantStatus: 200, WantContains: []string{`"total":1`, "Samsung Galaxy A15"}},
			{Name: "no match", Method: "GET", URL: "/api/products?q=samsung+epson",
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "category filter", Method: "GET", URL: "/api/products?category=Handphone",
				WantStatus: 200, WantContains: []string{`"total":2`}, WantMissing: []string{"Epson"}},
			{Name: "bad sort names the field", Method: "GET", URL: "/api/products?sort=price",
				WantStatus: 422, WantContains: []string{`"location":"query.sort"`, "Data yang dikirim tidak valid."}},
			{Name: "per_page above 100 names the field", Method: "GET", URL: "/api/products?per_page=101",
				WantStatus: 422, WantContains: []string{`"location":"query.per_page"`}},
			{Name: "unknown product", Method: "GET", URL: "/api/products/9999",
				WantStatus: 404, WantContains: []string{`"detail":"Produk tidak ditemukan."`}},
			{Name: "categories are distinct and sorted", Method: "GET", URL: "/api/products/categories",
				WantStatus: 200, WantContains: []string{`{"items":["Aksesoris","Handphone","Printer"],"total":3}`}},
			{Name: "unknown API path is a problem, not the shop page", Method: "GET", URL: "/api/nothing",
				WantStatus: 404, WantContains: []string{"Alamat API tidak ditemukan."}},
		})

		t.Run("sorts and pages", func(t *testing.T) {
			var page core.Page[core.Product]
			for sort, want := range map[string][]string{
				"name":          {"Kabel 100%_Asli", "Printer Epson L3210", "Samsung Galaxy A15", "xiaomi Redmi 13C"},
				"-name":         {"xiaomi Redmi 13C", "Samsung Galaxy A15", "Printer Epson L3210", "Kabel 100%_Asli"},
				"retail_price":  {"Kabel 100%_Asli", "xiaomi Redmi 13C", "Printer Epson L3210", "Samsung Galaxy A15"},
				"-retail_price": {"Samsung Galaxy A15", "Printer Epson L3210", "xiaomi Redmi 13C", "Kabel 100%_Asli"},
			} {
				var got []string
				for pg := 1; pg <= 2; pg++ {
					res := apptest.Do(t, h, "GET", fmt.Sprintf("/api/products?sort=%s&per_page=2&page=%d", sort, pg), nil, "", nil)
					res.JSON(t, &page)
					if page.Total != 4 || len(page.Items) != 2 {
						t.Fatalf("sort %s page %d: total %d, %d items", sort, pg, page.Total, len(page.Items))
					}
					for _, p := range page.Items {
						got = append(got, p.Name)
					}
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("sort %s: got %v, want %v", sort, got, want)
				}
			}
		})

		t.Run("detail", func(t *testing.T) {
			p := addProduct(t, env, "Laptop ASUS Vivobook", "Laptop", 6_999_000, 3)
			var got core.Product
			res := apptest.Do(t, h, "GET", fmt.Sprintf("/api/products/%d", p.ID), nil, "", nil)
			if res.Status != http.StatusOK {
				t.Fatalf("status %d", res.Status)
			}
			res.JSON(t, &got)
			if got.Name != p.Name || got.Stock != 3 || got.RetailPrice != 6_999_000 {
				t.Errorf("got %+v", got)
			}
		})
	})
}

func TestOpenAPIListsProductOperations(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	res := apptest.Do(t, env.Handler(), "GET", "/api/openapi.json", nil, "", nil)
	if res.Status != 200 {
		t.Fatalf("status %d", res.Status)
	}
	var doc struct {
		OpenAPI string `json:"openapi"`
		Paths   map[string]map[string]struct {
			OperationID string `json:"operationId"`
			Parameters  []struct {
				Name string `json:"name"`
			} `json:"parameters"`
			Responses map[string]any `json:"responses"`
		} `json:"paths"`
	}
	res.JSON(t, &doc)
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi %q", doc.OpenAPI)
	}
	list := doc.Paths["/api/products"]["get"]
	var params []string
	for _, p := range list.Parameters {
		params = append(params, p.Name)
	}
	if fmt.Sprint(params) != "[q category sort in_stock page per_page]" {
		t.Errorf("list-products parameters %v", params)
	}
	if _, ok := list.Responses["422"]; !ok {
		t.Errorf("list-products does not document 422: %v", list.Responses)
	}
	if _, ok := doc.Paths["/api/products/{id}"]["get"].Responses["404"]; !ok {
		t.Error("get-product does not document 404")
	}
}

func TestHealthAndDocs(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	h := env.Handler()
	apptest.Run(t, h, []apptest.Scenario{
		{Name: "healthy", Method: "GET", URL: "/api/health", WantStatus: 200, WantContains: []string{`"database":"ok"`}},
		{Name: "docs page loads its embedded script", Method: "GET", URL: "/api/docs", WantStatus: 200,
			WantContains: []string{`<script src="/api/docs/swagger-ui-bundle.js">`}, WantMissing: []string{"https://"}},
		{Name: "docs script is served", Method: "GET", URL: "/api/docs/swagger-ui-bundle.js", WantStatus: 200},
		{Name: "shop placeholder before the UI is built", Method: "GET", URL: "/products/1", WantStatus: 200,
			WantContains: []string{"make build"}},
	})
	_ = env.DB.Close()
	apptest.Run(t, h, []apptest.Scenario{
		{Name: "database gone", Method: "GET", URL: "/api/health", WantStatus: 503,
			WantContains: []string{"Database tidak dapat dihubungi."}},
	})
}

func TestVisitorsNeverSeeTheShopsCost(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	sup, _ := env.Suppliers.Add(t.Context(), core.Contact{Name: "CV Grosir"})
	p, err := env.Catalog.AddProduct(t.Context(), catalog.ProductInput{Name: "Charger", Category: "Aksesoris", Barcode: "C1",
		BuyPrice: 125_000, RetailPrice: 249_000, ResellerPrice: 220_000, SupplierID: &sup.ID, Stock: 3}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	addProduct(t, env, "Sold out", "Aksesoris", 10_000, 0)
	h := env.Handler()
	detail := fmt.Sprintf("/api/products/%d", p.ID)
	secret := []string{"buy_price", "reseller_price", "125000", "220000", "CV Grosir"}
	apptest.Run(t, h, []apptest.Scenario{
		{Name: "visitor list", Method: "GET", URL: "/api/products", WantStatus: 200, WantContains: []string{`"retail_price":249000`}, WantMissing: secret},
		{Name: "visitor detail", Method: "GET", URL: detail, WantStatus: 200, WantMissing: secret},
		{Name: "member detail", Method: "GET", URL: detail, Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 200, WantMissing: secret},
		{Name: "staff see everything", Method: "GET", URL: detail, Cookie: env.SignedIn(t, core.RoleKasir).Cookie, WantStatus: 200,
			WantContains: []string{`"buy_price":125000`, `"reseller_price":220000`, `"supplier_name":"CV Grosir"`}},
		{Name: "only what is in stock", Method: "GET", URL: "/api/products?in_stock=true", WantStatus: 200,
			WantContains: []string{`"total":1`, "Charger"}, WantMissing: []string{"Sold out"}},
	})
}

// A common word is read differently from a rare one (see sqlstore.Products.List): both must
// give the same matches, count and order.
func TestSearchingACommonWordPagesLikeARareOne(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		err := env.Store.WithinTx(t.Context(), func(ctx context.Context) error {
			for i := range 420 {
				name := fmt.Sprintf("Kabel Data %03d", i)
				if i%6 != 0 {
					name = fmt.Sprintf("Charger Samsung %03d", i)
				}
				if _, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: name, Category: "Aksesoris",
					Barcode: fmt.Sprintf("CS%04d", i), RetailPrice: int64(10_000 + i%50*1000), Stock: int64(i % 3)}, env.AtShop); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		h := env.Handler()
		read := func(url string) core.Page[core.Product] {
			var page core.Page[core.Product]
			apptest.Do(t, h, "GET", url, nil, "", nil).JSON(t, &page)
			return page
		}
		common := read("/api/products?q=SAMSUNG&per_page=20&page=3")
		if common.Total != 350 || len(common.Items) != 20 || common.Items[0].Name != "Charger Samsung 049" || common.Items[19].Name != "Charger Samsung 071" {
			t.Fatalf("page 3 of 'samsung': total %d, %d items, %v", common.Total, len(common.Items), common.Items)
		}
		byPrice := read("/api/products?q=samsung+charger&sort=-retail_price&per_page=5")
		if byPrice.Total != 350 || byPrice.Items[0].RetailPrice != 59_000 {
			t.Fatalf("'samsung charger' by price: total %d, first %+v", byPrice.Total, byPrice.Items[0])
		}
		inStock := read("/api/products?q=samsung&in_stock=true&per_page=100")
		for _, p := range inStock.Items {
			if p.Stock == 0 {
				t.Fatalf("in_stock search listed %s with no stock", p.Name)
			}
		}
		if inStock.Total != 280 {
			t.Fatalf("'samsung' in stock: total %d, want 280", inStock.Total)
		}
		rare := read("/api/products?q=cs0042")
		if rare.Total != 1 || rare.Items[0].Name != "Kabel Data 042" {
			t.Fatalf("barcode search: %+v", rare)
		}
		past := read("/api/products?q=samsung&page=99")
		if past.Total != 350 || len(past.Items) != 0 {
			t.Fatalf("past the last page: total %d, %d items", past.Total, len(past.Items))
		}
	})
}
