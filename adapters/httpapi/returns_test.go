package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestVoidsAndReturns(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir, admin := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleAdmin)
		phone := addProduct(t, env, "Vivo Y17s", "Handphone", 1_500_000, 4)
		res := apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": phone.ID, "quantity": 2}},
			"payment_method": "tunai", "paid_amount": 3_000_000}, kasir.Cookie, nil)
		var sale httpapi.Sale
		res.JSON(t, &sale)
		saleURL := fmt.Sprintf("/api/sales/%d", sale.ID)
		line := map[string]any{"sale_item_id": sale.Items[0].ID, "quantity": 1}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a Kasir cannot void", Method: "POST", URL: saleURL + "/void", Cookie: kasir.Cookie, Body: map[string]any{"reason": "salah"},
				WantStatus: 403, WantContains: []string{"Anda tidak memiliki akses untuk tindakan ini."}},
			{Name: "a Kasir cannot take a return", Method: "POST", URL: saleURL + "/returns", Cookie: kasir.Cookie,
				Body: map[string]any{"items": []any{line}, "reason": "rusak"}, WantStatus: 403},
			{Name: "a return needs a reason", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie,
				Body: map[string]any{"items": []any{line}}, WantStatus: 422, WantContains: []string{"Alasan wajib diisi."}},
			{Name: "a return needs goods", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie,
				Body: map[string]any{"reason": "rusak"}, WantStatus: 422, WantContains: []string{"Pilih barang yang diretur dan jumlahnya."}},
			{Name: "no more than was bought", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie,
				Body:       map[string]any{"items": []any{map[string]any{"sale_item_id": sale.Items[0].ID, "quantity": 3}}, "reason": "rusak"},
				WantStatus: 422, WantContains: []string{"Jumlah retur melebihi jumlah yang dibeli dan belum diretur."}},
			{Name: "an unknown refund method", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie,
				Body: map[string]any{"items": []any{line}, "reason": "rusak", "refund_method": "emas"}, WantStatus: 422,
				WantContains: []string{"Metode pengembalian dana"}},
			{Name: "the Admin takes one back", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie,
				Body: map[string]any{"items": []any{line}, "reason": "Mati total", "refund_method": "tunai"}, WantStatus: 201,
				WantContains: []string{`"return_id_display":"RTR-`, `"refund_amount":1500000`, `"transaction_id_display":"` + sale.Number + `"`}},
			{Name: "staff read the sale's returns", Method: "GET", URL: saleURL + "/returns", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"reason":"Mati total"`}},
			{Name: "the sales report's row says what came back", Method: "GET", URL: "/api/reports/sales", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"returned_amount":1500000`}},
			{Name: "a void needs a reason", Method: "POST", URL: saleURL + "/void", Cookie: admin.Cookie, Body: map[string]any{},
				WantStatus: 422, WantContains: []string{"Alasan wajib diisi."}},
			{Name: "the Admin voids", Method: "POST", URL: saleURL + "/void", Cookie: admin.Cookie, Body: map[string]any{"reason": "Transaksi dobel"},
				WantStatus: 200, WantContains: []string{`"void_reason":"Transaksi dobel"`, `"void_refund":1500000`}},
			{Name: "the receipt is marked", Method: "GET", URL: saleURL, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"void_reason":"Transaksi dobel"`}, WantMissing: []string{`"voided_at":null`}},
			{Name: "voided once only", Method: "POST", URL: saleURL + "/void", Cookie: admin.Cookie, Body: map[string]any{"reason": "lagi"},
				WantStatus: 409, WantContains: []string{"Transaksi ini sudah dibatalkan."}},
			{Name: "an unknown sale", Method: "POST", URL: "/api/sales/999999/void", Cookie: admin.Cookie, Body: map[string]any{"reason": "x"},
				WantStatus: 404, WantContains: []string{"Transaksi tidak ditemukan."}},
			{Name: "a repair without a bill", Method: "POST", URL: "/api/service-entries/999999/void", Cookie: admin.Cookie, Body: map[string]any{"reason": "x"},
				WantStatus: 404},
			{Name: "an unknown return", Method: "GET", URL: "/api/returns/999999", Cookie: admin.Cookie, WantStatus: 404,
				WantContains: []string{"Retur tidak ditemukan."}},
		})
		if got, _ := env.Catalog.ProductDetail(t.Context(), phone.ID); got.Stock != 4 {
			t.Fatalf("stock after a return and a void: %d", got.Stock)
		}
	})
}

func TestASaleReturnedWholeOffersNothingMore(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		charger := addProduct(t, env, "Charger 20W", "Aksesoris", 150_000, 3)
		res := apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 2}},
			"payment_method": "tunai", "paid_amount": 300_000}, admin.Cookie, nil)
		var sale httpapi.Sale
		res.JSON(t, &sale)
		saleURL := fmt.Sprintf("/api/sales/%d", sale.ID)
		one := map[string]any{"items": []any{map[string]any{"sale_item_id": sale.Items[0].ID, "quantity": 1}}, "reason": "rusak", "refund_method": "tunai"}
		history := "/api/transactions?q=" + sale.Number
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "one of two back", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie, Body: one, WantStatus: 201},
			{Name: "the history still offers the other", Method: "GET", URL: history, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"returned_amount":150000`, `"all_returned":false`}},
			{Name: "the second back", Method: "POST", URL: saleURL + "/returns", Cookie: admin.Cookie, Body: one, WantStatus: 201},
			{Name: "the history says all came back", Method: "GET", URL: history, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"returned_amount":300000`, `"all_returned":true`}},
			{Name: "the sale says so", Method: "GET", URL: saleURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"all_returned":true`}},
			{Name: "nothing is left to void", Method: "POST", URL: saleURL + "/void", Cookie: admin.Cookie, Body: map[string]any{"reason": "salah"},
				WantStatus: 409, WantContains: []string{"Semua barang transaksi ini sudah diretur: tidak ada yang dapat dibatalkan."}},
			{Name: "the sale stands", Method: "GET", URL: saleURL, Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"voided_at":null`}},
		})
		if got, _ := env.Catalog.ProductDetail(t.Context(), charger.ID); got.Stock != 3 {
			t.Fatalf("stock after taking both back: %d", got.Stock)
		}
	})
}
