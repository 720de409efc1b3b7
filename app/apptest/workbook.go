package apptest

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Workbook is a downloaded report workbook, read as a person reads it: the summary sheet's
// lines by their label, and each sheet's rows by their column titles.
type Workbook struct {
	t    testing.TB
	file *excelize.File
}

// ReadWorkbook opens an .xlsx file's bytes.
func ReadWorkbook(t testing.TB, b []byte) Workbook {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a workbook: %v", err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return Workbook{t: t, file: f}
}

// Sheets are the workbook's sheets, in order.
func (w Workbook) Sheets() []string { return w.file.GetSheetList() }

// SummaryLines are the summary sheet's labels and their raw values, in order; nil when the
// workbook has no summary sheet.
func (w Workbook) SummaryLines() [][2]string {
	rows := w.rows("Ringkasan")
	var out [][2]string
	for _, r := range rows[min(1, len(rows)):] {
		if len(r) == 0 || r[0] == "" {
			break // the top products' table follows an empty row
		}
		if len(r) < 2 {
			r = append(r, "")
		}
		out = append(out, [2]string{r[0], r[1]})
	}
	return out
}

// Figure is the number on the summary line with this label.
func (w Workbook) Figure(label string) *big.Rat {
	w.t.Helper()
	return Number(w.t, w.Line(label))
}

// Line is the raw value of the summary line with this label; the test fails without one.
func (w Workbook) Line(label string) string {
	w.t.Helper()
	for _, l := range w.SummaryLines() {
		if l[0] == label {
			return l[1]
		}
	}
	w.t.Fatalf("the summary has no line %q: %v", label, w.SummaryLines())
	return ""
}

// Rows are a sheet's rows below its header, each cell by its column's title (raw values).
func (w Workbook) Rows(sheet string) []map[string]string {
	rows := w.rows(sheet)
	if len(rows) == 0 {
		return nil
	}
	out := make([]map[string]string, 0, len(rows)-1)
	for _, r := range rows[1:] {
		row := map[string]string{}
		for i, title := range rows[0] {
			if i < len(r) {
				row[title] = r[i]
			}
		}
		out = append(out, row)
	}
	return out
}

func (w Workbook) rows(sheet string) [][]string {
	w.t.Helper()
	if idx, _ := w.file.GetSheetIndex(sheet); idx < 0 {
		return nil
	}
	rows, err := w.file.GetRows(sheet, excelize.Options{RawCellValue: true})
	if err != nil {
		w.t.Fatalf("sheet %s: %v", sheet, err)
	}
	return rows
}

// Number reads a cell's raw value as a number, exactly: a blank cell is 0.
func Number(t testing.TB, cell string) *big.Rat {
	t.Helper()
	n := new(big.Rat)
	if cell == "" {
		return n
	}
	if _, ok := n.SetString(cell); !ok {
		t.Fatalf("%q is not a number", cell)
	}
	return n
}
