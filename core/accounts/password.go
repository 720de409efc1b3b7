package accounts

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
)

// ChangePassword sets a new password for the caller and ends their other sessions.
func (a *Accounts) ChangePassword(ctx context.Context, p core.Principal, password, confirm string) error {
	if password == "" || confirm == "" {
		return core.Validation(MsgBothPasswords)
	}
	if password != confirm {
		return core.InvalidField("confirm_password", MsgPasswordMismatch)
	}
	if err := checkNewPassword(password); err != nil {
		return err
	}
	return a.setPassword(ctx, p.UserID, password, p.SessionID)
}

// SetPassword replaces a user's password by e-mail address (the operator's CLI) and ends
// all their sessions.
func (a *Accounts) SetPassword(ctx context.Context, email, password string) error {
	e, err := normaliseEmail(email)
	if err != nil {
		return err
	}
	if err := checkNewPassword(password); err != nil {
		return err
	}
	u, err := a.users.FindByEmail(ctx, e)
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(MsgUserNotFound)
	}
	if err != nil {
		return err
	}
	return a.setPassword(ctx, u.ID, password, "")
}

func (a *Accounts) setPassword(ctx context.Context, userID int64, password, keepSession string) error {
	hash, err := a.hasher.Hash(password)
	if err != nil {
		return err
	}
	return a.tx.WithinTx(ctx, func(ctx context.Context) error {
		if _, err := a.users.Update(ctx, userID, func(u *core.User) error {
			u.PasswordHash = hash
			return nil
		}); err != nil {
			if errors.Is(err, core.ErrNotFound) {
				return core.NotFound(MsgProfileNotFound)
			}
			return err
		}
		return a.sessions.DeleteForUser(ctx, userID, keepSession)
	})
}
