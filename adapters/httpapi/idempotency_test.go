package httpapi_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
)

// An idempotent write: where it is sent, two different requests for it, and what it did to
// the shop (a count that one effect raises by one).
type idempotentWrite struct {
	name, url, cookie string
	body, other       map[string]any
	// document names the document an answer is about.
	document func(t *testing.T, res apptest.Response) int64
	effects  func(t *testing.T) int64
	reused   string
}

func idOf(t *testing.T, res apptest.Response) int64 {
	var doc struct{ ID int64 }
	res.JSON(t, &doc)
	return doc.ID
}

// Every write a client may send twice — a sale, an order, an instalment payment, a service
// payment — keeps its Idempotency-Key with the request: the same key and request answer with
// the first document and do nothing again, even sent at once; the same key with another
// request is refused.
func TestIdempotencyKeysMeanWhatTheySay(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		member := env.SignedIn(t, core.RoleMember)
		glass := addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 500)
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 450_000, 500)
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso"})
		inst, err := env.Credit.AddManual(t.Context(), creditManual(env, budi.ID, 10_000_000), &kasir.ID)
		if err != nil {
			t.Fatal(err)
		}
		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone",
			DeviceType: "Samsung A10", DamageType: "LCD pecah", Description: "Ganti LCD"})
		if err != nil {
			t.Fatal(err)
		}
		count := func(query string, args ...any) func(t *testing.T) int64 {
			return func(t *testing.T) int64 {
				var n int64
				if err := env.DB.NewRaw(query, args...).Scan(t.Context(), &n); err != nil {
					t.Fatal(err)
				}
				return n
			}
		}
		sale := func(q int) map[string]any {
			b := cart(glass, q)
			b["payment_method"], b["paid_amount"] = "tunai", 1_000_000
			return b
		}
		repairBill := func(q int) map[string]any {
			return map[string]any{"service_fee": 100_000, "parts": []map[string]any{{"product_id": lcd.ID, "quantity": q}}}
		}
		writes := []idempotentWrite{
			{name: "sale", url: "/api/sales", cookie: kasir.Cookie, body: sale(1), other: sale(7), document: idOf,
				effects: count("SELECT COUNT(*) FROM sales_transactions"), reused: "transaksi"},
			{name: "order", url: "/api/orders", cookie: member.Cookie, body: cart(glass, 1), other: cart(glass, 7), document: idOf,
				effects: count("SELECT COUNT(*) FROM orders"), reused: "pesanan"},
			{name: "instalment payment", url: fmt.Sprintf("/api/installments/%d/payments", inst.ID), cookie: kasir.Cookie,
				body: map[string]any{"amount": 10_000}, other: map[string]any{"amount": 70_000},
				document: func(t *testing.T, res apptest.Response) int64 {
					var i core.Installment
					res.JSON(t, &i)
					return i.Paid // the answer is the instalment: what it shows paid tells the payments apart
				},
				effects: count("SELECT COUNT(*) FROM installment_payments"), reused: "pembayaran cicilan"},
			{name: "service payment", url: fmt.Sprintf("/api/service-entries/%d/payment", entry.ID), cookie: kasir.Cookie,
				body: repairBill(1), other: repairBill(7),
				document: func(t *testing.T, res apptest.Response) int64 {
					var r receipt
					res.JSON(t, &r)
					return r.Bill.ID*1_000_000 + r.Bill.Total // processing again keeps the bill's id: its total tells them apart
				},
				effects: count("SELECT COUNT(*) FROM stock_movements WHERE product_id = ? AND reason = ?", lcd.ID, core.ReasonServicePart),
				reused:  "pembayaran servis"},
		}
		for i, w := range writes {
			t.Run(w.name, func(t *testing.T) {
				key := map[string]string{"Idempotency-Key": fmt.Sprintf("kunci-%d", i)}
				before := w.effects(t)
				first := apptest.Do(t, h, "POST", w.url, w.body, w.cookie, key)
				again := apptest.Do(t, h, "POST", w.url, w.body, w.cookie, key)
				if first.Status >= 300 || again.Status >= 300 || w.document(t, first) != w.document(t, again) || w.effects(t) != before+1 {
					t.Fatalf("same key, same request: %d %s then %d %s; %d effects", first.Status, first.Body, again.Status, again.Body, w.effects(t)-before)
				}
				apptest.Run(t, h, []apptest.Scenario{{Name: "same key, another request", Method: "POST", URL: w.url, Cookie: w.cookie, Headers: key,
					Body: w.other, WantStatus: 409, WantContains: []string{fmt.Sprintf(`"detail":"Idempotency-Key ini sudah dipakai untuk %s dengan isi berbeda."`, w.reused)}}})
				if w.effects(t) != before+1 {
					t.Fatalf("the refused request did something: %d effects", w.effects(t)-before)
				}

				// A double click: the same request eight times at once makes one document.
				twin := map[string]string{"Idempotency-Key": fmt.Sprintf("kembar-%d", i)}
				before = w.effects(t)
				answers := make([]apptest.Response, 8)
				var wg sync.WaitGroup
				for n := range answers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						answers[n] = apptest.Do(t, h, "POST", w.url, w.other, w.cookie, twin)
					}()
				}
				wg.Wait()
				for _, a := range answers {
					if a.Status >= 300 || w.document(t, a) != w.document(t, answers[0]) {
						t.Fatalf("twins answered apart: %d %s / %s", a.Status, a.Body, answers[0].Body)
					}
				}
				if got := w.effects(t) - before; got != 1 {
					t.Fatalf("eight twins had %d effects, want 1", got)
				}
			})
		}

		apptest.Run(t, h, []apptest.Scenario{{Name: "keys belong to one person and one kind of write", Method: "POST", URL: "/api/orders",
			Cookie: member.Cookie, Headers: map[string]string{"Idempotency-Key": "kunci-0"}, Body: cart(glass, 2), WantStatus: 201}})
	})
}
