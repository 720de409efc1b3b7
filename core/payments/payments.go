// Package payments records the money every document takes — a sale, a repair bill, an
// instalment payment — one row per method, and knows which methods the shop accepts and its
// static QRIS.
package payments

import (
	"context"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/qris"
	"github.com/konterhp/konter/ports"
)

// MsgNoQRIS is what the cashier reads when the shop has not set up its QRIS.
const MsgNoQRIS = "QRIS toko belum diatur. Admin dapat mengisinya di Pengaturan."

// Payments is the entry point of the payments.
type Payments struct {
	repo     ports.PaymentRepository
	settings ports.SettingsRepository
	clock    ports.Clock
	drawer   Drawer
	credits  ports.CreditNotes
}

// Drawer finds the open cash-drawer shift a cashier's money goes into (shifts.Shifts).
type Drawer interface {
	ShiftFor(ctx context.Context, kasirID, outlet int64) (int64, error)
	// ShiftToPayBack is ShiftFor for money paid back to a customer.
	ShiftToPayBack(ctx context.Context, kasirID, outlet int64) (int64, error)
	// StillOpen tells whether the shift is open, and keeps it so until the transaction ends.
	StillOpen(ctx context.Context, shiftID int64) (bool, error)
}

// Deps are the ports the payments need.
type Deps struct {
	Payments ports.PaymentRepository
	Settings ports.SettingsRepository
	Clock    ports.Clock
	Drawer   Drawer
	Credits  ports.CreditNotes
}

func New(d Deps) *Payments {
	return &Payments{repo: d.Payments, settings: d.Settings, clock: d.Clock, drawer: d.Drawer, credits: d.Credits}
}

// Accepted are the methods the shop takes: cash, and those its settings turn on.
func (p *Payments) Accepted(ctx context.Context) ([]core.PaymentMethod, error) {
	setting, err := p.settings.Value(ctx, core.SettingPaymentMethods)
	if err != nil {
		return nil, err
	}
	methods, err := core.ParseMethods(setting)
	if err != nil { // saved before a method was withdrawn: cash still works
		return []core.PaymentMethod{core.MethodCash}, nil
	}
	return methods, nil
}

// Document names the document a settlement's payments belong to, and who took them.
type Document struct {
	Kind    string
	ID      int64
	KasirID *int64
	// Outlet is where the money is taken or paid back.
	Outlet int64
}

// Record stores a settled document's payments, inside the caller's transaction. Money a
// cashier takes goes into the cashier's open shift.
func (p *Payments) Record(ctx context.Context, doc Document, rows []core.Payment) ([]core.Payment, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	if err := p.spendCredit(ctx, rows); err != nil {
		return nil, err
	}
	var shift *int64
	if doc.KasirID != nil {
		id, err := p.drawer.ShiftFor(ctx, *doc.KasirID, doc.Outlet)
		if err != nil {
			return nil, err
		}
		shift = &id
	}
	return p.store(ctx, doc, rows, shift)
}

// spendCredit takes what an exchange pays from its return's credit, and gives back what a
// reversal or a refund returns to it. The return's own row issuing the credit names no return.
func (p *Payments) spendCredit(ctx context.Context, rows []core.Payment) error {
	for _, r := range rows {
		if r.Method != core.MethodCredit || r.Reference == nil {
			continue
		}
		ok, err := p.credits.Spend(ctx, *r.Reference, r.Amount)
		if err != nil {
			return err
		}
		if !ok {
			return core.Conflict(core.MsgCreditSpent)
		}
	}
	return nil
}

func (p *Payments) store(ctx context.Context, doc Document, rows []core.Payment, shift *int64) ([]core.Payment, error) {
	now := p.clock.Now()
	out := make([]core.Payment, len(rows))
	for i, r := range rows {
		r.DocumentKind, r.DocumentID, r.KasirID, r.ShiftID, r.OutletID, r.CreatedAt = doc.Kind, doc.ID, doc.KasirID, shift, doc.Outlet, now
		out[i] = r
	}
	return out, p.repo.Record(ctx, out)
}

