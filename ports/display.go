package ports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// DisplayRepository keeps what each staff user's customer display shows.
type DisplayRepository interface {
	Save(ctx context.Context, userID int64, d core.CustomerDisplay) error
	// Of is the user's display; ErrNotFound when it never showed anything.
	Of(ctx context.Context, userID int64) (core.CustomerDisplay, error)
}
