package httpapi_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

func TestSalesCashier(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10) // reseller 249.000, buy 125.000
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 3)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		line := func(p core.Product, q int) map[string]any { return map[string]any{"product_id": p.ID, "quantity": q} }
		sale := func(items []map[string]any, extra map[string]any) map[string]any {
			b := map[string]any{"items": items, "customer_type": "umum", "payment_method": "tunai"}
			for k, v := range extra {
				b[k] = v
			}
			return b
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "empty cart", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie, Body: sale(nil, map[string]any{"paid_amount": 1000}),
				WantStatus: 422, WantContains: []string{"Keranjang belanja masih kosong."}},
			{Name: "cash short", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale([]map[string]any{line(charger, 1)}, map[string]any{"paid_amount": 200_000}), WantStatus: 422,
				WantContains: []string{"Jumlah bayar kurang dari total belanja."}},
			{Name: "beyond stock names the product", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale([]map[string]any{line(glass, 2), line(glass, 2)}, map[string]any{"paid_amount": 1_000_000}), WantStatus: 409,
				WantContains: []string{"Stok Tempered Glass tidak mencukupi."}},
			{Name: "discount above subtotal", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale([]map[string]any{line(glass, 1)}, map[string]any{"paid_amount": 0, "discount": 30_000}), WantStatus: 422,
				WantContains: []string{`"location":"discount"`}},
			{Name: "underpaid credit without a customer", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale([]map[string]any{line(glass, 1)}, map[string]any{"paid_amount": 5_000, "payment_method": "cicilan"}), WantStatus: 422,
				WantContains: []string{"Pilih pelanggan agar sisa pembayaran tercatat sebagai cicilan."}},
			{Name: "members cannot sell", Method: "POST", URL: "/api/sales", Cookie: env.SignedIn(t, core.RoleMember).Cookie,
				Body: sale([]map[string]any{line(glass, 1)}, map[string]any{"paid_amount": 25_000}), WantStatus: 403},
		})
		if got, _ := env.Catalog.ProductDetail(t.Context(), glass.ID); got.Stock != 3 {
			t.Fatalf("refused sales moved stock: %d", got.Stock)
		}

		// The client cannot even send totals: the server computes every amount.
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "totals from the client are refused", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: sale([]map[string]any{line(glass, 1)}, map[string]any{"paid_amount": 1, "total_amount": 1}), WantStatus: 422,
				WantContains: []string{`"location":"body.total_amount"`}},
		})
		res := apptest.Do(t, h, "POST", "/api/sales", sale([]map[string]any{line(charger, 2), line(glass, 1)},
			map[string]any{"paid_amount": 600_000, "discount": 5_000}), kasir.Cookie, nil)
		var cash httpapi.Sale
		res.JSON(t, &cash)
		if res.Status != 201 || cash.Subtotal != 525_000 || cash.Total != 520_000 || cash.Change != 80_000 || cash.Remaining != 0 {
			t.Fatalf("cash sale: %d %s", res.Status, res.Body)
		}
		if cash.Number != fmt.Sprintf("TRX-20261122-%06d", cash.ID) || *cash.KasirName != kasir.FullName || len(cash.Items) != 2 || cash.Items[0].BuyPrice != 125_000 {
			t.Fatalf("receipt data: %+v", cash)
		}
		if got, _ := env.Catalog.ProductDetail(t.Context(), charger.ID); got.Stock != 8 {
			t.Fatalf("stock after the sale: %d", got.Stock)
		}
		hist, _ := env.Ledger.History(t.Context(), charger.ID, core.PageRequest{})
		if hist.Items[0].Reason != core.ReasonSale || hist.Items[0].Reference != cash.Number || hist.Items[0].Delta != -2 {
			t.Fatalf("ledger: %+v", hist.Items[0])
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "receipt", Method: "GET", URL: fmt.Sprintf("/api/sales/%d", cash.ID), Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{cash.Number, `"product_name":"Charger 25W"`, `"change_amount":80000`}},
			{Name: "unknown sale", Method: "GET", URL: "/api/sales/999999", Cookie: kasir.Cookie, WantStatus: 404},
			{Name: "a customer without a sale can be deleted", Method: "DELETE", URL: fmt.Sprintf("/api/customers/%d", budi.ID), Cookie: kasir.Cookie,
				WantStatus: 204},
			{Name: "the deleted customer is gone", Method: "GET", URL: fmt.Sprintf("/api/customers/%d", budi.ID), Cookie: kasir.Cookie,
				WantStatus: 404, WantContains: []string{"Pelanggan tidak ditemukan."}},
		})

		// Reseller price, underpaid on credit: an instalment opens.
		carol, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Carol"})
		res = apptest.Do(t, h, "POST", "/api/sales", sale([]map[string]any{line(charger, 1)},
			map[string]any{"customer_type": "reseller", "payment_method": "cicilan", "paid_amount": 49_000, "customer_id": carol.ID}), kasir.Cookie, nil)
		var credit httpapi.Sale
		res.JSON(t, &credit)
		if res.Status != 201 || credit.Total != 249_000 || credit.Remaining != 200_000 || *credit.CustomerName != "Carol" {
			t.Fatalf("credit sale: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the debt is listed", Method: "GET", URL: "/api/installments", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":1`, credit.Number, `"transaction_type":"Penjualan"`, `"remaining_amount":200000`, `"paid_amount":49000`, `"status":"Belum Lunas"`}},
			{Name: "a customer with a sale cannot be deleted", Method: "DELETE", URL: fmt.Sprintf("/api/customers/%d", carol.ID), Cookie: kasir.Cookie,
				WantStatus: 409, WantContains: []string{"Gagal menghapus: Pelanggan ini memiliki riwayat transaksi dan tidak dapat dihapus."}},
			{Name: "a sold product cannot be deleted", Method: "DELETE", URL: fmt.Sprintf("/api/products/%d", charger.ID), Cookie: kasir.Cookie,
				WantStatus: 409, WantContains: []string{"Gagal menghapus: Produk ini sudah digunakan dalam transaksi dan tidak dapat dihapus."}},
		})
	})
}

