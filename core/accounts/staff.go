package accounts

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// StaffInput is the user form of 'Manajemen User'.
type StaffInput struct {
	Email    string
	Password string
	FullName string
	Role     core.Role
	// OutletIDs are the outlets the staff member works at: none on a new account is the first
	// outlet, none on an edit leaves them as they are.
	OutletIDs []int64
	// Technician marks an Admin or Kasir who also repairs devices; nil on an edit leaves it.
	Technician *bool
}

// MsgBadStaffRole refuses a role that is not a staff role.
const MsgBadStaffRole = "Role harus Admin, Kasir atau Teknisi."

// ListStaff lists staff accounts only (Admin, Kasir, Teknisi).
func (a *Accounts) ListStaff(ctx context.Context, search string, page core.PageRequest) (core.Page[core.User], error) {
	return a.users.List(ctx, ports.UserFilter{Roles: core.StaffRoles, Search: strings.TrimSpace(search), PageRequest: page})
}

// AddStaff creates a staff account (Kasir unless Admin is chosen) that must verify its e-mail.
func (a *Accounts) AddStaff(ctx context.Context, in StaffInput) (core.User, error) {
	if in.Role == "" {
		in.Role = core.RoleKasir
	}
	u := core.User{FullName: strings.TrimSpace(in.FullName), Role: in.Role, Technician: in.Technician != nil && *in.Technician}
	if strings.TrimSpace(in.Email) == "" || in.Password == "" || u.FullName == "" {
		return u, core.Validation(MsgRequiredFields)
	}
	if !u.Role.IsStaff() {
		return u, core.InvalidField("role", MsgBadStaffRole)
	}
	u, err := withCredentials(u, in.Email, in.Password)
	if err != nil {
		return u, err
	}
	if u.OutletIDs, err = a.newStaffOutlets(ctx, in.OutletIDs); err != nil {
		return u, err
	}
	err = a.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := a.register(ctx, &u, in.Password); err != nil {
			return err
		}
		return a.outlets.SetStaffOutlets(ctx, u.ID, u.OutletIDs)
	})
	return u, staffWriteError(err)
}

// newStaffOutlets are the outlets a new staff member works at: those chosen, or the first.
func (a *Accounts) newStaffOutlets(ctx context.Context, ids []int64) ([]int64, error) {
	if len(ids) == 0 {
		first, err := a.outlets.First(ctx)
		return []int64{first}, err
	}
	return a.staffOutlets(ctx, ids)
}

// staffOutlets checks the outlets chosen for a staff member and lists each once, by id: at
// least one, every one open.
func (a *Accounts) staffOutlets(ctx context.Context, ids []int64) ([]int64, error) {
	if len(ids) == 0 {
		return nil, core.InvalidField("outlet_ids", MsgStaffOutletsRequired)
	}
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	for _, id := range ids {
		if _, err := a.outlets.Get(ctx, id); errors.Is(err, core.ErrNotFound) {
			return nil, core.InvalidField("outlet_ids", MsgStaffOutletGone)
		} else if err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// staffWriteError is the shop's message for what the repositories refused of a staff form.
func staffWriteError(err error) error {
	switch {
	case errors.Is(err, core.ErrDuplicate):
		return core.Conflict(MsgEmailTaken)
	case errors.Is(err, core.ErrReferenced):
		return core.InvalidField("outlet_ids", MsgStaffOutletGone)
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(MsgUserNotFound)
	}
	return err
}

// CreateVerifiedUser is the operator's way in (`konter user create`, the demo seed): the
// account is verified at once.
func (a *Accounts) CreateVerifiedUser(ctx context.Context, in StaffInput) (core.User, error) {
	u := core.User{FullName: strings.TrimSpace(in.FullName), Role: core.ParseRole(string(in.Role)), Technician: in.Technician != nil && *in.Technician}
	var err error
	if u.FullName == "" {
		return u, core.InvalidField("full_name", MsgFullNameRequired)
	}
	if u.Email, err = normaliseEmail(in.Email); err != nil {
		return u, err
	}
	if err := checkNewPassword(in.Password); err != nil {
		return u, err
	}
	if u.PasswordHash, err = a.hasher.Hash(in.Password); err != nil {
		return u, err
	}
	now := a.clock.Now()
	u.CreatedAt, u.VerifiedAt = now, &now
	if !u.Role.IsStaff() {
		return u, staffWriteError(a.tx.WithinTx(ctx, func(ctx context.Context) error { return a.users.Create(ctx, &u) }))
	}
	if u.OutletIDs, err = a.newStaffOutlets(ctx, in.OutletIDs); err != nil {
		return u, err
	}
	return u, staffWriteError(a.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := a.users.Create(ctx, &u); err != nil {
			return err
		}
		return a.outlets.SetStaffOutlets(ctx, u.ID, u.OutletIDs)
	}))
}

