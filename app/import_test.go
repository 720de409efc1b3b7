package app_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

func importFile(t *testing.T, env *apptest.Env, path string, dryRun bool) (catalog.ImportReport, error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return env.Ops.Importer.Import(context.Background(), f, filepath.Ext(path), catalog.ImportOptions{By: env.AtShop, DryRun: dryRun})
}

func productCount(t *testing.T, env *apptest.Env) (n int64) {
	mustScan(t, env, "SELECT COUNT(*) FROM products", &n)
	return n
}

// The sample file in testdata/import: a dry run changes nothing, the real import adds every
// product with its stock entered through the ledger, and importing it again changes nothing.
func TestImportTheSampleFile(t *testing.T) {
	for _, sample := range []string{"produk-contoh.csv", "produk-contoh.xlsx"} {
		t.Run(sample, func(t *testing.T) {
			apptest.Each(t, func(t *testing.T, env *apptest.Env) {
				ctx := context.Background()
				existing, err := env.Suppliers.Add(ctx, core.Contact{Name: "Grosir Aksesoris Glodok"})
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("..", "testdata", "import", sample)

				rep, err := importFile(t, env, path, true)
				if err != nil {
					t.Fatalf("dry run: %v (%+v)", err, rep.Problems)
				}
				if rep.Rows != 12 || rep.Created != 12 || rep.Updated != 0 || len(rep.NewSuppliers) != 5 {
					t.Fatalf("dry run report %+v", rep)
				}
				if n := productCount(t, env); n != 0 {
					t.Fatalf("a dry run added %d products", n)
				}
				var suppliers int64
				mustScan(t, env, "SELECT COUNT(*) FROM suppliers", &suppliers)
				if suppliers != 1 {
					t.Fatalf("a dry run added suppliers: %d", suppliers)
				}

				rep, err = importFile(t, env, path, false)
				if err != nil || rep.Created != 12 || rep.Updated != 0 || rep.Skipped != 0 {
					t.Fatalf("import: %v %+v", err, rep)
				}
				glass, err := env.Catalog.ProductByBarcode(ctx, "8991234500011")
				if err != nil {
					t.Fatal(err)
				}
				if glass.Name != "Tempered Glass Samsung A15" || glass.Stock != 25 || glass.RetailPrice != 25_000 ||
					glass.SupplierID == nil || *glass.SupplierID != existing.ID || glass.EntryDate == nil || *glass.EntryDate != "2026-11-15" ||
					glass.LowStockThreshold == nil || *glass.LowStockThreshold != 5 {
					t.Fatalf("imported product %+v", glass)
				}
				hist, err := env.Ledger.History(ctx, glass.ID, core.PageRequest{})
				if err != nil || hist.Total != 1 || hist.Items[0].Reason != core.ReasonImport || hist.Items[0].Delta != 25 {
					t.Fatalf("ledger %+v (%v)", hist, err)
				}
				charger, _ := env.Catalog.ProductByBarcode(ctx, "8991234500035")
				if charger.SupplierName == nil || *charger.SupplierName != "CV Sumber Makmur Elektronik" {
					t.Fatalf("new supplier not linked: %+v", charger.SupplierName)
				}

				rep, err = importFile(t, env, path, false)
				if err != nil || rep.Created != 0 || rep.Updated != 0 || rep.Skipped != 12 {
					t.Fatalf("second import: %v %+v", err, rep)
				}
				var moves int64
				mustScan(t, env, "SELECT COUNT(*) FROM stock_movements", &moves)
				if moves != 12 {
					t.Fatalf("%d ledger rows after importing twice, want 12", moves)
				}
			})
		})
	}
}

// A file with bad rows reports every one of them, by row and column, and imports nothing
// (not even its good rows).
func TestImportWithBadRowsChangesNothing(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		rep, err := importFile(t, env, filepath.Join("..", "testdata", "import", "produk-salah.csv"), false)
		if err == nil || !strings.Contains(err.Error(), "tidak ada data yang diubah") {
			t.Fatalf("err %v", err)
		}
		got := []string{}
		for _, p := range rep.Problems {
			got = append(got, fmt.Sprintf("%d %s %s", p.Line, p.Column, p.Reason))
		}
		want := []string{
			"3 name Harap isi semua field yang wajib diisi.",
			"4 stock Harus angka bulat tanpa desimal, mis. 1500000 atau 1.500.000.",
			"5 stock Angka tidak boleh negatif.",
			"6 barcode Barcode sama dengan baris 2.",
			"7 category Harap isi semua field yang wajib diisi.",
			"7 entry_date Tanggal harus berformat YYYY-MM-DD (atau DD/MM/YYYY).",
			"8 retail_price Harus angka bulat tanpa desimal, mis. 1500000 atau 1.500.000.",
			"9 retail_price " + core.MsgPriceTooHigh,
			"10 stock " + core.MsgStockTooHigh,
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		var n int64
		mustScan(t, env, "SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM suppliers) + (SELECT COUNT(*) FROM stock_movements)", &n)
		if n != 0 {
			t.Fatalf("a rejected file left %d rows behind", n)
		}
	})
}

