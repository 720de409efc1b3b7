package reports

import (
	"context"
	"fmt"
	"io"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/ports"
)

// The sales sheet lists the period's sales and, below, its returns as rows below zero: its
// Jumlah Barang, Total, Modal and Laba add up to the summary. Diretur, Dibayar and Sisa Saat
// Ini are a sale's now: Diretur + Dibayar + Sisa = Total.
var saleColumns = []ports.Column{
	{Title: "No. Transaksi", Width: 22}, {Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17}, {Title: "Jenis", Width: 11},
	{Title: "Pelanggan", Width: 22}, {Title: "Kasir", Width: 18}, {Title: "Metode", Width: 16}, {Title: "Barang", Width: 48},
	{Title: "Jumlah Barang", Kind: ports.NumberColumn, Width: 9},
	{Title: "Subtotal", Kind: ports.MoneyColumn, Width: 15}, {Title: "Diskon", Kind: ports.MoneyColumn, Width: 13},
	{Title: "Total", Kind: ports.MoneyColumn, Width: 15}, {Title: "Modal", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Laba", Kind: ports.MoneyColumn, Width: 15}, {Title: "Diretur", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Dibayar", Kind: ports.MoneyColumn, Width: 15}, {Title: "Sisa Saat Ini", Kind: ports.MoneyColumn, Width: 14},
}

