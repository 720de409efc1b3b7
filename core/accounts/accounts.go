// Package accounts holds sign-up, the two sign-in doors, sessions, passwords, profiles and
// the management of staff and member accounts.
package accounts

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The spec's texts, and ours where the spec is silent.
const (
	MsgWrongCredentials     = "Email atau password salah."
	MsgMemberAtStaffDoor    = "Akun ini adalah akun Member. Silakan login dari halaman Member."
	MsgStaffAtMemberDoor    = "Akun ini adalah akun Staf. Silakan login dari halaman Penjualan."
	MsgNotVerified          = "Email Anda belum diverifikasi. Silakan cek email Anda untuk tautan verifikasi."
	MsgSignedUp             = "Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi."
	MsgStaffAdded           = "User berhasil ditambahkan. Mereka perlu memverifikasi email mereka."
	MsgRequiredFields       = "Harap isi semua field yang wajib diisi."
	MsgFullNameRequired     = "Nama lengkap wajib diisi."
	MsgNameAndRole          = "Nama lengkap dan role wajib diisi."
	MsgBothPasswords        = "Harap isi kedua kolom password."
	MsgPasswordMismatch     = "Password tidak cocok."
	MsgPasswordTooShort     = "Password minimal harus 6 karakter."
	MsgPasswordTooLong      = "Password maksimal 72 karakter."
	MsgEmailInvalid         = "Format email tidak valid."
	MsgEmailTaken           = "Email sudah terdaftar."
	MsgProfileNotFound      = "Profil tidak ditemukan. Silakan login kembali."
	MsgUserNotFound         = "User tidak ditemukan."
	MsgMemberNotFound       = "Member tidak ditemukan."
	MsgNotYourself          = "Tidak bisa edit diri sendiri."
	MsgLastAdmin            = "Admin terakhir tidak dapat dihapus atau diturunkan perannya."
	MsgStaffOutletGone      = "Outlet yang dipilih tidak ditemukan atau sudah dihapus."
	MsgStaffOutletsRequired = "Pilih minimal satu outlet tempat staf bekerja."
	MsgBadLink              = "Tautan verifikasi tidak valid atau sudah kedaluwarsa."
	MsgTooManyAttempts      = "Terlalu banyak percobaan login. Silakan coba lagi dalam %d detik."
	MsgTooManyRequests      = "Terlalu banyak permintaan. Silakan coba lagi dalam %d detik."
)

// Door is the sign-in page a person used: the staff page (/login) or the member page.
type Door string

const (
	StaffDoor  Door = "staff"
	MemberDoor Door = "member"
)

// Settings tune the accounts use cases.
type Settings struct {
	// BaseURL prefixes links sent by e-mail.
	BaseURL         string
	SessionLifetime time.Duration
	VerifyLifetime  time.Duration
}

// Accounts is the entry point of the account use cases.
type Accounts struct {
	tx       ports.Tx
	clock    ports.Clock
	users    ports.UserRepository
	outlets  ports.OutletRepository
	sessions ports.SessionRepository
	tokens   ports.EmailTokenRepository
	hasher   ports.PasswordHasher
	mailer   ports.Mailer
	files    ports.FileStore
	settings Settings
	// Failed sign-ins are limited per account at one address, per address, and per known
	// device; those per account from everywhere have a ceiling, generous enough that only
	// distributed guessing reaches it, beyond which each address is slowed (SignIn).
	failedByAccountAddress *core.Limiter
	failedByIP             *core.Limiter
	failedByAccount        *core.Limiter
	slowedByAccountAddress *core.Limiter
	failedOnKnownDevice    *core.Limiter
	resends                *core.Limiter
	// Anonymous requests that send a mail (sign-ups, each also a password hash, and
	// verification resends) are limited per address, and sign-ups per e-mail.
	mailsByIP      *core.Limiter
	signUpsByEmail *core.Limiter
	dummyHash      string
}

// Deps are the ports and settings the account use cases need.
type Deps struct {
	Tx       ports.Tx
	Clock    ports.Clock
	Users    ports.UserRepository
	Outlets  ports.OutletRepository
	Sessions ports.SessionRepository
	Tokens   ports.EmailTokenRepository
	Hasher   ports.PasswordHasher
	Mailer   ports.Mailer
	Files    ports.FileStore
	Settings Settings
}

// New builds the account use cases; a zero lifetime in the settings takes its default
// (sessions 30 days, verification links 72 hours).
func New(d Deps) *Accounts {
	s := d.Settings
	if s.SessionLifetime == 0 {
		s.SessionLifetime = 30 * 24 * time.Hour
	}
	if s.VerifyLifetime == 0 {
		s.VerifyLifetime = 72 * time.Hour
	}
	dummy, _ := d.Hasher.Hash("konter-timing-equaliser")
	return &Accounts{
		tx: d.Tx, clock: d.Clock, users: d.Users, outlets: d.Outlets, sessions: d.Sessions, tokens: d.Tokens,
		hasher: d.Hasher, mailer: d.Mailer, files: d.Files, settings: s,
		failedByAccountAddress: core.NewLimiter(5, time.Minute),
		failedByIP:             core.NewLimiter(20, time.Minute),
		failedByAccount:        core.NewLimiter(100, 15*time.Minute),
		slowedByAccountAddress: core.NewLimiter(1, 15*time.Minute),
		failedOnKnownDevice:    core.NewLimiter(5, time.Minute),
		resends:                core.NewLimiter(3, 10*time.Minute),
		mailsByIP:              core.NewLimiter(10, time.Hour),
		signUpsByEmail:         core.NewLimiter(3, time.Hour),
		dummyHash:              dummy,
	}
}

// normaliseEmail trims and lower-cases an address and checks its form.
func normaliseEmail(s string) (string, error) {
	e := strings.ToLower(strings.TrimSpace(s))
	if e == "" {
		return "", core.InvalidField("email", MsgRequiredFields)
	}
	if !core.ValidEmail(e) {
		return "", core.InvalidField("email", MsgEmailInvalid)
	}
	return e, nil
}

// throttle is one limiter and the key an attempt counts under.
type throttle struct {
	lim *core.Limiter
	key string
}

// refuseWhenSpent answers 429 with msg (which takes the seconds to wait) when any throttle
// has used up its attempts.
func refuseWhenSpent(now time.Time, msg string, ts ...throttle) error {
	for _, t := range ts {
		if blocked, wait := t.lim.Blocked(t.key, now); blocked {
			return core.TooManyRequests(fmt.Sprintf(msg, seconds(wait)), wait)
		}
	}
	return nil
}

func count(now time.Time, ts ...throttle) {
	for _, t := range ts {
		t.lim.Hit(t.key, now)
	}
}

// checkNewPassword applies the password rules of the spec (and bcrypt's length limit).
func checkNewPassword(password string) error {
	if len(password) < 6 {
		return core.InvalidField("password", MsgPasswordTooShort)
	}
	if len(password) > 72 {
		return core.InvalidField("password", MsgPasswordTooLong)
	}
	return nil
}

// newToken makes an unguessable token (256 bits) and the hash stored in its place.
func newToken() (token, id string) {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, tokenID(token)
}

func tokenID(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
