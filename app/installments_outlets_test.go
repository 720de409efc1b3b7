package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/sales"
)

// Instalments are listed per outlet: a sale's where it was rung up, a manual one where it was
// recorded; every outlet's together are the shop's.
func TestInstalmentsAreListedPerOutlet(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		there := secondOutlet(t, env, "Cabang Dago")
		glass := heldAtBoth(t, env, there, "Tempered Glass Cicil", "TES-CICIL-1", 5, 5)
		cust, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		admin := at(env.SignedIn(t, core.RoleAdmin).Principal(t, env), there)
		onCredit := sales.SaleInput{Lines: []sales.Line{{ProductID: glass.ID, Quantity: 2}}, CustomerID: &cust.ID,
			PaymentMethod: core.PayInstallment, Paid: 10_000}
		here := must(env.Sales.RingUpSale(ctx, kasir, onCredit))(t)
		away := must(env.Sales.RingUpSale(ctx, admin, onCredit))(t)
		manual := must(env.Credit.AddManual(ctx, credit.ManualInput{CustomerID: &cust.ID, Amount: 90_000, Outlet: there.Outlet}, &admin.UserID))(t)
		for outlet, want := range map[int64][]string{
			kasir.Outlet: {here.Number},
			there.Outlet: {manual.Number, away.Number},
			0:            {manual.Number, away.Number, here.Number},
		} {
			page := must(env.Credit.List(ctx, core.InstallmentFilter{Outlet: outlet}))(t)
			var got []string
			for _, inst := range page.Items {
				got = append(got, inst.Number)
			}
			same(t, fmt.Sprintf("instalments at outlet %d", outlet), got, want)
			if page.Total != int64(len(want)) {
				t.Errorf("outlet %d: total %d, want %d", outlet, page.Total, len(want))
			}
		}
	})
}
