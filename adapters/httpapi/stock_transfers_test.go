package httpapi_test

import (
	"fmt"
	"net/http"
	"sync"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

const (
	transferIMEI1 = "490154203237518"
	transferIMEI2 = "356938035643809"
)

// transferShop is a shop of two outlets: glass and two phones at the first, a cashier at each.
type transferShop struct {
	admin, first, second apptest.Person
	konter, dago         core.Outlet
	glass, phone         core.Product
}

func openTransferShop(t *testing.T, env *apptest.Env) transferShop {
	t.Helper()
	s := transferShop{admin: env.SignedIn(t, core.RoleAdmin), first: env.SignedIn(t, core.RoleKasir), second: env.SignedIn(t, core.RoleKasir)}
	s.konter = outletNamed(t, env, "Konter")
	s.dago = addOutlet(t, env, "Cabang Dago")
	env.WorksAt(t, s.second, s.dago.ID)
	s.glass = addProduct(t, env, "Tempered Glass", "Aksesoris", 25_000, 10)
	var err error
	s.phone, err = env.Catalog.AddProduct(t.Context(), catalog.ProductInput{Name: "Redmi 13", Category: "HP", Barcode: "RD13", Tracked: true}, env.AtShop)
	if err != nil {
		t.Fatal(err)
	}
	apptest.Run(t, env.Handler(), []apptest.Scenario{{Name: "two phones at the first outlet", Method: "POST",
		URL: fmt.Sprintf("/api/products/%d/stock", s.phone.ID), Cookie: s.admin.Cookie, WantStatus: 200,
		Body: map[string]any{"units": []map[string]string{{"imei": transferIMEI1}, {"imei": transferIMEI2}}}}})
	return s
}

// ledgerBalances checks each outlet's stock of the product against its ledger there, and the
// shop's stock against the sum of its outlets'; want is each outlet's stock by outlet id.
func ledgerBalances(t *testing.T, env *apptest.Env, productID int64, want map[int64]int64) {
	t.Helper()
	var rows []struct {
		OutletID int64 `bun:"outlet_id"`
		Held     int64 `bun:"held"`
		Moved    int64 `bun:"moved"`
	}
	if err := env.DB.NewRaw(`SELECT s.outlet_id, s.quantity AS held, (SELECT COALESCE(SUM(m.delta), 0) FROM stock_movements AS m
		WHERE m.product_id = s.product_id AND m.outlet_id = s.outlet_id) AS moved FROM product_stock AS s WHERE s.product_id = ?`, productID).
		Scan(t.Context(), &rows); err != nil {
		t.Fatal(err)
	}
	var total, sum int64
	if err := env.DB.NewRaw("SELECT stock FROM products WHERE id = ?", productID).Scan(t.Context(), &total); err != nil {
		t.Fatal(err)
	}
	got := map[int64]int64{}
	for _, r := range rows {
		if r.Held != r.Moved {
			t.Errorf("outlet %d holds %d of product %d, its ledger says %d", r.OutletID, r.Held, productID, r.Moved)
		}
		if r.Held != 0 {
			got[r.OutletID] = r.Held
		}
		sum += r.Held
	}
	if total != sum || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("product %d: stock %d, outlets %v (sum %d); want %v", productID, total, got, sum, want)
	}
}

