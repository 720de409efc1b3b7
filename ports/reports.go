package ports

import (
	"context"
	"io"
	"time"

	"github.com/konterhp/konter/core"
)

// ReportRepository aggregates in SQL, so a report over a large shop stays fast.
type ReportRepository interface {
	SalesSummary(ctx context.Context, p core.Period) (core.SalesSummary, error)
	TopProducts(ctx context.Context, p core.Period, limit int) ([]core.ProductRank, error)
	ServiceSummary(ctx context.Context, p core.Period) (core.ServiceSummary, error)
	TopParts(ctx context.Context, p core.Period, limit int) ([]core.ProductRank, error)
	// ReceivedByMethod adds up the payments of the period that are money of m, by method, in
	// core.PaymentMethods' order.
	ReceivedByMethod(ctx context.Context, p core.Period, m core.Money) ([]core.MethodSum, error)
	ServiceRows(ctx context.Context, p core.Period, page core.PageRequest) (core.Page[core.ServiceRow], error)
	// EachSaleRow, EachReturnRow and EachServiceRow stream the period's sales and repair bills
	// that stand and the returns of the sales that stand, newest first, for exports.
	EachSaleRow(ctx context.Context, p core.Period, fn func(SaleRow) error) error
	EachReturnRow(ctx context.Context, p core.Period, fn func(ReturnRow) error) error
	EachServiceRow(ctx context.Context, p core.Period, fn func(ServiceExportRow) error) error
	// EachPaymentRow streams the period's payments that are money of m, oldest first.
	EachPaymentRow(ctx context.Context, p core.Period, m core.Money, fn func(PaymentRow) error) error

	Visitors(ctx context.Context, day string) (int64, error)
	OrdersBetween(ctx context.Context, start, end time.Time) (int64, error)
	ServiceCount(ctx context.Context, statuses []string) (int64, error)
	// Receivables is what is still owed on the open instalments opened at an outlet (0: at
	// every outlet).
	Receivables(ctx context.Context, outlet int64) (core.Sum, error)
	// RecentSales and RecentServices are the latest documents that stand, at the period's
	// outlet (its days set aside).
	RecentSales(ctx context.Context, p core.Period, limit int) ([]core.Activity, error)
	RecentServices(ctx context.Context, p core.Period, limit int) ([]core.Activity, error)
	// History pages through sales and repair bills together, newest first.
	History(ctx context.Context, f core.HistoryFilter) (core.Page[core.PastTransaction], error)
}

// SaleRow is a sale flattened for a spreadsheet, its lines summarised as text.
type SaleRow struct {
	Number   string    `bun:"transaction_id_display"`
	At       time.Time `bun:"created_at"`
	Customer *string   `bun:"customer_name_cache"`
	Kasir    *string   `bun:"kasir_name_cache"`
	// Method is the spec's payment_method (cicilan when something was left to pay); PaidWith
	// is how the money was handed over.
	Method   string        `bun:"payment_method"`
	PaidWith core.PaidWith `bun:"paid_with"`
	Items    string        `bun:"items"`
	Quantity core.Sum      `bun:"quantity"`
	Subtotal int64         `bun:"subtotal"`
	Discount int64         `bun:"discount"`
	Total    int64         `bun:"total_amount"`
	// Paid is what the customer has paid until now, net of change and of money paid back: at
	// the till, towards its instalment, less its returns' refunds. Remaining is what is still
	// owed now, so Paid + Remaining + Returned = Total.
	Paid      core.Sum `bun:"paid"`
	Remaining int64    `bun:"remaining_amount"`
	Cost      core.Sum `bun:"cost"`
	// Returned is the value of the goods its returns took back until now.
	Returned core.Sum `bun:"returned"`
	Outlet   int64    `bun:"outlet_id"`
}

// ReturnRow is a return flattened for a spreadsheet: the goods taken back, their value (their
// share of the sale's total) and what they cost the shop.
type ReturnRow struct {
	Number       string    `bun:"transaction_id_display"`
	At           time.Time `bun:"created_at"`
	SaleNumber   string    `bun:"sale_number"`
	Customer     *string   `bun:"customer_name_cache"`
	Admin        *string   `bun:"admin_name_cache"`
	RefundMethod string    `bun:"refund_method"`
	Items        string    `bun:"items"`
	Quantity     core.Sum  `bun:"quantity"`
	Value        int64     `bun:"value_amount"`
	Cost         core.Sum  `bun:"cost"`
	Outlet       int64     `bun:"outlet_id"`
}

// PaymentRow is a payment with the number of the document it belongs to (an instalment
// payment: the instalment's) and the name of who took it.
type PaymentRow struct {
	core.Payment `bun:",extend"`
	Number       string  `bun:"number"`
	Kasir        *string `bun:"kasir_name"`
}

// ServiceExportRow is a billed repair flattened for a spreadsheet.
type ServiceExportRow struct {
	EntryID    int64     `bun:"service_entry_id"`
	At         time.Time `bun:"created_at"`
	Customer   string    `bun:"customer_name_cache"`
	Device     string    `bun:"device_type"`
	Damage     string    `bun:"damage_type"`
	Status     string    `bun:"status"`
	Parts      string    `bun:"parts"`
	Fee        int64     `bun:"service_fee"`
	PartsTotal int64     `bun:"total_parts_cost"`
	Total      int64     `bun:"total_amount"`
	// Paid is what the customer has paid until now, net of change, at the till and towards
	// its instalment: Paid + Remaining = Total.
	Paid      core.Sum `bun:"paid"`
	Remaining int64    `bun:"remaining_amount"`
	Cost      core.Sum `bun:"cost"`
	Outlet    int64    `bun:"outlet_id"`
}

// Column is one spreadsheet column.
type Column struct {
	Title string
	Kind  ColumnKind
	Width float64
}

// ColumnKind says how a column's values are formatted.
type ColumnKind int

const (
	TextColumn ColumnKind = iota
	MoneyColumn
	DateTimeColumn
	NumberColumn
)

// DataSheet is one sheet of rows.
type DataSheet struct {
	Title   string
	Columns []Column
	// Rows calls emit once per row, in order.
	Rows func(emit func(cells []any) error) error
}

// Workbook is a report as a workbook: a summary sheet first, then the sheets of rows.
type Workbook struct {
	Sheets  []DataSheet
	Summary []SummaryLine
	// Outlets head the summary's columns of each outlet, when a report of every outlet of a
	// shop of several has them (each line's PerOutlet, in this order); none otherwise.
	Outlets []string
	Top     []core.ProductRank
	// TopTitle heads the top-products table on the summary sheet.
	TopTitle string
}

// SummaryLine is one label and value on the summary sheet.
type SummaryLine struct {
	Label string
	Value any
	Money bool
	// PerOutlet are the line's values at each of the workbook's Outlets.
	PerOutlet []any
}

// SpreadsheetWriter writes a report workbook (.xlsx) to w, streaming the rows.
type SpreadsheetWriter interface {
	Write(w io.Writer, b Workbook, loc *time.Location) error
}
