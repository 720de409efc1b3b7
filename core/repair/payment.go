package repair

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/payments"
)

// Part is a spare part the repair used.
type Part = core.Line

// usedParts are the limits of one bill's spare parts; a repair may use none.
var usedParts = core.LineRules{Field: "parts", Max: 200, TooMany: "Terlalu banyak sparepart dalam satu tagihan.",
	BadQuantity: "Jumlah sparepart harus lebih dari 0."}

// PaymentInput is what the service cashier submits. Prices come from the server.
type PaymentInput struct {
	EntryID *int64
	Fee     int64
	Parts   []Part
	// Payments are what the customer hands over, by method; Paid is a single cash amount, for
	// clients that send no Payments.
	Payments []core.Tendered
	Paid     int64
	Status   string
	// IdempotencyKey makes a retried payment answer with the bill it made instead of billing again.
	IdempotencyKey string
}

// check validates the bill's figures and merges repeated parts.
func (in *PaymentInput) check() ([]Part, error) {
	if in.Status == "" {
		in.Status = core.ServiceInProcess
	}
	if !slices.Contains(core.ServiceStatuses, in.Status) {
		return nil, core.InvalidField("status", MsgBadStatus)
	}
	parts, err := usedParts.Merge(in.Parts)
	if err != nil {
		return nil, err
	}
	if in.Fee < 0 || in.Paid < 0 {
		return nil, core.Validation("Biaya dan pembayaran tidak boleh negatif.")
	}
	if err := core.CheckPrice("service_fee", in.Fee); err != nil {
		return nil, err
	}
	if err := core.CheckAmount("paid_amount", in.Paid); err != nil {
		return nil, err
	}
	if in.Payments, err = core.CashOrPayments(in.Paid, in.Payments); err != nil {
		return nil, err
	}
	in.Paid = 0
	return parts, nil
}

// ProcessServicePayment bills a repair in one transaction: the parts used before go back to
// stock and the new ones leave it through the ledger, the bill is saved (one per entry),
// the chosen status is written onto the entry, and an instalment follows what remains.
// Processing the same entry twice, even by two cashiers at once, never takes parts twice; a
// retry with the same idempotency key and bill answers with the receipt it made.
func (r *Repair) ProcessServicePayment(ctx context.Context, kasir core.Principal, in PaymentInput) (Receipt, error) {
	if in.EntryID == nil {
		return Receipt{}, core.Validation(MsgPickInProgress)
	}
	if _, err := kasir.AtOutlet(); err != nil {
		return Receipt{}, err
	}
	parts, err := in.check()
	if err != nil {
		return Receipt{}, err
	}
	request := in
	request.Parts, request.IdempotencyKey = parts, ""
	key, err := core.NewIdempotencyKey(kasir.UserID, core.WriteServicePayment, in.IdempotencyKey, request)
	if err != nil {
		return Receipt{}, err
	}
	var out Receipt
	id, repeated, err := r.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		return *in.EntryID, r.bill(ctx, kasir, in, parts, &out)
	})
	if err != nil {
		return Receipt{}, err
	}
	if repeated {
		return r.EntryReceipt(ctx, id)
	}
	return out, nil
}

