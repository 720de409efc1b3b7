package repair

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
)

// BookedRepair is a repair entered from the shop's service book: the device as it was taken
// in, its bill as it was paid, and when it was brought in.
type BookedRepair struct {
	Entry   EntryInput
	Payment PaymentInput
	At      time.Time
}

// RecordRepairs enters repairs from the service book, all or none, by the rules of TakeIn
// and ProcessServicePayment, writing many rows per statement. A booked repair is billed
// once, on the day it came in; it is not compared with earlier repairs for warranty returns.
func (r *Repair) RecordRepairs(ctx context.Context, kasir core.Principal, book []BookedRepair) ([]Receipt, error) {
	parts := make([][]Part, len(book))
	for i := range book {
		if err := book[i].Entry.check(); err != nil {
			return nil, err
		}
		var err error
		if parts[i], err = book[i].Payment.check(); err != nil {
			return nil, err
		}
	}
	out := make([]Receipt, len(book))
	err := r.tx.WithinTx(ctx, func(ctx context.Context) error {
		names := map[int64]string{}
		entries := make([]*core.ServiceEntry, len(book))
		for i, b := range book {
			e := r.newEntry(kasir, b.Entry, b.At)
			if _, ok := names[e.CustomerID]; !ok {
				cust, err := r.customer(ctx, e.CustomerID)
				if err != nil {
					return err
				}
				names[e.CustomerID] = cust.Name
			}
			e.CustomerName = names[e.CustomerID]
			setStatus(&e, b.Payment.Status, b.At)
			entries[i] = &e
		}
		if err := r.services.Create(ctx, entries...); err != nil {
			return err
		}
		products, err := r.partsOnShelf(ctx, parts...)
		if err != nil {
			return err
		}
		kasirName := kasir.StaffName(ctx, r.users)
		bills := make([]*core.ServiceTransaction, len(book))
		var changes []core.StockChange
		var debts []credit.OpenInput
		for i, e := range entries {
			bill := newBill(kasir, *e, book[i].Payment.Fee, book[i].At, kasirName)
			taken, err := takeParts(bill, parts[i], products, e.Number(), kasir.UserID)
			if err != nil {
				return err
			}
			if err := settleBill(bill, book[i].Payment.Paid); err != nil {
				return err
			}
			if bill.Remaining > 0 {
				debts = append(debts, credit.OpenInput{Number: e.Number(), Type: core.InstallmentService, CustomerID: e.CustomerID, CustomerName: e.CustomerName,
					Total: bill.Total, Paid: bill.Total - bill.Remaining, KasirID: &kasir.UserID})
			}
			bills[i], changes = bill, append(changes, taken...)
			out[i] = Receipt{Entry: *e, Bill: bill}
		}
		if err := r.services.SaveBills(ctx, bills...); err != nil {
			return err
		}
		if _, err := r.ledger.Move(ctx, changes...); err != nil {
			return err
		}
		if _, err := r.credit.OpenMany(ctx, debts); err != nil {
			return err
		}
		entryIDs, billIDs := make([]int64, len(out)), make([]int64, len(out))
		for i, rc := range out {
			entryIDs[i], billIDs[i] = rc.Entry.ID, rc.Bill.ID
		}
		r.pub.Publish(ctx, core.Change{Resource: "service_entries", Action: core.ActionCreated, IDs: entryIDs},
			core.Change{Resource: "service_transactions", Action: core.ActionCreated, IDs: billIDs})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
