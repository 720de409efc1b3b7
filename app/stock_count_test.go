package app_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/stockcount"
)

func ptr[T any](v T) *T { return &v }

// opnameMoves are the ledger's movements of a count, by product.
func opnameMoves(t *testing.T, env *apptest.Env, number string) map[int64]int64 {
	t.Helper()
	var rows []struct {
		ProductID int64 `bun:"product_id"`
		Delta     int64 `bun:"delta"`
	}
	err := env.DB.NewSelect().Table("stock_movements").Column("product_id", "delta").
		Where("reason = ? AND reference = ?", core.ReasonOpname, number).Scan(context.Background(), &rows)
	require.NoError(t, err)
	out := map[int64]int64{}
	for _, r := range rows {
		out[r.ProductID] += r.Delta
	}
	return out
}

// A count of the accessories and the phones, while the shop keeps selling: two staff scan
// the glass at once, one phone is not found, the cases are not counted. Posting moves exactly
// the differences against the stock at the time of posting.
func TestAPostedCountMovesExactlyTheDifferences(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		glass, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-1", Stock: 10, RetailPrice: 25_000}, env.AtShop)
		require.NoError(t, err)
		cases, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Softcase", Category: "Aksesoris", Barcode: "SC-1", Stock: 5}, env.AtShop)
		require.NoError(t, err)
		_, err = env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "LCD A52", Category: "Sparepart", Barcode: "LCD-1", Stock: 3}, env.AtShop)
		require.NoError(t, err)
		imeis := testIMEIs(4)
		phone := addPhone(t, env, "Redmi 13", imeis)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		kasir := env.SignedIn(t, core.RoleKasir).Principal(t, env)

		count, err := env.Counts.Start(ctx, kasir, []string{"Aksesoris", "HP", "Aksesoris"}, "Akhir bulan")
		require.NoError(t, err)
		assert.Len(t, count.Lines, 3, "the accessories and the phone, not the spare parts")
		assert.Len(t, count.Units, 4, "the phone's four units in the shop")
		assert.Equal(t, []string{"Aksesoris", "HP"}, count.Categories)

		// The shop sells 2 glasses and a phone while staff count.
		sold := findUnit(t, env, imeis[3].IMEI)
		_, err = env.Sales.RingUpSale(ctx, kasir, sales.SaleInput{Lines: []sales.Line{{ProductID: glass.ID, Quantity: 2},
			{ProductID: phone.ID, Quantity: 1, UnitIDs: []int64{sold.ID}}}, PaymentMethod: core.PayCash, Paid: 2_000_000})
		require.NoError(t, err)

		_, err = env.Counts.Scan(ctx, count.ID, "TG-1", 5)
		require.NoError(t, err)
		var wg sync.WaitGroup
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := env.Counts.Scan(ctx, count.ID, " TG-1 ", 0); err != nil {
					t.Errorf("scan: %v", err)
				}
			}()
		}
		wg.Wait()
		for _, imei := range []string{imeis[0].IMEI, imeis[1].IMEI} {
			scanned, err := env.Counts.Scan(ctx, count.ID, imei, 0)
			require.NoError(t, err)
			assert.False(t, scanned.Again)
		}
		again, err := env.Counts.Scan(ctx, count.ID, imeis[0].IMEI, 0)
		require.NoError(t, err)
		assert.True(t, again.Again, "a unit scanned twice counts once")
		assert.Equal(t, int64(2), *again.Line.Counted)

		_, err = env.Counts.Scan(ctx, count.ID, "LCD-1", 0)
		wantMessage(t, err, "LCD A52 tidak termasuk dalam stock opname ini.")
		_, err = env.Counts.Scan(ctx, count.ID, "HP-Redmi 13", 0)
		wantMessage(t, err, "Pindai IMEI/serial setiap unit Redmi 13.")
		_, err = env.Counts.Scan(ctx, count.ID, "TIDAK-ADA", 0)
		wantMessage(t, err, `Barang "TIDAK-ADA" tidak ditemukan.`)
		minus := int64(-1)
		_, err = env.Counts.SetCounted(ctx, count.ID, cases.ID, &minus)
		wantMessage(t, err, stockcount.MsgCountedBad)

		review, err := env.Counts.Count(ctx, count.ID)
		require.NoError(t, err)
		for _, l := range review.Lines {
			if l.ProductID == glass.ID {
				assert.Equal(t, int64(10), l.Expected, "frozen at the start")
				assert.Equal(t, int64(8), l.Stock, "the 2 sold during the count")
				assert.Equal(t, int64(-1), *l.Difference())
			}
			if l.ProductID == cases.ID {
				assert.Nil(t, l.Counted, "not counted")
			}
		}

		posted, err := env.Counts.Post(ctx, admin, count.ID)
		require.NoError(t, err)
		assert.Equal(t, core.CountPosted, posted.Status)
		assert.Equal(t, map[int64]int64{glass.ID: -1, phone.ID: -1}, opnameMoves(t, env, count.Number),
			"one glass short, one phone missing, nothing for the uncounted cases or the phone sold")
		var stock int64
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, glass.ID)
		assert.Equal(t, int64(7), stock)
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, cases.ID)
		assert.Equal(t, int64(5), stock)
		unitsInStock(t, env, phone.ID, 2)
		assert.Equal(t, core.UnitMissing, findUnit(t, env, imeis[2].IMEI).Status)

		_, err = env.Counts.Post(ctx, admin, count.ID)
		wantMessage(t, err, stockcount.MsgCountClosed)
		_, err = env.Counts.Scan(ctx, count.ID, "TG-1", 0)
		wantMessage(t, err, stockcount.MsgCountClosed)
		assert.Len(t, opnameMoves(t, env, count.Number), 2, "posted once")
		// The posted count still says what it moved.
		for _, l := range posted.Lines {
			want := map[int64]*int64{glass.ID: ptr(int64(-1)), phone.ID: ptr(int64(-1))}[l.ProductID]
			assert.Equal(t, want, l.Moved, l.ProductName)
		}
		for _, u := range posted.Units {
			if u.UnitID == findUnit(t, env, imeis[2].IMEI).ID {
				assert.Equal(t, ptr(int64(-1)), u.Moved, "the missing phone")
			} else {
				assert.Nil(t, u.Moved)
			}
		}

		// The next count finds the missing phone again: it comes back into the stock.
		next, err := env.Counts.Start(ctx, kasir, []string{"HP"}, "")
		require.NoError(t, err)
		for _, imei := range []string{imeis[0].IMEI, imeis[1].IMEI, imeis[2].IMEI} {
			_, err := env.Counts.Scan(ctx, next.ID, imei, 0)
			require.NoError(t, err)
		}
		_, err = env.Counts.Post(ctx, admin, next.ID)
		require.NoError(t, err)
		assert.Equal(t, map[int64]int64{phone.ID: 1}, opnameMoves(t, env, next.Number))
		unitsInStock(t, env, phone.ID, 3)
	})
}

func TestACancelledCountMovesNothing(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		glass, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "Tempered Glass", Category: "Aksesoris", Barcode: "TG-1", Stock: 10}, env.AtShop)
		require.NoError(t, err)
		admin := env.SignedIn(t, core.RoleAdmin).Principal(t, env)
		_, err = env.Counts.Start(ctx, admin, []string{"Tidak Ada"}, "")
		wantMessage(t, err, stockcount.MsgCountEmpty)
		var counts int64
		mustScan(t, env, "SELECT COUNT(*) FROM stock_counts", &counts)
		assert.Zero(t, counts, "an empty count is not kept")

		count, err := env.Counts.Start(ctx, admin, nil, "")
		require.NoError(t, err)
		three := int64(3)
		_, err = env.Counts.SetCounted(ctx, count.ID, glass.ID, &three)
		require.NoError(t, err)
		cancelled, err := env.Counts.Cancel(ctx, admin, count.ID)
		require.NoError(t, err)
		assert.Equal(t, core.CountCancelled, cancelled.Status)
		_, err = env.Counts.Post(ctx, admin, count.ID)
		wantMessage(t, err, stockcount.MsgCountClosed)
		assert.Empty(t, opnameMoves(t, env, count.Number))
	})
}
