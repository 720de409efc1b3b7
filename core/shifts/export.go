package shifts

import (
	"context"
	"io"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/ports"
)

// shiftColumns are the export's columns; the summary adds up each one with a total's label.
var shiftColumns = []struct {
	ports.Column
	total string
}{
	{ports.Column{Title: "Kasir", Kind: ports.TextColumn, Width: 22}, ""},
	{ports.Column{Title: "Dibuka", Kind: ports.DateTimeColumn, Width: 18}, ""},
	{ports.Column{Title: "Ditutup", Kind: ports.DateTimeColumn, Width: 18}, ""},
	{ports.Column{Title: "Modal Awal", Kind: ports.MoneyColumn, Width: 16}, "Modal awal"},
	{ports.Column{Title: "Tunai Diterima", Kind: ports.MoneyColumn, Width: 16}, "Tunai diterima"},
	{ports.Column{Title: core.MethodQRIS.Name(), Kind: ports.MoneyColumn, Width: 14}, "Diterima lewat " + core.MethodQRIS.Name()},
	{ports.Column{Title: core.MethodTransfer.Name(), Kind: ports.MoneyColumn, Width: 14}, "Diterima lewat " + core.MethodTransfer.Name()},
	{ports.Column{Title: core.MethodDebit.Name(), Kind: ports.MoneyColumn, Width: 14}, "Diterima lewat " + core.MethodDebit.Name()},
	{ports.Column{Title: core.MethodEWallet.Name(), Kind: ports.MoneyColumn, Width: 14}, "Diterima lewat " + core.MethodEWallet.Name()},
	{ports.Column{Title: "Kas Masuk", Kind: ports.MoneyColumn, Width: 14}, "Kas masuk"},
	{ports.Column{Title: "Kas Keluar", Kind: ports.MoneyColumn, Width: 14}, "Kas keluar"},
	{ports.Column{Title: "Pengembalian Dana", Kind: ports.MoneyColumn, Width: 18}, "Pengembalian dana"},
	{ports.Column{Title: "Pembatalan", Kind: ports.NumberColumn, Width: 12}, "Pembatalan"},
	{ports.Column{Title: "Jumlah Transaksi", Kind: ports.NumberColumn, Width: 16}, "Jumlah transaksi"},
	{ports.Column{Title: "Kas Seharusnya", Kind: ports.MoneyColumn, Width: 16}, "Kas seharusnya"},
	{ports.Column{Title: "Kas Dihitung", Kind: ports.MoneyColumn, Width: 16}, "Kas dihitung"},
	{ports.Column{Title: "Selisih", Kind: ports.MoneyColumn, Width: 14}, "Selisih"},
	{ports.Column{Title: "Catatan", Kind: ports.TextColumn, Width: 30}, ""},
}

// Export writes the shifts opened in a period as a workbook, one row per shift (the Z
// reports; in a shop of several outlets, with its outlet), and on the summary the total of
// each column of money and counts.
func (s *Shifts) Export(ctx context.Context, p core.Period, w io.Writer) error {
	reports, err := s.Between(ctx, p.Start, p.End)
	if err != nil {
		return err
	}
	names, err := outlets.SheetNames(ctx, s.outlets)
	if err != nil {
		return err
	}
	columns := make([]ports.Column, len(shiftColumns))
	totals := make([]core.Sum, len(shiftColumns))
	for _, r := range reports {
		for i, cell := range r.row() {
			totals[i] = totals[i].Plus(figure(cell))
		}
	}
	summary := []ports.SummaryLine{{Label: "Periode", Value: p.From + " s.d. " + p.To}, {Label: "Jumlah shift", Value: len(reports)}}
	for i, c := range shiftColumns {
		columns[i] = c.Column
		if c.total != "" {
			summary = append(summary, ports.SummaryLine{Label: c.total, Value: totals[i], Money: c.Kind == ports.MoneyColumn})
		}
	}
	return s.sheet.Write(w, ports.Workbook{
		Sheets: []ports.DataSheet{names.Sheet("Shift Kasir", columns, func(emit func(int64, []any) error) error {
			for _, r := range reports {
				if err := emit(r.OutletID, r.row()); err != nil {
					return err
				}
			}
			return nil
		})},
		Summary: summary,
	}, s.zone.Location(ctx))
}

// figure is a cell of a shift's row as a figure to add up; text and times add nothing.
func figure(cell any) core.Sum {
	switch v := cell.(type) {
	case core.Sum:
		return v
	case int64:
		return core.SumOf(v)
	}
	return core.Sum{}
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
