package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// UserFilter selects users for the staff and member lists.
type UserFilter struct {
	Roles  []core.Role
	Search string
	// Technicians selects the users repairs may be assigned to: every Teknisi, and the Admins
	// and Kasirs marked as technicians.
	Technicians bool
	// WorksAt selects the Admins and the staff who work at this outlet.
	WorksAt int64
	core.PageRequest
}

// UserRepository stores accounts and their profiles.
type UserRepository interface {
	// Create returns core.ErrDuplicate when the e-mail address is taken.
	Create(ctx context.Context, u *core.User) error
	Get(ctx context.Context, id int64) (core.User, error)
	FindByEmail(ctx context.Context, email string) (core.User, error)
	// Update loads the user, applies fn and saves the result, inside one transaction.
	Update(ctx context.Context, id int64, fn func(u *core.User) error) (core.User, error)
	Delete(ctx context.Context, id int64) error
	List(ctx context.Context, f UserFilter) (core.Page[core.User], error)
	// LockAdmins counts the Admins, locking their rows until the transaction ends so two
	// requests cannot both remove "one of two" Admins.
	LockAdmins(ctx context.Context) (int, error)
}

// SessionRepository stores signed-in sessions.
type SessionRepository interface {
	Create(ctx context.Context, s core.Session) error
	// Find returns the session with its user; core.ErrNotFound when there is none.
	Find(ctx context.Context, id string) (core.Session, core.User, error)
	// SetOutlet moves the session to an outlet (nil: none).
	SetOutlet(ctx context.Context, id string, outletID *int64) error
	Delete(ctx context.Context, id string) error
	// DeleteForUser ends the user's sessions except the one named keep ("" for all).
	DeleteForUser(ctx context.Context, userID int64, keep string) error
	DeleteExpired(ctx context.Context, now time.Time) (int64, error)
}

// EmailTokenRepository stores one-time e-mail links.
type EmailTokenRepository interface {
	Create(ctx context.Context, t core.EmailToken) error
	Get(ctx context.Context, id string) (core.EmailToken, error)
	MarkUsed(ctx context.Context, id string, at time.Time) error
}

// Mail is one e-mail message.
type Mail struct {
	To      string
	Subject string
	Text    string
}

// Mailer sends e-mail (or, by default, prints it to the log).
type Mailer interface {
	Send(ctx context.Context, m Mail) error
}

// PasswordHasher hashes and checks passwords.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Matches(hash, password string) bool
}

// FileStore keeps uploaded files in buckets and says where they are served.
type FileStore interface {
	Put(ctx context.Context, bucket, key string, data []byte) error
	Delete(ctx context.Context, bucket, key string) error
	// URL is the public address of a stored file.
	URL(bucket, key string) string
	// KeyOf reverses URL: the key of a file this store serves, false for other addresses.
	KeyOf(bucket, url string) (string, bool)
}
