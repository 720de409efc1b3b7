package httpapi_test

import (
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// Whatever a client puts in Idempotency-Key, a sale never answers 5xx, and a key that is
// accepted makes the retry answer with the first sale instead of selling twice.
func FuzzIdempotencyKey(f *testing.F) {
	for _, seed := range []string{
		"k", "K", " k ", "", "  ", "\t", strings.Repeat("x", 100), strings.Repeat("x", 101), strings.Repeat("é", 60),
		"\x00", "a\x00", "\xff", "a\r\nb", "550e8400-e29b-41d4-a716-446655440000", "'; DROP TABLE sales; --", "%00", "🙂", "\u00a0",
	} {
		f.Add(seed)
	}
	env := apptest.New(f, "sqlite:"+f.TempDir()+"/k.db")
	h := env.Handler()
	kasir := env.SignedIn(f, core.RoleKasir)
	charger := addProduct(f, env, "Charger 25W", "Aksesoris", 250_000, 1_000_000)
	body := map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 1}},
		"customer_type": "umum", "payment_method": "tunai", "paid_amount": 250_000}
	f.Fuzz(func(t *testing.T, key string) {
		// net/http trims the spaces and tabs around a header value; a test request is not parsed.
		key = strings.Trim(key, " \t")
		header := map[string]string{"Idempotency-Key": key}
		first := apptest.Do(t, h, "POST", "/api/sales", body, kasir.Cookie, header)
		retry := apptest.Do(t, h, "POST", "/api/sales", body, kasir.Cookie, header)
		for _, res := range []apptest.Response{first, retry} {
			if res.Status >= 500 {
				t.Fatalf("key %q: %d %s", key, res.Status, res.Body)
			}
		}
		if first.Status != 201 || key == "" {
			return
		}
		var a, b core.SalesTransaction
		first.JSON(t, &a)
		retry.JSON(t, &b)
		if retry.Status >= 300 || a.ID != b.ID {
			t.Fatalf("key %q: the retry answered %d with sale %d, the first was sale %d", key, retry.Status, b.ID, a.ID)
		}
	})
}
