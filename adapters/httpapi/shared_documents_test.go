package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sharing"
)

// A repair bill and an instalment payment are sent as links the way a sale is, by the same
// mechanism: staff make the link, anyone with it sees that one receipt and nothing of the staff or
// costs, only the Admin revokes it, and a wrong or revoked token is the same 404.
func TestRepairBillsAndInstalmentPaymentsAreSharedAsLinks(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		lcd := addProduct(t, env, "LCD Samsung A10", "Sparepart", 450_000, 3)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 150_000, 3)
		sari, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Sari"})

		entry, err := env.Repair.TakeIn(t.Context(), kasir.Principal(t, env), repair.EntryInput{CustomerID: &sari.ID, Category: "Handphone",
			DeviceType: "Samsung A10", DamageType: "LCD pecah", Description: "Layar retak"})
		if err != nil {
			t.Fatal(err)
		}
		billLink := fmt.Sprintf("/api/service-entries/%d/receipt-link", entry.ID)
		apptest.Run(t, h, []apptest.Scenario{{Name: "a repair not billed yet has no receipt to send", Method: "POST", URL: billLink,
			Cookie: kasir.Cookie, WantStatus: 404, WantContains: []string{sharing.MsgBillNotFound}}})
		apptest.Do(t, h, "POST", fmt.Sprintf("/api/service-entries/%d/payment", entry.ID),
			map[string]any{"service_fee": 100_000, "parts": []map[string]any{{"product_id": lcd.ID, "quantity": 1}}, "paid_amount": 600_000}, kasir.Cookie, nil)

		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 1}},
			"customer_id": sari.ID, "payment_method": "cicilan", "paid_amount": 50_000}, kasir.Cookie, nil)
		var open struct {
			Items []struct {
				ID int64 `json:"id"`
			} `json:"items"`
		}
		apptest.Do(t, h, "GET", "/api/installments", nil, kasir.Cookie, nil).JSON(t, &open)
		pay := fmt.Sprintf("/api/installments/%d/payments", open.Items[0].ID)
		apptest.Do(t, h, "POST", pay, map[string]any{"amount": 30_000}, kasir.Cookie, nil)
		apptest.Do(t, h, "POST", pay, map[string]any{"amount": 20_000}, kasir.Cookie, nil)
		var history struct {
			Items []struct {
				ID int64 `json:"id"`
			} `json:"items"`
		}
		apptest.Do(t, h, "GET", pay, nil, kasir.Cookie, nil).JSON(t, &history)
		firstPayment := fmt.Sprintf("/api/installment-payments/%d/receipt-link", history.Items[1].ID)

		var bill, payment, again httpapi.ReceiptLink
		apptest.Do(t, h, "POST", billLink, nil, kasir.Cookie, nil).JSON(t, &bill)
		apptest.Do(t, h, "POST", billLink, nil, admin.Cookie, nil).JSON(t, &again)
		apptest.Do(t, h, "POST", firstPayment, nil, kasir.Cookie, nil).JSON(t, &payment)
		if len(bill.Token) < 20 || again.Token != bill.Token || payment.Token == bill.Token {
			t.Fatalf("tokens: bill %q then %q, payment %q", bill.Token, again.Token, payment.Token)
		}
		for _, token := range []string{bill.Token, payment.Token} {
			body := string(apptest.Do(t, h, "GET", "/api/receipts/"+token, nil, "", nil).Body)
			for _, secret := range []string{"buy_price", "kasir", "technician", "tracking_token", `"product_id"`, `"customer_id"`} {
				if strings.Contains(body, secret) {
					t.Errorf("the public receipt shows %s: %s", secret, body)
				}
			}
		}

		notFound := []string{sharing.MsgSharedReceiptNotFound}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the repair bill's link opens the bill alone", Method: "GET", URL: "/api/receipts/" + bill.Token, WantStatus: 200,
				WantContains: []string{`"kind":"service_bill"`, fmt.Sprintf(`"id":%d`, entry.ID), `"device_type":"Samsung A10"`, `"service_fee":100000`,
					`"product_name":"LCD Samsung A10"`, `"total_amount":550000`, `"change_amount":50000`}},
			{Name: "the first payment's link shows what remained right after it", Method: "GET", URL: "/api/receipts/" + payment.Token, WantStatus: 200,
				WantContains: []string{`"kind":"installment_payment"`, `"amount":30000`, `"remaining_amount":70000`, `"customer_name_cache":"Sari"`, `"transaction_id_display":"TRX-`}},
			{Name: "a visitor cannot make a link", Method: "POST", URL: billLink, WantStatus: 401},
			{Name: "a member cannot make a link", Method: "POST", URL: firstPayment, Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "no link for a payment that does not exist", Method: "POST", URL: "/api/installment-payments/999999/receipt-link", Cookie: kasir.Cookie,
				WantStatus: 404, WantContains: []string{credit.MsgPaymentNotFound}},
			{Name: "a Kasir cannot revoke a bill's link", Method: "DELETE", URL: billLink, Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "the Admin revokes the bill's link", Method: "DELETE", URL: billLink, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "the revoked bill's link is gone like any wrong one", Method: "GET", URL: "/api/receipts/" + bill.Token, WantStatus: 404, WantContains: notFound},
			{Name: "the payment's link still opens", Method: "GET", URL: "/api/receipts/" + payment.Token, WantStatus: 200},
			{Name: "the Admin revokes the payment's link", Method: "DELETE", URL: firstPayment, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "and it is gone too", Method: "GET", URL: "/api/receipts/" + payment.Token, WantStatus: 404, WantContains: notFound},
		})
	})
}
