package httpapi_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

func TestStaffManageProductsThroughTheLedger(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		sup, _ := env.Suppliers.Add(t.Context(), core.Contact{Name: "CV Mitra Komputindo"})
		good := map[string]any{"name": "Charger 25W", "category": "Aksesoris", "barcode": "2000000000015", "stock": 5,
			"buy_price": 185000, "retail_price": 249000, "reseller_price": 220000}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "required fields", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": " "}, WantStatus: 422,
				WantContains: []string{`"detail":"Harap isi semua field yang wajib diisi."`, `"location":"category"`, `"location":"barcode"`}},
			{Name: "no negative prices", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": "Y", "barcode": "1", "retail_price": -1}, WantStatus: 422,
				WantContains: []string{`"location":"retail_price"`}},
			{Name: "prices are numbers", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": "Y", "barcode": "1", "retail_price": "mahal"}, WantStatus: 422},
			{Name: "unknown supplier", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": "Y", "barcode": "1", "supplier_id": 424242}, WantStatus: 422,
				WantContains: []string{"Supplier tidak ditemukan."}},
			{Name: "create", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie, Body: good, WantStatus: 201,
				WantContains: []string{`"stock":5`, `"retail_price":249000`}},
			{Name: "barcode taken", Method: "POST", URL: "/api/products", Cookie: kasir.Cookie, Body: good, WantStatus: 422,
				WantContains: []string{"Barcode sudah dipakai produk lain."}},
			{Name: "visitors cannot add", Method: "POST", URL: "/api/products", Body: good, WantStatus: 401},
		})
		p, err := env.Catalog.ProductByBarcode(t.Context(), "2000000000015")
		if err != nil {
			t.Fatal(err)
		}
		id := fmt.Sprint(p.ID)
		edit := map[string]any{"name": "Charger Samsung 25W", "category": "Aksesoris", "barcode": "2000000000015", "stock_correction": -2, "retail_price": 259000}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an edit cannot set stock outright", Method: "PUT", URL: "/api/products/" + id, Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": "Y", "barcode": "2000000000015", "stock": 1}, WantStatus: 422},
			{Name: "an edit cannot correct below zero", Method: "PUT", URL: "/api/products/" + id, Cookie: kasir.Cookie,
				Body: map[string]any{"name": "X", "category": "Y", "barcode": "2000000000015", "stock_correction": -6}, WantStatus: 409,
				WantContains: []string{"Stok tidak bisa kurang dari 0."}},
			{Name: "the refused edit changed nothing", Method: "GET", URL: "/api/products/" + id, WantStatus: 200,
				WantContains: []string{`"stock":5`, `"name":"Charger 25W"`}},
			{Name: "edit lowers stock as an adjustment", Method: "PUT", URL: "/api/products/" + id, Cookie: kasir.Cookie, Body: edit,
				WantStatus: 200, WantContains: []string{`"stock":3`, `"name":"Charger Samsung 25W"`}},
			{Name: "zero quantity", Method: "POST", URL: "/api/products/" + id + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": 0}, WantStatus: 422, WantContains: []string{"Pilih barang dan masukkan jumlah yang valid."}},
			{Name: "add stock with date and supplier", Method: "POST", URL: "/api/products/" + id + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": 4, "entry_date": "2026-11-20", "supplier_id": sup.ID, "note": "Nota 17"}, WantStatus: 200,
				WantContains: []string{`"stock":7`, `"entry_date":"2026-11-20"`, `"supplier_name":"CV Mitra Komputindo"`}},
			{Name: "a bad date", Method: "POST", URL: "/api/products/" + id + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": 1, "entry_date": "20-11-2026"}, WantStatus: 422},
			{Name: "adding stock never takes any away", Method: "POST", URL: "/api/products/" + id + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": -1}, WantStatus: 422, WantContains: []string{"Pilih barang dan masukkan jumlah yang valid."}},
			{Name: "a missing quantity", Method: "POST", URL: "/api/products/" + id + "/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"note": "Nota 18"}, WantStatus: 422, WantContains: []string{"Pilih barang dan masukkan jumlah yang valid."}},
			{Name: "the refused change left stock alone", Method: "GET", URL: "/api/products/" + id, WantStatus: 200,
				WantContains: []string{`"stock":7`, `"entry_date":"2026-11-20"`}},
			{Name: "unknown product", Method: "POST", URL: "/api/products/999999/stock", Cookie: kasir.Cookie,
				Body: map[string]any{"delta": 1}, WantStatus: 404, WantContains: []string{"Produk tidak ditemukan."}},
			// The form was opened at stock 3; the delivery since then must survive its save.
			{Name: "an edit keeps stock that moved while the form was open", Method: "PUT", URL: "/api/products/" + id, Cookie: kasir.Cookie,
				Body: map[string]any{"name": "Charger Samsung 25W", "category": "Aksesoris", "barcode": "2000000000015", "retail_price": 259000,
					"entry_date": "2026-11-20", "supplier_id": sup.ID},
				WantStatus: 200, WantContains: []string{`"stock":7`}},
		})

		var hist core.Page[core.StockMovement]
		apptest.Do(t, h, "GET", "/api/products/"+id+"/movements", nil, kasir.Cookie, nil).JSON(t, &hist)
		var reasons []string
		var sum int64
		for _, m := range hist.Items {
			reasons = append(reasons, fmt.Sprintf("%s%+d=%d", m.Reason, m.Delta, m.StockAfter))
			sum += m.Delta
			if m.UserID == nil || *m.UserID != kasir.ID {
				t.Errorf("movement %d not signed by the cashier", m.ID)
			}
		}
		if fmt.Sprint(reasons) != "[restock+4=7 adjustment-2=3 initial+5=5]" || sum != 7 {
			t.Fatalf("ledger %v (sum %d)", reasons, sum)
		}

		res := apptest.Do(t, h, "POST", "/api/products/"+id+"/barcode", nil, kasir.Cookie, nil)
		var regenerated core.Product
		res.JSON(t, &regenerated)
		if res.Status != 200 || !catalog.ValidEAN13(regenerated.Barcode) || regenerated.Barcode == p.Barcode {
			t.Fatalf("regenerate: %d %s", res.Status, res.Body)
		}

		body, hdr := multipartFile(t, "charger.png", pngBytes(t))
		res = apptest.Do(t, h, "POST", "/api/products/"+id+"/image", body, kasir.Cookie, hdr)
		var withImage core.Product
		res.JSON(t, &withImage)
		if res.Status != 200 || withImage.ImageURL == nil || !strings.HasPrefix(*withImage.ImageURL, "/files/product-images/products/") {
			t.Fatalf("image upload: %d %s", res.Status, res.Body)
		}
		firstFile := filepath.Join(env.DataDir, "files", "product-images", strings.TrimPrefix(*withImage.ImageURL, "/files/product-images/"))
		env.Clock.Advance(1e9)
		res = apptest.Do(t, h, "POST", "/api/products/"+id+"/image", body, kasir.Cookie, hdr)
		res.JSON(t, &withImage)
		if _, err := os.Stat(firstFile); !os.IsNotExist(err) {
			t.Fatalf("the replaced image is still on disk: %v", err)
		}
		gif, hdr := multipartFile(t, "x.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a GIF is not a product photo", Method: "POST", URL: "/api/products/" + id + "/image", Cookie: kasir.Cookie,
				Body: gif, Headers: hdr, WantStatus: 422, WantContains: []string{"File harus berupa gambar (PNG, JPEG, WebP)."}},
			{Name: "delete", Method: "DELETE", URL: "/api/products/" + id, Cookie: kasir.Cookie, WantStatus: 204},
			{Name: "gone", Method: "GET", URL: "/api/products/" + id, WantStatus: 404},
		})
		secondFile := filepath.Join(env.DataDir, "files", "product-images", strings.TrimPrefix(*withImage.ImageURL, "/files/product-images/"))
		if _, err := os.Stat(secondFile); !os.IsNotExist(err) {
			t.Fatalf("the deleted product's image is still on disk: %v", err)
		}

		var fresh struct{ Barcode string }
		apptest.Do(t, h, "GET", "/api/products/new-barcode", nil, kasir.Cookie, nil).JSON(t, &fresh)
		if !catalog.ValidEAN13(fresh.Barcode) {
			t.Fatalf("new barcode %q", fresh.Barcode)
		}
	})
}

