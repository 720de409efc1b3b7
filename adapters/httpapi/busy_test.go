package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// A sale waiting behind a long write that holds its product (an import, a stock count
// posted) is asked to try again (429, Retry-After) instead of hanging: on SQLite once it has
// waited its longest for the writers' turn, on PostgreSQL once it has waited its longest for
// the product's row (before: it waited until the driver's read timeout broke its connection
// and answered 500). Nothing of it is kept, and sent again once the write is done it sells.
func TestASaleWaitingBehindALongWriteIsAskedToRetry(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		cable := addProduct(t, env, "Kabel Data USB-C", "Aksesoris", 25_000, 10)
		sale := map[string]any{"items": []map[string]any{{"product_id": cable.ID, "quantity": 1}}, "payment_method": "tunai", "paid_amount": 25_000}

		holding, release, written := make(chan struct{}), make(chan struct{}), make(chan error, 1)
		go func() {
			written <- env.Store.WithinTx(context.Background(), func(ctx context.Context) error {
				if _, err := env.Ledger.Move(ctx, env.AtShop.Outlet, core.StockChange{ProductID: cable.ID, Delta: 5, Reason: core.ReasonRestock}); err != nil {
					return err
				}
				close(holding)
				<-release
				return nil
			})
		}()
		<-holding
		answer := make(chan apptest.Response, 1)
		go func() { answer <- apptest.Do(t, h, "POST", "/api/sales", sale, kasir.Cookie, nil) }()
		var res apptest.Response
		select {
		case res = <-answer:
		case <-time.After(30 * time.Second):
			close(release)
			res = <-answer
			t.Fatalf("the sale waited more than 30 s behind the write, then answered %d: %s", res.Status, res.Body)
		}
		close(release)
		if err := <-written; err != nil {
			t.Fatalf("the long write: %v", err)
		}
		if res.Status != 429 || res.Header.Get("Retry-After") == "" || !strings.Contains(string(res.Body), "Toko sedang sibuk. Silakan coba lagi sebentar lagi.") {
			t.Fatalf("the sale behind the long write answered %d (Retry-After %q): %s", res.Status, res.Header.Get("Retry-After"), res.Body)
		}
		if again := apptest.Do(t, h, "POST", "/api/sales", sale, kasir.Cookie, nil); again.Status != 201 {
			t.Fatalf("sent again once the write was done, the sale answered %d: %s", again.Status, again.Body)
		}
		if p, err := env.Catalog.ProductDetail(context.Background(), cable.ID); err != nil || p.Stock != 14 {
			t.Fatalf("stock %d, want 14: the write's 5 in, one sale out (%v)", p.Stock, err)
		}
	})
}