// Refund is money paid back to a customer: a void or a return.
type Refund struct {
	// Doc is the document that pays back (the void's own document, or the return), and who pays.
	Doc Document
	// PaidFor is the document whose money goes back.
	PaidFor Document
	// Method is how the money goes back; empty: the way it was paid, the rest in cash.
	Method core.PaymentMethod
	Amount int64
}

// Refund records money paid back as payments below zero, inside the caller's transaction. It
// comes out of the drawer that took the money while that shift is open and at the outlet where
// it is paid back, else out of the shift of whoever pays it back.
func (p *Payments) Refund(ctx context.Context, r Refund) error {
	if r.Amount <= 0 {
		return nil
	}
	paid, err := p.repo.Of(ctx, r.PaidFor.Kind, r.PaidFor.ID)
	if err != nil {
		return err
	}
	shift, err := p.refundShift(ctx, paid, r.Doc)
	if err != nil {
		return err
	}
	var rows []core.Payment
	left, method := r.Amount, r.Method
	if method == "" {
		for i := len(paid) - 1; i >= 0 && left > 0; i-- {
			if kept := paid[i].Kept(); kept > 0 {
				take := min(kept, left)
				rows, left = append(rows, core.Payment{Method: paid[i].Method, Amount: -take, Reference: paid[i].Reference}), left-take
			}
		}
		method = core.MethodCash
	}
	if left > 0 {
		rows = append(rows, core.Payment{Method: method, Amount: -left})
	}
	if err := p.spendCredit(ctx, rows); err != nil {
		return err
	}
	_, err = p.store(ctx, r.Doc, rows, shift)
	return err
}

func (p *Payments) refundShift(ctx context.Context, paid []core.Payment, doc Document) (*int64, error) {
	for _, row := range paid {
		if row.ShiftID == nil || row.OutletID != doc.Outlet {
			continue
		}
		open, err := p.drawer.StillOpen(ctx, *row.ShiftID)
		if err != nil || open {
			return row.ShiftID, err
		}
	}
	if doc.KasirID == nil {
		return nil, nil
	}
	id, err := p.drawer.ShiftToPayBack(ctx, *doc.KasirID, doc.Outlet)
	return &id, err
}

// Replace stores the payments of a document that replaces its previous version (a repair
// bill processed again), inside the caller's transaction. The earlier payments stay in their
// shifts, reversed in the cashier's shift now, so that every drawer still adds up.
func (p *Payments) Replace(ctx context.Context, doc Document, rows []core.Payment) ([]core.Payment, error) {
	earlier, err := p.repo.Of(ctx, doc.Kind, doc.ID)
	if err != nil {
		return nil, err
	}
	if err := p.repo.MarkReplaced(ctx, doc.Kind, doc.ID); err != nil {
		return nil, err
	}
	var reversals []core.Payment
	for _, e := range earlier {
		if kept := e.Kept(); kept != 0 {
			reversals = append(reversals, core.Payment{Method: e.Method, Amount: -kept, Reference: e.Reference, Replaced: true})
		}
	}
	if _, err := p.Record(ctx, doc, reversals); err != nil {
		return nil, err
	}
	return p.Record(ctx, doc, rows)
}

// Of lists a document's payments, for its receipt.
func (p *Payments) Of(ctx context.Context, kind string, id int64) ([]core.Payment, error) {
	return p.repo.Of(ctx, kind, id)
}

// DynamicQRIS is the shop's QRIS for one payment of exactly amount, for the customer to scan.
func (p *Payments) DynamicQRIS(ctx context.Context, amount int64) (string, error) {
	static, err := p.settings.Value(ctx, core.SettingQRIS)
	if err != nil {
		return "", err
	}
	if static == "" {
		return "", core.Conflict(MsgNoQRIS)
	}
	return qris.Dynamic(static, amount)
}