func TestCategories(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		addProduct(t, env, "Redmi 13C", "Handphone", 1_499_000, 3)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "blank", Method: "POST", URL: "/api/categories", Cookie: kasir.Cookie, Body: map[string]any{"name": "  "},
				WantStatus: 422, WantContains: []string{"Nama kategori tidak boleh kosong."}},
			{Name: "add", Method: "POST", URL: "/api/categories", Cookie: kasir.Cookie, Body: map[string]any{"name": " Tablet "},
				WantStatus: 201, WantContains: []string{`Kategori \"Tablet\" ditambahkan.`}},
			{Name: "same in another case", Method: "POST", URL: "/api/categories", Cookie: kasir.Cookie, Body: map[string]any{"name": "TABLET"},
				WantStatus: 409, WantContains: []string{"Kategori sudah ada."}},
			{Name: "a category products already have", Method: "POST", URL: "/api/categories", Cookie: kasir.Cookie,
				Body: map[string]any{"name": "handphone"}, WantStatus: 409},
			{Name: "listed with the products' categories", Method: "GET", URL: "/api/categories", WantStatus: 200,
				WantContains: []string{`"items":["Handphone","Tablet"]`}},
		})
	})
}

func TestAddressBooks(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		for _, book := range []struct{ path, blank string }{
			{"/api/customers", "Nama pelanggan tidak boleh kosong."},
			{"/api/suppliers", "Nama supplier tidak boleh kosong."},
		} {
			t.Run(book.path, func(t *testing.T) {
				res := apptest.Do(t, h, "POST", book.path, map[string]any{"name": "Budi Santoso", "phone": "0812-3456-7890", "address": " "}, kasir.Cookie, nil)
				var rec struct {
					ID      int64
					Address *string
				}
				res.JSON(t, &rec)
				if res.Status != 201 || rec.Address != nil {
					t.Fatalf("create: %d %s", res.Status, res.Body)
				}
				apptest.Do(t, h, "POST", book.path, map[string]any{"name": "siti rahma"}, kasir.Cookie, nil)
				id := fmt.Sprint(rec.ID)
				apptest.Run(t, h, []apptest.Scenario{
					{Name: "blank name", Method: "POST", URL: book.path, Cookie: kasir.Cookie, Body: map[string]any{"name": ""},
						WantStatus: 422, WantContains: []string{book.blank}},
					{Name: "search by phone", Method: "GET", URL: book.path + "?q=3456", Cookie: kasir.Cookie, WantStatus: 200,
						WantContains: []string{`"total":1`, "Budi Santoso"}},
					{Name: "search ignores case", Method: "GET", URL: book.path + "?q=SITI", Cookie: kasir.Cookie, WantStatus: 200,
						WantContains: []string{`"total":1`, "siti rahma"}},
					{Name: "sorted by name", Method: "GET", URL: book.path, Cookie: kasir.Cookie, WantStatus: 200,
						WantContains: []string{`"total":2`}},
					{Name: "edit", Method: "PUT", URL: book.path + "/" + id, Cookie: kasir.Cookie,
						Body: map[string]any{"name": "Budi S.", "phone": ""}, WantStatus: 200, WantContains: []string{`"name":"Budi S."`, `"phone":null`}},
					{Name: "edit keeps the name rule", Method: "PUT", URL: book.path + "/" + id, Cookie: kasir.Cookie,
						Body: map[string]any{"name": " "}, WantStatus: 422, WantContains: []string{book.blank}},
					{Name: "members cannot read", Method: "GET", URL: book.path, Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
					{Name: "delete", Method: "DELETE", URL: book.path + "/" + id, Cookie: kasir.Cookie, WantStatus: 204},
					{Name: "gone", Method: "GET", URL: book.path + "/" + id, Cookie: kasir.Cookie, WantStatus: 404},
					{Name: "delete again", Method: "DELETE", URL: book.path + "/" + id, Cookie: kasir.Cookie, WantStatus: 404},
				})
			})
		}
	})
}
