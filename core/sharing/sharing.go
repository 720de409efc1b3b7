// Package sharing gives receipts their links (Kirim via WhatsApp): one secret token per
// document, whatever its kind, the same each time it is shared until the Admin revokes it.
package sharing

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/ports"
)

// MsgSharedReceiptNotFound answers a receipt link that is wrong, unknown or revoked alike, so
// the answer tells nothing about which documents exist.
const MsgSharedReceiptNotFound = "Struk tidak ditemukan. Periksa kembali tautannya."

// MsgBillNotFound answers a repair that has no bill yet, or no such repair.
const MsgBillNotFound = "Tagihan servis tidak ditemukan."

// notFound is what sharing a document that does not exist answers, by kind.
var notFound = map[core.ReceiptKind]string{
	core.ReceiptSale:               sales.MsgSaleNotFound,
	core.ReceiptServiceBill:        MsgBillNotFound,
	core.ReceiptInstallmentPayment: credit.MsgPaymentNotFound,
}

// Links is the receipt links' use case.
type Links struct {
	repo ports.ReceiptLinkRepository
}

// New builds the use case.
func New(repo ports.ReceiptLinkRepository) *Links { return &Links{repo: repo} }

func (l *Links) missing(kind core.ReceiptKind, err error) error {
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(notFound[kind])
	}
	return err
}

// Share is the secret token of the document's public receipt page: 128 random bits, the same
// every time it is shared, until the Admin revokes it.
func (l *Links) Share(ctx context.Context, kind core.ReceiptKind, id int64) (string, error) {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	token, err := l.repo.Share(ctx, kind, id, base64.RawURLEncoding.EncodeToString(b))
	return token, l.missing(kind, err)
}

// Unshare revokes the document's link: its page answers not found from now on.
func (l *Links) Unshare(ctx context.Context, kind core.ReceiptKind, id int64) error {
	return l.missing(kind, l.repo.Unshare(ctx, kind, id))
}

// Open names the document behind a link; a wrong, unknown or revoked token is not found alike.
func (l *Links) Open(ctx context.Context, token string) (core.ReceiptKind, int64, error) {
	token = strings.TrimSpace(token)
	if len(token) < 16 {
		return "", 0, core.NotFound(MsgSharedReceiptNotFound)
	}
	kind, id, err := l.repo.Find(ctx, token)
	if errors.Is(err, core.ErrNotFound) {
		return kind, id, core.NotFound(MsgSharedReceiptNotFound)
	}
	return kind, id, err
}
