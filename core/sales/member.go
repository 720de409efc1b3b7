package sales

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
)

// MsgPurchaseNotFound answers a purchase that is not the member's own exactly as one that does
// not exist, so a member learns nothing of other members' sales.
const MsgPurchaseNotFound = "Pembelian tidak ditemukan."

// MemberPurchases are the sales rung up at the counter for the member's account (a customer the
// Admin linked to it), newest first, for Pesanan Saya.
func (s *Sales) MemberPurchases(ctx context.Context, member core.Principal, page core.PageRequest) (core.Page[core.SalesTransaction], error) {
	return s.sales.List(ctx, core.SaleFilter{Member: member.UserID, PageRequest: page})
}

// MemberPurchase is one of the member's purchases as its receipt prints it; another's is not found.
func (s *Sales) MemberPurchase(ctx context.Context, member core.Principal, id int64) (core.SalesTransaction, error) {
	sale, err := s.sales.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) || (err == nil && (sale.MemberID == nil || *sale.MemberID != member.UserID)) {
		return core.SalesTransaction{}, core.NotFound(MsgPurchaseNotFound)
	}
	return s.printed(ctx, sale, err)
}
