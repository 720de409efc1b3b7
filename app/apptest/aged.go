package apptest

import (
	"context"
	"testing"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
)

// AgedShop is what SeedAgedShop made: the items the reminders must bring up, and the ones
// they must leave out.
type AgedShop struct {
	// Due lists the instalment numbers, repair numbers (SVC-n) and product barcodes the
	// reminders must show; NotDue those they must not.
	Due, NotDue []string
}

// SeedAgedShop builds, on the fixed clock, a shop whose instalments, finished repairs and
// stock have aged by Start: some past their reminder day, some short of it. The clock is
// back at Start when it returns.
func SeedAgedShop(t testing.TB, env *Env) AgedShop {
	t.Helper()
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	phone := func(s string) *string { return &s }
	kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)
	budi, err := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso", Phone: phone("0812-3456-7890")})
	must(err)
	siti, err := env.Customers.Add(ctx, core.Contact{Name: "Siti Aminah", Phone: phone("+62 857 1111 2222")})
	must(err)
	andi, err := env.Customers.Add(ctx, core.Contact{Name: "Andi"})
	must(err)
	day := 24 * time.Hour
	var shop AgedShop

	instalment := func(age time.Duration, who core.Customer, amount, paid int64) string {
		env.Clock.Set(Start.Add(-age))
		inst, err := env.Credit.AddManual(ctx, credit.ManualInput{CustomerID: &who.ID, Amount: amount, Details: "HP second", Outlet: kasir.Outlet}, &kasir.UserID)
		must(err)
		if paid > 0 {
			_, err = env.Credit.ReceivePayment(ctx, inst.ID, credit.PaymentInput{Amount: paid}, kasir)
			must(err)
		}
		return inst.Number
	}
	shop.Due = append(shop.Due,
		instalment(40*day, budi, 1_500_000, 250_000), // 40 days open, Rp 1.250.000 left
		instalment(30*day, andi, 300_000, 0),         // exactly 30 days: due
	)
	shop.NotDue = append(shop.NotDue,
		instalment(29*day, siti, 800_000, 0),       // 29 days
		instalment(60*day, siti, 400_000, 400_000), // paid off
	)

	entry := func(who core.Customer, device, status string, info string, infoAge int) string {
		env.Clock.Set(Start.Add(-40 * day))
		e, err := env.Repair.TakeIn(ctx, kasir, repair.EntryInput{CustomerID: &who.ID, Category: "Handphone", DeviceType: device,
			DamageType: "LCD pecah", Description: "Ganti LCD", Status: status})
		must(err)
		date := Start.In(jakarta).AddDate(0, 0, -infoAge).Format(time.DateOnly)
		_, err = env.Repair.SetInfo(ctx, e.ID, &info, &date)
		must(err)
		return e.Number()
	}
	shop.Due = append(shop.Due,
		entry(siti, "Samsung A10", core.ServiceDone, core.InfoDone, 7),     // first reminder today
		entry(budi, "Oppo A5s", core.ServiceDone, core.InfoDone, 22),       // past the second
		entry(andi, "Xiaomi Redmi 9", core.ServiceDone, core.InfoDone, 28), // last reminder today
	)
	shop.NotDue = append(shop.NotDue,
		entry(budi, "iPhone 11", core.ServiceCollected, core.InfoDone, 10), // collected
		entry(siti, "Vivo Y12", core.ServiceDone, core.InfoDone, 6),        // not a week yet
		entry(andi, "Realme C11", core.ServiceInProcess, core.InfoInProcess, 20),
	)

	env.Clock.Set(Start)
	product := func(code string, stock int64, threshold *int64) string {
		_, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Produk " + code, Category: "Aksesoris", Barcode: code,
			Stock: stock, RetailPrice: 10_000, LowStockThreshold: threshold}, env.AtShop)
		must(err)
		return code
	}
	n := func(v int64) *int64 { return &v }
	shop.Due = append(shop.Due, product("LOW-2", 2, nil), product("LOW-4-OF-5", 4, n(5)), product("OUT-0-OF-0", 0, n(0)))
	shop.NotDue = append(shop.NotDue, product("OK-3", 3, nil), product("OK-1-OF-0", 1, n(0)))
	return shop
}

var jakarta = func() *time.Location {
	loc, err := time.LoadLocation("Asia/Jakarta")
	if err != nil {
		return time.FixedZone("WIB", 7*3600)
	}
	return loc
}()
