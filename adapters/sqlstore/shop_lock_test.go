package sqlstore_test

import (
	"context"
	"errors"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
)

// The shop's lock: the shop's users (servers, commands) share it, a restore takes it alone
// and is refused while anyone uses the shop, and nobody opens the shop while a restore runs.
// Another shop (another folder, another schema) is not held back.
func TestTheShopsLockKeepsARestoreAndItsUsersApart(t *testing.T) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			shop, other := e.URL(t), e.URL(t)
			sqltest.Open(t, shop)
			sqltest.Open(t, other)

			serving, err := sqlstore.UseShop(ctx, shop)
			if err != nil {
				t.Fatal(err)
			}
			command, err := sqlstore.UseShop(ctx, shop)
			if err != nil {
				t.Fatalf("a command while the shop is served: %v", err)
			}
			if _, err := sqlstore.TakeShop(ctx, shop); !errors.Is(err, sqlstore.ErrShopInUse) {
				t.Fatalf("a restore while the shop is used: %v", err)
			}
			elsewhere, err := sqlstore.TakeShop(ctx, other)
			if err != nil {
				t.Fatalf("a restore of another shop: %v", err)
			}
			elsewhere()
			command()
			if _, err := sqlstore.TakeShop(ctx, shop); !errors.Is(err, sqlstore.ErrShopInUse) {
				t.Fatalf("a restore while the shop is still served: %v", err)
			}
			serving()

			restoring, err := sqlstore.TakeShop(ctx, shop)
			if err != nil {
				t.Fatalf("a restore once nobody uses the shop: %v", err)
			}
			if _, err := sqlstore.UseShop(ctx, shop); !errors.Is(err, sqlstore.ErrShopBeingRestored) {
				t.Fatalf("opening the shop during a restore: %v", err)
			}
			restoring()
			again, err := sqlstore.UseShop(ctx, shop)
			if err != nil {
				t.Fatalf("opening the shop after the restore: %v", err)
			}
			again()
		})
	}
}
