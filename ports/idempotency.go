package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// IdempotencyKeys keeps the keys of idempotent writes, inside the writes' own transactions.
type IdempotencyKeys interface {
	// Claim stores key and returns nil; when the same person already used the key for the
	// same kind of write, it stores nothing and returns that first key. A claim racing an
	// uncommitted one with the same key waits until that one commits or rolls back.
	Claim(ctx context.Context, key core.IdempotencyKey) (*core.IdempotencyKey, error)
	// Settle records the document the claimed write made.
	Settle(ctx context.Context, key core.IdempotencyKey, documentID int64) error
}
