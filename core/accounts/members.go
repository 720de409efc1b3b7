package accounts

import (
	"context"
	"errors"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// MemberInput is the Admin's member edit form.
type MemberInput struct {
	FullName string
	Phone    *string
	Address  *string
}

// ListMembers lists member accounts (every role that is not staff).
func (a *Accounts) ListMembers(ctx context.Context, search string, page core.PageRequest) (core.Page[core.User], error) {
	return a.users.List(ctx, ports.UserFilter{Roles: []core.Role{core.RoleMember}, Search: strings.TrimSpace(search), PageRequest: page})
}

// UpdateMember lets the Admin correct a member's name, phone and address.
func (a *Accounts) UpdateMember(ctx context.Context, id int64, in MemberInput) (core.User, error) {
	name := strings.TrimSpace(in.FullName)
	if name == "" {
		return core.User{}, core.InvalidField("full_name", MsgFullNameRequired)
	}
	u, err := a.users.Update(ctx, id, func(u *core.User) error {
		if core.ParseRole(string(u.Role)).IsStaff() {
			return core.ErrNotFound
		}
		u.FullName, u.Phone, u.Address = name, core.OptionalText(in.Phone), core.OptionalText(in.Address)
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return u, core.NotFound(MsgMemberNotFound)
	}
	return u, err
}

// DeleteMember removes a member account; their orders stay, shown as 'Member Dihapus'.
func (a *Accounts) DeleteMember(ctx context.Context, actor core.Principal, id int64) error {
	return a.deleteUser(ctx, actor, id, false)
}

// Member reads one member account.
func (a *Accounts) Member(ctx context.Context, id int64) (core.User, error) {
	return a.userOfKind(ctx, id, false)
}