// An update keeps what the file leaves empty, and the stock column is the stock to end
// with: the ledger gets the difference, whatever sales happened before.
func TestImportUpdatesByBarcodeAndMovesTheDifference(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		p, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Charger 25W", Category: "aksesoris", Barcode: "C-25", Stock: 10,
			BuyPrice: 60_000, RetailPrice: 99_000, Description: "Kepala charger"}, env.AtShop)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Catalog.AddCategory(ctx, "Sparepart"); err != nil {
			t.Fatal(err)
		}
		csv := "Kode Barang;Nama;Kategori;Stok;Harga Ecer\nC-25;Charger 25W Samsung;AKSESORIS;4;Rp 105.000\nLCD-1;LCD A10;sparepart;;250.000\n"
		rep, err := env.Ops.Importer.Import(ctx, strings.NewReader(csv), "csv", catalog.ImportOptions{By: env.AtShop})
		if err != nil || rep.Updated != 1 || rep.Created != 1 {
			t.Fatalf("%v %+v", err, rep)
		}
		got, _ := env.Catalog.ProductDetail(ctx, p.ID)
		if got.Name != "Charger 25W Samsung" || got.Category != "aksesoris" || got.Stock != 4 || got.RetailPrice != 105_000 ||
			got.BuyPrice != 60_000 || got.Description != "Kepala charger" {
			t.Fatalf("updated product %+v", got)
		}
		hist, _ := env.Ledger.History(ctx, p.ID, core.PageRequest{})
		if hist.Items[0].Reason != core.ReasonImport || hist.Items[0].Delta != -6 || hist.Items[0].StockAfter != 4 {
			t.Fatalf("newest ledger row %+v", hist.Items[0])
		}
		lcd, err := env.Catalog.ProductByBarcode(ctx, "LCD-1")
		if err != nil || lcd.Category != "Sparepart" || lcd.Stock != 0 || lcd.RetailPrice != 250_000 {
			t.Fatalf("new product %+v (%v)", lcd, err)
		}
	})
}

func TestImportRefusesAnUnknownColumn(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		rep, err := env.Ops.Importer.Import(context.Background(), strings.NewReader("barcode,name,categori\nA,B,C\n"), "csv", catalog.ImportOptions{By: env.AtShop})
		if err == nil || len(rep.Problems) != 2 || rep.Problems[0].Column != "categori" || rep.Problems[1].Column != "category" {
			t.Fatalf("%v %+v", err, rep.Problems)
		}
	})
}

// 20,000 rows import in one transaction in well under 30 seconds on SQLite.
func TestImportTwentyThousandRowsOnSQLite(t *testing.T) {
	if testing.Short() {
		t.Skip("large import")
	}
	env := apptest.New(t, "sqlite:"+filepath.Join(t.TempDir(), "konter.db"))
	var b bytes.Buffer
	b.WriteString("barcode,name,category,description,stock,buy_price,retail_price,reseller_price,supplier,entry_date\n")
	for i := range 20_000 {
		fmt.Fprintf(&b, "77%011d,Produk Uji %d,Kategori %d,Deskripsi %d,%d,%d,%d,%d,Supplier %d,2026-11-%02d\n",
			i, i, i%20, i, i%50, 1000+i, 2000+i, 1500+i, i%30, 1+i%28)
	}
	start := time.Now()
	rep, err := env.Ops.Importer.Import(context.Background(), &b, "csv", catalog.ImportOptions{By: env.AtShop})
	took := time.Since(start)
	if err != nil || rep.Created != 20_000 {
		t.Fatalf("%v %+v", err, rep)
	}
	t.Logf("20,000 rows imported in %s", took)
	if took > 30*time.Second {
		t.Fatalf("20,000 rows took %s, want under 30 s", took)
	}
	if n := productCount(t, env); n != 20_000 {
		t.Fatalf("%d products", n)
	}
	var stock, ledger int64
	mustScan(t, env, "SELECT SUM(stock) FROM products", &stock)
	mustScan(t, env, "SELECT SUM(delta) FROM stock_movements WHERE reason = 'import'", &ledger)
	if stock != ledger || stock == 0 {
		t.Fatalf("stock %d, ledger %d", stock, ledger)
	}
}
