package sqlstore_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// upgraded runs fill on a shop migrated up to (not including) version, then the migrations
// from version on, and checks the shop's one outlet and its data as the upgrade left them.
func upgraded(t *testing.T, version string, fill func(ctx context.Context, db *bun.DB), check func(t *testing.T, db *bun.DB, first core.Outlet)) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := sqlstore.Open(ctx, e.URL(t))
			require.NoError(t, err)
			t.Cleanup(func() { _ = db.Close() })
			require.NoError(t, sqlstore.MigrateBefore(ctx, db, version))
			fill(ctx, db)
			_, err = sqlstore.Migrate(ctx, db)
			require.NoError(t, err)
			outlets, err := sqlstore.Outlets{Store: sqlstore.NewStore(db)}.List(ctx, core.PageRequest{})
			require.NoError(t, err)
			require.Len(t, outlets.Items, 1, "the shop is one outlet")
			check(t, db, outlets.Items[0])
		})
	}
}

func TestTheShopBecomesItsFirstOutlet(t *testing.T) {
	upgraded(t, "0040", func(ctx context.Context, db *bun.DB) {
		for key, value := range map[string]string{"appName": "Konter Maju Jaya", "contactAddress": " Jl. Merdeka 17, Bandung ", "contactPhone": "0812-1111-2222"} {
			_, err := db.ExecContext(ctx, `INSERT INTO app_settings ("key", value, updated_at) VALUES (?, ?, ?)`, key, value, time.Now().UTC())
			require.NoError(t, err)
		}
	}, func(t *testing.T, _ *bun.DB, first core.Outlet) {
		assert.Equal(t, "Konter Maju Jaya", first.Name, "the name its receipts printed")
		assert.Equal(t, "Jl. Merdeka 17, Bandung", first.Address)
		assert.Equal(t, "0812-1111-2222", first.Phone)
		assert.Empty(t, first.QRIS, "it takes payments into the shop's QRIS")
		assert.Empty(t, first.BankAccountNumber, "and the shop's bank account")
	})
}

func TestANewShopIsOneOutletNamedAsItsSettingsFallback(t *testing.T) {
	upgraded(t, "0040", func(ctx context.Context, db *bun.DB) {
		_, err := db.ExecContext(ctx, `INSERT INTO app_settings ("key", value, updated_at) VALUES ('appName', '', ?)`, time.Now().UTC())
		require.NoError(t, err)
	}, func(t *testing.T, _ *bun.DB, first core.Outlet) {
		assert.Equal(t, "Konter", first.Name, "the name a shop without settings shows")
		assert.Empty(t, first.Address)
	})
}

// The repository's contract, on both engines.
func TestOutletRepository(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := sqlstore.NewStore(db)
		repo := sqlstore.Outlets{Store: store}
		now := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)

		second := core.Outlet{Name: "Cabang Dago", Address: "Jl. Dago 5", OpeningHours: "09.00–21.00", CreatedAt: now, UpdatedAt: now}
		require.NoError(t, repo.Create(ctx, &second))
		require.NotZero(t, second.ID)
		clash := core.Outlet{Name: "cabang DAGO", CreatedAt: now, UpdatedAt: now}
		require.ErrorIs(t, repo.Create(ctx, &clash), core.ErrDuplicate, "a name is one outlet's, whatever its case")

		got, err := repo.Get(ctx, second.ID)
		require.NoError(t, err)
		assert.Equal(t, "09.00–21.00", got.OpeningHours)
		assert.True(t, got.CreatedAt.Equal(now))
		_, err = repo.Get(ctx, second.ID+100)
		require.ErrorIs(t, err, core.ErrNotFound)

		page, err := repo.List(ctx, core.PageRequest{PerPage: 1})
		require.NoError(t, err)
		assert.Equal(t, int64(2), page.Total)
		require.Len(t, page.Items, 1)
		assert.Equal(t, "Konter", page.Items[0].Name, "the first outlet first")

		later := now.Add(time.Hour)
		edited, err := repo.Update(ctx, second.ID, func(o *core.Outlet) error {
			o.Phone, o.UpdatedAt, o.CreatedAt = "022-123", later, later
			return nil
		})
		require.NoError(t, err)
		got, _ = repo.Get(ctx, second.ID)
		assert.Equal(t, "022-123", got.Phone)
		assert.True(t, got.UpdatedAt.Equal(later), "stamped")
		assert.True(t, got.CreatedAt.Equal(now), "an edit keeps when it opened")
		assert.Equal(t, "022-123", edited.Phone)
		_, err = repo.Update(ctx, second.ID, func(o *core.Outlet) error { o.Name = "KONTER"; return nil })
		require.ErrorIs(t, err, core.ErrDuplicate)
		refused := errors.New("refused")
		_, err = repo.Update(ctx, second.ID, func(*core.Outlet) error { return refused })
		require.ErrorIs(t, err, refused)
		_, err = repo.Update(ctx, second.ID+100, func(*core.Outlet) error { return nil })
		require.ErrorIs(t, err, core.ErrNotFound)

		require.NoError(t, store.WithinTx(ctx, func(ctx context.Context) error {
			n, err := repo.LockAll(ctx)
			assert.Equal(t, 2, n)
			return err
		}))
		require.NoError(t, repo.Delete(ctx, second.ID))
		require.ErrorIs(t, repo.Delete(ctx, second.ID), core.ErrNotFound)
	})
}

