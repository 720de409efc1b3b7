package core

import (
	"context"
	"slices"
)

// Role is what a signed-in person may do. Staff are Admin, Kasir and Teknisi; customers are
// Member.
type Role string

const (
	RoleAdmin Role = "Admin"
	RoleKasir Role = "Kasir"
	// RoleTeknisi works the repair bench and nothing about money: no cashier, no prices paid,
	// no cost prices, no reports, no settings.
	RoleTeknisi Role = "Teknisi"
	RoleMember  Role = "Member"
)

// StaffRoles are the roles that work in the back-office.
var StaffRoles = []Role{RoleAdmin, RoleKasir, RoleTeknisi}

// ParseRole reads a stored role; any unknown value is a Member, never more.
func ParseRole(s string) Role {
	if r := Role(s); slices.Contains(StaffRoles, r) {
		return r
	}
	return RoleMember
}

// IsStaff tells whether the role works in the back-office.
func (r Role) IsStaff() bool { return slices.Contains(StaffRoles, r) }

// SeesMoney tells whether the role handles the shop's money: the cashiers, prices paid, cost
// prices. Admin and Kasir do; a Teknisi does not.
func (r Role) SeesMoney() bool { return r == RoleAdmin || r == RoleKasir }

// Principal is who is calling: the signed-in user and their role.
type Principal struct {
	UserID    int64
	Role      Role
	SessionID string
	// Name is the user's full name as the session found it, for receipts; "" when unknown.
	Name string
	// Outlet is the outlet the session works at; 0: none chosen yet (an Admin's: all outlets).
	Outlet int64
}

// Actor is the user a document records for the caller; nil for none (the shop's own tools:
// the seed, the import command).
func (p Principal) Actor() *int64 {
	if p.UserID == 0 {
		return nil
	}
	id := p.UserID
	return &id
}

// UserNames finds a user's full name.
type UserNames interface {
	Get(ctx context.Context, id int64) (User, error)
}

// StaffName is the name a document records for the user who made it: the session's, else the
// account's; nil when neither is known.
func (p Principal) StaffName(ctx context.Context, users UserNames) *string {
	if p.Name != "" {
		return &p.Name
	}
	if u, err := users.Get(ctx, p.UserID); err == nil {
		return &u.FullName
	}
	return nil
}

// MsgNoOutlet refuses a document of a session at no outlet (an Admin at all outlets, a staff
// member who has not chosen yet): money and stock are counted at one outlet.
const MsgNoOutlet = "Pilih outlet tempat Anda bekerja terlebih dahulu: transaksi dicatat di satu outlet."

// AtOutlet is the outlet where the caller's documents happen: the session's; a conflict saying
// MsgNoOutlet when it has none.
func (p Principal) AtOutlet() (int64, error) {
	if p.Outlet <= 0 {
		return 0, Conflict(MsgNoOutlet)
	}
	return p.Outlet, nil
}
