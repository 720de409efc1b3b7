package excel

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/konterhp/konter/core"
)

type row struct {
	line  int
	cells []string
}

func readAll(t *testing.T, format, data string) []row {
	t.Helper()
	var rows []row
	err := Reader{}.ReadTable(strings.NewReader(data), format, func(line int, cells []string) error {
		rows = append(rows, row{line, slices.Clone(cells)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// The two sample files hold the same table: the workbook's numbers come out raw (no
// thousands separators) and its dates as day numbers, which the import reads.
func TestSampleWorkbookAndCSVReadAlike(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "import")
	xlsx, err := os.ReadFile(filepath.Join(dir, "produk-contoh.xlsx"))
	if err != nil {
		t.Fatal(err)
	}
	csv, err := os.ReadFile(filepath.Join(dir, "produk-contoh.csv"))
	if err != nil {
		t.Fatal(err)
	}
	fromXLSX, fromCSV := readAll(t, ".xlsx", string(xlsx)), readAll(t, "csv", string(csv))
	if len(fromXLSX) != 13 || len(fromCSV) != 13 {
		t.Fatalf("%d and %d rows, want 13 (header and 12 products)", len(fromXLSX), len(fromCSV))
	}
	for i := range fromCSV {
		x, c := fromXLSX[i], fromCSV[i]
		if x.line != c.line || x.line != i+1 {
			t.Fatalf("row %d: lines %d and %d", i, x.line, c.line)
		}
		for j, want := range c.cells {
			got := ""
			if j < len(x.cells) {
				got = x.cells[j]
			}
			if j == 9 && i > 0 {
				continue // the entry date is a day number in the workbook
			}
			if got != want {
				t.Errorf("row %d column %d: workbook %q, csv %q", i+1, j+1, got, want)
			}
		}
	}
	if fromXLSX[1].cells[9] != "46341" { // 2026-11-15
		t.Errorf("entry date cell %q", fromXLSX[1].cells[9])
	}
}

func TestCSVFromAnIndonesianExcel(t *testing.T) {
	// Semicolons, a byte-order mark, Windows-1252 ("Café" with é as 0xE9), and a blank line.
	data := "\ufeffbarcode;name;retail_price\r\n\r\n123;Caf\xe9 Latte;\"15.000\"\r\n"
	rows := readAll(t, "csv", data)
	if len(rows) != 2 || rows[0].cells[0] != "barcode" || rows[1].line != 3 || rows[1].cells[1] != "Café Latte" || rows[1].cells[2] != "15.000" {
		t.Fatalf("rows %+v", rows)
	}
}

func TestUnknownFormatIsRefused(t *testing.T) {
	err := Reader{}.ReadTable(strings.NewReader("x"), ".ods", func(int, []string) error { return nil })
	if err == nil || !strings.Contains(err.Error(), ".xlsx atau .csv") {
		t.Fatalf("err %v", err)
	}
}

// Excel's "Unicode text" export (UTF-16 with a byte-order mark, tab-separated) reads like a
// UTF-8 CSV; a file that still holds NUL characters is refused instead of storing them.
func TestCSVInUTF16AndWithNUL(t *testing.T) {
	utf16 := []byte{0xff, 0xfe}
	for _, r := range "nama\tharga\nKabel é\t15000\n" {
		utf16 = append(utf16, byte(r), byte(r>>8))
	}
	rows := readAll(t, "csv", string(utf16))
	if len(rows) != 2 || !slices.Equal(rows[1].cells, []string{"Kabel é", "15000"}) {
		t.Fatalf("rows %+v", rows)
	}
	err := Reader{}.ReadTable(strings.NewReader("nama,harga\nKa\x00bel,1\n"), "csv", func(int, []string) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "memuat karakter NUL") {
		t.Fatalf("a file with NUL: %v", err)
	}
}

// A sheet is read to its bound (core.SheetUpload) and refused at the first row or byte past:
// the header and 100.000 rows below it are read, one row more is refused, and so is a .csv
// file larger than a workbook may hold unzipped.
func TestASheetIsReadWithinItsBounds(t *testing.T) {
	rows := func(n int) string {
		return "ID Barang,Jumlah Dihitung\n" + strings.Repeat("1,2\n", n)
	}
	read := func(format, data string) (int, error) {
		lines := 0
		err := Reader{}.ReadTable(strings.NewReader(data), format, func(int, []string) error {
			lines++
			return nil
		})
		return lines, err
	}
	if n, err := read("csv", rows(core.SheetUpload.MaxRows)); err != nil || n != core.SheetUpload.MaxRows+1 {
		t.Errorf("the header and %d rows: %d read, %v", core.SheetUpload.MaxRows, n, err)
	}
	for _, c := range []struct {
		name, data, want string
	}{
		{"a row past the bound", rows(core.SheetUpload.MaxRows + 1), core.MsgSheetTooManyRows},
		{"a byte past the bound", "a\n" + strings.Repeat(" ", core.SheetUpload.MaxUnzippedBytes), core.MsgSheetTooLarge},
	} {
		if _, err := read("csv", c.data); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
