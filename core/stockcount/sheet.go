package stockcount

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/ports"
)

// Texts of the count sheet in Excel.
const (
	MsgSheetColumns = "Kolom \"ID Barang\" dan \"Jumlah Dihitung\" tidak ditemukan di baris pertama."
	MsgSheetRow     = "Baris %d: %s"
	MsgSheetNumber  = "jumlah dihitung harus angka bulat 0 atau lebih."
	MsgSheetProduct = "ID barang %q tidak ada di lembar hitung ini."
)

// The count sheet's columns; the import reads back "ID Barang" and "Jumlah Dihitung".
var sheetColumns = []ports.Column{
	{Title: "ID Barang", Kind: ports.NumberColumn, Width: 11},
	{Title: "Barcode", Width: 18},
	{Title: "Nama Barang", Width: 40},
	{Title: "Kategori", Width: 16},
	{Title: "Stok Sistem", Kind: ports.NumberColumn, Width: 12},
	{Title: "Jumlah Dihitung", Kind: ports.NumberColumn, Width: 16},
	{Title: "IMEI/Serial di Toko", Width: 40},
	{Title: "Selisih", Kind: ports.NumberColumn, Width: 10},
	{Title: "Harga Pokok", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Nilai Selisih", Kind: ports.MoneyColumn, Width: 18},
}

// The value sheet of a posted count: its shortfalls, surpluses and their net, at cost.
var valueColumns = []ports.Column{{Title: "Keterangan", Width: 28}, {Title: "Nilai", Kind: ports.MoneyColumn, Width: 20}}

// WriteSheet writes the count sheet (.xlsx) to w: every product with the stock the books
// held at the start, what was counted so far, and the units of the tracked ones; once posted,
// what each line moved at its cost then, and a sheet of the count's value. In a shop of several
// outlets each row names the count's outlet.
func (c *Counts) WriteSheet(ctx context.Context, id int64, w io.Writer) error {
	count, err := c.Count(ctx, id)
	if err != nil {
		return err
	}
	names, err := outlets.SheetNames(ctx, c.outlets)
	if err != nil {
		return err
	}
	numbers := map[int64][]string{}
	for _, u := range count.Units {
		if u.Expected {
			numbers[u.ProductID] = append(numbers[u.ProductID], u.Number())
		}
	}
	sheets := []ports.DataSheet{names.Sheet("Lembar Hitung", sheetColumns, func(emit func(int64, []any) error) error {
		for _, l := range count.Lines {
			if err := emit(count.OutletID, []any{l.ProductID, l.Barcode, l.ProductName, l.Category, l.Expected, orBlank(l.Counted),
				strings.Join(numbers[l.ProductID], ", "), orBlank(l.Moved), orBlank(l.Cost), orBlank(l.Value)}); err != nil {
				return err
			}
		}
		return nil
	})}
	if v := count.Value; v != nil {
		sheets = append(sheets, ports.DataSheet{Title: "Nilai Selisih", Columns: valueColumns, Rows: func(emit func([]any) error) error {
			for _, row := range [][]any{{"Nilai barang kurang", v.Shortfall}, {"Nilai barang lebih", v.Surplus}, {"Total selisih", v.Net}} {
				if err := emit(row); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	return c.sheet.Write(w, ports.Workbook{Sheets: sheets}, c.zone.Location(ctx))
}

// orBlank is a figure for a cell, blank when there is none.
func orBlank(v *int64) any {
	if v == nil {
		return nil
	}
	return *v
}

// sheetCount is one row of an imported count sheet.
type sheetCount struct {
	productID int64
	counted   int64
}

// ImportSheet reads a count sheet filled in Excel (.xlsx or .csv), within core.SheetUpload's
// bounds, and sets the quantity counted of every row with one; a blank count is left alone.
// A sheet with any bad row changes nothing, and says which rows are wrong.
func (c *Counts) ImportSheet(ctx context.Context, id int64, sheet core.Upload) (int, error) {
	format, err := core.SheetUpload.Check(sheet)
	if err != nil {
		return 0, err
	}
	count, err := c.open(ctx, id)
	if err != nil {
		return 0, err
	}
	rows, err := c.readSheet(bytes.NewReader(sheet.Data), format)
	if err != nil {
		return 0, err
	}
	err = c.tx.WithinTx(ctx, func(ctx context.Context) error {
		for _, row := range rows {
			counted := row.counted
			if _, err := c.setCounted(ctx, count.ID, row.productID, &counted); err != nil {
				var e *core.Error
				if errors.As(err, &e) {
					return core.InvalidField("file", e.Message)
				}
				return err
			}
		}
		return nil
	})
	return len(rows), err
}

// readSheet reads the rows with a count from the sheet, or every row's problem.
func (c *Counts) readSheet(r io.Reader, format string) ([]sheetCount, error) {
	idCol, countedCol := -1, -1
	var rows []sheetCount
	var problems []string
	err := c.reader.ReadTable(r, format, func(line int, cells []string) error {
		if idCol < 0 {
			for i, cell := range cells {
				switch catalog.HeaderName(cell) {
				case "id_barang":
					idCol = i
				case "jumlah_dihitung":
					countedCol = i
				}
			}
			if idCol < 0 || countedCol < 0 {
				return core.InvalidField("file", MsgSheetColumns)
			}
			return nil
		}
		cell := func(i int) string {
			if i < len(cells) {
				return strings.TrimSpace(cells[i])
			}
			return ""
		}
		if cell(countedCol) == "" {
			return nil
		}
		id, err := strconv.ParseInt(cell(idCol), 10, 64)
		if err != nil {
			problems = append(problems, fmt.Sprintf(MsgSheetRow, line, fmt.Sprintf(MsgSheetProduct, cell(idCol))))
			return nil
		}
		counted, err := strconv.ParseInt(cell(countedCol), 10, 64)
		if err != nil || counted < 0 || core.CheckStock("counted", counted) != nil {
			problems = append(problems, fmt.Sprintf(MsgSheetRow, line, MsgSheetNumber))
			return nil
		}
		rows = append(rows, sheetCount{productID: id, counted: counted})
		return nil
	})
	var domain *core.Error
	switch {
	case errors.As(err, &domain):
		return nil, err
	case err != nil:
		return nil, core.InvalidField("file", err.Error())
	case idCol < 0:
		return nil, core.InvalidField("file", MsgSheetColumns)
	case len(problems) > 0:
		return nil, core.InvalidField("file", strings.Join(problems[:min(len(problems), 10)], " "))
	}
	return rows, nil
}