func TestInstallmentsArePaidOff(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		dewi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Dewi Lestari"})
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "manual needs a customer", Method: "POST", URL: "/api/installments", Cookie: kasir.Cookie,
				Body: map[string]any{"total_amount": 100_000}, WantStatus: 422, WantContains: []string{"Harap pilih pelanggan dan masukkan jumlah yang valid."}},
			{Name: "manual needs an amount", Method: "POST", URL: "/api/installments", Cookie: kasir.Cookie,
				Body: map[string]any{"customer_id": dewi.ID}, WantStatus: 422, WantContains: []string{"Harap pilih pelanggan dan masukkan jumlah yang valid."}},
		})
		res := apptest.Do(t, h, "POST", "/api/installments", map[string]any{"customer_id": dewi.ID, "total_amount": 300_000, "details": "Kasbon servis lama"}, kasir.Cookie, nil)
		var inst httpapi.Installment
		res.JSON(t, &inst)
		if res.Status != 201 || inst.Number != fmt.Sprintf("CICIL-20261122-%06d", inst.ID) || inst.Type != "Lainnya" || inst.Paid != 0 || inst.Remaining != 300_000 {
			t.Fatalf("manual instalment: %d %s", res.Status, res.Body)
		}
		pay := fmt.Sprintf("/api/installments/%d/payments", inst.ID)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "zero", Method: "POST", URL: pay, Cookie: kasir.Cookie, Body: map[string]any{"amount": 0}, WantStatus: 422,
				WantContains: []string{"Jumlah pembayaran tidak valid."}},
			{Name: "more than remains", Method: "POST", URL: pay, Cookie: kasir.Cookie, Body: map[string]any{"amount": 300_001}, WantStatus: 422,
				WantContains: []string{"Jumlah pembayaran melebihi sisa tagihan."}},
			{Name: "first part", Method: "POST", URL: pay, Cookie: kasir.Cookie, Body: map[string]any{"amount": 100_000}, WantStatus: 201,
				WantContains: []string{`"paid_amount":100000`, `"remaining_amount":200000`, `"status":"Belum Lunas"`}},
			{Name: "the rest", Method: "POST", URL: pay, Cookie: kasir.Cookie, Body: map[string]any{"amount": 200_000}, WantStatus: 201,
				WantContains: []string{`"remaining_amount":0`, `"status":"Lunas"`}},
			{Name: "paid off leaves the list", Method: "GET", URL: "/api/installments", Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":0`}},
			{Name: "history newest first with the cashier", Method: "GET", URL: pay, Cookie: kasir.Cookie, WantStatus: 200,
				WantContains: []string{`"total":2`, `{"id":2`, `"kasir_name":"` + kasir.FullName + `"`}},
			{Name: "unknown", Method: "POST", URL: "/api/installments/999999/payments", Cookie: kasir.Cookie, Body: map[string]any{"amount": 1},
				WantStatus: 404, WantContains: []string{"Data cicilan tidak ditemukan."}},
		})
	})
}

