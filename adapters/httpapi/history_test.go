package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
)

// The sales history lists sales and repair bills together, newest first, found by number,
// customer, product and day; a Kasir reads it, a member or a stranger does not. A customer's
// page finds their sales, repairs and open instalments.
func TestTransactionHistory(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := t.Context()
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		who := kasir.Principal(t, env)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 50)
		lcd := addProduct(t, env, "LCD Redmi 9", "Sparepart", 300_000, 5)
		budi, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		siti, _ := env.Customers.Add(ctx, core.Contact{Name: "Siti Aminah"})

		// Yesterday: Budi buys a charger. Today: Budi's phone gets a new LCD, then Siti buys two chargers.
		env.Clock.Advance(-24 * time.Hour)
		yesterday, err := env.Sales.RingUpSale(ctx, who, sales.SaleInput{Lines: []sales.Line{{ProductID: charger.ID, Quantity: 1}},
			CustomerID: &budi.ID, PaymentMethod: core.PayCash, Paid: 250_000})
		if err != nil {
			t.Fatal(err)
		}
		env.Clock.Advance(24 * time.Hour)
		entry, err := env.Repair.TakeIn(ctx, who, repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone", DeviceType: "Redmi 9", DamageType: "LCD pecah", Description: "Jatuh"})
		if err != nil {
			t.Fatal(err)
		}
		env.Clock.Advance(time.Minute)
		if _, err := env.Repair.ProcessServicePayment(ctx, who, repair.PaymentInput{EntryID: &entry.ID, Fee: 50_000,
			Parts: []repair.Part{{ProductID: lcd.ID, Quantity: 1}}, Paid: 350_000}); err != nil {
			t.Fatal(err)
		}
		env.Clock.Advance(time.Minute)
		today, err := env.Sales.RingUpSale(ctx, who, sales.SaleInput{Lines: []sales.Line{{ProductID: charger.ID, Quantity: 2}},
			CustomerID: &siti.ID, PaymentMethod: core.PayCash, Paid: 500_000})
		if err != nil {
			t.Fatal(err)
		}
		svc := fmt.Sprintf("SVC-%d", entry.ID)

		numbers := func(url string) []string {
			t.Helper()
			res := apptest.Do(t, h, "GET", url, nil, kasir.Cookie, nil)
			if res.Status != 200 {
				t.Fatalf("GET %s: %d %s", url, res.Status, res.Body)
			}
			var page core.Page[httpapi.PastTransaction]
			res.JSON(t, &page)
			out := make([]string, len(page.Items))
			for i, it := range page.Items {
				out[i] = it.Number
			}
			if page.Total != int64(len(out)) && !strings.Contains(url, "per_page") {
				t.Fatalf("GET %s: total %d for %d rows", url, page.Total, len(out))
			}
			return out
		}
		for url, want := range map[string][]string{
			"/api/transactions":                                      {today.Number, svc, yesterday.Number},
			"/api/transactions?q=" + strings.ToLower(svc):            {svc},
			"/api/transactions?q=" + today.Number:                    {today.Number},
			"/api/transactions?q=budi":                               {svc, yesterday.Number},
			"/api/transactions?q=lcd%20redmi":                        {svc},
			"/api/transactions?q=charger":                            {today.Number, yesterday.Number},
			"/api/transactions?from=2026-11-21&to=2026-11-21":        {yesterday.Number},
			"/api/transactions?from=2026-11-22":                      {today.Number, svc},
			"/api/transactions?to=2026-11-21":                        {yesterday.Number},
			fmt.Sprintf("/api/transactions?customer_id=%d", siti.ID): {today.Number},
			"/api/transactions?q=tidak-ada":                          {},
		} {
			if got := numbers(url); strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("GET %s = %v, want %v", url, got, want)
			}
		}
		if got := numbers("/api/transactions?per_page=1&page=2"); len(got) != 1 || got[0] != svc {
			t.Errorf("second page of one = %v, want %s", got, svc)
		}

		res := apptest.Do(t, h, "GET", "/api/transactions?q="+svc, nil, kasir.Cookie, nil)
		var page core.Page[httpapi.PastTransaction]
		res.JSON(t, &page)
		if b := page.Items[0]; b.Kind != core.KindService || b.ID != entry.ID || b.Total != 350_000 || b.Detail != "Redmi 9 - LCD pecah" ||
			*b.CustomerName != "Budi Santoso" || *b.KasirName != kasir.FullName {
			t.Fatalf("repair bill row: %+v", b)
		}
		// A customer's page: their repairs and their open instalments, nobody else's.
		if _, err := env.Sales.RingUpSale(ctx, who, sales.SaleInput{Lines: []sales.Line{{ProductID: charger.ID, Quantity: 1}},
			CustomerID: &siti.ID, PaymentMethod: core.PayInstallment, Paid: 100_000}); err != nil {
			t.Fatal(err)
		}
		count := func(url string) int64 {
			t.Helper()
			res := apptest.Do(t, h, "GET", url, nil, kasir.Cookie, nil)
			var page core.Page[map[string]any]
			res.JSON(t, &page)
			return page.Total
		}
		for url, want := range map[string]int64{
			fmt.Sprintf("/api/service-entries?customer_id=%d", budi.ID): 1,
			fmt.Sprintf("/api/service-entries?customer_id=%d", siti.ID): 0,
			fmt.Sprintf("/api/installments?customer_id=%d", siti.ID):    1,
			fmt.Sprintf("/api/installments?customer_id=%d", budi.ID):    0,
			"/api/installments": 1,
		} {
			if got := count(url); got != want {
				t.Errorf("GET %s: %d rows, want %d", url, got, want)
			}
		}

		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a sale row names its goods", Method: "GET", URL: "/api/transactions?q=" + today.Number, Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"kind":"penjualan"`, fmt.Sprintf(`"id":%d`, today.ID), `"detail":"2x Charger 25W"`, `"total_amount":500000`}},
			{Name: "a search too long", Method: "GET", URL: "/api/transactions?q=" + strings.Repeat("a", 201), Cookie: kasir.Cookie,
				WantStatus: 422, WantContains: []string{"Kata pencarian terlalu panjang"}},
			{Name: "a day not a date", Method: "GET", URL: "/api/transactions?from=kemarin", Cookie: kasir.Cookie,
				WantStatus: 422, WantContains: []string{"Tanggal harus berformat YYYY-MM-DD."}},
			{Name: "from after to", Method: "GET", URL: "/api/transactions?from=2026-11-22&to=2026-11-21", Cookie: kasir.Cookie,
				WantStatus: 422, WantContains: []string{"Tanggal awal tidak boleh setelah tanggal akhir."}},
			{Name: "a member may not", Method: "GET", URL: "/api/transactions", Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "a stranger may not", Method: "GET", URL: "/api/transactions", WantStatus: 401},
		})
	})
}