// The upgrade puts every staff member, and their sessions, at the shop's first outlet; members
// work nowhere.
func TestTheShopsStaffWorkAtItsFirstOutlet(t *testing.T) {
	upgraded(t, "0043", func(ctx context.Context, db *bun.DB) {
		now := time.Now().UTC()
		for _, role := range []string{"Admin", "Kasir", "Member"} {
			var id int64
			require.NoError(t, db.NewRaw(`INSERT INTO users (email, password_hash, role, full_name, created_at) VALUES (?, 'x', ?, ?, ?) RETURNING id`,
				role+"@konter.test", role, role, now).Scan(ctx, &id))
			_, err := db.ExecContext(ctx, `INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)`, role, id, now, now.Add(time.Hour))
			require.NoError(t, err)
		}
	}, func(t *testing.T, db *bun.DB, first core.Outlet) {
		sessions := map[string]*int64{}
		var opened []struct {
			ID       string `bun:"id"`
			OutletID *int64 `bun:"outlet_id"`
		}
		require.NoError(t, db.NewRaw(`SELECT id, outlet_id FROM sessions`).Scan(context.Background(), &opened))
		for _, r := range opened {
			sessions[r.ID] = r.OutletID
		}
		assert.Equal(t, map[string]*int64{"Admin": &first.ID, "Kasir": &first.ID, "Member": nil}, sessions, "staff sessions work at the first outlet")
		var rows []struct {
			Role     string `bun:"role"`
			OutletID int64  `bun:"outlet_id"`
		}
		require.NoError(t, db.NewRaw(`SELECT u.role, s.outlet_id FROM staff_outlets AS s JOIN users AS u ON u.id = s.user_id ORDER BY u.role`).Scan(context.Background(), &rows))
		require.Len(t, rows, 2, "the Admin and the Kasir, not the member")
		for _, r := range rows {
			assert.Equal(t, first.ID, r.OutletID, r.Role)
		}
	})
}

// The upgrade puts every stock movement before it at the shop's first outlet, the stock unchanged.
func TestTheShopsLedgerHappenedAtItsFirstOutlet(t *testing.T) {
	upgraded(t, "0045", func(ctx context.Context, db *bun.DB) {
		now := time.Now().UTC()
		var id int64
		require.NoError(t, db.NewRaw(`INSERT INTO products (name, category, barcode, stock, created_at) VALUES ('Tempered Glass', 'Aksesoris', 'TG', 7, ?) RETURNING id`,
			now).Scan(ctx, &id))
		for _, m := range []struct {
			delta, after int64
			reason       string
		}{{10, 10, "initial"}, {-3, 7, "sale"}} {
			_, err := db.ExecContext(ctx, `INSERT INTO stock_movements (product_id, delta, stock_after, reason, created_at) VALUES (?, ?, ?, ?, ?)`,
				id, m.delta, m.after, m.reason, now)
			require.NoError(t, err)
		}
	}, func(t *testing.T, db *bun.DB, first core.Outlet) {
		var outlets []int64
		require.NoError(t, db.NewRaw(`SELECT outlet_id FROM stock_movements ORDER BY id`).Scan(context.Background(), &outlets))
		assert.Equal(t, []int64{first.ID, first.ID}, outlets)
		var stock, ledger int64
		require.NoError(t, db.NewRaw(`SELECT stock, (SELECT SUM(delta) FROM stock_movements) FROM products`).Scan(context.Background(), &stock, &ledger))
		assert.Equal(t, []int64{7, 7}, []int64{stock, ledger}, "the stock as it was, and its ledger")
	})
}

// The upgrade puts every product's stock and every unit at the shop's first outlet: the stock
// of the shop as it was, now held there.
func TestTheShopsStockIsHeldAtItsFirstOutlet(t *testing.T) {
	upgraded(t, "0046", func(ctx context.Context, db *bun.DB) {
		now := time.Now().UTC()
		for _, p := range []struct {
			name    string
			stock   int64
			tracked bool
		}{{"Tempered Glass", 7, false}, {"Kabel Data", 0, false}, {"Redmi 13", 2, true}} {
			var id int64
			require.NoError(t, db.NewRaw(`INSERT INTO products (name, category, barcode, stock, tracked, created_at) VALUES (?, 'Aksesoris', ?, ?, ?, ?) RETURNING id`,
				p.name, p.name, p.stock, p.tracked, now).Scan(ctx, &id))
			for i := range p.stock {
				if !p.tracked {
					break
				}
				_, err := db.ExecContext(ctx, `INSERT INTO units (product_id, serial, status, received_on, created_at) VALUES (?, ?, 'in_stock', '2026-11-01', ?)`,
					id, fmt.Sprint("SN-", i), now)
				require.NoError(t, err)
			}
		}
	}, func(t *testing.T, db *bun.DB, first core.Outlet) {
		ctx := context.Background()
		var held []struct {
			Name     string `bun:"name"`
			Stock    int64  `bun:"stock"`
			OutletID int64  `bun:"outlet_id"`
			Quantity int64  `bun:"quantity"`
		}
		require.NoError(t, db.NewRaw(`SELECT p.name, p.stock, s.outlet_id, s.quantity FROM products AS p JOIN product_stock AS s ON s.product_id = p.id ORDER BY p.name`).Scan(ctx, &held))
		assert.Equal(t, fmt.Sprintf("[{Redmi 13 2 %[1]d 2} {Tempered Glass 7 %[1]d 7}]", first.ID), fmt.Sprint(held),
			"each product's stock at the first outlet; none held of a product out of stock")
		var units []int64
		require.NoError(t, db.NewRaw(`SELECT outlet_id FROM units ORDER BY id`).Scan(ctx, &units))
		assert.Equal(t, []int64{first.ID, first.ID}, units, "the units at the first outlet")
	})
}
