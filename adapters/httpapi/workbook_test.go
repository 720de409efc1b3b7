package httpapi_test

import (
	"bytes"
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/konterhp/konter/app/apptest"
)

// workbookAt is the workbook a GET of url downloads.
func workbookAt(t *testing.T, h http.Handler, url, cookie string) *excelize.File {
	t.Helper()
	res := apptest.Do(t, h, "GET", url, nil, cookie, nil)
	f, err := excelize.OpenReader(bytes.NewReader(res.Body))
	if err != nil {
		t.Fatalf("%s: %d %v", url, res.Status, err)
	}
	return f
}

// summaryLine is the values of the summary's line labelled label, every outlet's first.
func summaryLine(t *testing.T, f *excelize.File, label string) []string {
	t.Helper()
	return labelled(t, f, "Ringkasan", label)
}

// labelled is the values of the row of a sheet whose first cell is label.
func labelled(t *testing.T, f *excelize.File, sheet, label string) []string {
	t.Helper()
	rows, _ := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	for _, r := range rows {
		if len(r) > 0 && r[0] == label {
			return r[1:]
		}
	}
	t.Fatalf("no %q in %s: %v", label, sheet, rows)
	return nil
}

// columnPerOutlet adds up the figures of a sheet's column titled title per outlet, the sheet's
// last column, which must be titled Outlet; "" is every row's.
func columnPerOutlet(t *testing.T, f *excelize.File, sheet, title string) map[string]int64 {
	t.Helper()
	rows, _ := f.GetRows(sheet, excelize.Options{RawCellValue: true})
	if len(rows) == 0 || rows[0][len(rows[0])-1] != "Outlet" {
		t.Fatalf("%s has no Outlet column: %v", sheet, rows)
	}
	at, last := slices.Index(rows[0], title), len(rows[0])-1
	if at < 0 {
		t.Fatalf("%s has no column %s: %v", sheet, title, rows[0])
	}
	sums := map[string]int64{}
	for _, r := range rows[1:] {
		var v int64
		if at < len(r) && r[at] != "" {
			var err error
			if v, err = strconv.ParseInt(r[at], 10, 64); err != nil {
				t.Fatalf("%s %s: %q", sheet, title, r[at])
			}
		}
		if last >= len(r) || r[last] == "" {
			t.Fatalf("%s: a row of no outlet: %v", sheet, r)
		}
		sums[r[last]] += v
		sums[""] += v
	}
	return sums
}
