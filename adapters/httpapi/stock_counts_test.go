package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// Staff start a count, scan and type, fill the sheet in Excel and upload it back; only the
// Admin posts it.
func TestStockCountsAPI(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		glass, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-1", Stock: 10}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		cable, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Kabel Data", Category: "Aksesoris", Barcode: "KB-1", Stock: 4}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		admin, kasir := env.SignedIn(t, core.RoleAdmin).Cookie, env.SignedIn(t, core.RoleKasir).Cookie
		h := env.Handler()
		started := apptest.Do(t, h, "POST", "/api/stock-counts", map[string]any{"categories": []string{"Aksesoris"}}, kasir, nil)
		var count core.StockCount
		if err := json.Unmarshal(started.Body, &count); err != nil || started.Status != 201 {
			t.Fatalf("start: %d %s", started.Status, started.Body)
		}
		base := fmt.Sprintf("/api/stock-counts/%d", count.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "members count nothing", Method: "GET", URL: base, Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "an unknown count", Method: "GET", URL: "/api/stock-counts/999", Cookie: kasir, WantStatus: 404,
				WantContains: []string{"Stock opname tidak ditemukan."}},
			{Name: "a scan of the glass", Method: "POST", URL: base + "/scans", Cookie: kasir, Body: map[string]any{"code": "TG-1", "quantity": 3},
				WantStatus: 200, WantContains: []string{`"counted":3`, `"expected":10`}},
			{Name: "an unknown barcode", Method: "POST", URL: base + "/scans", Cookie: kasir, Body: map[string]any{"code": "XX-9"},
				WantStatus: 404, WantContains: []string{`Barang \"XX-9\" tidak ditemukan.`}},
			{Name: "a negative count", Method: "PUT", URL: fmt.Sprintf("%s/lines/%d", base, cable.ID), Cookie: kasir,
				Body: map[string]any{"counted": -2}, WantStatus: 422, WantContains: []string{"Jumlah dihitung tidak boleh negatif."}},
			{Name: "the cashier cannot post", Method: "POST", URL: base + "/post", Cookie: kasir, WantStatus: 403},
		})

		sheet := apptest.Do(t, h, "GET", base+"/sheet", nil, kasir, nil)
		book, err := excelize.OpenReader(bytes.NewReader(sheet.Body))
		if err != nil {
			t.Fatalf("sheet: %d %v", sheet.Status, err)
		}
		if list := book.GetSheetList(); len(list) != 1 || list[0] != "Lembar Hitung" {
			t.Fatalf("the sheet to fill in comes first: %q", list)
		}
		rows, _ := book.GetRows("Lembar Hitung")
		if len(rows) != 3 || rows[0][5] != "Jumlah Dihitung" || rows[1][2] != "Kabel Data" || rows[2][5] != "3" {
			t.Fatalf("count sheet: %q", rows)
		}
		_ = book.SetCellValue("Lembar Hitung", "F2", 4)
		_ = book.SetCellValue("Lembar Hitung", "F3", 9)
		var filled bytes.Buffer
		if err := book.Write(&filled); err != nil {
			t.Fatal(err)
		}
		body, hdr := multipartFile(t, "lembar.xlsx", filled.Bytes())
		bad, badHdr := multipartFile(t, "lembar.csv", []byte("ID Barang,Jumlah Dihitung\n"+fmt.Sprint(glass.ID)+",banyak\n"))
		broken, brokenHdr := multipartFile(t, "lembar.xlsx", []byte("bukan file Excel"))
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a file that is no workbook is named so, in the shop's words", Method: "POST", URL: base + "/sheet", Cookie: kasir,
				Body: broken, Headers: brokenHdr, WantStatus: 422,
				WantContains: []string{"File .xlsx tidak bisa dibaca. Simpan lagi dari Excel sebagai .xlsx atau .csv, lalu unggah ulang."},
				WantMissing:  []string{"zip"}},
			{Name: "a sheet with a bad row changes nothing", Method: "POST", URL: base + "/sheet", Cookie: kasir, Body: bad, Headers: badHdr,
				WantStatus: 422, WantContains: []string{"Baris 2: jumlah dihitung harus angka bulat 0 atau lebih."}},
			{Name: "the filled sheet", Method: "POST", URL: base + "/sheet", Cookie: kasir, Body: body, Headers: hdr,
				WantStatus: 200, WantContains: []string{`"lines":2`}},
			{Name: "the Admin posts it", Method: "POST", URL: base + "/post", Cookie: admin, WantStatus: 200,
				WantContains: []string{`"status":"posted"`}},
			{Name: "twice is refused", Method: "POST", URL: base + "/post", Cookie: admin, WantStatus: 409,
				WantContains: []string{"Stock opname ini sudah diposting atau dibatalkan."}},
		})
		for _, c := range []struct {
			id, want int64
		}{{glass.ID, 9}, {cable.ID, 4}} {
			p, err := env.Catalog.ProductDetail(ctx, c.id)
			if err != nil || p.Stock != c.want {
				t.Fatalf("product %d: stock %d, want %d (%v)", c.id, p.Stock, c.want, err)
			}
		}
	})
}
