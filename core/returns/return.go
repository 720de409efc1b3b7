package returns

import (
	"context"
	"slices"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/payments"
)

// MsgBadRefundMethod refuses a refund by a method the shop does not pay with.
const MsgBadRefundMethod = "Metode pengembalian dana harus tunai, qris, transfer, debit, ewallet atau tukar."

// ReturnLine is a quantity of one line of the sale taken back.
type ReturnLine struct {
	SaleItemID int64
	Quantity   int64
	// UnitIDs name the phones or laptops of a tracked line that come back; the quantity
	// follows them. None takes back the sale's units in order.
	UnitIDs []int64
}

// ReturnInput is what the Admin fills in for a return.
type ReturnInput struct {
	Lines        []ReturnLine
	Reason       string
	RefundMethod string
}

// ReturnSale takes some goods of a sale back, in one transaction: they return to stock
// through the ledger (reason return); their value, at the price sold less their share of the
// sale's discount, first reduces the sale's open instalment, and the rest is paid back by the
// chosen method. A line cannot come back more times than it was bought.
func (r *Returns) ReturnSale(ctx context.Context, admin core.Principal, saleID int64, in ReturnInput) (core.SaleReturn, error) {
	reason, err := check(admin, in.Reason)
	if err != nil {
		return core.SaleReturn{}, err
	}
	if in.RefundMethod == "" {
		in.RefundMethod = core.PayCash
	}
	// Money goes back by any of the ways a konter takes it.
	if method := core.PaymentMethod(in.RefundMethod); !method.Known() && method != core.MethodCredit {
		return core.SaleReturn{}, core.InvalidField("refund_method", MsgBadRefundMethod)
	}
	lines, err := mergeReturnLines(in.Lines)
	if err != nil {
		return core.SaleReturn{}, err
	}
	var ret core.SaleReturn
	err = r.tx.WithinTx(ctx, func(ctx context.Context) error {
		sale, done, err := r.lockSale(ctx, saleID)
		if err != nil {
			return err
		}
		ret = core.SaleReturn{Number: core.PendingNumber("RTR"), SaleID: sale.ID, OutletID: admin.Outlet, Reason: reason, RefundMethod: in.RefundMethod,
			AdminID: &admin.UserID, AdminName: admin.StaffName(ctx, r.users), CreatedAt: r.clock.Now()}
		earlier, err := takeBack(&ret, sale, done, lines)
		if err != nil {
			return err
		}
		worth, ok := core.Proration{Subtotal: sale.Subtotal, Total: sale.Total}.TakeBack(earlier, ret.BillLines())
		if !ok {
			return core.InvalidField("items", MsgTooMany)
		}
		ret.Value = worth
		if err := r.reduceDebt(ctx, sale.Number, &ret); err != nil {
			return err
		}
		if core.PaymentMethod(ret.RefundMethod) == core.MethodCredit {
			ret.CreditLeft = ret.Refund
		}
		if err := r.repo.Create(ctx, &ret); err != nil {
			return err
		}
		ret.Number = core.DocumentNumber("RTR", ret.CreatedAt, r.zone.Location(ctx), ret.ID)
		if err := r.repo.SetNumber(ctx, ret.ID, ret.Number); err != nil {
			return err
		}
		refund := payments.Refund{Doc: payments.Document{Kind: core.DocumentReturn, ID: ret.ID, KasirID: &admin.UserID, Outlet: admin.Outlet},
			PaidFor: payments.Document{Kind: core.DocumentSale, ID: sale.ID}, Method: core.PaymentMethod(ret.RefundMethod), Amount: ret.Refund}
		if err := r.payments.Refund(ctx, refund); err != nil {
			return err
		}
		changes, err := r.goodsBack(ctx, sale, ret, lines, admin.UserID)
		if err != nil {
			return err
		}
		if _, err := r.ledger.Move(ctx, admin.Outlet, changes...); err != nil {
			return err
		}
		r.pub.Publish(ctx, core.Change{Resource: core.ResourceSalesTransactions, Action: core.ActionUpdated, IDs: []int64{sale.ID}})
		return nil
	})
	if err != nil {
		return core.SaleReturn{}, err
	}
	return r.Receipt(ctx, ret.ID)
}

