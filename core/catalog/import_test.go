package catalog

import "testing"

func TestParseWholeReadsHowShopsWriteNumbers(t *testing.T) {
	for in, want := range map[string]int64{
		"1500000": 1_500_000, "1.500.000": 1_500_000, "1,500,000": 1_500_000, "Rp 1.500.000": 1_500_000,
		"Rp1.500.000,00": 1_500_000, "rp. 25.000": 25_000, "1.000": 1000, "10.00": 10, "1500000.0": 1_500_000,
		"1.5E+6": 1_500_000, " 7 ": 7, "-3": -3, "0": 0,
	} {
		if got, ok := ParseWhole(in); !ok || got != want {
			t.Errorf("ParseWhole(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "lima", "1.5", "12,50", "1.2345", "1,5E-3", "Rp", "10-2"} {
		if got, ok := ParseWhole(bad); ok {
			t.Errorf("ParseWhole(%q) = %d: accepted", bad, got)
		}
	}
}

func TestHeaderNames(t *testing.T) {
	for in, want := range map[string]string{
		"barcode": "barcode", " Buy Price ": "buy_price", "\ufeffbarcode": "barcode", "Harga Beli": "buy_price",
		"harga-ecer": "retail_price", "STOK": "stock", "Tanggal Masuk": "entry_date", "Batas Stok": "low_stock_threshold",
	} {
		if got := HeaderName(in); got != want {
			t.Errorf("HeaderName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestImportDates(t *testing.T) {
	for in, want := range map[string]string{
		"2026-11-22": "2026-11-22", "22/11/2026": "2026-11-22", "1/2/2026": "2026-02-01", "22-11-2026": "2026-11-22",
		"46348": "2026-11-22", // a spreadsheet's day number
	} {
		if got, ok := importDate(in); !ok || got != want {
			t.Errorf("importDate(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"31/02/2026", "2026-13-01", "kemarin", "11/22"} {
		if got, ok := importDate(bad); ok {
			t.Errorf("importDate(%q) = %q: accepted", bad, got)
		}
	}
}
