package excel

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Whatever file a shop imports as CSV, the reader never panics and hands on only text both
// databases store: valid UTF-8 without NUL.
func FuzzReadCSV(f *testing.F) {
	for _, seed := range []string{
		"nama,harga\nKabel,15000\n", "nama;harga\n\"Kabel; data\";\"1.500\"\n", "\ufeffnama\tharga\nA\t1\n",
		"nama,harga\nCaf\xe9,1\n", "\"unclosed\n", "a,\"b\"\"c\",d\r\n", "n\x00a\x00m\x00a\x00\n", "\xff\xfen\x00a\x00", ",,,\n\n\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = Reader{}.ReadTable(strings.NewReader(string(data)), "csv", func(line int, cells []string) error {
			for _, c := range cells {
				if !utf8.ValidString(c) || strings.ContainsRune(c, 0) {
					t.Fatalf("line %d hands on %q", line, c)
				}
			}
			return nil
		})
	})
}
