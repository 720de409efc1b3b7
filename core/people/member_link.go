package people

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The texts of linking a customer to a member's account.
const (
	MsgCustomerNotFound = "Pelanggan tidak ditemukan."
	MsgMemberNotFound   = "Akun member tidak ditemukan."
	MsgMemberLinked     = "Akun member ini sudah terhubung dengan pelanggan lain."
)

// MemberLinks links a customer of the counter to a member's account, chosen by the Admin: the
// sales rung up for that customer then show in the member's Pesanan Saya. Never guessed from a
// name or a number.
type MemberLinks struct {
	customers ports.ContactRepository[core.Customer]
	users     ports.UserRepository
	pub       ports.Publisher
}

// NewMemberLinks builds the use case.
func NewMemberLinks(customers ports.ContactRepository[core.Customer], users ports.UserRepository, pub ports.Publisher) *MemberLinks {
	return &MemberLinks{customers: customers, users: users, pub: pub}
}

// Link sets the customer's member account; nil unlinks it.
func (l *MemberLinks) Link(ctx context.Context, customerID int64, memberID *int64) (core.Customer, error) {
	if memberID != nil {
		u, err := l.users.Get(ctx, *memberID)
		if errors.Is(err, core.ErrNotFound) || (err == nil && u.Role != core.RoleMember) {
			return core.Customer{}, core.InvalidField("member_id", MsgMemberNotFound)
		}
		if err != nil {
			return core.Customer{}, err
		}
	}
	c, err := l.customers.Update(ctx, customerID, func(c *core.Customer) error {
		c.MemberID = memberID
		return nil
	})
	switch {
	case errors.Is(err, core.ErrNotFound):
		return c, core.NotFound(MsgCustomerNotFound)
	case errors.Is(err, core.ErrDuplicate):
		return c, core.Conflict(MsgMemberLinked).Wrap(err)
	case err != nil:
		return c, err
	}
	l.pub.Publish(ctx, core.Change{Resource: core.ResourceCustomers, Action: core.ActionUpdated, IDs: []int64{customerID}})
	return c, nil
}
