package core

// Role is what a signed-in person may do. Staff are Admin and Kasir; customers are Member.
type Role string

const (
	RoleAdmin  Role = "Admin"
	RoleKasir  Role = "Kasir"
	RoleMember Role = "Member"
)

// ParseRole reads a stored role; any unknown value is a Member, never more.
func ParseRole(s string) Role {
	switch Role(s) {
	case RoleAdmin, RoleKasir:
		return Role(s)
	}
	return RoleMember
}

// IsStaff tells whether the role works in the back-office.
func (r Role) IsStaff() bool { return r == RoleAdmin || r == RoleKasir }

// Principal is who is calling: the signed-in user and their role.
type Principal struct {
	UserID    int64
	Role      Role
	SessionID string
}
