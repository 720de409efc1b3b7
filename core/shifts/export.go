package shifts

import (
	"context"
	"io"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

var shiftColumns = []ports.Column{
	{Title: "Kasir", Kind: ports.TextColumn, Width: 22},
	{Title: "Dibuka", Kind: ports.DateTimeColumn, Width: 18},
	{Title: "Ditutup", Kind: ports.DateTimeColumn, Width: 18},
	{Title: "Modal Awal", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Tunai Diterima", Kind: ports.MoneyColumn, Width: 16},
	{Title: core.MethodQRIS.Name(), Kind: ports.MoneyColumn, Width: 14},
	{Title: core.MethodTransfer.Name(), Kind: ports.MoneyColumn, Width: 14},
	{Title: core.MethodDebit.Name(), Kind: ports.MoneyColumn, Width: 14},
	{Title: core.MethodEWallet.Name(), Kind: ports.MoneyColumn, Width: 14},
	{Title: "Kas Masuk", Kind: ports.MoneyColumn, Width: 14},
	{Title: "Kas Keluar", Kind: ports.MoneyColumn, Width: 14},
	{Title: "Pengembalian Dana", Kind: ports.MoneyColumn, Width: 18},
	{Title: "Pembatalan", Kind: ports.NumberColumn, Width: 12},
	{Title: "Jumlah Transaksi", Kind: ports.NumberColumn, Width: 16},
	{Title: "Kas Seharusnya", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Kas Dihitung", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Selisih", Kind: ports.MoneyColumn, Width: 14},
	{Title: "Catatan", Kind: ports.TextColumn, Width: 30},
}

// Export writes the shifts opened in a period as a workbook, one row per shift: the Z reports.
func (s *Shifts) Export(ctx context.Context, p core.Period, w io.Writer) error {
	reports, err := s.Between(ctx, p.Start, p.End)
	if err != nil {
		return err
	}
	var expected, counted, difference core.Sum
	for _, r := range reports {
		expected = expected.Plus(r.Expected)
		if r.CountedCash != nil {
			counted = counted.Plus(core.SumOf(*r.CountedCash))
			difference = difference.Plus(*r.Difference)
		}
	}
	return s.sheet.Write(w, ports.Workbook{
		Sheets: []ports.DataSheet{{Title: "Shift Kasir", Columns: shiftColumns, Rows: func(emit func([]any) error) error {
			for _, r := range reports {
				if err := emit(r.row()); err != nil {
					return err
				}
			}
			return nil
		}}},
		Summary: []ports.SummaryLine{
			{Label: "Periode", Value: p.From + " s.d. " + p.To},
			{Label: "Jumlah shift", Value: len(reports)},
			{Label: "Kas seharusnya", Value: expected, Money: true},
			{Label: "Kas dihitung", Value: counted, Money: true},
			{Label: "Selisih", Value: difference, Money: true},
		},
	}, s.zone.Location(ctx))
}

// row is a shift's line of the export.
func (r Report) row() []any {
	method := func(m core.PaymentMethod) core.Sum {
		for _, t := range r.PerMethod {
			if t.Method == m {
				return t.Amount
			}
		}
		return core.Sum{}
	}
	var closed, counted, difference, note any
	if r.ClosedAt != nil {
		closed = *r.ClosedAt
	}
	if r.CountedCash != nil {
		counted, difference = *r.CountedCash, *r.Difference
	}
	if r.CloseNote != nil {
		note = *r.CloseNote
	}
	return []any{r.KasirName, r.OpenedAt, closed, r.OpeningCash, r.CashTaken,
		method(core.MethodQRIS), method(core.MethodTransfer), method(core.MethodDebit), method(core.MethodEWallet),
		r.CashIn, r.CashOut, r.Refunds, r.Voids, r.Documents, r.Expected, counted, difference, note}
}
