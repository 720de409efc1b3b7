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
}

// Deps are the ports the payments need.
type Deps struct {
	Payments ports.PaymentRepository
	Settings ports.SettingsRepository
	Clock    ports.Clock
}

func New(d Deps) *Payments {
	return &Payments{repo: d.Payments, settings: d.Settings, clock: d.Clock}
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
}

// Record stores a settled document's payments, inside the caller's transaction.
func (p *Payments) Record(ctx context.Context, doc Document, rows []core.Payment) ([]core.Payment, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	now := p.clock.Now()
	out := make([]core.Payment, len(rows))
	for i, r := range rows {
		r.DocumentKind, r.DocumentID, r.KasirID, r.CreatedAt = doc.Kind, doc.ID, doc.KasirID, now
		out[i] = r
	}
	return out, p.repo.Record(ctx, out)
}

// Replace stores the payments of a document that replaces its previous version (a repair
// bill processed again), inside the caller's transaction.
func (p *Payments) Replace(ctx context.Context, doc Document, rows []core.Payment) ([]core.Payment, error) {
	if err := p.repo.Remove(ctx, doc.Kind, doc.ID); err != nil {
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
