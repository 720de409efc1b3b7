// Package reports holds what the owner reads: the dashboard, today's summary, and the
// sales and service reports with their Excel exports.
package reports

import (
	"context"
	"sort"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

const (
	topLimit      = 5
	defaultDays   = 30
	maxPeriodDays = 5 * 366
)

// Reports is the entry point of the reporting use cases.
type Reports struct {
	clock    ports.Clock
	zone     ports.ShopTime
	repo     ports.ReportRepository
	sales    ports.SaleRepository
	products ports.ProductRepository
	outlets  ports.OutletRepository
	sheet    ports.SpreadsheetWriter
}

// Deps are the ports the reports need.
type Deps struct {
	Clock    ports.Clock
	Zone     ports.ShopTime
	Reports  ports.ReportRepository
	Sales    ports.SaleRepository
	Products ports.ProductRepository
	Outlets  ports.OutletRepository
	Sheet    ports.SpreadsheetWriter
}

func New(d Deps) *Reports {
	return &Reports{clock: d.Clock, zone: d.Zone, repo: d.Reports, sales: d.Sales, products: d.Products, outlets: d.Outlets, sheet: d.Sheet}
}

// Period turns the filter's shop-local days into instants. Without dates it is the last
// 30 days up to today.
func (r *Reports) Period(ctx context.Context, from, to string) (core.Period, error) {
	loc := r.zone.Location(ctx)
	today := r.clock.Now().In(loc)
	day := func(s string, fallback time.Time, field string) (time.Time, error) {
		if s == "" {
			return time.Date(fallback.Year(), fallback.Month(), fallback.Day(), 0, 0, 0, 0, loc), nil
		}
		t, err := time.ParseInLocation(time.DateOnly, s, loc)
		if err != nil {
			return t, core.InvalidField(field, "Tanggal harus berformat YYYY-MM-DD.")
		}
		return t, nil
	}
	end, err := day(to, today, "to")
	if err != nil {
		return core.Period{}, err
	}
	start, err := day(from, end.AddDate(0, 0, -(defaultDays-1)), "from")
	if err != nil {
		return core.Period{}, err
	}
	if start.After(end) {
		return core.Period{}, core.InvalidField("from", "Tanggal awal tidak boleh setelah tanggal akhir.")
	}
	if end.Sub(start) > maxPeriodDays*24*time.Hour {
		return core.Period{}, core.InvalidField("from", "Periode laporan paling lama 5 tahun.")
	}
	return core.Period{From: start.Format(time.DateOnly), To: end.Format(time.DateOnly),
		Start: start.UTC(), End: end.AddDate(0, 0, 1).UTC()}, nil
}

// Today is the shop-local day as a period.
func (r *Reports) Today(ctx context.Context) core.Period {
	p, _ := r.Day(ctx, "")
	return p
}

// Day is one shop-local day as a period; today when day is empty.
func (r *Reports) Day(ctx context.Context, day string) (core.Period, error) {
	if day == "" {
		day = r.clock.Now().In(r.zone.Location(ctx)).Format(time.DateOnly)
	}
	return r.Period(ctx, day, day)
}

// SalesReport is the sales report of a period.
type SalesReport struct {
	Period  core.Period
	Summary core.SalesSummary
	// Methods is what the period's sales took by payment method, net of refunds, with the
	// payments towards their instalments; Collected is what those instalment payments brought.
	Methods   []core.MethodSum
	Collected []core.MethodSum
	Top       []core.ProductRank
	Rows      core.Page[core.SalesTransaction]
}

// Sales reports a period's sales: totals, profit, the top five products and a page of rows.
func (r *Reports) Sales(ctx context.Context, p core.Period, page core.PageRequest) (SalesReport, error) {
	rep := SalesReport{Period: p}
	var err error
	if rep.Summary, err = r.repo.SalesSummary(ctx, p); err != nil {
		return rep, err
	}
	if rep.Methods, rep.Collected, err = r.received(ctx, p, core.SaleMoney); err != nil {
		return rep, err
	}
	if rep.Top, err = r.repo.TopProducts(ctx, p, topLimit); err != nil {
		return rep, err
	}
	rep.Rows, err = r.sales.List(ctx, core.SaleFilter{From: &p.Start, To: &p.End, Outlet: p.Outlet, PageRequest: page})
	return rep, err
}

// ServiceReport is the service report of a period.
type ServiceReport struct {
	Period  core.Period
	Summary core.ServiceSummary
	// Methods is what the period's repair bills took by payment method, net of refunds, with
	// the payments towards their instalments; Collected is what those instalment payments brought.
	Methods   []core.MethodSum
	Collected []core.MethodSum
	Top       []core.ProductRank
	Rows      core.Page[core.ServiceRow]
}

// Service reports a period's billed repairs.
func (r *Reports) Service(ctx context.Context, p core.Period, page core.PageRequest) (ServiceReport, error) {
	rep := ServiceReport{Period: p}
	var err error
	if rep.Summary, err = r.repo.ServiceSummary(ctx, p); err != nil {
		return rep, err
	}
	if rep.Methods, rep.Collected, err = r.received(ctx, p, core.ServiceMoney); err != nil {
		return rep, err
	}
	if rep.Top, err = r.repo.TopParts(ctx, p, topLimit); err != nil {
		return rep, err
	}
	rep.Rows, err = r.repo.ServiceRows(ctx, p, page)
	return rep, err
}

// DailyReport is today's transactions, sales and repairs.
type DailyReport struct {
	Period  core.Period
	Revenue core.Sum
	Profit  core.Sum
	// Methods is every rupiah the counter took that day by payment method — sales, repair
	// bills and instalment payments — net of refunds; Collected is what the instalment
	// payments brought.
	Methods   []core.MethodSum
	Collected []core.MethodSum
	Sales     SalesReport
	Service   ServiceReport
}

// Daily reports one day, today by default.
func (r *Reports) Daily(ctx context.Context, p core.Period, page core.PageRequest) (DailyReport, error) {
	rep := DailyReport{Period: p}
	var err error
	if rep.Sales, err = r.Sales(ctx, p, page); err != nil {
		return rep, err
	}
	if rep.Service, err = r.Service(ctx, p, page); err != nil {
		return rep, err
	}
	if rep.Methods, rep.Collected, err = r.received(ctx, p, core.AllMoney); err != nil {
		return rep, err
	}
	rep.Revenue = rep.Sales.Summary.Total.Plus(rep.Service.Summary.Total)
	rep.Profit = rep.Sales.Summary.Profit.Plus(rep.Service.Summary.Profit)
	return rep, nil
}

// received is the money m took in the period by method, and the part of it the instalment
// payments brought.
func (r *Reports) received(ctx context.Context, p core.Period, m core.Money) (all, collected []core.MethodSum, err error) {
	if all, err = r.repo.ReceivedByMethod(ctx, p, m); err != nil {
		return nil, nil, err
	}
	collected, err = r.repo.ReceivedByMethod(ctx, p, m.Collected())
	return all, collected, err
}

// Dashboard gathers the six cards and the latest activity at an outlet (0: every outlet).
// "Today" is the shop's day. Visitors, orders and repairs in progress are the shop's;
// receivables are the outlet's, with each outlet's apart when every outlet of a shop of
// several is read.
func (r *Reports) Dashboard(ctx context.Context, outlet int64) (core.Dashboard, error) {
	today := r.Today(ctx).At(outlet)
	d := core.Dashboard{Date: today.From, ReceivablesPerOutlet: []core.OutletReceivables{}}
	sales, err := r.repo.SalesSummary(ctx, today)
	if err != nil {
		return d, err
	}
	service, err := r.repo.ServiceSummary(ctx, today)
	if err != nil {
		return d, err
	}
	d.RevenueToday = sales.Total.Plus(service.Total)
	d.TransactionsToday = sales.Count + service.Count
	if d.VisitorsToday, err = r.repo.Visitors(ctx, today.From); err != nil {
		return d, err
	}
	if d.OrdersToday, err = r.repo.OrdersBetween(ctx, today.Start, today.End); err != nil {
		return d, err
	}
	if d.ServicesInProgress, err = r.repo.ServiceCount(ctx, []string{core.ServicePending, core.ServiceInProcess}); err != nil {
		return d, err
	}
	if d.Receivables, err = r.repo.Receivables(ctx, outlet); err != nil {
		return d, err
	}
	if d.ReceivablesPerOutlet, err = r.receivablesPerOutlet(ctx, outlet); err != nil {
		return d, err
	}
	recentSales, err := r.repo.RecentSales(ctx, today, 3)
	if err != nil {
		return d, err
	}
	recentServices, err := r.repo.RecentServices(ctx, today, 3)
	if err != nil {
		return d, err
	}
	d.Recent = append(recentSales, recentServices...)
	sort.SliceStable(d.Recent, func(i, j int) bool { return d.Recent[i].At.After(d.Recent[j].At) })
	if len(d.Recent) > 6 {
		d.Recent = d.Recent[:6]
	}
	return d, nil
}

// receivablesPerOutlet are each outlet's receivables when every outlet (0) of a shop of several
// is read; none otherwise.
func (r *Reports) receivablesPerOutlet(ctx context.Context, outlet int64) ([]core.OutletReceivables, error) {
	out := []core.OutletReceivables{}
	if outlet != 0 {
		return out, nil
	}
	page, err := r.outlets.List(ctx, core.PageRequest{PerPage: core.MaxPerPage})
	if err != nil || len(page.Items) < 2 {
		return out, err
	}
	for _, o := range page.Items {
		owed, err := r.repo.Receivables(ctx, o.ID)
		if err != nil {
			return out, err
		}
		out = append(out, core.OutletReceivables{OutletID: o.ID, OutletName: o.Name, Receivables: owed})
	}
	return out, nil
}