// Riwayat Transaksi and the sales workbook say how each document was paid at the till: a
// debit sale by debit card, not in cash; a split sale by both methods; a repair bill billed
// again by the new bill's method only; a credit sale nothing was paid on by none.
func TestTheHistoryNamesHowItWasPaid(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := t.Context()
		if _, err := env.Content.SaveSettings(ctx, map[string]string{core.SettingPaymentMethods: "qris,debit,ewallet"}); err != nil {
			t.Fatal(err)
		}
		kasir := env.SignedIn(t, core.RoleKasir)
		who := kasir.Principal(t, env)
		phone := addProduct(t, env, "Samsung Galaxy A35", "Handphone", 3_999_000, 5)
		budi, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		sell := func(in sales.SaleInput) core.SalesTransaction {
			t.Helper()
			env.Clock.Advance(time.Minute)
			in.Lines = []sales.Line{{ProductID: phone.ID, Quantity: 1}}
			s, err := env.Sales.RingUpSale(ctx, who, in)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		byCard := sell(sales.SaleInput{PaymentMethod: core.PayCash, Payments: []core.Tendered{{Method: core.MethodDebit, Amount: 3_999_000}}})
		split := sell(sales.SaleInput{PaymentMethod: core.PayCash, Payments: []core.Tendered{
			{Method: core.MethodQRIS, Amount: 2_999_000}, {Method: core.MethodCash, Amount: 1_100_000}}})
		owed := sell(sales.SaleInput{PaymentMethod: core.PayInstallment, CustomerID: &budi.ID})
		entry, err := env.Repair.TakeIn(ctx, who, repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone", DeviceType: "Redmi 9",
			DamageType: "LCD pecah", Description: "Jatuh"})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []core.PaymentMethod{core.MethodEWallet, core.MethodDebit} {
			env.Clock.Advance(time.Minute)
			if _, err := env.Repair.ProcessServicePayment(ctx, who, repair.PaymentInput{EntryID: &entry.ID, Fee: 150_000,
				Payments: []core.Tendered{{Method: m, Amount: 150_000}}}); err != nil {
				t.Fatal(err)
			}
		}
		var page core.Page[httpapi.PastTransaction]
		apptest.Do(t, env.Handler(), "GET", "/api/transactions", nil, kasir.Cookie, nil).JSON(t, &page)
		got := map[string]string{}
		for _, row := range page.Items {
			got[row.Number] = strings.Join(row.Methods, "+")
		}
		for number, want := range map[string]string{byCard.Number: "debit", split.Number: "tunai+qris", owed.Number: "",
			fmt.Sprintf("SVC-%d", entry.ID): "debit"} {
			if got[number] != want {
				t.Errorf("%s paid with %q, want %q", number, got[number], want)
			}
		}
		// The sales workbook's Metode column names them likewise.
		book := workbook(t, env, env.SignedIn(t, core.RoleAdmin).Cookie, "/api/reports/sales/export")
		inBook := map[string]string{}
		for _, row := range book.Rows("Penjualan") {
			inBook[row["No. Transaksi"]] = row["Metode"]
		}
		for number, want := range map[string]string{byCard.Number: "Kartu Debit", split.Number: "Tunai + QRIS", owed.Number: "Cicilan"} {
			if inBook[number] != want {
				t.Errorf("the workbook says %s was paid with %q, want %q", number, inBook[number], want)
			}
		}
	})
}

