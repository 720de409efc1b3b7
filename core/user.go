package core

import "time"

// User is an account: staff (Admin, Kasir, Teknisi) or a member (a customer who shops online).
// Its profile fields live on the same row.
type User struct {
	ID           int64      `json:"id" bun:"id,pk,autoincrement"`
	Email        string     `json:"email" bun:"email,notnull"`
	PasswordHash string     `json:"-" bun:"password_hash,notnull"`
	VerifiedAt   *time.Time `json:"verified_at" bun:"verified_at"`
	Role         Role       `json:"role" bun:"role,notnull"`
	FullName     string     `json:"full_name" bun:"full_name,notnull"`
	AvatarURL    *string    `json:"avatar_url" bun:"avatar_url"`
	Phone        *string    `json:"phone" bun:"phone"`
	Address      *string    `json:"address" bun:"address"`
	CreatedAt    time.Time  `json:"created_at" bun:"created_at,notnull"`
	// Technician marks an Admin or Kasir who also repairs devices; a Teknisi always does.
	Technician bool `json:"technician" bun:"technician,notnull"`
	// OutletIDs are the outlets a staff member works at, when the account was read with them.
	OutletIDs []int64 `json:"outlet_ids,omitempty" bun:"-"`
}

// Repairs tells whether repairs may be assigned to the user: a Teknisi, or an Admin or Kasir
// marked as a technician.
func (u User) Repairs() bool {
	return u.Role == RoleTeknisi || (u.Technician && u.Role.SeesMoney())
}

// Verified tells whether the user confirmed their e-mail address.
func (u User) Verified() bool { return u.VerifiedAt != nil }

// Session is a signed-in browser. Only the hash of its token is stored.
type Session struct {
	ID        string    `bun:"id,pk"`
	UserID    int64     `bun:"user_id,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	ExpiresAt time.Time `bun:"expires_at,notnull"`
	UserAgent string    `bun:"user_agent,notnull"`
	IP        string    `bun:"ip,notnull"`
	// OutletID is the outlet a staff member works at in this session; nil: none chosen yet
	// (an Admin's: all outlets).
	OutletID *int64 `bun:"outlet_id"`
}

// EmailToken is a one-time link sent by e-mail (address verification).
type EmailToken struct {
	ID        string     `bun:"id,pk"`
	UserID    int64      `bun:"user_id,notnull"`
	Purpose   string     `bun:"purpose,notnull"`
	ExpiresAt time.Time  `bun:"expires_at,notnull"`
	UsedAt    *time.Time `bun:"used_at"`
}
