package excel_test

import (
	"io"
	"runtime"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/excel"
	"github.com/konterhp/konter/ports"
)

// BenchmarkExport100kRows writes a sales workbook of 100,000 rows; the budget is 10 s, with
// memory that stays flat (excelize's StreamWriter spills rows to a temporary file), measured
// as the live heap while the rows are written.
func BenchmarkExport100kRows(b *testing.B) {
	const rows = 100_000
	at := time.Date(2026, 11, 1, 9, 30, 0, 0, time.UTC)
	for b.Loop() {
		var peak uint64
		sheet := ports.DataSheet{
			Title: "Penjualan",
			Columns: []ports.Column{
				{Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17}, {Title: "No. Transaksi", Kind: ports.TextColumn, Width: 24},
				{Title: "Pelanggan", Kind: ports.TextColumn, Width: 24}, {Title: "Barang", Kind: ports.TextColumn, Width: 48},
				{Title: "Jumlah", Kind: ports.NumberColumn, Width: 8}, {Title: "Total", Kind: ports.MoneyColumn, Width: 16},
			},
			Rows: func(emit func([]any) error) error {
				for i := range rows {
					if err := emit([]any{at.Add(time.Duration(i) * time.Minute), "TRX-20261101-000001", "Budi Santoso",
						"Tempered Glass Samsung A15 ×2, Kabel Data Type-C ×1", int64(3), int64(125_000 + i)}); err != nil {
						return err
					}
					if i%20_000 == 0 {
						var m runtime.MemStats
						runtime.GC()
						runtime.ReadMemStats(&m)
						peak = max(peak, m.HeapAlloc)
					}
				}
				return nil
			},
		}
		t0 := time.Now()
		if err := (excel.Writer{}).Write(io.Discard, ports.Workbook{Sheets: []ports.DataSheet{sheet}}, time.UTC); err != nil {
			b.Fatal(err)
		}
		took := time.Since(t0)
		b.ReportMetric(took.Seconds(), "s/export")
		b.ReportMetric(float64(peak)/(1<<20), "heap-MiB")
		if took > 10*time.Second {
			b.Errorf("100,000 rows exported in %v, over the 10 s budget", took)
		}
		if peak > 64<<20 {
			b.Errorf("the heap reached %d MiB while writing rows: the export is not streaming", peak>>20)
		}
	}
}