// A transfer with a phone by IMEI and glass by quantity: it leaves the first outlet at once, the
// phone in transit where nobody can sell it; the second outlet receives it by scanning, one phone
// and a piece of glass short; the Admin writes the shortfall off. Every outlet's stock stays its
// ledger's, and the shop's the sum of its outlets'.
func TestATransferLeavesAtOnceAndArrivesWhenReceived(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		s := openTransferShop(t, env)
		send := map[string]any{"to_outlet_id": s.dago.ID, "note": "Stok cabang baru",
			"lines": []map[string]any{{"product_id": s.glass.ID, "quantity": 3}}, "units": []string{transferIMEI1, transferIMEI2}}
		key := map[string]string{"Idempotency-Key": "mutasi-1"}
		phone1, err := env.Catalog.UnitByNumber(t.Context(), transferIMEI1)
		if err != nil {
			t.Fatal(err)
		}
		receipt := map[string]any{"lines": []map[string]any{{"product_id": s.glass.ID, "quantity": 2}}, "units": []string{transferIMEI1}}
		elsewhere := env.SignedIn(t, core.RoleKasir)
		buah := addOutlet(t, env, "Cabang Buah Batu")
		env.WorksAt(t, elsewhere, buah.ID)
		sale := map[string]any{"items": []map[string]any{{"product_id": s.phone.ID, "quantity": 1, "unit_ids": []int64{phone1.ID}}},
			"customer_type": "umum", "payment_method": "tunai", "paid_amount": 0}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a cashier of the second outlet cannot send from the first", Method: "POST", URL: "/api/stock-transfers", Cookie: s.second.Cookie,
				Body:       map[string]any{"from_outlet_id": s.konter.ID, "to_outlet_id": s.dago.ID, "units": []string{transferIMEI1}},
				WantStatus: 403, WantContains: []string{`"detail":"Anda tidak terdaftar di outlet pengirim."`}},
			{Name: "nor to the outlet it comes from", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie,
				Body:       map[string]any{"to_outlet_id": s.konter.ID, "units": []string{transferIMEI1}},
				WantStatus: 422, WantContains: []string{`"detail":"Outlet tujuan harus berbeda dari outlet pengirim."`}},
			{Name: "a phone is sent by its IMEI, not by quantity", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie,
				Body:       map[string]any{"to_outlet_id": s.dago.ID, "lines": []map[string]any{{"product_id": s.phone.ID, "quantity": 1}}},
				WantStatus: 422, WantContains: []string{`"detail":"Pindai IMEI/serial setiap unit Redmi 13 yang dikirim."`}},
			{Name: "the first outlet's cashier sends glass and two phones", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie,
				Body: send, Headers: key, WantStatus: 201,
				WantContains: []string{`"number":"MTS-`, `"status":"sent"`, `"from_outlet_name":"Konter"`, `"to_outlet_name":"Cabang Dago"`,
					`"product_name":"Tempered Glass","tracked":false,"quantity":3,"received":0`, `"product_name":"Redmi 13","tracked":true,"quantity":2`,
					`"number":"` + transferIMEI1 + `","received":false`}},
			{Name: "sent again with its key, it is the same transfer", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie,
				Body: send, Headers: key, WantStatus: 201, WantContains: []string{`"status":"sent"`}},
			{Name: "one transfer, seen by both outlets' cashiers", Method: "GET", URL: "/api/stock-transfers", Cookie: s.second.Cookie,
				WantStatus: 200, WantContains: []string{`"total":1`, `"status":"sent"`}},
			{Name: "a cashier of a third outlet sees none of it", Method: "GET", URL: "/api/stock-transfers", Cookie: elsewhere.Cookie,
				WantStatus: 200, WantContains: []string{`"total":0`}},
			{Name: "nor opens it", Method: "GET", URL: "/api/stock-transfers/1", Cookie: elsewhere.Cookie,
				WantStatus: 404, WantContains: []string{`"detail":"Mutasi stok tidak ditemukan."`}},
			{Name: "nor receives it", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: elsewhere.Cookie, Body: receipt,
				WantStatus: 404},
			{Name: "the phone is in transit", Method: "GET", URL: "/api/units/by-number/" + transferIMEI1, Cookie: s.admin.Cookie,
				WantStatus: 200, WantContains: []string{`"status":"in_transit"`}},
			{Name: "and cannot be sold at the outlet it left", Method: "POST", URL: "/api/sales", Cookie: s.first.Cookie, Body: sale,
				WantStatus: 409},
			{Name: "nor at the outlet it goes to", Method: "POST", URL: "/api/sales", Cookie: s.second.Cookie, Body: sale,
				WantStatus: 409},
			{Name: "the first outlet cannot receive it", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: s.first.Cookie,
				Body: map[string]any{"units": []string{transferIMEI1}}, WantStatus: 403,
				WantContains: []string{`"detail":"Mutasi ini diterima di outlet Cabang Dago: pilih outlet itu terlebih dahulu."`}},
			{Name: "a unit that was not sent is refused on receipt", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: s.second.Cookie,
				Body: map[string]any{"units": []string{"490154203237519"}}, WantStatus: 422,
				WantContains: []string{`"detail":"Unit 490154203237519 tidak termasuk dalam mutasi ini."`}},
			{Name: "as is more glass than was sent", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: s.second.Cookie,
				Body:       map[string]any{"lines": []map[string]any{{"product_id": s.glass.ID, "quantity": 4}}},
				WantStatus: 422, WantContains: []string{`"detail":"Jumlah Tempered Glass yang diterima melebihi yang dikirim (3)."`}},
			{Name: "the second outlet scans one phone and counts two pieces of glass", Method: "POST", URL: "/api/stock-transfers/1/receive",
				Cookie: s.second.Cookie, Body: receipt, Headers: key, WantStatus: 200,
				WantContains: []string{`"status":"short"`, `"quantity":3,"received":2`, `"number":"` + transferIMEI1 + `","received":true`,
					`"number":"` + transferIMEI2 + `","received":false`}},
			{Name: "sent again with its key, the receipt is the same one", Method: "POST", URL: "/api/stock-transfers/1/receive",
				Cookie: s.second.Cookie, Body: receipt, Headers: key, WantStatus: 200, WantContains: []string{`"quantity":3,"received":2`}},
			{Name: "it is received once", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: s.second.Cookie,
				Body: map[string]any{"units": []string{transferIMEI2}}, WantStatus: 409, WantContains: []string{`"detail":"Mutasi ini sudah diterima."`}},
			{Name: "the received phone is at the second outlet", Method: "GET", URL: "/api/units/by-number/" + transferIMEI1, Cookie: s.second.Cookie,
				WantStatus: 200, WantContains: []string{`"status":"in_stock"`, fmt.Sprintf(`"outlet_id":%d`, s.dago.ID)}},
			{Name: "where it sells", Method: "POST", URL: "/api/sales", Cookie: s.second.Cookie, Body: sale, WantStatus: 201},
			{Name: "a cashier does not settle the shortfall", Method: "POST", URL: "/api/stock-transfers/1/settle", Cookie: s.second.Cookie,
				Body: map[string]any{"settlement": "written_off"}, WantStatus: 403},
			{Name: "the Admin writes it off", Method: "POST", URL: "/api/stock-transfers/1/settle", Cookie: s.admin.Cookie,
				Body: map[string]any{"settlement": "written_off"}, WantStatus: 200,
				WantContains: []string{`"status":"settled"`, `"settlement":"written_off"`}},
			{Name: "once", Method: "POST", URL: "/api/stock-transfers/1/settle", Cookie: s.admin.Cookie,
				Body: map[string]any{"settlement": "returned"}, WantStatus: 409,
				WantContains: []string{`"detail":"Mutasi ini tidak memiliki selisih yang belum diselesaikan."`}},
			{Name: "the phone written off is missing", Method: "GET", URL: "/api/units/by-number/" + transferIMEI2, Cookie: s.admin.Cookie,
				WantStatus: 200, WantContains: []string{`"status":"missing"`, fmt.Sprintf(`"outlet_id":%d`, s.konter.ID)}},
		})
		ledgerBalances(t, env, s.glass.ID, map[int64]int64{s.konter.ID: 7, s.dago.ID: 2})
		ledgerBalances(t, env, s.phone.ID, map[int64]int64{})
		var moves []struct {
			Reason   string `bun:"reason"`
			Delta    int64  `bun:"delta"`
			OutletID int64  `bun:"outlet_id"`
		}
		if err := env.DB.NewRaw("SELECT reason, delta, outlet_id FROM stock_movements WHERE product_id = ? ORDER BY id", s.glass.ID).Scan(t.Context(), &moves); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("[{initial 10 %[1]d} {transfer-out -3 %[1]d} {transfer-in 2 %[2]d} {transfer-in 1 %[1]d} {write-off -1 %[1]d}]", s.konter.ID, s.dago.ID)
		if got := fmt.Sprint(moves); got != want {
			t.Fatalf("ledger %s, want %s", got, want)
		}
	})
}

