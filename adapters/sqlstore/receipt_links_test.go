package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

// A sale's receipt link sent before every receipt kind had links keeps opening the same sale.
func TestASalesLinkSentBeforeTheUpgradeStillOpensItsSale(t *testing.T) {
	for _, e := range sqltest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			db, err := sqlstore.Open(ctx, e.URL(t))
			require.NoError(t, err)
			t.Cleanup(func() { _ = db.Close() })
			require.NoError(t, sqlstore.MigrateBefore(ctx, db, "0059"))
			var sale int64
			require.NoError(t, db.NewRaw(`INSERT INTO sales_transactions (created_at, transaction_id_display, customer_type, subtotal, discount,
				total_amount, paid_amount, change_amount, remaining_amount, payment_method, outlet_id)
				VALUES (?, 'TRX-20261101-000001', 'umum', 0, 0, 0, 0, 0, 0, 'tunai', (SELECT MIN(id) FROM outlets)) RETURNING id`,
				time.Now().UTC()).Scan(ctx, &sale))
			const token = "Zx8_q2LmN4pR7sT1uV3wYa"
			_, err = db.ExecContext(ctx, "INSERT INTO receipt_links (sale_id, token) VALUES (?, ?)", sale, token)
			require.NoError(t, err)

			_, err = sqlstore.Migrate(ctx, db)
			require.NoError(t, err)
			kind, id, err := sqlstore.ReceiptLinks{Store: sqlstore.NewStore(db)}.Find(ctx, token)
			require.NoError(t, err)
			assert.Equal(t, core.ReceiptSale, kind)
			assert.Equal(t, sale, id)
		})
	}
}
