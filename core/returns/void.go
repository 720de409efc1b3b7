package returns

import (
	"context"
	"errors"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/core/repair"
)

// VoidSale voids a sale made by mistake, in one transaction: every unit not yet returned goes
// back to stock through the ledger, the instalment it opened is cancelled, and what the
// customer paid, less what returns already paid back, is paid back. Of two voids of one sale
// at once, one does it and the other is told it is done.
func (r *Returns) VoidSale(ctx context.Context, admin core.Principal, id int64, reason string) (core.SalesTransaction, error) {
	reason, err := check(admin, reason)
	if err != nil {
		return core.SalesTransaction{}, err
	}
	err = r.tx.WithinTx(ctx, func(ctx context.Context) error {
		sale, done, err := r.lockSale(ctx, id)
		if err != nil {
			return err
		}
		kept := sale.Kept()
		debt, err := r.openDebt(ctx, sale.Number)
		if err != nil {
			return err
		}
		if debt != nil {
			kept = debt.Paid
			if err := r.credit.Cancel(ctx, debt.ID); err != nil {
				return err
			}
		}
		returned := map[int64]int64{}
		for _, ret := range done {
			kept -= ret.Refund
			for _, it := range ret.Items {
				returned[it.SaleItemID] += it.Quantity
			}
		}
		var changes []core.StockChange
		for _, it := range sale.Items {
			if back := it.Quantity - returned[it.ID]; back > 0 {
				changes = append(changes, core.StockChange{ProductID: it.ProductID, Delta: back, Reason: core.ReasonVoid, Reference: sale.Number, UserID: &admin.UserID})
			}
		}
		if len(changes) == 0 {
			return core.Conflict(MsgAllReturned)
		}
		kept = max(kept, 0)
		if err := r.void(ctx, r.repo.VoidSale, sale.ID, admin, reason, kept); err != nil {
			return err
		}
		refund := payments.Refund{Doc: payments.Document{Kind: core.DocumentSaleVoid, ID: sale.ID, KasirID: &admin.UserID, Outlet: admin.Outlet},
			PaidFor: payments.Document{Kind: core.DocumentSale, ID: sale.ID}, Amount: kept}
		if err := r.payments.Refund(ctx, refund); err != nil {
			return err
		}
		if _, err := r.ledger.Move(ctx, admin.Outlet, changes...); err != nil {
			return err
		}
		r.pub.Publish(ctx, core.Change{Resource: core.ResourceSalesTransactions, Action: core.ActionUpdated, IDs: []int64{sale.ID}})
		return nil
	})
	if err != nil {
		return core.SalesTransaction{}, err
	}
	return r.sales.Get(ctx, id)
}

// VoidServiceBill voids a repair's bill made by mistake, in one transaction: its spare parts
// go back to stock through the ledger, the SVC instalment is cancelled, what the customer paid
// is paid back, and a repair still in progress is cancelled (Gagal/Cancel), so that it is not
// billed again.
func (r *Returns) VoidServiceBill(ctx context.Context, admin core.Principal, entryID int64, reason string) (repair.Receipt, error) {
	reason, err := check(admin, reason)
	if err != nil {
		return repair.Receipt{}, err
	}
	err = r.tx.WithinTx(ctx, func(ctx context.Context) error {
		entry, err := r.services.Update(ctx, entryID, func(e *core.ServiceEntry) error {
			if e.InProgress() {
				e.SetState(core.StateFailed, r.clock.Now().In(r.zone.Location(ctx)).Format(time.DateOnly))
			}
			return nil
		})
		if errors.Is(err, core.ErrNotFound) {
			return core.NotFound(repair.MsgEntryNotFound)
		}
		if err != nil {
			return err
		}
		bill, err := r.services.Bill(ctx, entryID)
		if errors.Is(err, core.ErrNotFound) {
			return core.NotFound(MsgNoBill)
		}
		if err != nil {
			return err
		}
		if bill.IsVoided() {
			return core.Conflict(MsgAlreadyVoided)
		}
		kept := bill.Kept()
		debt, err := r.openDebt(ctx, entry.Number())
		if err != nil {
			return err
		}
		if debt != nil {
			kept = debt.Paid
			if err := r.credit.Cancel(ctx, debt.ID); err != nil {
				return err
			}
		}
		if err := r.void(ctx, r.repo.VoidServiceBill, bill.ID, admin, reason, kept); err != nil {
			return err
		}
		refund := payments.Refund{Doc: payments.Document{Kind: core.DocumentServiceVoid, ID: bill.ID, KasirID: &admin.UserID, Outlet: admin.Outlet},
			PaidFor: payments.Document{Kind: core.DocumentService, ID: bill.ID}, Amount: kept}
		if err := r.payments.Refund(ctx, refund); err != nil {
			return err
		}
		changes := make([]core.StockChange, len(bill.Parts))
		for i, p := range bill.Parts {
			changes[i] = core.StockChange{ProductID: p.ProductID, Delta: p.Quantity, Reason: core.ReasonVoid, Reference: entry.Number(), UserID: &admin.UserID}
		}
		if _, err := r.ledger.Move(ctx, admin.Outlet, changes...); err != nil {
			return err
		}
		r.pub.Publish(ctx, core.Change{Resource: core.ResourceServiceTransactions, Action: core.ActionUpdated, IDs: []int64{bill.ID}})
		r.pub.Publish(ctx, core.Change{Resource: core.ResourceServiceEntries, Action: core.ActionUpdated, IDs: []int64{entry.ID}})
		return nil
	})
	if err != nil {
		return repair.Receipt{}, err
	}
	return r.repair.EntryReceipt(ctx, entryID)
}

// void marks a document voided, now, by the Admin, with the money paid back.
func (r *Returns) void(ctx context.Context, mark func(context.Context, int64, core.Voided) (bool, error), id int64, admin core.Principal, reason string, refund int64) error {
	now := r.clock.Now()
	ok, err := mark(ctx, id, core.Voided{VoidedAt: &now, VoidReason: &reason, VoidedBy: admin.StaffName(ctx, r.users), VoidRefund: refund, VoidedAtOutlet: &admin.Outlet})
	if err != nil {
		return err
	}
	if !ok {
		return core.Conflict(MsgAlreadyVoided)
	}
	return nil
}