// UpdateStaff changes another staff member's name, role and outlets. Nobody edits their own
// row, and the last Admin is never demoted.
func (a *Accounts) UpdateStaff(ctx context.Context, actor core.Principal, id int64, in StaffInput) (core.User, error) {
	fullName, role := strings.TrimSpace(in.FullName), in.Role
	if fullName == "" || role == "" {
		return core.User{}, core.Validation(MsgNameAndRole)
	}
	if !role.IsStaff() {
		return core.User{}, core.InvalidField("role", MsgBadStaffRole)
	}
	if id == actor.UserID {
		return core.User{}, core.Forbidden(MsgNotYourself)
	}
	var outlets []int64
	if in.OutletIDs != nil {
		var err error
		if outlets, err = a.staffOutlets(ctx, in.OutletIDs); err != nil {
			return core.User{}, err
		}
	}
	var out core.User
	err := a.tx.WithinTx(ctx, func(ctx context.Context) error {
		admins, err := a.users.LockAdmins(ctx)
		if err != nil {
			return err
		}
		out, err = a.users.Update(ctx, id, func(u *core.User) error {
			if !core.ParseRole(string(u.Role)).IsStaff() {
				return core.ErrNotFound
			}
			if u.Role == core.RoleAdmin && role != core.RoleAdmin && admins <= 1 {
				return core.Conflict(MsgLastAdmin)
			}
			u.FullName, u.Role = fullName, role
			if in.Technician != nil {
				u.Technician = *in.Technician
			}
			return nil
		})
		if err != nil || outlets == nil {
			return err
		}
		return a.outlets.SetStaffOutlets(ctx, id, outlets)
	})
	if err != nil {
		return out, staffWriteError(err)
	}
	out.OutletIDs, err = a.outlets.StaffOutlets(ctx, id)
	return out, err
}

// DeleteStaff removes another staff account; never one's own, never the last Admin.
func (a *Accounts) DeleteStaff(ctx context.Context, actor core.Principal, id int64) error {
	return a.deleteUser(ctx, actor, id, true)
}

func (a *Accounts) deleteUser(ctx context.Context, actor core.Principal, id int64, staff bool) error {
	if id == actor.UserID {
		return core.Forbidden(MsgNotYourself)
	}
	notFound := core.NotFound(MsgUserNotFound)
	if !staff {
		notFound = core.NotFound(MsgMemberNotFound)
	}
	return a.tx.WithinTx(ctx, func(ctx context.Context) error {
		admins, err := a.users.LockAdmins(ctx)
		if err != nil {
			return err
		}
		u, err := a.users.Get(ctx, id)
		if errors.Is(err, core.ErrNotFound) || (err == nil && core.ParseRole(string(u.Role)).IsStaff() != staff) {
			return notFound
		}
		if err != nil {
			return err
		}
		if u.Role == core.RoleAdmin && admins <= 1 {
			return core.Conflict(MsgLastAdmin)
		}
		if err := a.sessions.DeleteForUser(ctx, id, ""); err != nil {
			return err
		}
		if err := a.users.Delete(ctx, id); err != nil {
			return err
		}
		if u.AvatarURL != nil {
			if key, ok := a.files.KeyOf(AvatarBucket, *u.AvatarURL); ok {
				_ = a.files.Delete(ctx, AvatarBucket, key)
			}
		}
		return nil
	})
}

// StaffMember reads one staff account.
func (a *Accounts) StaffMember(ctx context.Context, id int64) (core.User, error) {
	return a.userOfKind(ctx, id, true)
}

func (a *Accounts) userOfKind(ctx context.Context, id int64, staff bool) (core.User, error) {
	u, err := a.users.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) || (err == nil && core.ParseRole(string(u.Role)).IsStaff() != staff) {
		if staff {
			return core.User{}, core.NotFound(MsgUserNotFound)
		}
		return core.User{}, core.NotFound(MsgMemberNotFound)
	}
	if err == nil && staff {
		u.OutletIDs, err = a.outlets.StaffOutlets(ctx, id)
	}
	return u, err
}
