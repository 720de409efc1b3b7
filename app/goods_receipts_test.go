package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// Ten chargers at 50.000 in stock, ten more received at 60.000, then twenty at 40.000: the
// cost follows what the stock really cost, and the ledger shows both receipts.
func TestCostIsTheMovingAverageOfGoodsReceipts(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "CV Grosir Seluler"})
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Charger 25W", Category: "Aksesoris", Barcode: "CH25", Stock: 10, BuyPrice: 50_000, RetailPrice: 99_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		first, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID, InvoiceNumber: "INV-001",
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: p.ID, Quantity: 10, BuyPrice: 60_000}}, Paid: 600_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := env.Catalog.ProductDetail(ctx, p.ID)
		if got.BuyPrice != 55_000 || got.Stock != 20 {
			t.Fatalf("after the first receipt: cost %d, stock %d; want 55000 and 20", got.BuyPrice, got.Stock)
		}
		second, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID, InvoiceNumber: "INV-002",
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: p.ID, Quantity: 15, BuyPrice: 40_000}, {ProductID: p.ID, Quantity: 5, BuyPrice: 40_000}}}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		got, _ = env.Catalog.ProductDetail(ctx, p.ID)
		if got.BuyPrice != 47_500 || got.Stock != 40 {
			t.Fatalf("after the second receipt: cost %d, stock %d; want 47500 and 40", got.BuyPrice, got.Stock)
		}
		if second.Total != 800_000 || second.Owed() != 800_000 || first.Owed() != 0 || len(second.Lines) != 2 {
			t.Fatalf("receipts: %+v / %+v", first, second)
		}
		var received, refs int64
		mustScan(t, env, "SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE product_id = ? AND reason = 'purchase'", &received, p.ID)
		mustScan(t, env, "SELECT COUNT(DISTINCT reference) FROM stock_movements WHERE reason = 'purchase' AND reference IN (?, ?)", &refs, first.Number, second.Number)
		if received != 30 || refs != 2 {
			t.Fatalf("ledger: %d received under %d receipt numbers; want 30 under 2", received, refs)
		}
	})
}

// Five phones received by their IMEIs on a receipt partly paid: they are units in stock from
// that supplier at that price, and the shop owes the rest until it pays it.
func TestReceivingPhonesByIMEIAndWhatIsOwed(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Distributor HP"})
		other, _ := env.Suppliers.Add(ctx, core.Contact{Name: "CV Aksesoris"})
		phone := addPhone(t, env, "Samsung A05", nil)
		glass, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG"}, env.AtShop)
		imeis := testIMEIs(5)
		r, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID, InvoiceNumber: "DHP-77", ReceivedOn: "2026-11-20",
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: phone.ID, BuyPrice: 1_400_000, Units: imeis}, {ProductID: glass.ID, Quantity: 10, BuyPrice: 5_000}},
			Paid:  5_000_000}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		unitsInStock(t, env, phone.ID, 5)
		u := findUnit(t, env, imeis[4].IMEI)
		if u.SupplierID == nil || *u.SupplierID != sup.ID || u.BuyPrice != 1_400_000 || u.ReceivedOn != "2026-11-20" {
			t.Fatalf("unit's origin: %+v", u)
		}
		if r.Total != 7_050_000 || r.Owed() != 2_050_000 {
			t.Fatalf("receipt total %d owed %d", r.Total, r.Owed())
		}
		_, err = env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: other.ID,
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: glass.ID, Quantity: 4, BuyPrice: 6_000}}}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		owed := func() string {
			rows, err := env.Catalog.GoodsReceiptsPerSupplier(ctx, core.GoodsReceiptFilter{Unpaid: true})
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprint(rows)
		}
		want := fmt.Sprintf("[{%d PT Distributor HP 1 7050000 5000000 2050000} {%d CV Aksesoris 1 24000 0 24000}]", sup.ID, other.ID)
		if got := owed(); got != want {
			t.Fatalf("owed per supplier %s, want %s", got, want)
		}
		_, err = env.Catalog.PayGoodsReceipt(ctx, r.ID, 2_050_001, "", core.Principal{})
		wantMessage(t, err, "Pembayaran melebihi sisa utang penerimaan ini.")
		if _, err := env.Catalog.PayGoodsReceipt(ctx, r.ID, 2_050_000, "", core.Principal{}); err != nil {
			t.Fatal(err)
		}
		if got, want := owed(), fmt.Sprintf("[{%d CV Aksesoris 1 24000 0 24000}]", other.ID); got != want {
			t.Fatalf("owed after paying %s, want %s", got, want)
		}
	})
}

