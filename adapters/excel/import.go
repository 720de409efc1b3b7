package excel

import (
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
)

// Reader implements ports.TableReader: the first sheet of an .xlsx workbook with excelize's
// row iterator, or a .csv file with encoding/csv.
type Reader struct{}

// maxImportBytes bounds the file read into memory (an .xlsx is unzipped by excelize).
const maxImportBytes = 64 << 20

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
	f, err := excelize.OpenReader(io.LimitReader(r, maxImportBytes))
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

func readCSV(r io.Reader, row func(int, []string) error) error {
	data, err := io.ReadAll(io.LimitReader(r, maxImportBytes+1))
	if err != nil {
		return err
	}
	if len(data) > maxImportBytes {
		return errors.New("file terlalu besar (lebih dari 64 MB)")
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
	for {
		cells, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return unreadable{"csv", err}
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
