package app_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// checkOutlets checks that each day's report and the whole period's, and today's dashboard,
// of every outlet add up to the shop's: every count and every figure, and the money by method.
func checkOutlets(t *testing.T, env *apptest.Env, outlets []int64) {
	ctx := context.Background()
	first := apptest.Start.In(env.Location).Format(time.DateOnly)
	whole := must(env.Reports.Period(ctx, first, env.Reports.Today(ctx).From))(t)
	periods := []core.Period{whole}
	for day := whole.Start; day.Before(whole.End); day = day.AddDate(0, 0, 1) {
		periods = append(periods, must(env.Reports.Day(ctx, day.In(env.Location).Format(time.DateOnly)))(t))
	}
	for _, p := range periods {
		shop := must(env.Reports.Daily(ctx, p, core.PageRequest{}))(t)
		var sales core.SalesSummary
		var service core.ServiceSummary
		var revenue, profit core.Sum
		var saleRows, serviceRows int64
		methods, collected := map[core.PaymentMethod]core.Sum{}, map[core.PaymentMethod]core.Sum{}
		for _, o := range outlets {
			rep := must(env.Reports.Daily(ctx, p.At(o), core.PageRequest{}))(t)
			addUp(&sales, rep.Sales.Summary)
			addUp(&service, rep.Service.Summary)
			revenue, profit = revenue.Plus(rep.Revenue), profit.Plus(rep.Profit)
			saleRows, serviceRows = saleRows+rep.Sales.Rows.Total, serviceRows+rep.Service.Rows.Total
			for m, v := range byMethod(rep.Methods) {
				methods[m] = methods[m].Plus(v)
			}
			for m, v := range byMethod(rep.Collected) {
				collected[m] = collected[m].Plus(v)
			}
		}
		at := p.From + ".." + p.To + " outlets together: "
		same(t, at+"sales summary", sales, shop.Sales.Summary)
		same(t, at+"service summary", service, shop.Service.Summary)
		same(t, at+"revenue and profit", []core.Sum{revenue, profit}, []core.Sum{shop.Revenue, shop.Profit})
		same(t, at+"rows", []int64{saleRows, serviceRows}, []int64{shop.Sales.Rows.Total, shop.Service.Rows.Total})
		same(t, at+"money by method", methods, byMethod(shop.Methods))
		same(t, at+"instalments by method", collected, byMethod(shop.Collected))
	}
	shop := must(env.Reports.Dashboard(ctx, 0))(t)
	var revenue, owed core.Sum
	var count int64
	var each []core.OutletReceivables
	for _, o := range outlets {
		d := must(env.Reports.Dashboard(ctx, o))(t)
		revenue, count, owed = revenue.Plus(d.RevenueToday), count+d.TransactionsToday, owed.Plus(d.Receivables)
		each = append(each, core.OutletReceivables{OutletID: o, Receivables: d.Receivables})
	}
	same(t, "today's dashboard, outlets together", []any{revenue, count, owed}, []any{shop.RevenueToday, shop.TransactionsToday, shop.Receivables})
	for i := range shop.ReceivablesPerOutlet {
		shop.ReceivablesPerOutlet[i].OutletName = ""
	}
	same(t, "the dashboard's receivables of each outlet", shop.ReceivablesPerOutlet, each)
}

// addUp adds each count and figure of b to a's (two summaries of one type).
func addUp[T any](a *T, b T) {
	av, bv := reflect.ValueOf(a).Elem(), reflect.ValueOf(b)
	for i := range av.NumField() {
		switch f := av.Field(i).Addr().Interface().(type) {
		case *int64:
			*f += bv.Field(i).Int()
		case *core.Sum:
			*f = f.Plus(bv.Field(i).Interface().(core.Sum))
		}
	}
}
