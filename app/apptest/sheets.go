package apptest

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"io"
	"strconv"
	"strings"
	"testing"
)

// The parts of the smallest workbook excelize opens, but its sheet.
var workbookParts = map[string]string{
	"[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
		`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
		`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
		`<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
	"_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
	"xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
		`xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
	"xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
		`<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
}

// SheetBomb is a small .xlsx workbook whose one sheet has the header row and then the row
// given, times times: a few hundred kilobytes that unzip into as many rows and bytes as the
// sender likes. A cell is a number when it reads as one, inline text otherwise.
func SheetBomb(t testing.TB, header []string, row []string, times int) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	z.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) { return flate.NewWriter(w, flate.BestSpeed) })
	for _, name := range []string{"[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"} {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.WriteString(w, workbookParts[name])
	}
	w, err := z.Create("xl/worksheets/sheet1.xml")
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`)
	_, _ = io.WriteString(w, sheetRow(header))
	line := sheetRow(row)
	for range times {
		if _, err := io.WriteString(w, line); err != nil {
			t.Fatal(err)
		}
	}
	_, _ = io.WriteString(w, `</sheetData></worksheet>`)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func sheetRow(cells []string) string {
	var b strings.Builder
	b.WriteString("<row>")
	for _, c := range cells {
		if _, err := strconv.ParseInt(c, 10, 64); err == nil {
			b.WriteString(`<c><v>` + c + `</v></c>`)
			continue
		}
		b.WriteString(`<c t="inlineStr"><is><t>` + c + `</t></is></c>`)
	}
	b.WriteString("</row>")
	return b.String()
}
