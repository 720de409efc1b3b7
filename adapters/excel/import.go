package excel

import (
	"archive/zip"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"

	"github.com/konterhp/konter/core"
)

// Reader implements ports.TableReader within core.SheetUpload's bounds: the first sheet of an
// .xlsx workbook with excelize's row iterator, once the workbook's directory says it unzips
// within the bound, or a .csv file with encoding/csv; either stops at the first row past the
// bound.
type Reader struct{}

var (
	errTooLarge    = core.InvalidField("file", core.MsgSheetTooLarge)
	errTooManyRows = core.InvalidField("file", core.MsgSheetTooManyRows)
	// maxLines is the most rows a sheet may have: the header and the bound's rows below it.
	maxLines = 1 + core.SheetUpload.MaxRows
)

// readBounded reads the whole file, refusing one larger than a sheet may hold unzipped.
func readBounded(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, int64(core.SheetUpload.MaxUnzippedBytes)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > core.SheetUpload.MaxUnzippedBytes {
		return nil, errTooLarge
	}
	return data, nil
}

func (Reader) ReadTable(r io.Reader, format string, row func(line int, cells []string) error) error {
	switch strings.ToLower(strings.TrimPrefix(format, ".")) {
	case "xlsx", "xlsm":
		return readXLSX(r, row)
	case "csv", "txt":
		return readCSV(r, row)
	}
	return fmt.Errorf("format %q tidak didukung: pakai .xlsx atau .csv", format)
}

// unreadable is a file that is not the table it claims to be. Its message is for the person
// who sent it; the reader's own words stay with the error (errors.Unwrap), for a log.
type unreadable struct {
	format string
	cause  error
}

func (e unreadable) Error() string {
	return fmt.Sprintf("File .%s tidak bisa dibaca. Simpan lagi dari Excel sebagai .xlsx atau .csv, lalu unggah ulang.", e.format)
}

func (e unreadable) Unwrap() error { return e.cause }

func blank(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func readXLSX(r io.Reader, row func(int, []string) error) error {
	data, err := readBounded(r)
	if err != nil {
		return err
	}
	if err := checkUnzipped(data); err != nil {
		return err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		return unreadable{"xlsx", err}
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return errors.New("file .xlsx tidak berisi sheet")
	}
	rows, err := f.Rows(sheets[0])
	if err != nil {
		return unreadable{"xlsx", err}
	}
	defer rows.Close()
	line := 0
	for rows.Next() {
		line++
		if line > maxLines {
			return errTooManyRows
		}
		// Raw values: 1500000 rather than "Rp 1.500.000", a date as its day number.
		cells, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return unreadable{"xlsx", fmt.Errorf("baris %d: %w", line, err)}
		}
		if blank(cells) {
			continue
		}
		if err := row(line, cells); err != nil {
			return err
		}
	}
	if err := rows.Error(); err != nil {
		return unreadable{"xlsx", err}
	}
	return nil
}

// checkUnzipped refuses a workbook whose directory says it unzips past the bound. The
// directory cannot understate it: archive/zip, which excelize reads with, refuses an entry
// that unzips past the size its directory states.
func checkUnzipped(data []byte) error {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return unreadable{"xlsx", err}
	}
	left := uint64(core.SheetUpload.MaxUnzippedBytes)
	for _, f := range z.File {
		if f.UncompressedSize64 > left {
			return errTooLarge
		}
		left -= f.UncompressedSize64
	}
	return nil
}

func readCSV(r io.Reader, row func(int, []string) error) error {
	data, err := readBounded(r)
	if err != nil {
		return err
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}), bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		// Excel's "Unicode text" is UTF-16 behind a byte-order mark.
		if data, err = unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewDecoder().Bytes(data); err != nil {
			return err
		}
	case !utf8.Valid(data):
		// Excel on Windows saves CSV in the Windows code page.
		if data, err = charmap.Windows1252.NewDecoder().Bytes(data); err != nil {
			return err
		}
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return errors.New("file .csv memuat karakter NUL: simpan ulang sebagai CSV UTF-8")
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = delimiter(data)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true
	for records := 1; ; records++ {
		cells, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return unreadable{"csv", err}
		}
		if records > maxLines {
			return errTooManyRows
		}
		line, _ := cr.FieldPos(0)
		if blank(cells) {
			continue
		}
		if err := row(line, cells); err != nil {
			return err
		}
	}
}

// delimiter guesses the separator from the header line: Excel in an Indonesian locale
// writes ';' because ',' is the decimal separator there.
func delimiter(data []byte) rune {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	best, count := ',', bytes.Count(first, []byte(","))
	for _, d := range []rune{';', '\t'} {
		if n := bytes.Count(first, []byte(string(d))); n > count {
			best, count = d, n
		}
	}
	return best
}