// The history marks what became of a document: a voided sale or repair bill, and the value of
// a sale's goods taken back by its returns.
func TestHistoryMarksVoidedAndReturnedDocuments(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := t.Context()
		kasir := env.SignedIn(t, core.RoleKasir)
		who, admin := kasir.Principal(t, env), env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 50)
		budi, _ := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		sell := func(quantity int64) core.SalesTransaction {
			t.Helper()
			env.Clock.Advance(time.Minute)
			s, err := env.Sales.RingUpSale(ctx, who, sales.SaleInput{Lines: []sales.Line{{ProductID: charger.ID, Quantity: quantity}},
				PaymentMethod: core.PayCash, Paid: quantity * 250_000})
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		standing, voided, returned := sell(1), sell(1), sell(3)
		entry, err := env.Repair.TakeIn(ctx, who, repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone", DeviceType: "Redmi 9", DamageType: "Mati total", Description: "Tidak bisa dicas"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.Repair.ProcessServicePayment(ctx, who, repair.PaymentInput{EntryID: &entry.ID, Fee: 75_000, Paid: 75_000}); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Returns.VoidSale(ctx, admin, voided.ID, "Salah input"); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Returns.VoidServiceBill(ctx, admin, entry.ID, "Pelanggan batal"); err != nil {
			t.Fatal(err)
		}
		if _, err := env.Returns.ReturnSale(ctx, admin, returned.ID, returns.ReturnInput{
			Lines: []returns.ReturnLine{{SaleItemID: returned.Items[0].ID, Quantity: 2}}, Reason: "Rusak", RefundMethod: "tunai"}); err != nil {
			t.Fatal(err)
		}
		var page core.Page[httpapi.PastTransaction]
		apptest.Do(t, env.Handler(), "GET", "/api/transactions", nil, kasir.Cookie, nil).JSON(t, &page)
		got := map[string]httpapi.PastTransaction{}
		for _, row := range page.Items {
			got[row.Number] = row
		}
		for number, want := range map[string]struct {
			voided   bool
			returned int64
		}{standing.Number: {false, 0}, voided.Number: {true, 0}, returned.Number: {false, 500_000}, fmt.Sprintf("SVC-%d", entry.ID): {true, 0}} {
			if row := got[number]; (row.VoidedAt != nil) != want.voided || row.Returned != want.returned {
				t.Errorf("%s: voided at %v, returned %d; want voided %v, returned %d", number, row.VoidedAt, row.Returned, want.voided, want.returned)
			}
		}
	})
}
