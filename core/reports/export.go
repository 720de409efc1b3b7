package reports

import (
	"context"
	"fmt"
	"io"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

var saleColumns = []ports.Column{
	{Title: "No. Transaksi", Width: 22}, {Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17},
	{Title: "Pelanggan", Width: 22}, {Title: "Kasir", Width: 18}, {Title: "Metode", Width: 10}, {Title: "Barang", Width: 48},
	{Title: "Subtotal", Kind: ports.MoneyColumn, Width: 15}, {Title: "Diskon", Kind: ports.MoneyColumn, Width: 13},
	{Title: "Total", Kind: ports.MoneyColumn, Width: 15}, {Title: "Dibayar", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Sisa Saat Ini", Kind: ports.MoneyColumn, Width: 14}, {Title: "Modal", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Laba", Kind: ports.MoneyColumn, Width: 15},
}

var serviceColumns = []ports.Column{
	{Title: "No. Servis", Width: 12}, {Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17},
	{Title: "Pelanggan", Width: 22}, {Title: "Perangkat", Width: 22}, {Title: "Kerusakan", Width: 24}, {Title: "Status", Width: 14},
	{Title: "Sparepart", Width: 40}, {Title: "Biaya Jasa", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Sparepart (Rp)", Kind: ports.MoneyColumn, Width: 15}, {Title: "Total", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Dibayar", Kind: ports.MoneyColumn, Width: 15}, {Title: "Sisa Saat Ini", Kind: ports.MoneyColumn, Width: 14},
	{Title: "Modal", Kind: ports.MoneyColumn, Width: 15}, {Title: "Laba", Kind: ports.MoneyColumn, Width: 15},
}

func nameOr(s *string, fallback string) string {
	if s == nil || *s == "" {
		return fallback
	}
	return *s
}

func (r *Reports) saleRows(ctx context.Context, p core.Period) func(emit func([]any) error) error {
	return func(emit func([]any) error) error {
		return r.repo.EachSaleRow(ctx, p, func(s ports.SaleRow) error {
			return emit([]any{s.Number, s.At, nameOr(s.Customer, "Umum"), nameOr(s.Kasir, "-"), s.Method, s.Items,
				s.Subtotal, s.Discount, s.Total, s.Paid, s.Remaining, s.Cost, core.Profit(core.SumOf(s.Total), s.Cost)})
		})
	}
}

func (r *Reports) serviceRows(ctx context.Context, p core.Period) func(emit func([]any) error) error {
	return func(emit func([]any) error) error {
		return r.repo.EachServiceRow(ctx, p, func(s ports.ServiceExportRow) error {
			return emit([]any{fmt.Sprintf("SVC-%d", s.EntryID), s.At, s.Customer, s.Device, s.Damage, s.Status, s.Parts,
				s.Fee, s.PartsTotal, s.Total, s.Paid, s.Remaining, s.Cost, core.Profit(core.SumOf(s.Total), s.Cost)})
		})
	}
}

func periodLine(p core.Period) ports.SummaryLine {
	return ports.SummaryLine{Label: "Periode", Value: p.From + " s.d. " + p.To}
}

func salesLines(s core.SalesSummary) []ports.SummaryLine {
	return []ports.SummaryLine{
		{Label: "Jumlah transaksi", Value: s.Count}, {Label: "Barang terjual", Value: s.ItemsSold},
		{Label: "Subtotal", Value: s.Subtotal, Money: true}, {Label: "Diskon", Value: s.Discount, Money: true},
		{Label: "Total penjualan", Value: s.Total, Money: true}, {Label: "Modal barang", Value: s.Cost, Money: true},
		{Label: "Laba", Value: s.Profit, Money: true}, {Label: "Belum dibayar saat ini (sisa cicilan)", Value: s.Remaining, Money: true},
		{Label: "Retur (sudah dikurangi dari total, barang dan modal)", Value: s.Returns, Money: true},
	}
}

// methodLines are the money taken by each payment method, "Diterima lewat QRIS", then the
// part of it instalment payments brought, "Cicilan diterima lewat QRIS".
func methodLines(methods, collected []core.MethodSum) []ports.SummaryLine {
	var out []ports.SummaryLine
	for _, m := range methods {
		out = append(out, ports.SummaryLine{Label: "Diterima lewat " + m.Method.Name(), Value: m.Amount, Money: true})
	}
	for _, m := range collected {
		out = append(out, ports.SummaryLine{Label: "Cicilan diterima lewat " + m.Method.Name(), Value: m.Amount, Money: true})
	}
	return out
}

func serviceLines(s core.ServiceSummary) []ports.SummaryLine {
	return []ports.SummaryLine{
		{Label: "Jumlah servis", Value: s.Count}, {Label: "Biaya jasa", Value: s.Fees, Money: true},
		{Label: "Penjualan sparepart", Value: s.PartsRevenue, Money: true}, {Label: "Total servis", Value: s.Total, Money: true},
		{Label: "Modal sparepart", Value: s.PartsCost, Money: true}, {Label: "Laba", Value: s.Profit, Money: true},
		{Label: "Belum dibayar saat ini (sisa cicilan)", Value: s.Remaining, Money: true},
	}
}

// ExportSales writes the sales report of a period as a workbook.
func (r *Reports) ExportSales(ctx context.Context, p core.Period, w io.Writer) error {
	rep, err := r.Sales(ctx, p, core.PageRequest{PerPage: 1})
	if err != nil {
		return err
	}
	return r.sheet.Write(w, ports.Workbook{
		Sheets:  []ports.DataSheet{{Title: "Penjualan", Columns: saleColumns, Rows: r.saleRows(ctx, p)}},
		Summary: append(append([]ports.SummaryLine{periodLine(p)}, salesLines(rep.Summary)...), methodLines(rep.Methods, rep.Collected)...), Top: rep.Top, TopTitle: "5 Produk Terlaris",
	}, r.zone.Location(ctx))
}

// ExportService writes the service report of a period as a workbook.
func (r *Reports) ExportService(ctx context.Context, p core.Period, w io.Writer) error {
	rep, err := r.Service(ctx, p, core.PageRequest{PerPage: 1})
	if err != nil {
		return err
	}
	return r.sheet.Write(w, ports.Workbook{
		Sheets:  []ports.DataSheet{{Title: "Servis", Columns: serviceColumns, Rows: r.serviceRows(ctx, p)}},
		Summary: append(append([]ports.SummaryLine{periodLine(p)}, serviceLines(rep.Summary)...), methodLines(rep.Methods, rep.Collected)...), Top: rep.Top, TopTitle: "5 Sparepart Terbanyak",
	}, r.zone.Location(ctx))
}

// ExportDaily writes one day's sales and repairs, each on a sheet, with both summaries.
func (r *Reports) ExportDaily(ctx context.Context, p core.Period, w io.Writer) error {
	rep, err := r.Daily(ctx, p, core.PageRequest{PerPage: 1})
	if err != nil {
		return err
	}
	summary := []ports.SummaryLine{periodLine(p), {Label: "Pendapatan hari ini", Value: rep.Revenue, Money: true}, {Label: "Laba hari ini", Value: rep.Profit, Money: true}}
	summary = append(summary, salesLines(rep.Sales.Summary)...)
	summary = append(summary, serviceLines(rep.Service.Summary)...)
	summary = append(summary, methodLines(rep.Methods, rep.Collected)...)
	return r.sheet.Write(w, ports.Workbook{
		Sheets: []ports.DataSheet{
			{Title: "Penjualan", Columns: saleColumns, Rows: r.saleRows(ctx, p)},
			{Title: "Servis", Columns: serviceColumns, Rows: r.serviceRows(ctx, p)},
		},
		Summary: summary, Top: rep.Sales.Top, TopTitle: "5 Produk Terlaris",
	}, r.zone.Location(ctx))
}