// A receipt that fails on one line leaves nothing behind: no receipt, no stock, no units, no cost.
func TestAGoodsReceiptIsPostedWholeOrNotAtAll(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Distributor HP"})
		imeis := testIMEIs(2)
		phone := addPhone(t, env, "Samsung A05", imeis[:1])
		glass, _ := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG", BuyPrice: 5_000}, env.AtShop)
		_, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID,
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: glass.ID, Quantity: 10, BuyPrice: 7_000}, {ProductID: phone.ID, BuyPrice: 1_400_000, Units: imeis}}}, env.AtShop)
		wantMessage(t, err, fmt.Sprintf("Nomor %s sudah terdaftar di toko.", imeis[0].IMEI))
		_, err = env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID,
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: phone.ID, Quantity: 2, BuyPrice: 1_400_000}}}, env.AtShop)
		wantMessage(t, err, "Masukkan IMEI atau nomor seri setiap unit Samsung A05.")
		_, err = env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID,
			Lines: []catalog.GoodsReceiptLineInput{{ProductID: glass.ID, Quantity: 1, BuyPrice: 7_000}}, Paid: 7_001}, env.AtShop)
		wantMessage(t, err, "Jumlah dibayar tidak boleh negatif atau melebihi total.")
		var receipts int64
		mustScan(t, env, "SELECT COUNT(*) FROM goods_receipts", &receipts)
		got, _ := env.Catalog.ProductDetail(ctx, glass.ID)
		if receipts != 0 || got.Stock != 0 || got.BuyPrice != 5_000 {
			t.Fatalf("%d receipts stored, glass stock %d cost %d", receipts, got.Stock, got.BuyPrice)
		}
		unitsInStock(t, env, phone.ID, 1)
	})
}

// A receipt of expensive goods that would take a product's stock past its bound is refused for
// the stock, not for the cost worked out on the way, and leaves the product as it was; within
// the bound the cost is the average of what the stock cost.
func TestAnExpensiveGoodsReceiptIsRefusedForItsStockOnly(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := t.Context()
		sup, _ := env.Suppliers.Add(ctx, core.Contact{Name: "PT Server Besar"})
		rack, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Rak Server", Category: "Komputer", Barcode: "RS",
			Stock: 600_000, BuyPrice: core.MaxPrice, RetailPrice: core.MaxPrice}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		receive := func(quantity, price int64) error {
			_, err := env.Catalog.ReceiveGoods(ctx, catalog.GoodsReceiptInput{SupplierID: sup.ID,
				Lines: []catalog.GoodsReceiptLineInput{{ProductID: rack.ID, Quantity: quantity, BuyPrice: price}}}, env.AtShop)
			return err
		}
		wantMessage(t, receive(500_000, core.MaxPrice), "Stok Rak Server tidak bisa melebihi 1.000.000.")
		if got, _ := env.Catalog.ProductDetail(ctx, rack.ID); got.Stock != 600_000 || got.BuyPrice != core.MaxPrice {
			t.Fatalf("after the refused receipt: stock %d, cost %d", got.Stock, got.BuyPrice)
		}
		if err := receive(400_000, core.MaxPrice/2); err != nil {
			t.Fatal(err)
		}
		if got, _ := env.Catalog.ProductDetail(ctx, rack.ID); got.Stock != core.MaxStock || got.BuyPrice != core.MaxPrice*8/10 {
			t.Fatalf("after the receipt: stock %d, cost %d; want %d and %d", got.Stock, got.BuyPrice, core.MaxStock, core.MaxPrice*8/10)
		}
	})
}
