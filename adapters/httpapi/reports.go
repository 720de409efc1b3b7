package httpapi

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/reports"
)

// PeriodParams are the report period query parameters.
type PeriodParams struct {
	From string `query:"from" maxLength:"10" doc:"Tanggal awal (YYYY-MM-DD, zona waktu toko); bawaan 30 hari terakhir."`
	To   string `query:"to" maxLength:"10" doc:"Tanggal akhir (YYYY-MM-DD), termasuk; bawaan hari ini."`
	OutletParam
}

// OutletParam is the outlet a report or a card reads.
type OutletParam struct {
	Outlet int64 `query:"outlet_id" minimum:"0" doc:"Outlet yang dibaca; 0 atau kosong: semua outlet. Kasir selalu membaca outlet sesinya."`
}

// outlet is the outlet the caller reads: a Kasir their session's, an Admin the one asked for
// (0: every outlet), which must exist.
func (s *Server) outlet(ctx context.Context, in OutletParam) (int64, error) {
	if p := caller(ctx); p.Role != core.RoleAdmin {
		return p.Outlet, nil
	}
	if in.Outlet == 0 {
		return 0, nil
	}
	_, err := s.deps.Outlets.Get(ctx, in.Outlet)
	return in.Outlet, err
}

// listedAt checks the outlet a list of documents is narrowed to, which any staff member may
// choose: none (0, every outlet) or one that exists.
func (s *Server) listedAt(ctx context.Context, outlet int64) error {
	if outlet == 0 {
		return nil
	}
	_, err := s.deps.Outlets.Get(ctx, outlet)
	return err
}

// period is the report's period at its outlet: one day (the "to" day, else "from", else today)
// or the days from "from" to "to".
func (s *Server) period(ctx context.Context, in PeriodParams, oneDay bool) (core.Period, error) {
	outlet, err := s.outlet(ctx, in.OutletParam)
	if err != nil {
		return core.Period{}, err
	}
	var p core.Period
	if oneDay {
		p, err = s.deps.Reports.Day(ctx, cmp.Or(in.To, in.From))
	} else {
		p, err = s.deps.Reports.Period(ctx, in.From, in.To)
	}
	return p.At(outlet), err
}

type reportInput struct {
	PeriodParams
	PageParams
}

type dashboardOutput struct {
	Body core.Dashboard
}

// SalesReport is a period's sales report as the API answers it.
type SalesReport struct {
	Period    core.Period        `json:"period"`
	Summary   core.SalesSummary  `json:"summary"`
	Methods   []core.MethodSum   `json:"per_method" doc:"Uang yang diterima per metode pembayaran, dikurangi kembalian dan pengembalian dana: penjualan, pembayaran cicilannya, retur dan pembatalan."`
	Collected []core.MethodSum   `json:"installments_per_method" doc:"Bagian per_method yang dibawa pembayaran cicilan penjualan (dan cicilan yang dicatat manual)."`
	Top       []core.ProductRank `json:"top_products"`
	Rows      core.Page[Sale]    `json:"rows" doc:"Transaksi periode ini, terbaru dulu."`
}

func salesReportOf(r reports.SalesReport) SalesReport {
	return SalesReport{Period: r.Period, Summary: r.Summary, Methods: orEmpty(r.Methods), Collected: orEmpty(r.Collected), Top: r.Top, Rows: mapPage(r.Rows, saleOf)}
}

// ServiceReport is a period's service report as the API answers it.
type ServiceReport struct {
	Period    core.Period                 `json:"period"`
	Summary   core.ServiceSummary         `json:"summary"`
	Methods   []core.MethodSum            `json:"per_method" doc:"Uang yang diterima per metode pembayaran, dikurangi kembalian dan pengembalian dana: tagihan servis, pembayaran cicilannya dan pembatalan."`
	Collected []core.MethodSum            `json:"installments_per_method" doc:"Bagian per_method yang dibawa pembayaran cicilan servis."`
	Top       []core.ProductRank          `json:"top_parts"`
	Rows      core.Page[ServiceReportRow] `json:"rows" doc:"Tagihan servis periode ini."`
}

// ServiceReportRow is a repair's bill with its device and status, as the report lists it.
type ServiceReportRow struct {
	ServiceBill
	DeviceType string `json:"device_type"`
	DamageType string `json:"damage_type"`
	Category   string `json:"category"`
	Status     string `json:"status"`
}

func serviceReportOf(r reports.ServiceReport) ServiceReport {
	return ServiceReport{Period: r.Period, Summary: r.Summary, Methods: orEmpty(r.Methods), Collected: orEmpty(r.Collected), Top: r.Top, Rows: mapPage(r.Rows, func(row core.ServiceRow) ServiceReportRow {
		return ServiceReportRow{ServiceBill: serviceBillOf(row.ServiceTransaction), DeviceType: row.DeviceType,
			DamageType: row.DamageType, Category: row.Category, Status: row.Status}
	})}
}

// DailyReport is one day's sales and repairs as the API answers it.
type DailyReport struct {
	Period    core.Period      `json:"period"`
	Revenue   core.Sum         `json:"revenue"`
	Profit    core.Sum         `json:"profit"`
	Methods   []core.MethodSum `json:"per_method" doc:"Semua uang yang diterima hari itu per metode: penjualan, servis dan cicilan, dikurangi pengembalian dana."`
	Collected []core.MethodSum `json:"installments_per_method" doc:"Bagian per_method yang dibawa pembayaran cicilan."`
	Sales     SalesReport      `json:"sales"`
	Service   ServiceReport    `json:"service"`
}

func dailyReportOf(r reports.DailyReport) DailyReport {
	return DailyReport{Period: r.Period, Revenue: r.Revenue, Profit: r.Profit, Methods: orEmpty(r.Methods), Collected: orEmpty(r.Collected), Sales: salesReportOf(r.Sales), Service: serviceReportOf(r.Service)}
}