// goodsBack is the stock a return brings back: the units it names, each checked to be one the
// sale sold, or else the quantity, whose units come back from those the sale took.
func (r *Returns) goodsBack(ctx context.Context, sale core.SalesTransaction, ret core.SaleReturn, lines []ReturnLine, by int64) ([]core.StockChange, error) {
	move := core.StockChange{Reason: core.ReasonReturn, Reference: ret.Number, From: sale.Number, UserID: &by}
	var changes []core.StockChange
	var sold []core.Unit
	for i, it := range ret.Items {
		named := lines[i].UnitIDs
		if len(named) == 0 {
			move.ProductID, move.Delta, move.UnitID = it.ProductID, it.Quantity, nil
			changes = append(changes, move)
			continue
		}
		if sold == nil {
			var err error
			if sold, err = r.units.MovedBy(ctx, sale.Number, core.ReasonSale); err != nil {
				return nil, err
			}
		}
		seen := map[int64]bool{}
		for _, id := range named {
			if seen[id] || !slices.ContainsFunc(sold, func(u core.Unit) bool { return u.ID == id && u.ProductID == it.ProductID }) {
				return nil, core.InvalidField("items", MsgUnitNotSold)
			}
			seen[id] = true
			unit := id
			move.ProductID, move.Delta, move.UnitID = it.ProductID, 1, &unit
			changes = append(changes, move)
		}
	}
	return changes, nil
}

// mergeReturnLines joins repeated lines and checks the quantities.
func mergeReturnLines(lines []ReturnLine) ([]ReturnLine, error) {
	var out []ReturnLine
	for _, l := range lines {
		if len(l.UnitIDs) > 0 {
			l.Quantity = int64(len(l.UnitIDs))
		}
		if l.Quantity <= 0 {
			return nil, core.InvalidField("items", MsgNothingBack)
		}
		if err := core.CheckQuantity("items", l.Quantity); err != nil {
			return nil, err
		}
		i := slices.IndexFunc(out, func(o ReturnLine) bool { return o.SaleItemID == l.SaleItemID })
		if i < 0 {
			out = append(out, l)
			continue
		}
		out[i].Quantity += l.Quantity
		out[i].UnitIDs = append(out[i].UnitIDs, l.UnitIDs...)
		if err := core.CheckQuantity("items", out[i].Quantity); err != nil {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, core.Validation(MsgNothingBack)
	}
	return out, nil
}

// takeBack puts the returned lines on the return at the prices they were sold, each within
// what was bought and not yet returned; it answers the lines the sale's earlier returns took
// back. Their value is the sale's total shared over its lines in proportion to their price
// (core.Proration), so that the discount is shared too.
func takeBack(ret *core.SaleReturn, sale core.SalesTransaction, done []core.SaleReturn, lines []ReturnLine) ([]core.BillLine, error) {
	returned := map[int64]int64{}
	var earlier []core.BillLine
	for _, d := range done {
		for _, it := range d.Items {
			returned[it.SaleItemID] += it.Quantity
		}
		earlier = append(earlier, d.BillLines()...)
	}
	for _, l := range lines {
		i := slices.IndexFunc(sale.Items, func(it core.SalesTransactionItem) bool { return it.ID == l.SaleItemID })
		if i < 0 {
			return nil, core.InvalidField("items", MsgNotOnSale)
		}
		it := sale.Items[i]
		if l.Quantity > it.Quantity-returned[it.ID] {
			return nil, core.InvalidField("items", MsgTooMany)
		}
		ret.Items = append(ret.Items, core.SaleReturnItem{SaleItemID: it.ID, ProductID: it.ProductID, ProductName: it.ProductName,
			Quantity: l.Quantity, BuyPrice: it.BuyPrice, SalePrice: it.SalePrice})
	}
	return earlier, nil
}

// reduceDebt takes the return's value off the sale's open instalment first; the rest is
// paid back.
func (r *Returns) reduceDebt(ctx context.Context, number string, ret *core.SaleReturn) error {
	debt, err := r.openDebt(ctx, number)
	if err != nil || debt == nil || debt.Status != core.InstallmentOpen {
		ret.Refund = ret.Value
		return err
	}
	ret.DebtReduced = min(ret.Value, debt.Remaining)
	ret.Refund = ret.Value - ret.DebtReduced
	return r.credit.Reprice(ctx, debt.ID, debt.Total-ret.DebtReduced, debt.Paid)
}