// bill saves an entry's bill and moves its parts, inside the payment's transaction.
func (r *Repair) bill(ctx context.Context, kasir core.Principal, in PaymentInput, parts []Part, out *Receipt) error {
	now := r.clock.Now()
	entry, err := r.services.Update(ctx, *in.EntryID, func(e *core.ServiceEntry) error {
		_, err := r.services.Bill(ctx, e.ID)
		if err != nil && !errors.Is(err, core.ErrNotFound) {
			return err
		}
		if !e.Billable(err == nil) {
			return core.Validation(MsgPickInProgress)
		}
		r.setState(ctx, e, e.State.WithStatus(in.Status), now)
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(MsgEntryNotFound)
	}
	if err != nil {
		return err
	}
	if !entry.WarrantyRepair && in.Status != core.ServiceFailed && in.Fee <= 0 && len(parts) == 0 {
		return core.Validation(MsgFeeOrParts)
	}
	var previous *core.ServiceTransaction
	if bill, err := r.services.Bill(ctx, entry.ID); err == nil {
		previous = &bill
	} else if !errors.Is(err, core.ErrNotFound) {
		return err
	}
	bill := core.ServiceTransaction{
		ServiceEntryID: entry.ID, OutletID: kasir.Outlet, CustomerID: entry.CustomerID, CustomerName: entry.CustomerName, Description: entry.Description,
		ServiceFee: in.Fee, KasirID: &kasir.UserID, KasirName: kasir.StaffName(ctx, r.users), CreatedAt: now, UpdatedAt: now,
	}
	if previous != nil {
		bill.ID, bill.CreatedAt = previous.ID, previous.CreatedAt
	}
	if err := r.addParts(ctx, &bill, parts, entry.WarrantyRepair); err != nil {
		return err
	}
	settled, err := r.settle(ctx, &bill, in.Payments)
	if err != nil {
		return err
	}
	if err := r.services.SaveBill(ctx, &bill); err != nil {
		return err
	}
	doc := payments.Document{Kind: core.DocumentService, ID: bill.ID, KasirID: &kasir.UserID, Outlet: bill.OutletID}
	if bill.Payments, err = r.payments.Replace(ctx, doc, settled.Payments); err != nil {
		return err
	}
	if _, err := r.ledger.Move(ctx, kasir.Outlet, swapParts(entry, previous, bill, kasir.UserID)...); err != nil {
		return err
	}
	if err := r.followDebt(ctx, entry, previous, bill, kasir.UserID); err != nil {
		return err
	}
	*out = Receipt{Entry: entry, Bill: &bill}
	r.announce(ctx, core.ResourceServiceTransactions, core.ActionUpdated, bill.ID)
	r.announce(ctx, core.ResourceServiceEntries, core.ActionUpdated, entry.ID)
	return nil
}

// addParts puts the parts on the bill at their retail price; a warranty repair's parts are
// free to the customer, and their cost still counts against the shop's profit.
func (r *Repair) addParts(ctx context.Context, bill *core.ServiceTransaction, parts []Part, underWarranty bool) error {
	ids := make([]int64, len(parts))
	for i, p := range parts {
		ids[i] = p.ProductID
	}
	found, err := r.products.GetMany(ctx, ids)
	if err != nil {
		return err
	}
	products := make(map[int64]core.Product, len(found))
	for _, p := range found {
		products[p.ID] = p
	}
	for _, part := range parts {
		p, ok := products[part.ProductID]
		if !ok {
			return core.NotFound(catalog.MsgProductNotFound)
		}
		price := p.RetailPrice
		if underWarranty {
			price = 0
		}
		bill.Parts = append(bill.Parts, core.ServicePart{ProductID: p.ID, ProductName: p.Name, Quantity: part.Quantity, SalePrice: price, BuyPrice: p.BuyPrice})
	}
	return nil
}

// settle totals the fee and the parts and takes the payments: the entry names its customer,
// so what is not paid is left on instalment.
func (r *Repair) settle(ctx context.Context, bill *core.ServiceTransaction, tendered []core.Tendered) (core.Settlement, error) {
	accepted, err := r.payments.Accepted(ctx)
	if err != nil {
		return core.Settlement{}, err
	}
	b := core.Bill{Lines: []core.BillLine{{Quantity: 1, Price: bill.ServiceFee}}, Payments: tendered, Accepted: accepted, Customer: true, OnCredit: true}
	for _, p := range bill.Parts {
		b.Lines = append(b.Lines, core.BillLine{Quantity: p.Quantity, Price: p.SalePrice})
	}
	settled, err := b.Settle()
	if err != nil {
		return core.Settlement{}, err
	}
	bill.PartsCost, bill.Total, bill.Paid, bill.Change, bill.Remaining = settled.Subtotal-bill.ServiceFee, settled.Total, settled.Paid, settled.Change, settled.Remaining
	bill.PaymentMethod = settled.Method()
	return settled, nil
}

// swapParts is the stock a new bill moves: the previous bill's parts come back to stock and
// the new bill's parts leave it.
func swapParts(entry core.ServiceEntry, previous *core.ServiceTransaction, bill core.ServiceTransaction, kasir int64) []core.StockChange {
	var changes []core.StockChange
	if previous != nil {
		for _, p := range previous.Parts {
			changes = append(changes, core.StockChange{ProductID: p.ProductID, Delta: p.Quantity, Reason: core.ReasonServicePartReturned, Reference: entry.Number(), UserID: &kasir})
		}
	}
	for _, p := range bill.Parts {
		changes = append(changes, core.StockChange{ProductID: p.ProductID, Delta: -p.Quantity, Reason: core.ReasonServicePart, Reference: entry.Number(), UserID: &kasir})
	}
	return changes
}

// followDebt keeps the SVC instalment in step with the bill: opened when something remains,
// repriced when the bill changes. Payments already made on it still count.
func (r *Repair) followDebt(ctx context.Context, entry core.ServiceEntry, previous *core.ServiceTransaction, bill core.ServiceTransaction, kasir int64) error {
	if previous == nil && bill.Remaining == 0 {
		return nil // only a bill opens an SVC instalment: the first one that leaves nothing has none to follow
	}
	existing, err := r.credit.ByNumber(ctx, entry.Number())
	if errors.Is(err, core.ErrNotFound) {
		if bill.Remaining == 0 {
			return nil
		}
		_, err = r.credit.Open(ctx, credit.OpenInput{
			Number: entry.Number(), Type: core.InstallmentService, CustomerID: entry.CustomerID, CustomerName: entry.CustomerName,
			Total: bill.Total, Paid: bill.Total - bill.Remaining, KasirID: &kasir, Outlet: bill.OutletID,
		})
		return err
	}
	if err != nil {
		return err
	}
	paidOnDebt := existing.Paid
	if previous != nil {
		paidOnDebt -= min(previous.Paid, previous.Total)
	}
	// Money paid on the instalment stays paid: a new bill may not leave the customer paying more
	// than it asks, which no report could account for.
	if paidOnDebt > 0 && min(bill.Paid, bill.Total)+paidOnDebt > bill.Total {
		return core.InvalidField("payments", fmt.Sprintf(MsgPaidOnDebt, core.Rupiah(paidOnDebt), core.Rupiah(max(bill.Total-paidOnDebt, 0))))
	}
	return r.credit.Reprice(ctx, existing.ID, bill.Total, min(bill.Total, min(bill.Paid, bill.Total)+max(paidOnDebt, 0)))
}
