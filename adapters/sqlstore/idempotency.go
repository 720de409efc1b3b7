package sqlstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/konterhp/konter/core"
)

// IdempotencyKeys implements ports.IdempotencyKeys on the idempotency_keys table.
type IdempotencyKeys struct{ *Store }

func (r IdempotencyKeys) Claim(ctx context.Context, k core.IdempotencyKey) (*core.IdempotencyKey, error) {
	var id int64
	// A twin's uncommitted row holds the unique index: PostgreSQL waits for it here, SQLite
	// lets one writer in at a time. Either way this statement sees the twin once it committed.
	err := r.conn(ctx).NewRaw(`INSERT INTO idempotency_keys (user_id, kind, request_key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (user_id, kind, request_key) DO NOTHING RETURNING id`, k.UserID, k.Kind, k.Key, k.Fingerprint, k.At).Scan(ctx, &id)
	if err == nil {
		return nil, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, translate(err)
	}
	first := k
	err = r.conn(ctx).NewRaw("SELECT fingerprint, document_id FROM idempotency_keys WHERE user_id = ? AND kind = ? AND request_key = ?",
		k.UserID, k.Kind, k.Key).Scan(ctx, &first.Fingerprint, &first.DocumentID)
	return &first, translate(err)
}

func (r IdempotencyKeys) Settle(ctx context.Context, k core.IdempotencyKey, documentID int64) error {
	_, err := r.conn(ctx).NewRaw("UPDATE idempotency_keys SET document_id = ? WHERE user_id = ? AND kind = ? AND request_key = ?",
		documentID, k.UserID, k.Kind, k.Key).Exec(ctx)
	return translate(err)
}
