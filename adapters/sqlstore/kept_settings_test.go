package sqlstore_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/adapters/sqlstore/sqltest"
	"github.com/konterhp/konter/core"
)

type quietHub struct{}

func (quietHub) Watch(func(core.Change)) {}

// A sale's transaction reads the kept settings (no statement in the writer's turn); a
// transaction that saved settings reads its own, and a rolled-back save leaves the kept ones
// as they were.
func TestSettingsInsideATransaction(t *testing.T) {
	sqltest.Each(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := sqlstore.NewStore(db)
		store.KeepSettings(quietHub{})
		settings := sqlstore.Settings{Store: store}
		value := func(ctx context.Context) string {
			t.Helper()
			v, err := settings.Value(ctx, core.SettingWarranties)
			require.NoError(t, err)
			return v
		}
		require.NoError(t, settings.Save(ctx, map[string]string{core.SettingWarranties: "kept"}, time.Now()))
		require.Equal(t, "kept", value(ctx))

		// Changed behind the store's back (a restored backup): the transaction reads memory.
		_, err := db.NewRaw(`UPDATE app_settings SET value = 'underneath'`).Exec(ctx)
		require.NoError(t, err)
		require.NoError(t, store.WithinTx(ctx, func(ctx context.Context) error {
			require.Equal(t, "kept", value(ctx))
			return nil
		}))

		require.NoError(t, store.WithinTx(ctx, func(ctx context.Context) error {
			require.NoError(t, settings.Save(ctx, map[string]string{core.SettingWarranties: "saved"}, time.Now()))
			require.Equal(t, "saved", value(ctx))
			return nil
		}))
		require.Equal(t, "saved", value(ctx))

		undone := errors.New("undone")
		require.ErrorIs(t, store.WithinTx(ctx, func(ctx context.Context) error {
			require.NoError(t, settings.Save(ctx, map[string]string{core.SettingWarranties: "rolled back"}, time.Now()))
			require.Equal(t, "rolled back", value(ctx))
			return undone
		}), undone)
		require.Equal(t, "saved", value(ctx))
	})
}
