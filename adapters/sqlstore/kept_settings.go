package sqlstore

import (
	"context"
	"maps"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// keptSettings keeps the shop's settings between the changes the events hub tells of (this
// instance's or another's), or for settingsMaxAge at most (a restored backup announces
// nothing). A sale read three of them, each a statement of its own: the warranties, whether a
// shift must be open, the payment methods; every document its number's time zone.
type keptSettings struct {
	mu      sync.Mutex
	version uint64
	values  map[string]string
	readAt  time.Time
}

const settingsMaxAge = time.Minute

// KeepSettings keeps the settings, dropped by the settings notices the hub tells of.
func (s *Store) KeepSettings(hub interface{ Watch(func(core.Change)) }) {
	s.settings = &keptSettings{}
	hub.Watch(func(ch core.Change) {
		if ch.Resource == core.ResourceSettings {
			s.settings.forget()
		}
	})
}

// all is every stored setting: kept, or read and kept. The caller may not change the map.
func (k *keptSettings) all(read func() (map[string]string, error)) (map[string]string, error) {
	k.mu.Lock()
	values, readAt, version := k.values, k.readAt, k.version
	k.mu.Unlock()
	if values != nil && time.Since(readAt) < settingsMaxAge {
		return values, nil
	}
	started := time.Now()
	values, err := read()
	if err != nil {
		return nil, err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.version == version {
		k.values, k.readAt = values, started
	}
	return values, nil
}

func (k *keptSettings) forget() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.version++
	k.values = nil
}

// Settings implements ports.SettingsRepository.
type Settings struct{ *Store }

// kept is the kept settings outside a transaction, nil inside one (which may have saved some)
// or when none are kept.
func (r Settings) kept(ctx context.Context) *keptSettings {
	if inTx(ctx) {
		return nil
	}
	return r.settings
}

func (r Settings) All(ctx context.Context) (map[string]string, error) {
	if kept := r.kept(ctx); kept != nil {
		values, err := kept.all(func() (map[string]string, error) { return r.read(ctx) })
		return maps.Clone(values), err
	}
	return r.read(ctx)
}

func (r Settings) Value(ctx context.Context, key string) (string, error) {
	if kept := r.kept(ctx); kept != nil {
		values, err := kept.all(func() (map[string]string, error) { return r.read(ctx) })
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
		defer r.forgetting(ctx, r.settings.forget)()
	}
	return r.Join(ctx, func(ctx context.Context) error {
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
