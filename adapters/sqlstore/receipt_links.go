package sqlstore

import (
	"context"

	"github.com/konterhp/konter/core"
)

// ReceiptLinks implements ports.ReceiptLinkRepository.
type ReceiptLinks struct{ *Store }

// sharedDocuments is where each kind of document is, by the id its link is made with: a repair
// bill by its repair's id.
var sharedDocuments = map[core.ReceiptKind]string{
	core.ReceiptSale:               "SELECT 1 FROM sales_transactions WHERE id = ?",
	core.ReceiptServiceBill:        "SELECT 1 FROM service_transactions WHERE service_entry_id = ?",
	core.ReceiptInstallmentPayment: "SELECT 1 FROM installment_payments WHERE id = ?",
}

func (r ReceiptLinks) exists(ctx context.Context, kind core.ReceiptKind, id int64) error {
	query, ok := sharedDocuments[kind]
	if !ok {
		return core.ErrNotFound
	}
	var one int
	return translate(r.conn(ctx).NewRaw(query+" LIMIT 1", id).Scan(ctx, &one))
}

func (r ReceiptLinks) Share(ctx context.Context, kind core.ReceiptKind, id int64, token string) (string, error) {
	if err := r.exists(ctx, kind, id); err != nil {
		return "", err
	}
	_, err := r.conn(ctx).NewRaw("INSERT INTO shared_receipts (kind, document_id, token) VALUES (?, ?, ?) ON CONFLICT (kind, document_id) DO NOTHING",
		kind, id, token).Exec(ctx)
	if err != nil {
		return "", translate(err)
	}
	var kept string
	err = r.conn(ctx).NewSelect().Table("shared_receipts").Column("token").Where("kind = ? AND document_id = ?", kind, id).Scan(ctx, &kept)
	return kept, translate(err)
}

func (r ReceiptLinks) Unshare(ctx context.Context, kind core.ReceiptKind, id int64) error {
	if err := r.exists(ctx, kind, id); err != nil {
		return err
	}
	_, err := r.conn(ctx).NewRaw("DELETE FROM shared_receipts WHERE kind = ? AND document_id = ?", kind, id).Exec(ctx)
	return translate(err)
}

func (r ReceiptLinks) Find(ctx context.Context, token string) (core.ReceiptKind, int64, error) {
	var row struct {
		Kind       core.ReceiptKind `bun:"kind"`
		DocumentID int64            `bun:"document_id"`
	}
	err := r.conn(ctx).NewSelect().Table("shared_receipts").Column("kind", "document_id").Where("token = ?", token).Scan(ctx, &row)
	return row.Kind, row.DocumentID, translate(err)
}
