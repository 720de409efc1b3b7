// Package excel writes Konter's report workbooks with excelize, streaming the rows so a
// large export keeps memory flat.
package excel

import (
	"fmt"
	"io"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

const (
	summarySheet = "Ringkasan"
	rupiahFormat = `"Rp "#,##0;-"Rp "#,##0`
	dateFormat   = "dd/mm/yy hh:mm"
)

// Writer implements ports.SpreadsheetWriter.
type Writer struct{}

type styles struct {
	header, money, date, number, bold int
}

func newStyles(f *excelize.File) (styles, error) {
	var s styles
	rupiah, date := rupiahFormat, dateFormat
	var err error
	add := func(st *excelize.Style) int {
		if err != nil {
			return 0
		}
		var id int
		id, err = f.NewStyle(st)
		return id
	}
	s.header = add(&excelize.Style{Font: &excelize.Font{Bold: true, Color: "FFFFFF"},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"1D4ED8"}}, Alignment: &excelize.Alignment{Vertical: "center"}})
	s.money = add(&excelize.Style{CustomNumFmt: &rupiah})
	s.date = add(&excelize.Style{CustomNumFmt: &date})
	s.number = add(&excelize.Style{NumFmt: 3})
	s.bold = add(&excelize.Style{Font: &excelize.Font{Bold: true}})
	return s, err
}

func (Writer) Write(w io.Writer, b ports.Workbook, loc *time.Location) error {
	f := excelize.NewFile()
	defer f.Close()
	st, err := newStyles(f)
	if err != nil {
		return err
	}
	// A workbook without a summary (a count sheet to fill in and import back) starts with its rows.
	summary := len(b.Summary) > 0 || len(b.Top) > 0 || len(b.Sheets) == 0
	if summary {
		if err := f.SetSheetName("Sheet1", summarySheet); err != nil {
			return err
		}
		if err := writeSummary(f, st, b); err != nil {
			return err
		}
	}
	for _, sheet := range b.Sheets {
		if err := writeRows(f, st, sheet, loc); err != nil {
			return fmt.Errorf("sheet %s: %w", sheet.Title, err)
		}
	}
	if !summary {
		if err := f.DeleteSheet("Sheet1"); err != nil {
			return err
		}
	}
	f.SetActiveSheet(0)
	return f.Write(w)
}

func writeSummary(f *excelize.File, st styles, b ports.Workbook) error {
	set := func(cell string, v any, style int) error {
		if err := f.SetCellValue(summarySheet, cell, number(v)); err != nil {
			return err
		}
		if style != 0 {
			return f.SetCellStyle(summarySheet, cell, cell, style)
		}
		return nil
	}
	if err := set("A1", "Ringkasan", st.bold); err != nil {
		return err
	}
	if err := writeOutletHeads(b.Outlets, func(cell, name string) error { return set(cell, name, st.header) }); err != nil {
		return err
	}
	row := 2
	for _, line := range b.Summary {
		style := 0
		if line.Money {
			style = st.money
		}
		if err := set(fmt.Sprintf("A%d", row), line.Label, 0); err != nil {
			return err
		}
		for i, v := range append([]any{line.Value}, line.PerOutlet...) {
			cell, _ := excelize.CoordinatesToCellName(i+2, row)
			if err := set(cell, v, style); err != nil {
				return err
			}
		}
		row++
	}
	if len(b.Top) > 0 {
		row++
		if err := set(fmt.Sprintf("A%d", row), b.TopTitle, st.bold); err != nil {
			return err
		}
		row++
		for i, h := range []string{"Produk", "Jumlah", "Pendapatan"} {
			cell, _ := excelize.CoordinatesToCellName(i+1, row)
			if err := set(cell, h, st.header); err != nil {
				return err
			}
		}
		for _, t := range b.Top {
			row++
			if err := set(fmt.Sprintf("A%d", row), t.Name, 0); err != nil {
				return err
			}
			if err := set(fmt.Sprintf("B%d", row), t.Quantity, st.number); err != nil {
				return err
			}
			if err := set(fmt.Sprintf("C%d", row), t.Revenue, st.money); err != nil {
				return err
			}
		}
	}
	if err := f.SetColWidth(summarySheet, "A", "A", 34); err != nil {
		return err
	}
	last, _ := excelize.ColumnNumberToName(max(3, len(b.Outlets)+2))
	return f.SetColWidth(summarySheet, "B", last, 20)
}

// writeOutletHeads heads the summary's value columns, every outlet's then each outlet's, when
// the summary has a column per outlet.
func writeOutletHeads(outlets []string, set func(cell, name string) error) error {
	if len(outlets) == 0 {
		return nil
	}
	for i, name := range append([]string{"Semua outlet"}, outlets...) {
		cell, _ := excelize.CoordinatesToCellName(i+2, 1)
		if err := set(cell, name); err != nil {
			return err
		}
	}
	return nil
}

func writeRows(f *excelize.File, st styles, sheet ports.DataSheet, loc *time.Location) error {
	if _, err := f.NewSheet(sheet.Title); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(sheet.Title)
	if err != nil {
		return err
	}
	for i, c := range sheet.Columns {
		if err := sw.SetColWidth(i+1, i+1, c.Width); err != nil {
			return err
		}
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	header := make([]any, len(sheet.Columns))
	for i, c := range sheet.Columns {
		header[i] = excelize.Cell{StyleID: st.header, Value: c.Title}
	}
	if err := sw.SetRow("A1", header); err != nil {
		return err
	}
	row := 1
	err = sheet.Rows(func(cells []any) error {
		row++
		out := make([]any, len(cells))
		for i, v := range cells {
			out[i] = styled(st, sheet.Columns[i].Kind, v, loc)
		}
		cell, _ := excelize.CoordinatesToCellName(1, row)
		return sw.SetRow(cell, out)
	})
	if err != nil {
		return err
	}
	return sw.Flush()
}

// number gives a report's sum to the cell as what Excel holds, a float (exact up to 2^53).
func number(v any) any {
	if s, ok := v.(core.Sum); ok {
		return s.Float64()
	}
	return v
}

func styled(st styles, kind ports.ColumnKind, v any, loc *time.Location) any {
	v = number(v)
	switch kind {
	case ports.MoneyColumn:
		return excelize.Cell{StyleID: st.money, Value: v}
	case ports.NumberColumn:
		return excelize.Cell{StyleID: st.number, Value: v}
	case ports.DateTimeColumn:
		if t, ok := v.(time.Time); ok {
			// Excel has no time zones: write the shop's wall-clock time.
			l := t.In(loc)
			v = time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), 0, time.UTC)
		}
		return excelize.Cell{StyleID: st.date, Value: v}
	}
	return v
}
