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

// A posted count keeps the rupiah value of what it moved, at each product's cost when it was
// posted: three glasses short and a phone not found are shortfalls, two cables more are a
// surplus; the count's page and its workbook show each line's value and the totals, and a
// later purchase at another price changes none of them.
func TestAPostedCountKeepsTheValueOfWhatItMoved(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		add := func(in catalog.ProductInput) core.Product {
			p, err := env.Catalog.AddProduct(ctx, in, env.AtShop)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		glass := add(catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-1", Stock: 10, BuyPrice: 5_000})
		cable := add(catalog.ProductInput{Name: "Kabel Data", Category: "Aksesoris", Barcode: "KB-1", Stock: 4, BuyPrice: 20_000})
		phone := add(catalog.ProductInput{Name: "Redmi Note 13", Category: "Aksesoris", Barcode: "RN13", Tracked: true, BuyPrice: 1_500_000})
		if _, err := env.Catalog.AddStock(ctx, phone.ID, catalog.StockInput{Units: []catalog.UnitNumbers{{IMEI: "490154203237518"}, {IMEI: "356938035643809"}}}, env.AtShop); err != nil {
			t.Fatal(err)
		}
		admin, kasir := env.SignedIn(t, core.RoleAdmin).Cookie, env.SignedIn(t, core.RoleKasir).Cookie
		h := env.Handler()
		var count core.StockCount
		apptest.Do(t, h, "POST", "/api/stock-counts", map[string]any{"categories": []string{"Aksesoris"}}, kasir, nil).JSON(t, &count)
		base := fmt.Sprintf("/api/stock-counts/%d", count.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "seven glasses", Method: "PUT", URL: fmt.Sprintf("%s/lines/%d", base, glass.ID), Cookie: kasir, Body: map[string]any{"counted": 7}, WantStatus: 200},
			{Name: "six cables", Method: "PUT", URL: fmt.Sprintf("%s/lines/%d", base, cable.ID), Cookie: kasir, Body: map[string]any{"counted": 6}, WantStatus: 200},
			{Name: "one phone of two", Method: "POST", URL: base + "/scans", Cookie: kasir, Body: map[string]any{"code": "490154203237518"}, WantStatus: 200},
			{Name: "an open count has no value yet", Method: "GET", URL: base, Cookie: kasir, WantStatus: 200, WantMissing: []string{`"shortfall"`}},
			{Name: "the Admin posts it", Method: "POST", URL: base + "/post", Cookie: admin, WantStatus: 200,
				WantContains: []string{`"value":{"shortfall":1515000,"surplus":40000,"net":-1475000}`}},
		})
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Distributor HP"})
		if _, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID,
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: glass.ID, Quantity: 7, BuyPrice: 15_000}}}, env.AtShop); err != nil {
			t.Fatal(err)
		}
		var posted core.StockCount
		apptest.Do(t, h, "GET", base, nil, kasir, nil).JSON(t, &posted)
		worth := map[string]string{}
		for _, l := range posted.Lines {
			worth[l.ProductName] = fmt.Sprintf("%v×%v=%v", deref(l.Moved), deref(l.Cost), deref(l.Value))
		}
		want := map[string]string{"Tempered Glass": "-3×5000=-15000", "Kabel Data": "2×20000=40000", "Redmi Note 13": "-1×1500000=-1500000"}
		if fmt.Sprint(worth) != fmt.Sprint(want) {
			t.Fatalf("lines' value %v, want %v", worth, want)
		}
		if got, _ := json.Marshal(posted.Value); string(got) != `{"shortfall":1515000,"surplus":40000,"net":-1475000}` {
			t.Fatalf("the count's value after a later purchase: %s", got)
		}

		sheet := apptest.Do(t, h, "GET", base+"/sheet", nil, admin, nil)
		book, err := excelize.OpenReader(bytes.NewReader(sheet.Body))
		if err != nil {
			t.Fatalf("sheet: %d %v", sheet.Status, err)
		}
		raw := excelize.Options{RawCellValue: true}
		rows, _ := book.GetRows("Lembar Hitung", raw)
		if len(rows) != 4 || rows[0][9] != "Nilai Selisih" {
			t.Fatalf("count sheet: %q", rows)
		}
		for _, row := range rows[1:] {
			if got, want := fmt.Sprintf("%s×%s=%s", row[7], row[8], row[9]), want[row[2]]; got != want {
				t.Errorf("%s in the workbook: %s, want %s", row[2], got, want)
			}
		}
		value, _ := book.GetRows("Nilai Selisih", raw)
		if fmt.Sprint(value) != "[[Keterangan Nilai] [Nilai barang kurang 1515000] [Nilai barang lebih 40000] [Total selisih -1475000]]" {
			t.Fatalf("value sheet: %q", value)
		}
	})
}

func deref(v *int64) any {
	if v == nil {
		return nil
	}
	return *v
}