var serviceColumns = []ports.Column{
	{Title: "No. Servis", Width: 12}, {Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17},
	{Title: "Pelanggan", Width: 22}, {Title: "Perangkat", Width: 22}, {Title: "Kerusakan", Width: 24}, {Title: "Status", Width: 14},
	{Title: "Sparepart", Width: 40}, {Title: "Biaya Jasa", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Sparepart (Rp)", Kind: ports.MoneyColumn, Width: 15}, {Title: "Total", Kind: ports.MoneyColumn, Width: 15},
	{Title: "Dibayar", Kind: ports.MoneyColumn, Width: 15}, {Title: "Sisa Saat Ini", Kind: ports.MoneyColumn, Width: 14},
	{Title: "Modal", Kind: ports.MoneyColumn, Width: 15}, {Title: "Laba", Kind: ports.MoneyColumn, Width: 15},
}

// The payments sheet is every rupiah the period moved, by document: taken at the till,
// towards instalments, paid back by returns and voids. Its Jumlah adds up, by method, to the
// summary's "Diterima lewat …".
var paymentColumns = []ports.Column{
	{Title: "Tanggal", Kind: ports.DateTimeColumn, Width: 17}, {Title: "Jenis", Width: 22}, {Title: "No. Dokumen", Width: 22},
	{Title: "Kasir", Width: 18}, {Title: "Metode", Width: 14}, {Title: "Referensi", Width: 20},
	{Title: "Jumlah", Kind: ports.MoneyColumn, Width: 15},
}

func nameOr(s *string, fallback string) string {
	if s == nil || *s == "" {
		return fallback
	}
	return *s
}

func (r *Reports) saleRows(ctx context.Context, p core.Period) outlets.Rows {
	return func(emit func(int64, []any) error) error {
		err := r.repo.EachSaleRow(ctx, p, func(s ports.SaleRow) error {
			return emit(s.Outlet, []any{s.Number, s.At, "Penjualan", nameOr(s.Customer, "Umum"), nameOr(s.Kasir, "-"), s.PaidWith.Text(s.Method == core.PayInstallment), s.Items, s.Quantity,
				s.Subtotal, s.Discount, s.Total, s.Cost, core.Profit(core.SumOf(s.Total), s.Cost), s.Returned, s.Paid, s.Remaining})
		})
		if err != nil {
			return err
		}
		return r.repo.EachReturnRow(ctx, p, func(t ports.ReturnRow) error {
			value, cost := core.SumOf(0).Minus(core.SumOf(t.Value)), core.SumOf(0).Minus(t.Cost)
			return emit(t.Outlet, []any{t.Number, t.At, "Retur", nameOr(t.Customer, "Umum"), nameOr(t.Admin, "-"), core.PaymentMethod(t.RefundMethod).Name(),
				"Retur " + t.SaleNumber + ": " + t.Items, core.SumOf(0).Minus(t.Quantity), nil, nil, value, cost, core.Profit(value, cost), nil, nil, nil})
		})
	}
}

func (r *Reports) serviceRows(ctx context.Context, p core.Period) outlets.Rows {
	return func(emit func(int64, []any) error) error {
		return r.repo.EachServiceRow(ctx, p, func(s ports.ServiceExportRow) error {
			return emit(s.Outlet, []any{fmt.Sprintf("SVC-%d", s.EntryID), s.At, s.Customer, s.Device, s.Damage, s.Status, s.Parts,
				s.Fee, s.PartsTotal, s.Total, s.Paid, s.Remaining, s.Cost, core.Profit(core.SumOf(s.Total), s.Cost)})
		})
	}
}

func (r *Reports) paymentRows(ctx context.Context, p core.Period, m core.Money) outlets.Rows {
	return func(emit func(int64, []any) error) error {
		return r.repo.EachPaymentRow(ctx, p, m, func(row ports.PaymentRow) error {
			return emit(row.OutletID, []any{row.CreatedAt, row.DocumentName(), row.Number, nameOr(row.Kasir, "-"), row.Method.Name(),
				nameOr(row.Reference, ""), row.Kept()})
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
		{Label: "Modal sparepart", Value: s.PartsCost, Money: true}, {Label: "Laba servis", Value: s.Profit, Money: true},
		{Label: "Belum dibayar saat ini (sisa cicilan servis)", Value: s.Remaining, Money: true},
	}
}

// ExportSales writes the sales report of a period as a workbook: its sales and returns, and
// the payments of both and of their instalments.
func (r *Reports) ExportSales(ctx context.Context, p core.Period, w io.Writer) error {
	var rep SalesReport
	summary := func(p core.Period) (lines []ports.SummaryLine, err error) {
		rep, err = r.Sales(ctx, p, core.PageRequest{PerPage: 1})
		return append(append([]ports.SummaryLine{periodLine(p)}, salesLines(rep.Summary)...), methodLines(rep.Methods, rep.Collected)...), err
	}
	book, names, err := r.summarize(ctx, p, summary)
	if err != nil {
		return err
	}
	book.Sheets = []ports.DataSheet{
		names.Sheet("Penjualan", saleColumns, r.saleRows(ctx, p)),
		names.Sheet("Pembayaran", paymentColumns, r.paymentRows(ctx, p, core.SaleMoney)),
	}
	book.Top, book.TopTitle = rep.Top, "5 Produk Terlaris"
	return r.sheet.Write(w, book, r.zone.Location(ctx))
}

// ExportService writes the service report of a period as a workbook: its repair bills, and
// their payments and their instalments'.
func (r *Reports) ExportService(ctx context.Context, p core.Period, w io.Writer) error {
	var rep ServiceReport
	summary := func(p core.Period) (lines []ports.SummaryLine, err error) {
		rep, err = r.Service(ctx, p, core.PageRequest{PerPage: 1})
		return append(append([]ports.SummaryLine{periodLine(p)}, serviceLines(rep.Summary)...), methodLines(rep.Methods, rep.Collected)...), err
	}
	book, names, err := r.summarize(ctx, p, summary)
	if err != nil {
		return err
	}
	book.Sheets = []ports.DataSheet{
		names.Sheet("Servis", serviceColumns, r.serviceRows(ctx, p)),
		names.Sheet("Pembayaran", paymentColumns, r.paymentRows(ctx, p, core.ServiceMoney)),
	}
	book.Top, book.TopTitle = rep.Top, "5 Sparepart Terbanyak"
	return r.sheet.Write(w, book, r.zone.Location(ctx))
}

// ExportDaily writes one day's sales and returns, its repair bills and every payment, each on
// a sheet, with both summaries.
func (r *Reports) ExportDaily(ctx context.Context, p core.Period, w io.Writer) error {
	var rep DailyReport
	summary := func(p core.Period) (lines []ports.SummaryLine, err error) {
		rep, err = r.Daily(ctx, p, core.PageRequest{PerPage: 1})
		lines = []ports.SummaryLine{periodLine(p), {Label: "Pendapatan hari ini", Value: rep.Revenue, Money: true}, {Label: "Laba hari ini", Value: rep.Profit, Money: true}}
		lines = append(lines, salesLines(rep.Sales.Summary)...)
		lines = append(lines, serviceLines(rep.Service.Summary)...)
		return append(lines, methodLines(rep.Methods, rep.Collected)...), err
	}
	book, names, err := r.summarize(ctx, p, summary)
	if err != nil {
		return err
	}
	book.Sheets = []ports.DataSheet{
		names.Sheet("Penjualan", saleColumns, r.saleRows(ctx, p)),
		names.Sheet("Servis", serviceColumns, r.serviceRows(ctx, p)),
		names.Sheet("Pembayaran", paymentColumns, r.paymentRows(ctx, p, core.AllMoney)),
	}
	book.Top, book.TopTitle = rep.Sales.Top, "5 Produk Terlaris"
	return r.sheet.Write(w, book, r.zone.Location(ctx))
}

// summarize is a workbook's summary of the period: summary's lines, and in a report of every
// outlet of a shop of several, each line's value at each outlet (a method an outlet took
// nothing by is Rp 0 there), in a column of its own. summary is called last for the period
// itself. names are a chain's outlets, for its sheets' outlet column; nil in a shop of one.
func (r *Reports) summarize(ctx context.Context, p core.Period, summary func(core.Period) ([]ports.SummaryLine, error)) (ports.Workbook, outlets.Names, error) {
	var book ports.Workbook
	page, err := r.outlets.List(ctx, core.PageRequest{PerPage: core.MaxPerPage})
	if err != nil {
		return book, nil, err
	}
	var names outlets.Names
	if len(page.Items) > 1 {
		names = outlets.Names{}
	}
	var each []map[string]any
	for _, o := range page.Items {
		if names == nil {
			break
		}
		names[o.ID] = o.Name
		if p.Outlet != 0 {
			continue
		}
		lines, err := summary(p.At(o.ID))
		if err != nil {
			return book, names, err
		}
		values := map[string]any{}
		for _, l := range lines {
			values[l.Label] = l.Value
		}
		book.Outlets, each = append(book.Outlets, o.Name), append(each, values)
	}
	lines, err := summary(p)
	for i := range lines {
		for _, values := range each {
			v, ok := values[lines[i].Label]
			if !ok {
				v = core.SumOf(0)
			}
			lines[i].PerOutlet = append(lines[i].PerOutlet, v)
		}
	}
	book.Summary = lines
	return book, names, err
}
