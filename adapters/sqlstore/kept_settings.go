package sqlstore

import (
	"context"
	"maps"
	"time"

	"github.com/konterhp/konter/adapters/kept"
)

// The shop's settings are kept between the changes the events hub tells of (kept.Settings). A
// sale read three of them, each a statement of its own: the warranties, whether a shift must be
// open, the payment methods; every document its number's time zone.
type keptSettings = kept.Map[struct{}, map[string]string]

// KeepSettings keeps the settings, dropped by the settings notices the hub tells of.
func (s *Store) KeepSettings(hub kept.Watcher) {
	s.settings = kept.New[struct{}, map[string]string](kept.Settings, hub, nil)
}

// Settings implements ports.SettingsRepository.
type Settings struct{ *Store }

// keptOf is the kept settings, nil inside a transaction that saved some (it reads its own)
// or when none are kept. A sale reads four of them inside its transaction, in the writer's
// turn: read from memory, they no longer hold up the cashiers queued behind it.
func (r Settings) keptOf(ctx context.Context) *keptSettings {
	if q, ok := ctx.Value(pendingKey{}).(*pending); ok && q.savedSettings.Load() {
		return nil
	}
	return r.settings
}

func (r Settings) All(ctx context.Context) (map[string]string, error) {
	if memory := r.keptOf(ctx); memory != nil {
		values, err := memory.Read(struct{}{}, func() (map[string]string, error) { return r.read(ctx) })
		return maps.Clone(values), err
	}
	return r.read(ctx)
}

func (r Settings) Value(ctx context.Context, key string) (string, error) {
	if memory := r.keptOf(ctx); memory != nil {
		values, err := memory.Read(struct{}{}, func() (map[string]string, error) { return r.read(ctx) })
		return values[key], err
	}
	var values []string
	err := r.conn(ctx).NewRaw(`SELECT value FROM app_settings WHERE "key" = ?`, key).Scan(ctx, &values)
	if err != nil || len(values) == 0 {
		return "", translate(err)
	}
	return values[0], nil
}

func (r Settings) read(ctx context.Context) (map[string]string, error) {
	var rows []struct {
		Key   string `bun:"key"`
		Value string `bun:"value"`
	}
	if err := r.conn(ctx).NewRaw(`SELECT "key", value FROM app_settings`).Scan(ctx, &rows); err != nil {
		return nil, translate(err)
	}
	out := make(map[string]string, len(rows))
	for _, row := range rows {
		out[row.Key] = row.Value
	}
	return out, nil
}

func (r Settings) Save(ctx context.Context, values map[string]string, at time.Time) error {
	if r.settings != nil {
		defer r.forgetting(ctx, r.settings.DropAll)()
	}
	return r.Join(ctx, func(ctx context.Context) error {
		if q, ok := ctx.Value(pendingKey{}).(*pending); ok {
			q.savedSettings.Store(true)
		}
		for k, v := range values {
			_, err := r.conn(ctx).NewRaw(`INSERT INTO app_settings ("key", value, updated_at) VALUES (?, ?, ?)
				ON CONFLICT ("key") DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, k, v, at).Exec(ctx)
			if err != nil {
				return translate(err)
			}
		}
		return nil
	})
}
