package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// ReceiptLinkRepository keeps the secret token of each shared receipt, by document kind and id
// (a repair bill by its repair's id).
type ReceiptLinkRepository interface {
	// Share gives the document the token unless it has one, and answers the token it has;
	// core.ErrNotFound when there is no such document.
	Share(ctx context.Context, kind core.ReceiptKind, id int64, token string) (string, error)
	// Unshare forgets the token (if any); core.ErrNotFound when there is no such document.
	Unshare(ctx context.Context, kind core.ReceiptKind, id int64) error
	// Find names the document whose receipt has this token; core.ErrNotFound when none.
	Find(ctx context.Context, token string) (core.ReceiptKind, int64, error)
}
