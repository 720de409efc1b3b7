package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// Staff receive phones by IMEI and glass by quantity from a supplier's invoice; the Admin sees
// what is owed to the supplier and pays it.
func TestGoodsReceiptsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Distributor HP"})
		phone, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Redmi Note 13", Category: "HP", Barcode: "RN13", Tracked: true}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 0)
		staff, admin := env.SignedIn(t, core.RoleKasir).Cookie, env.SignedIn(t, core.RoleAdmin).Cookie
		receipt := map[string]any{"supplier_id": sup.ID, "invoice_number": "DHP-77", "received_on": "2026-11-20", "paid": 1_000_000, "lines": []map[string]any{
			{"product_id": phone.ID, "buy_price": 2_100_000, "units": []map[string]string{{"imei": "490154203237518"}, {"imei": "356938035643809"}}},
			{"product_id": glass.ID, "quantity": 10, "buy_price": 5_000},
		}}
		h := env.Handler()
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an IMEI with a wrong check digit", Method: "POST", URL: "/api/goods-receipts", Cookie: staff, WantStatus: 422,
				Body:         map[string]any{"supplier_id": sup.ID, "lines": []map[string]any{{"product_id": phone.ID, "units": []map[string]string{{"imei": "490154203237519"}}}}},
				WantContains: []string{"IMEI 490154203237519 tidak valid."}},
			{Name: "no supplier", Method: "POST", URL: "/api/goods-receipts", Cookie: staff, WantStatus: 422,
				Body: map[string]any{"lines": []map[string]any{{"product_id": glass.ID, "quantity": 1}}}, WantContains: []string{"Pilih supplier barang."}},
			{Name: "received", Method: "POST", URL: "/api/goods-receipts", Cookie: staff, Body: receipt, WantStatus: 201,
				WantContains: []string{`"number":"PB-`, `"total":4250000`, `"paid":1000000`, `"supplier_name":"PT Distributor HP"`, `"quantity":2`}},
			{Name: "the cashier does not see what the shop owes", Method: "GET", URL: "/api/goods-receipts/per-supplier?unpaid=true", Cookie: staff, WantStatus: 403},
			{Name: "the Admin sees what is owed per supplier", Method: "GET", URL: "/api/goods-receipts/per-supplier?unpaid=true", Cookie: admin, WantStatus: 200,
				WantContains: []string{`"supplier_name":"PT Distributor HP"`, `"owed":3250000`}},
			{Name: "receipts of the period", Method: "GET", URL: "/api/goods-receipts?from=2026-11-01&to=2026-11-30", Cookie: staff, WantStatus: 200,
				WantContains: []string{`"total":1`, `"invoice_number":"DHP-77"`}},
			{Name: "a bad period", Method: "GET", URL: "/api/goods-receipts?from=kemarin", Cookie: staff, WantStatus: 422,
				WantContains: []string{"Tanggal harus berformat YYYY-MM-DD."}},
		})
		page, err := env.Catalog.GoodsReceipts(ctx, core.GoodsReceiptFilter{})
		if err != nil || len(page.Items) != 1 {
			t.Fatalf("receipts %+v (%v)", page, err)
		}
		pay := fmt.Sprintf("/api/goods-receipts/%d/payments", page.Items[0].ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "paying more than is owed", Method: "POST", URL: pay, Cookie: admin, Body: map[string]any{"amount": 3_250_001}, WantStatus: 422,
				WantContains: []string{"Pembayaran melebihi sisa utang penerimaan ini."}},
			{Name: "paying the rest", Method: "POST", URL: pay, Cookie: admin, Body: map[string]any{"amount": 3_250_000}, WantStatus: 200,
				WantContains: []string{`"paid":4250000`}},
			{Name: "nothing owed any more", Method: "GET", URL: "/api/goods-receipts/per-supplier?unpaid=true", Cookie: admin, WantStatus: 200,
				WantContains: []string{`"items":[]`}},
		})
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the cashier downloads no goods receipts", Method: "GET", URL: "/api/goods-receipts/export?from=2026-11-01&to=2026-11-30",
				Cookie: staff, WantStatus: 403},
		})
		exported := apptest.Do(t, h, "GET", "/api/goods-receipts/export?from=2026-11-01&to=2026-11-30", nil, admin, nil)
		if got, want := exported.Header.Get("Content-Disposition"), `attachment; filename="laporan-goods-receipts-2026-11-01_2026-11-30.xlsx"`; got != want {
			t.Errorf("downloaded as %s, want %s", got, want)
		}
		book, err := excelize.OpenReader(bytes.NewReader(exported.Body))
		if err != nil {
			t.Fatalf("goods receipts export: %d %v", exported.Status, err)
		}
		receipts, _ := book.GetRows("Penerimaan Barang")
		suppliers, _ := book.GetRows("Per Supplier")
		if len(receipts) != 2 || receipts[1][3] != "DHP-77" || receipts[1][4] != "2× Redmi Note 13; 10× Tempered Glass" ||
			len(suppliers) != 2 || suppliers[1][0] != "PT Distributor HP" {
			t.Fatalf("goods receipts workbook: %q %q", receipts, suppliers)
		}
	})
}
