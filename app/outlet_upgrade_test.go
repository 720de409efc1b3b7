package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The upgrade that records the outlet of every document (0052) keeps a one-outlet shop's
// reports as they were: its books, filled at the counter, are taken back to before the upgrade
// and upgraded again, and every report — each day's and the whole period's with their rows,
// the workbooks' rows, the dashboard and the drawers — reads the same, for the shop and for its
// first outlet, where the upgrade put every document.
func TestTheUpgradeKeepsEveryReport(t *testing.T) {
	seed := booksSeed(t)
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		c := openCounter(t, env, seed, 1)
		c.work(t, 80)
		before := readReports(t, env, 0)
		beforeTheUpgrade(t, env)
		if _, err := sqlstore.Migrate(context.Background(), env.DB); err != nil {
			t.Fatal(err)
		}
		same(t, "the shop's reports after the upgrade", readReports(t, env, 0), before)
		same(t, "the first outlet's reports after the upgrade", readReports(t, env, env.AtShop.Outlet), before)
	})
}

// beforeTheUpgrade takes the books back to before 0052: no document names its outlet.
func beforeTheUpgrade(t *testing.T, env *apptest.Env) {
	ctx := context.Background()
	var statements []string
	if sqlstore.IsSQLite(env.DB) {
		statements = append(statements, "DROP TRIGGER outlets_keep_their_money")
	}
	for _, table := range []string{"sales_transactions", "service_transactions", "sale_returns", "installment_payments", "payments", "shifts"} {
		statements = append(statements, "ALTER TABLE "+table+" DROP COLUMN outlet_id")
	}
	for _, table := range []string{"sales_transactions", "service_transactions"} {
		statements = append(statements, "ALTER TABLE "+table+" DROP COLUMN voided_outlet_id")
	}
	statements = append(statements, "DELETE FROM schema_migrations WHERE version = '0052_documents_at_outlets'")
	for _, s := range statements {
		if _, err := env.DB.ExecContext(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// ownersReports are what a shop's owner reads at an outlet (0: the shop's).
type ownersReports struct {
	Days                              []any
	Sales, Returns, Service, Payments []any
	Dashboard                         core.Dashboard
	Drawers                           []any
}

func readReports(t *testing.T, env *apptest.Env, outlet int64) ownersReports {
	ctx := context.Background()
	first := apptest.Start.In(env.Location).Format(time.DateOnly)
	whole := must(env.Reports.Period(ctx, first, env.Reports.Today(ctx).From))(t).At(outlet)
	var out ownersReports
	out.Days = append(out.Days, must(env.Reports.Daily(ctx, whole, core.PageRequest{PerPage: core.MaxPerPage}))(t))
	for day := whole.Start; day.Before(whole.End); day = day.AddDate(0, 0, 1) {
		p := must(env.Reports.Day(ctx, day.In(env.Location).Format(time.DateOnly)))(t).At(outlet)
		out.Days = append(out.Days, must(env.Reports.Daily(ctx, p, core.PageRequest{PerPage: core.MaxPerPage}))(t))
	}
	repo := sqlstore.Reports{Store: env.Store}
	for _, err := range []error{
		repo.EachSaleRow(ctx, whole, func(r ports.SaleRow) error { out.Sales = append(out.Sales, r); return nil }),
		repo.EachReturnRow(ctx, whole, func(r ports.ReturnRow) error { out.Returns = append(out.Returns, r); return nil }),
		repo.EachServiceRow(ctx, whole, func(r ports.ServiceExportRow) error { out.Service = append(out.Service, r); return nil }),
		repo.EachPaymentRow(ctx, whole, core.AllMoney, func(r ports.PaymentRow) error { out.Payments = append(out.Payments, r); return nil }),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	out.Dashboard = must(env.Reports.Dashboard(ctx, outlet))(t)
	shifts := must(env.Shifts.List(ctx, core.Principal{Role: core.RoleAdmin}, ports.ShiftFilter{PageRequest: core.PageRequest{PerPage: core.MaxPerPage}}))(t)
	for _, s := range shifts.Items {
		out.Drawers = append(out.Drawers, s)
	}
	return out
}