// Two cashiers take the last rupiah at once: one payment goes through.
func TestTwoPaymentsRaceForTheLastRupiah(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		a, b := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleKasir)
		cust, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Rizky"})
		inst, err := env.Credit.AddManual(t.Context(), creditManual(env, cust.ID, 50_000), nil)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		statuses := make([]int, 2)
		for i, who := range []apptest.Person{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i] = apptest.Do(t, h, "POST", fmt.Sprintf("/api/installments/%d/payments", inst.ID), map[string]any{"amount": 50_000}, who.Cookie, nil).Status
			}()
		}
		wg.Wait()
		got, _ := env.Credit.Get(t.Context(), inst.ID)
		page, _ := env.Credit.Payments(t.Context(), inst.ID, core.PageRequest{})
		if got.Paid != 50_000 || got.Remaining != 0 || page.Total != 1 || statuses[0]+statuses[1] != 201+422 {
			t.Fatalf("paid %d remaining %d with %d payments (statuses %v)", got.Paid, got.Remaining, page.Total, statuses)
		}
	})
}

// A double click sends the same payment twice, at once and again later: it is paid once.
func TestARetriedPaymentPaysOnce(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		cust, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Yusuf"})
		inst, err := env.Credit.AddManual(t.Context(), creditManual(env, cust.ID, 50_000), nil)
		if err != nil {
			t.Fatal(err)
		}
		pay := fmt.Sprintf("/api/installments/%d/payments", inst.ID)
		key := map[string]string{"Idempotency-Key": "bayar-yusuf-1"}
		var wg sync.WaitGroup
		answers := make([]apptest.Response, 3)
		for i := range answers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				answers[i] = apptest.Do(t, h, "POST", pay, map[string]any{"amount": 20_000}, kasir.Cookie, key)
			}()
		}
		wg.Wait()
		answers = append(answers, apptest.Do(t, h, "POST", pay, map[string]any{"amount": 20_000}, kasir.Cookie, key))
		for _, res := range answers {
			if res.Status != 201 || !strings.Contains(string(res.Body), `"remaining_amount":30000`) {
				t.Fatalf("retry answered %d %s", res.Status, res.Body)
			}
		}
		other := apptest.Do(t, h, "POST", pay, map[string]any{"amount": 20_000}, kasir.Cookie, map[string]string{"Idempotency-Key": "bayar-yusuf-2"})
		page, _ := env.Credit.Payments(t.Context(), inst.ID, core.PageRequest{})
		got, _ := env.Credit.Get(t.Context(), inst.ID)
		if other.Status != 201 || page.Total != 2 || got.Paid != 40_000 || got.Remaining != 10_000 {
			t.Fatalf("a second payment: %d; %d payments, paid %d, remaining %d", other.Status, page.Total, got.Paid, got.Remaining)
		}
	})
}
