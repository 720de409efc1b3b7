package catalog

import (
	"context"
	"io"
	"strconv"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/ports"
)

var goodsReceiptColumns = []ports.Column{
	{Title: "No. Penerimaan", Kind: ports.TextColumn, Width: 22},
	{Title: "Tanggal Terima", Kind: ports.TextColumn, Width: 14},
	{Title: "Supplier", Kind: ports.TextColumn, Width: 24},
	{Title: "No. Faktur", Kind: ports.TextColumn, Width: 18},
	{Title: "Barang", Kind: ports.TextColumn, Width: 40},
	{Title: "Total", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Dibayar", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Sisa Utang", Kind: ports.MoneyColumn, Width: 16},
}

var supplierColumns = []ports.Column{
	{Title: "Supplier", Kind: ports.TextColumn, Width: 24},
	{Title: "Jumlah Penerimaan", Kind: ports.NumberColumn, Width: 18},
	{Title: "Total Pembelian", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Dibayar", Kind: ports.MoneyColumn, Width: 16},
	{Title: "Sisa Utang", Kind: ports.MoneyColumn, Width: 16},
}

// ExportGoodsReceipts writes the goods received in a period as a workbook: every receipt with
// its goods (in a shop of several outlets, and its outlet), and what the shop bought from and
// owes each supplier.
func (c *Catalog) ExportGoodsReceipts(ctx context.Context, p core.Period, w io.Writer) error {
	perSupplier, err := c.GoodsReceiptsPerSupplier(ctx, core.GoodsReceiptFilter{From: p.From, To: p.To})
	if err != nil {
		return err
	}
	names, err := outlets.SheetNames(ctx, c.outlets)
	if err != nil {
		return err
	}
	var total, paid core.Sum
	var receipts int64
	for _, s := range perSupplier {
		total, paid, receipts = total.Plus(s.Total), paid.Plus(s.Paid), receipts+s.Receipts
	}
	return c.sheet.Write(w, ports.Workbook{
		Sheets: []ports.DataSheet{
			names.Sheet("Penerimaan Barang", goodsReceiptColumns, func(emit func(int64, []any) error) error {
				return c.eachGoodsReceipt(ctx, p, func(r core.GoodsReceipt) error {
					return emit(r.OutletID, []any{r.Number, r.ReceivedOn, r.SupplierName, r.InvoiceNumber, goodsOf(r), r.Total, r.Paid, r.Owed()})
				})
			}),
			{Title: "Per Supplier", Columns: supplierColumns, Rows: func(emit func([]any) error) error {
				for _, s := range perSupplier {
					if err := emit([]any{s.SupplierName, s.Receipts, s.Total, s.Paid, s.Owed}); err != nil {
						return err
					}
				}
				return nil
			}},
		},
		Summary: []ports.SummaryLine{
			{Label: "Periode", Value: p.From + " s.d. " + p.To},
			{Label: "Jumlah penerimaan", Value: receipts},
			{Label: "Total pembelian", Value: total, Money: true},
			{Label: "Sudah dibayar", Value: paid, Money: true},
			{Label: "Sisa utang ke supplier", Value: total.Minus(paid), Money: true},
		},
	}, c.zone.Location(ctx))
}

// eachGoodsReceipt calls fn for every receipt of the period, newest first, a page at a time.
func (c *Catalog) eachGoodsReceipt(ctx context.Context, p core.Period, fn func(core.GoodsReceipt) error) error {
	for page := 1; ; page++ {
		got, err := c.GoodsReceipts(ctx, core.GoodsReceiptFilter{From: p.From, To: p.To, PageRequest: core.PageRequest{Page: page, PerPage: core.MaxPerPage}})
		if err != nil {
			return err
		}
		for _, r := range got.Items {
			if err := fn(r); err != nil {
				return err
			}
		}
		if len(got.Items) < core.MaxPerPage {
			return nil
		}
	}
}

// goodsOf is a receipt's goods on one line: "5× Redmi Note 13; 10× Kesing".
func goodsOf(r core.GoodsReceipt) string {
	out := ""
	for i, l := range r.Lines {
		if i > 0 {
			out += "; "
		}
		out += strconv.FormatInt(l.Quantity, 10) + "× " + l.ProductName
	}
	return out
}
