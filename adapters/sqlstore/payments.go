package sqlstore

import (
	"context"

	"github.com/konterhp/konter/core"
)

// Payments implements ports.PaymentRepository.
type Payments struct{ *Store }

func (r Payments) Record(ctx context.Context, payments []core.Payment) error {
	return insertMany(ctx, r.Store, payments, func(p *core.Payment, id int64) { p.ID = id })
}

func (r Payments) MarkReplaced(ctx context.Context, kind string, documentID int64) error {
	_, err := r.conn(ctx).NewUpdate().Model((*core.Payment)(nil)).Set("replaced = ?", true).
		Where("document_kind = ? AND document_id = ?", kind, documentID).Exec(ctx)
	return translate(err)
}

func (r Payments) Of(ctx context.Context, kind string, documentID int64) ([]core.Payment, error) {
	out := []core.Payment{}
	err := r.conn(ctx).NewSelect().Model(&out).
		Where("document_kind = ? AND document_id = ? AND NOT replaced", kind, documentID).OrderExpr("id ASC").Scan(ctx)
	return out, translate(err)
}
