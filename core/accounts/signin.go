package accounts

import (
	"context"
	"errors"
	"math"
	"time"

	"github.com/konterhp/konter/core"
)

// SignInInput is a sign-in attempt at one of the two doors.
type SignInInput struct {
	Email     string
	Password  string
	Door      Door
	IP        string
	UserAgent string
	// KnownDevices are the tokens the browser kept from earlier sign-ins (its known-device cookie).
	KnownDevices []string
}

// SignedIn is the outcome of a successful sign-in: the token goes into the session cookie.
type SignedIn struct {
	Token     string
	ExpiresAt time.Time
	// Outlet is where the session works: a staff member's only outlet; nil for one with
	// several (chosen next, see ChooseOutlet; an Admin's: all outlets).
	Outlet *int64
	User   core.User
	// KnownDevices are the tokens the browser keeps from now on: the account's own first.
	KnownDevices []string
}

// SignIn checks the password, then the door: the staff page takes only Admin and Kasir,
// the member page only Members. A wrong door creates no session.
//
// Failed attempts are limited so that nobody locks an owner out: an attempt from a browser
// the account signed in on before (a known device) counts only against that browser; any
// other counts against its address and the account at that address, and many failures for
// one account from everywhere slow every address down rather than refuse the account.
func (a *Accounts) SignIn(ctx context.Context, in SignInInput) (SignedIn, error) {
	now := a.clock.Now()
	email, err := normaliseEmail(in.Email)
	if err != nil {
		return SignedIn{}, core.Unauthenticated(MsgWrongCredentials)
	}
	throttles := a.strangerThrottles(email, in.IP, now)
	// Most refused attempts carry no known-device token: they are refused before the database
	// is asked.
	if len(in.KnownDevices) == 0 {
		if err := refuseWhenSpent(now, MsgTooManyAttempts, throttles...); err != nil {
			return SignedIn{}, err
		}
	}
	u, err := a.users.FindByEmail(ctx, email)
	if err != nil && !errors.Is(err, core.ErrNotFound) {
		return SignedIn{}, err
	}
	device, known := knownDevice(u, in.KnownDevices)
	if known {
		throttles = []throttle{{a.failedOnKnownDevice, device}}
	}
	if len(in.KnownDevices) > 0 {
		if err := refuseWhenSpent(now, MsgTooManyAttempts, throttles...); err != nil {
			return SignedIn{}, err
		}
	}
	hash := u.PasswordHash
	if hash == "" {
		hash = a.dummyHash // same work whether or not the address exists
	}
	if !a.hasher.Matches(hash, in.Password) || u.ID == 0 {
		count(now, throttles...)
		if !known {
			a.failedByAccount.Hit(email, now)
		}
		return SignedIn{}, core.Unauthenticated(MsgWrongCredentials)
	}
	role := core.ParseRole(string(u.Role))
	switch {
	case in.Door == StaffDoor && !role.IsStaff():
		return SignedIn{}, core.Forbidden(MsgMemberAtStaffDoor)
	case in.Door == MemberDoor && role.IsStaff():
		return SignedIn{}, core.Forbidden(MsgStaffAtMemberDoor)
	case in.Door != StaffDoor && in.Door != MemberDoor:
		return SignedIn{}, core.InvalidField("door", "Halaman login tidak dikenal.")
	}
	if !u.Verified() {
		return SignedIn{}, core.Forbidden(MsgNotVerified)
	}
	throttles[0].lim.Reset(throttles[0].key)
	token, id := newToken()
	s := core.Session{ID: id, UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(a.settings.SessionLifetime), UserAgent: in.UserAgent, IP: in.IP}
	if role.IsStaff() {
		if u.OutletIDs, err = a.outlets.StaffOutlets(ctx, u.ID); err != nil {
			return SignedIn{}, err
		}
		if len(u.OutletIDs) == 1 {
			s.OutletID = &u.OutletIDs[0]
		}
	}
	if err := a.sessions.Create(ctx, s); err != nil {
		return SignedIn{}, err
	}
	return SignedIn{Token: token, ExpiresAt: s.ExpiresAt, Outlet: s.OutletID, User: u, KnownDevices: knownDevicesAfterSignIn(u, in.KnownDevices)}, nil
}

// Authenticate resolves a session token into the caller. Unknown or expired: core.ErrNotFound.
func (a *Accounts) Authenticate(ctx context.Context, token string) (core.Principal, error) {
	s, u, err := a.sessions.Find(ctx, tokenID(token))
	if err != nil {
		return core.Principal{}, err
	}
	if !a.clock.Now().Before(s.ExpiresAt) {
		return core.Principal{}, core.ErrNotFound
	}
	p := core.Principal{UserID: u.ID, Role: core.ParseRole(string(u.Role)), SessionID: s.ID, Name: u.FullName}
	if s.OutletID != nil {
		p.Outlet = *s.OutletID
	}
	return p, nil
}

// SignOut ends the caller's session on the server.
func (a *Accounts) SignOut(ctx context.Context, p core.Principal) error {
	return a.sessions.Delete(ctx, p.SessionID)
}

// Me is the caller's own account.
func (a *Accounts) Me(ctx context.Context, p core.Principal) (core.User, error) {
	u, err := a.users.Get(ctx, p.UserID)
	if errors.Is(err, core.ErrNotFound) {
		return u, core.NotFound(MsgProfileNotFound)
	}
	u.Role = core.ParseRole(string(u.Role))
	if err == nil && u.Role.IsStaff() {
		u.OutletIDs, err = a.outlets.StaffOutlets(ctx, u.ID)
	}
	return u, err
}

// PurgeExpiredSessions removes sessions past their expiry (a scheduled job).
func (a *Accounts) PurgeExpiredSessions(ctx context.Context) (int64, error) {
	return a.sessions.DeleteExpired(ctx, a.clock.Now())
}

// strangerThrottles are what an attempt from a browser not known to the account counts
// against: the account at this address (first: a success resets it), the address and, once
// the account's failures from everywhere reach their ceiling, the account at this address
// over the ceiling's window: one attempt per address, so the owner at an address of their
// own still gets in while each guessing address is slowed down.
func (a *Accounts) strangerThrottles(email, ip string, now time.Time) []throttle {
	here := email + " " + ip
	ts := []throttle{{a.failedByAccountAddress, here}, {a.failedByIP, ip}}
	if overCeiling, _ := a.failedByAccount.Blocked(email, now); overCeiling {
		ts = append(ts, throttle{a.slowedByAccountAddress, here})
	}
	return ts
}

func seconds(d time.Duration) int { return int(math.Ceil(d.Seconds())) }