// orEmpty answers a list as [] rather than null.
func orEmpty[T any](items []T) []T {
	if items == nil {
		return []T{}
	}
	return items
}

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

func (s *Server) registerReports() {
	register(s, Staff, huma.Operation{
		OperationID: "get-dashboard", Method: http.MethodGet, Path: "/api/dashboard",
		Summary: "Dashboard", Description: "Enam kartu hari ini (hari toko) dan aktivitas terbaru, di satu outlet atau semua.", Tags: []string{tagDashboard},
		Errors: []int{http.StatusNotFound},
	}, func(ctx context.Context, in *OutletParam) (*dashboardOutput, error) {
		outlet, err := s.outlet(ctx, *in)
		if err != nil {
			return nil, err
		}
		d, err := s.deps.Reports.Dashboard(ctx, outlet)
		return &dashboardOutput{Body: d}, err
	})

	tags := []string{tagReports}
	register(s, AdminOnly, huma.Operation{
		OperationID: "report-today", Method: http.MethodGet, Path: "/api/reports/today",
		Summary: "Laporan hari ini", Description: "Penjualan dan servis satu hari (bawaan hari ini).", Tags: tags,
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *reportInput) (*bodyOf[DailyReport], error) {
		p, err := s.period(ctx, in.PeriodParams, true)
		if err != nil {
			return nil, err
		}
		rep, err := s.deps.Reports.Daily(ctx, p, in.request())
		return &bodyOf[DailyReport]{Body: dailyReportOf(rep)}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "report-sales", Method: http.MethodGet, Path: "/api/reports/sales",
		Summary: "Laporan penjualan", Description: "Total, laba (total dikurangi modal barang), 5 produk terlaris, dan baris transaksi terbaru dulu.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *reportInput) (*bodyOf[SalesReport], error) {
		p, err := s.period(ctx, in.PeriodParams, false)
		if err != nil {
			return nil, err
		}
		rep, err := s.deps.Reports.Sales(ctx, p, in.request())
		return &bodyOf[SalesReport]{Body: salesReportOf(rep)}, err
	})

	register(s, AdminOnly, huma.Operation{
		OperationID: "report-service", Method: http.MethodGet, Path: "/api/reports/service",
		Summary: "Laporan servis", Description: "Total, laba (biaya jasa dan margin sparepart), 5 sparepart terbanyak, dan baris servis.",
		Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *reportInput) (*bodyOf[ServiceReport], error) {
		p, err := s.period(ctx, in.PeriodParams, false)
		if err != nil {
			return nil, err
		}
		rep, err := s.deps.Reports.Service(ctx, p, in.request())
		return &bodyOf[ServiceReport]{Body: serviceReportOf(rep)}, err
	})

	exports := map[string]func(context.Context, core.Period, io.Writer) error{
		"today": s.deps.Reports.ExportDaily, "sales": s.deps.Reports.ExportSales, "service": s.deps.Reports.ExportService,
	}
	for _, kind := range []string{"today", "sales", "service"} {
		write := exports[kind]
		register(s, AdminOnly, huma.Operation{
			OperationID: "export-report-" + kind, Method: http.MethodGet, Path: "/api/reports/" + kind + "/export",
			Summary: "Unduh laporan " + kind + " (.xlsx)", Description: "Workbook Excel periode yang sama dengan laporannya; dibuat oleh kode laporan yang sama dengan konter export.", Tags: tags, Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity},
			Responses: map[string]*huma.Response{"200": {Description: "Workbook Excel", Content: map[string]*huma.MediaType{xlsxType: {}}}},
		}, func(ctx context.Context, in *PeriodParams) (*huma.StreamResponse, error) {
			p, err := s.period(ctx, *in, kind == "today")
			if err != nil {
				return nil, err
			}
			return s.download(ctx, kind, p, write), nil
		})
	}
}

// download streams a report workbook of a period, named after its kind and days.
func (s *Server) download(ctx context.Context, kind string, p core.Period, write func(context.Context, core.Period, io.Writer) error) *huma.StreamResponse {
	name := fmt.Sprintf("laporan-%s-%s_%s.xlsx", kind, p.From, p.To)
	return s.sendWorkbook(ctx, name, func(w io.Writer) error { return write(ctx, p, w) })
}

// sendWorkbook streams a workbook as the download name; an export that fails before its first
// byte answers 500 with a problem.
func (s *Server) sendWorkbook(ctx context.Context, name string, write func(io.Writer) error) *huma.StreamResponse {
	return &huma.StreamResponse{Body: func(hctx huma.Context) {
		w := &lazyDownload{ctx: hctx, name: name}
		if err := write(w); err != nil {
			s.deps.Log.ErrorContext(ctx, "export failed", "file", name, "error", err)
			if !w.started {
				hctx.SetStatus(http.StatusInternalServerError)
				hctx.SetHeader("Content-Type", "application/problem+json")
				_, _ = hctx.BodyWriter().Write([]byte(`{"title":"Internal Server Error","status":500,"detail":"` + msgServerError + `"}`))
			}
		}
	}}
}

// lazyDownload sends the download headers with the first byte, so that an export that
// fails before writing can still answer with an error.
type lazyDownload struct {
	ctx     huma.Context
	name    string
	started bool
}

func (l *lazyDownload) Write(p []byte) (int, error) {
	if !l.started {
		l.started = true
		l.ctx.SetHeader("Content-Type", xlsxType)
		l.ctx.SetHeader("Content-Disposition", `attachment; filename="`+l.name+`"`)
		l.ctx.SetStatus(http.StatusOK)
	}
	return l.ctx.BodyWriter().Write(p)
}
