package httpapi_test

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sharing"
)

// Kirim via WhatsApp: staff get a sale's receipt link, the same one each time; anyone with the
// link sees that one receipt, without ids, costs or staff, kept by no cache; a wrong, unknown
// or revoked token is the same 404, and only the Admin revokes.
func TestASharedReceiptShowsOneSaleToWhoeverHasTheLink(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		phone := addProduct(t, env, "Redmi Note 13", "Handphone", 1_600_000, 5)
		var sale httpapi.Sale
		apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": phone.ID, "quantity": 1}},
			"payment_method": "tunai", "paid_amount": 2_000_000}, kasir.Cookie, nil).JSON(t, &sale)
		link := fmt.Sprintf("/api/sales/%d/receipt-link", sale.ID)
		var first, again httpapi.ReceiptLink
		apptest.Do(t, h, "POST", link, nil, kasir.Cookie, nil).JSON(t, &first)
		apptest.Do(t, h, "POST", link, nil, admin.Cookie, nil).JSON(t, &again)
		if len(first.Token) < 20 || again.Token != first.Token {
			t.Fatalf("tokens %q then %q", first.Token, again.Token)
		}
		page := "/api/receipts/" + first.Token
		res := apptest.Do(t, h, "GET", page, nil, "", nil)
		if res.Status != 200 || res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("public receipt: %d %q %s", res.Status, res.Header.Get("Cache-Control"), res.Body)
		}
		for _, secret := range []string{"buy_price", "kasir", `"id"`, "Kasir 2", `"product_id"`} {
			if strings.Contains(string(res.Body), secret) {
				t.Errorf("the public receipt shows %s: %s", secret, res.Body)
			}
		}

		notFound := []string{sharing.MsgSharedReceiptNotFound}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "anyone with the link sees the sale", Method: "GET", URL: page, WantStatus: 200,
				WantContains: []string{`"transaction_id_display":"` + sale.Number + `"`, `"total_amount":1600000`, `"change_amount":400000`, `"method":"tunai"`}},
			{Name: "an unknown token", Method: "GET", URL: "/api/receipts/AAAAAAAAAAAAAAAAAAAAAA", WantStatus: 404, WantContains: notFound},
			{Name: "a sale's number is no token", Method: "GET", URL: "/api/receipts/" + sale.Number, WantStatus: 404, WantContains: notFound},
			{Name: "a short guess", Method: "GET", URL: "/api/receipts/1", WantStatus: 404, WantContains: notFound},
			{Name: "a visitor cannot make a link", Method: "POST", URL: link, WantStatus: 401},
			{Name: "a member cannot make a link", Method: "POST", URL: link, Cookie: env.SignedIn(t, core.RoleMember).Cookie, WantStatus: 403},
			{Name: "no link for a sale that does not exist", Method: "POST", URL: "/api/sales/999999/receipt-link", Cookie: kasir.Cookie, WantStatus: 404},
			{Name: "a Kasir cannot revoke it", Method: "DELETE", URL: link, Cookie: kasir.Cookie, WantStatus: 403},
			{Name: "the Admin revokes it", Method: "DELETE", URL: link, Cookie: admin.Cookie, WantStatus: 204},
			{Name: "the revoked link is gone like any wrong one", Method: "GET", URL: page, WantStatus: 404, WantContains: notFound},
		})
		var fresh httpapi.ReceiptLink
		apptest.Do(t, h, "POST", link, nil, kasir.Cookie, nil).JSON(t, &fresh)
		if fresh.Token == first.Token || fresh.Token == "" {
			t.Fatalf("after revoking, a new link: %q (was %q)", fresh.Token, first.Token)
		}
	})
}

// Each sale's link is its own 128 random bits (no number, no counter to guess the next by), and
// a voided sale's link shows BATAL with when, why and the money paid back, as the paper does,
// but not the Admin who voided it.
func TestASharedReceiptIsUnguessableAndShowsTheVoid(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir)
		case1 := addProduct(t, env, "Softcase", "Aksesoris", 25_000, 10)
		tokens := map[string]bool{}
		var last httpapi.Sale
		for range 3 {
			apptest.Do(t, h, "POST", "/api/sales", map[string]any{"items": []map[string]any{{"product_id": case1.ID, "quantity": 1}},
				"payment_method": "tunai", "paid_amount": 25_000}, kasir.Cookie, nil).JSON(t, &last)
			var link httpapi.ReceiptLink
			apptest.Do(t, h, "POST", fmt.Sprintf("/api/sales/%d/receipt-link", last.ID), nil, kasir.Cookie, nil).JSON(t, &link)
			raw, err := base64.RawURLEncoding.DecodeString(link.Token)
			if err != nil || len(raw) != 16 || tokens[link.Token] {
				t.Fatalf("token %q: %d bytes, %v, seen before %v", link.Token, len(raw), err, tokens[link.Token])
			}
			tokens[link.Token] = true
		}
		var link httpapi.ReceiptLink
		apptest.Do(t, h, "POST", fmt.Sprintf("/api/sales/%d/receipt-link", last.ID), nil, kasir.Cookie, nil).JSON(t, &link)
		apptest.Do(t, h, "POST", fmt.Sprintf("/api/sales/%d/void", last.ID), map[string]any{"reason": "Transaksi dobel"}, admin.Cookie, nil)
		var receipt httpapi.SharedReceipt
		res := apptest.Do(t, h, "GET", "/api/receipts/"+link.Token, nil, "", nil)
		res.JSON(t, &receipt)
		shared := receipt.Sale
		if shared.VoidedAt == nil || shared.VoidReason == nil || *shared.VoidReason != "Transaksi dobel" || shared.VoidRefund != 25_000 {
			t.Fatalf("the voided sale's receipt: %s", res.Body)
		}
		if strings.Contains(string(res.Body), "voided_by") {
			t.Errorf("the public receipt names who voided it: %s", res.Body)
		}
	})
}