// A shortfall the Admin sends back returns to the sending outlet's stock, a unit with it.
func TestAShortfallSentBackReturnsToTheSender(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		s := openTransferShop(t, env)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "glass and a phone sent", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie, WantStatus: 201,
				Body: map[string]any{"to_outlet_id": s.dago.ID, "lines": []map[string]any{{"product_id": s.glass.ID, "quantity": 4}}, "units": []string{transferIMEI2}}},
			{Name: "only glass arrives", Method: "POST", URL: "/api/stock-transfers/1/receive", Cookie: s.second.Cookie, WantStatus: 200,
				Body: map[string]any{"lines": []map[string]any{{"product_id": s.glass.ID, "quantity": 4}}}, WantContains: []string{`"status":"short"`}},
			{Name: "the Admin sends the phone back", Method: "POST", URL: "/api/stock-transfers/1/settle", Cookie: s.admin.Cookie,
				Body: map[string]any{"settlement": "returned"}, WantStatus: 200, WantContains: []string{`"settlement":"returned"`}},
			{Name: "it is in the first outlet's stock again", Method: "GET", URL: "/api/units/by-number/" + transferIMEI2, Cookie: s.admin.Cookie,
				WantStatus: 200, WantContains: []string{`"status":"in_stock"`, fmt.Sprintf(`"outlet_id":%d`, s.konter.ID)}},
			{Name: "everything arrived of the next one", Method: "POST", URL: "/api/stock-transfers", Cookie: s.first.Cookie, WantStatus: 201,
				Body: map[string]any{"to_outlet_id": s.dago.ID, "units": []string{transferIMEI2}}},
			{Name: "so it is received whole", Method: "POST", URL: "/api/stock-transfers/2/receive", Cookie: s.second.Cookie, WantStatus: 200,
				Body: map[string]any{"units": []string{transferIMEI2}}, WantContains: []string{`"status":"received"`}},
			{Name: "with nothing to settle", Method: "POST", URL: "/api/stock-transfers/2/settle", Cookie: s.admin.Cookie,
				Body: map[string]any{"settlement": "returned"}, WantStatus: 409},
		})
		ledgerBalances(t, env, s.glass.ID, map[int64]int64{s.konter.ID: 6, s.dago.ID: 4})
		ledgerBalances(t, env, s.phone.ID, map[int64]int64{s.konter.ID: 1, s.dago.ID: 1})
	})
}

// Two transfers of the last piece, or of the same phone, sent at the same moment: one goes.
func TestTwoTransfersOfTheLastPieceOneGoes(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		s := openTransferShop(t, env)
		last := addProduct(t, env, "Kabel Data", "Aksesoris", 15_000, 1)
		for _, body := range []map[string]any{
			{"to_outlet_id": s.dago.ID, "lines": []map[string]any{{"product_id": last.ID, "quantity": 1}}},
			{"to_outlet_id": s.dago.ID, "units": []string{transferIMEI1}},
		} {
			var wg sync.WaitGroup
			statuses := make([]int, 2)
			for i, who := range []apptest.Person{s.first, s.admin} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					statuses[i] = apptest.Do(t, h, http.MethodPost, "/api/stock-transfers", body, who.Cookie, nil).Status
				}()
			}
			wg.Wait()
			if fmt.Sprint(statuses) != "[201 409]" && fmt.Sprint(statuses) != "[409 201]" {
				t.Fatalf("two transfers of the last one answered %v, want one 201 and one 409", statuses)
			}
		}
		ledgerBalances(t, env, last.ID, map[int64]int64{})
		ledgerBalances(t, env, s.phone.ID, map[int64]int64{s.konter.ID: 1})
	})
}
