package accounts

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// SignUpInput is the member sign-up form, and the address it was sent from.
type SignUpInput struct {
	FullName string
	Email    string
	Password string
	Phone    *string
	Address  *string
	IP       string
}

// SignUp registers a member, unverified, and e-mails the verification link. An address that
// already has an account gets the same answer (so sign-up tells nobody who has an account),
// and its owner an e-mail saying someone tried to register with it.
func (a *Accounts) SignUp(ctx context.Context, in SignUpInput) error {
	u := core.User{
		FullName: strings.TrimSpace(in.FullName), Role: core.RoleMember,
		Phone: core.OptionalText(in.Phone), Address: core.OptionalText(in.Address),
	}
	if u.FullName == "" {
		return core.InvalidField("full_name", "Nama Lengkap wajib diisi.")
	}
	u, err := withCredentials(u, in.Email, in.Password)
	if err != nil {
		return err
	}
	now := a.clock.Now()
	attempts := []throttle{{a.mailsByIP, in.IP}, {a.signUpsByEmail, u.Email}}
	if err := refuseWhenSpent(now, MsgTooManyRequests, attempts...); err != nil {
		return err
	}
	count(now, attempts...)
	err = a.register(ctx, &u, in.Password)
	if errors.Is(err, core.ErrDuplicate) {
		return a.warnOwner(ctx, u.Email)
	}
	return err
}

// withCredentials gives u its normalised e-mail address after checking it and the password.
func withCredentials(u core.User, email, password string) (core.User, error) {
	var err error
	if u.Email, err = normaliseEmail(email); err != nil {
		return u, err
	}
	return u, checkNewPassword(password)
}

// register hashes the password, creates the unverified account and sends its verification
// link, in one transaction: if the mail cannot be handed over, no account is left behind.
// An address that already has an account gives core.ErrDuplicate, after the same work.
func (a *Accounts) register(ctx context.Context, u *core.User, password string) error {
	var err error
	if u.PasswordHash, err = a.hasher.Hash(password); err != nil {
		return err
	}
	u.CreatedAt = a.clock.Now()
	return a.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := a.users.Create(ctx, u); err != nil {
			return err
		}
		return a.sendVerification(ctx, *u)
	})
}

// warnOwner tells the owner of an address that someone tried to sign up with it.
func (a *Accounts) warnOwner(ctx context.Context, email string) error {
	u, err := a.users.FindByEmail(ctx, email)
	if errors.Is(err, core.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	door := "/member-login"
	if core.ParseRole(string(u.Role)).IsStaff() {
		door = "/login"
	}
	return a.mailer.Send(ctx, ports.Mail{
		To:      u.Email,
		Subject: "Percobaan pendaftaran dengan email Anda",
		Text: fmt.Sprintf("Halo %s,\n\nSeseorang mencoba mendaftar dengan alamat email ini, padahal alamat ini sudah "+
			"memiliki akun. Tidak ada akun baru yang dibuat.\n\nJika itu Anda, silakan login di %s%s. "+
			"Jika Anda lupa password, minta toko mengatur ulang password Anda.\n\n"+
			"Jika bukan Anda, abaikan email ini: akun Anda tetap aman.\n", u.FullName, a.settings.BaseURL, door),
	})
}

func (a *Accounts) sendVerification(ctx context.Context, u core.User) error {
	token, id := newToken()
	if err := a.tokens.Create(ctx, core.EmailToken{
		ID: id, UserID: u.ID, Purpose: "verify", ExpiresAt: a.clock.Now().Add(a.settings.VerifyLifetime),
	}); err != nil {
		return err
	}
	link := a.settings.BaseURL + "/verify-email?token=" + token
	return a.mailer.Send(ctx, ports.Mail{
		To:      u.Email,
		Subject: "Verifikasi email akun Konter Anda",
		Text: fmt.Sprintf("Halo %s,\n\nKlik tautan berikut untuk memverifikasi email Anda:\n%s\n\n"+
			"Tautan berlaku %d jam. Abaikan email ini bila Anda tidak mendaftar.\n", u.FullName, link,
			int(a.settings.VerifyLifetime.Hours())),
	})
}

// VerifyEmail confirms an address with the token from its link.
func (a *Accounts) VerifyEmail(ctx context.Context, token string) (core.User, error) {
	var u core.User
	err := a.tx.WithinTx(ctx, func(ctx context.Context) error {
		now := a.clock.Now()
		t, err := a.tokens.Get(ctx, tokenID(strings.TrimSpace(token)))
		if errors.Is(err, core.ErrNotFound) || (err == nil && (t.Purpose != "verify" || t.UsedAt != nil || now.After(t.ExpiresAt))) {
			return core.InvalidField("token", MsgBadLink)
		}
		if err != nil {
			return err
		}
		if err := a.tokens.MarkUsed(ctx, t.ID, now); err != nil {
			return err
		}
		u, err = a.users.Update(ctx, t.UserID, func(u *core.User) error {
			if u.VerifiedAt == nil {
				u.VerifiedAt = &now
			}
			return nil
		})
		if errors.Is(err, core.ErrNotFound) {
			return core.InvalidField("token", MsgBadLink)
		}
		return err
	})
	return u, err
}

// ResendVerification sends a fresh link to an unverified address. It answers the same
// whether or not the address exists, so it reveals nothing about who has an account; it
// counts against the sender's address like a sign-up.
func (a *Accounts) ResendVerification(ctx context.Context, email, ip string) error {
	e, err := normaliseEmail(email)
	if err != nil {
		return err
	}
	now := a.clock.Now()
	attempts := []throttle{{a.mailsByIP, ip}, {a.resends, e}}
	if err := refuseWhenSpent(now, MsgTooManyRequests, attempts...); err != nil {
		return err
	}
	count(now, attempts...)
	u, err := a.users.FindByEmail(ctx, e)
	if errors.Is(err, core.ErrNotFound) || (err == nil && u.Verified()) {
		return nil
	}
	if err != nil {
		return err
	}
	return a.tx.WithinTx(ctx, func(ctx context.Context) error { return a.sendVerification(ctx, u) })
}
