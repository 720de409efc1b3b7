package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// rafaelQRIS is a published static QRIS (Rafael Toko Digital, Jambi), with its own checksum.
const rafaelQRIS = "00020101021126570011ID.DANA.WWW011893600915393854002502099385400250303UMI51440014ID.CO.QRIS.WWW0215ID10254164052370303UMI5204549953033605802ID5919Rafael Toko Digital6010Kota Jambi6105361256304EE06"

// The shop turns on QRIS and transfer; a phone is paid Rp 1.000.000 in cash and the rest by
// QRIS, and the receipt lists both. Only the cash gives change.
func TestSplitPaymentsAtTheCounter(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		phone := addProduct(t, env, "Redmi Note 13", "Handphone", 1_600_000, 5)
		sari, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})
		sale := func(payments ...map[string]any) map[string]any {
			return map[string]any{"items": []map[string]any{{"product_id": phone.ID, "quantity": 1}}, "payment_method": "tunai", "payments": payments}
		}
		pay := func(method string, amount int64, ref string) map[string]any {
			return map[string]any{"method": method, "amount": amount, "reference": ref}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a method the shop has not turned on", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(pay("tunai", 1_000_000, ""), pay("qris", 600_000, "")), WantStatus: 422,
				WantContains: []string{core.MsgMethodNotAccepted}},
			{Name: "no QRIS set up yet", Method: "GET", URL: "/api/payments/qris?amount=600000", Cookie: kasir.Cookie, WantStatus: 409,
				WantContains: []string{"QRIS toko belum diatur."}},
			{Name: "a broken QRIS is refused", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{"qrisStatic": rafaelQRIS[:len(rafaelQRIS)-4] + "0000"}, WantStatus: 422,
				WantContains: []string{"Kode QRIS rusak: checksum tidak cocok.", `"location":"qrisStatic"`}},
			{Name: "an unknown method is refused", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{"paymentMethods": "qris,kartu kredit"}, WantStatus: 422, WantContains: []string{core.MsgUnknownMethod}},
			{Name: "a cashier cannot change them", Method: "PUT", URL: "/api/settings", Cookie: kasir.Cookie,
				Body: map[string]any{"paymentMethods": "qris"}, WantStatus: 403},
			{Name: "the owner turns on QRIS and transfer", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{"paymentMethods": "qris, transfer", "qrisStatic": rafaelQRIS, "bankName": "BCA",
					"bankAccountNumber": "1234567890", "bankAccountHolder": "Konter Jaya"},
				WantStatus: 200, WantContains: []string{`"paymentMethods":"qris, transfer"`, `"bankName":"BCA"`}},
			{Name: "the QRIS for the exact amount", Method: "GET", URL: "/api/payments/qris?amount=600000", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"payload":"000201010212`, "5406600000", "Rafael Toko Digital", `"amount":600000`}},
			{Name: "members get no QRIS", Method: "GET", URL: "/api/payments/qris?amount=600000", Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				WantStatus: 403},
			{Name: "QRIS for nothing", Method: "GET", URL: "/api/payments/qris?amount=0", Cookie: kasir.Cookie, WantStatus: 422,
				WantContains: []string{"Jumlah pembayaran QRIS harus lebih dari Rp 0."}},
			{Name: "QRIS above the total cannot give change", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(pay("qris", 1_700_000, "")), WantStatus: 422, WantContains: []string{core.MsgNonCashOver}},
			{Name: "still a method not turned on", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(pay("debit", 1_600_000, "")), WantStatus: 422, WantContains: []string{core.MsgMethodNotAccepted}},
			{Name: "paid amount and payments together", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"items": []map[string]any{{"product_id": phone.ID, "quantity": 1}}, "payment_method": "tunai",
					"paid_amount": 1_600_000, "payments": []map[string]any{pay("qris", 1_600_000, "")}},
				WantStatus: 422, WantContains: []string{core.MsgPaidOrPayments}},
			{Name: "split short of the total", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(pay("tunai", 500_000, ""), pay("qris", 600_000, "")), WantStatus: 422, WantContains: []string{core.MsgCashShort}},
			{Name: "a payment of nothing", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale(pay("tunai", 1_600_000, ""), pay("qris", 0, "")), WantStatus: 422, WantContains: []string{core.MsgBadPaymentAmount}},
		})
		if got, _ := env.Catalog.ProductDetail(t.Context(), phone.ID); got.Stock != 5 {
			t.Fatalf("refused sales moved stock: %d", got.Stock)
		}

		var split httpapi.Sale
		res := apptest.Do(t, h, "POST", "/api/sales", sale(pay("qris", 600_000, "QR-0042"), pay("tunai", 1_050_000, "")), kasir.Cookie, nil)
		res.JSON(t, &split)
		if res.Status != 201 || split.Total != 1_600_000 || split.Paid != 1_650_000 || split.Change != 50_000 || split.PaymentMethod != core.PayCash {
			t.Fatalf("split sale: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the receipt lists the QRIS with its reference and the cash with the change", Method: "GET",
				URL: fmt.Sprintf("/api/sales/%d", split.ID), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"method":"qris","amount":600000,"change_amount":0,"reference":"QR-0042"`,
					`"method":"tunai","amount":1050000,"change_amount":50000,"reference":null`}},
		})

		// A credit sale: Rp 1.000.000 by transfer, the rest an instalment paid by QRIS and cash.
		var credit httpapi.Sale
		body := sale(pay("transfer", 1_000_000, "BCA-778"))
		body["payment_method"], body["customer_id"] = "cicilan", sari.ID
		res = apptest.Do(t, h, "POST", "/api/sales", body, kasir.Cookie, nil)
		res.JSON(t, &credit)
		if res.Status != 201 || credit.Paid != 1_000_000 || credit.Remaining != 600_000 || credit.PaymentMethod != core.PayInstallment {
			t.Fatalf("credit sale: %d %s", res.Status, res.Body)
		}
		inst, err := env.Credit.ByNumber(t.Context(), credit.Number)
		if err != nil {
			t.Fatal(err)
		}
		url := fmt.Sprintf("/api/installments/%d/payments", inst.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "an instalment payment above what remains", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body:       map[string]any{"payments": []map[string]any{pay("tunai", 300_000, ""), pay("qris", 300_001, "")}},
				WantStatus: 422, WantContains: []string{core.MsgOverpaid}},
			{Name: "an instalment paid by QRIS and cash", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body:       map[string]any{"payments": []map[string]any{pay("qris", 400_000, "QR-0043"), pay("tunai", 100_000, "")}},
				WantStatus: 201, WantContains: []string{`"paid_amount":1500000`, `"remaining_amount":100000`}},
			{Name: "its history shows one payment of the sum", Method: "GET", URL: url, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, `"amount":500000`,
					`"payments":[{"method":"qris","amount":400000,"change_amount":0,"reference":"QR-0043"`}},
		})

		var rows []struct {
			Method string `bun:"method"`
			Kept   int64  `bun:"kept"`
		}
		if err := env.DB.NewRaw("SELECT method, amount - change_amount AS kept FROM payments ORDER BY id").Scan(t.Context(), &rows); err != nil {
			t.Fatal(err)
		}
		var methods []string
		var amounts int64
		for _, r := range rows {
			methods, amounts = append(methods, r.Method), amounts+r.Kept
		}
		if fmt.Sprint(methods) != "[qris tunai transfer qris tunai]" || amounts != 1_600_000+1_000_000+500_000 {
			t.Fatalf("payments recorded: %v, kept %d", methods, amounts)
		}

		// The reports add the money up by method: the sales report its sales and the payments
		// towards their instalments, the day's report every rupiah the counter took.
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the sales report by method", Method: "GET", URL: "/api/reports/sales", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"per_method":[{"method":"tunai","amount":1100000},{"method":"qris","amount":1000000},{"method":"transfer","amount":1000000}]`,
					`"installments_per_method":[{"method":"tunai","amount":100000},{"method":"qris","amount":400000}]`}},
			{Name: "the day's report by method", Method: "GET", URL: "/api/reports/today", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"per_method":[{"method":"tunai","amount":1100000},{"method":"qris","amount":1000000},{"method":"transfer","amount":1000000}]`}},
			{Name: "no repair bill took anything", Method: "GET", URL: "/api/reports/service", Cookie: admin.Cookie, WantStatus: 200,
				WantContains: []string{`"per_method":[]`}},
		})

		// A client that lists the payments needs not name the spec's payment_method: the
		// payments say whether something remains, and a customer lets it become an instalment.
		derived := func(customer bool, payments ...map[string]any) map[string]any {
			body := sale(payments...)
			delete(body, "payment_method")
			if customer {
				body["customer_id"] = sari.ID
			}
			return body
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "paid in full by QRIS, no payment_method", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: derived(false, pay("qris", 1_600_000, "QR-0044")), WantStatus: 201,
				WantContains: []string{`"payment_method":"tunai"`, `"remaining_amount":0`}},
			{Name: "short without a customer, no payment_method", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: derived(false, pay("qris", 600_000, "")), WantStatus: 422, WantContains: []string{core.MsgCashShort}},
			{Name: "short with a customer, no payment_method: an instalment", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: derived(true, pay("transfer", 600_000, "BCA-779")), WantStatus: 201,
				WantContains: []string{`"payment_method":"cicilan"`, `"remaining_amount":1000000`}},
		})
	})
}

// A repair bill paid by transfer and cash, processed again with a debit card: the receipt
// holds the new bill's payments only, the first ones are reversed in the books (so that their
// shift still adds up), and the rest stays an instalment.
func TestARepairBillProcessedAgainReplacesItsPayments(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		sari, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})
		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &sari.ID, Category: "Handphone",
			DeviceType: "Oppo A57", DamageType: "Baterai", Description: "Cepat habis"})
		if err != nil {
			t.Fatal(err)
		}
		url := fmt.Sprintf("/api/service-entries/%d/payment", entry.ID)
		pay := func(method string, amount int64) map[string]any {
			return map[string]any{"method": method, "amount": amount}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the owner turns on transfer and debit", Method: "PUT", URL: "/api/settings", Cookie: admin.Cookie,
				Body: map[string]any{"paymentMethods": "transfer,debit"}, WantStatus: 200},
			{Name: "transfer and cash with change from the cash", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body:       map[string]any{"service_fee": 300_000, "payments": []map[string]any{pay("transfer", 200_000), pay("tunai", 150_000)}},
				WantStatus: 200, WantContains: []string{`"paid_amount":350000`, `"change_amount":50000`, `"payment_method":"tunai"`,
					`"method":"transfer","amount":200000`, `"method":"tunai","amount":150000,"change_amount":50000`}},
			{Name: "processed again, part by debit card", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body:       map[string]any{"service_fee": 400_000, "payments": []map[string]any{pay("debit", 100_000)}},
				WantStatus: 200, WantContains: []string{`"remaining_amount":300000`, `"payment_method":"cicilan"`, `"method":"debit","amount":100000`},
				WantMissing: []string{`"method":"transfer"`, `"method":"tunai"`}},
		})
		var current, kept int64
		if err := env.DB.NewRaw("SELECT COUNT(*) FILTER (WHERE NOT replaced), SUM(amount - change_amount) FROM payments WHERE document_kind = 'service'").
			Scan(t.Context(), &current, &kept); err != nil {
			t.Fatal(err)
		}
		if current != 1 || kept != 100_000 {
			t.Fatalf("%d current service payment rows and Rp %d kept, want the debit only: the first payments are reversed, not lost", current, kept)
		}
	})
}

// What a customer paid on a repair's instalment stays paid when the repair is billed again: a new
// bill that would leave them having paid more than it asks is refused, and the bill and the
// instalment stay as they were; a new bill that takes the instalment's payments into account goes.
func TestARepairBilledAgainKeepsWhatWasPaidOnItsInstalment(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		sari, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})
		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &sari.ID, Category: "Handphone",
			DeviceType: "Oppo A57", DamageType: "Baterai", Description: "Cepat habis"})
		if err != nil {
			t.Fatal(err)
		}
		url := fmt.Sprintf("/api/service-entries/%d/payment", entry.ID)
		cash := func(amount int64) []map[string]any { return []map[string]any{{"method": "tunai", "amount": amount}} }
		apptest.Run(t, h, []apptest.Scenario{{Name: "billed 400.000, 100.000 paid, the rest on instalment", Method: "POST", URL: url, Cookie: kasir.Cookie,
			Body: map[string]any{"service_fee": 400_000, "payments": cash(100_000)}, WantStatus: 200, WantContains: []string{`"remaining_amount":300000`}}})
		var instalment int64
		if err := env.DB.NewRaw("SELECT id FROM installments WHERE transaction_id_display = ?", entry.Number()).Scan(t.Context(), &instalment); err != nil {
			t.Fatal(err)
		}
		refused := fmt.Sprintf(repair.MsgPaidOnDebt, "Rp 250.000", "Rp 50.000")
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "250.000 paid on the instalment", Method: "POST", URL: fmt.Sprintf("/api/installments/%d/payments", instalment), Cookie: kasir.Cookie,
				Body: map[string]any{"amount": 250_000}, WantStatus: 201},
			{Name: "billed again at 300.000 with 100.000 more: 350.000 paid for 300.000", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 300_000, "payments": cash(100_000)}, WantStatus: 422, WantContains: []string{refused}},
			{Name: "the first bill stands", Method: "GET", URL: fmt.Sprintf("/api/service-entries/%d", entry.ID), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"service_fee":400000`}},
			{Name: "billed again at 300.000 with the 50.000 left", Method: "POST", URL: url, Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 300_000, "payments": cash(50_000)}, WantStatus: 200, WantContains: []string{`"total_amount":300000`}},
			{Name: "the instalment is paid off", Method: "GET", URL: fmt.Sprintf("/api/installments/%d", instalment), Cookie: kasir.Cookie,
				WantStatus: 200, WantContains: []string{`"paid_amount":300000`, `"remaining_amount":0`}},
		})
	})
}
