package sales

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/konterhp/konter/core"
)

// MsgSharedReceiptNotFound answers a receipt link that is wrong, unknown or revoked alike, so
// the answer tells nothing about which sales exist.
const MsgSharedReceiptNotFound = "Struk tidak ditemukan. Periksa kembali tautannya."

// ShareReceipt is the secret token of the sale's public receipt page (Kirim via WhatsApp): the
// same token every time it is shared, until the Admin revokes it.
func (s *Sales) ShareReceipt(ctx context.Context, id int64) (string, error) {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	token, err := s.sales.ShareReceipt(ctx, id, base64.RawURLEncoding.EncodeToString(b))
	if errors.Is(err, core.ErrNotFound) {
		return "", core.NotFound(MsgSaleNotFound)
	}
	return token, err
}

// UnshareReceipt revokes the sale's receipt link: its page answers not found from now on.
func (s *Sales) UnshareReceipt(ctx context.Context, id int64) error {
	err := s.sales.UnshareReceipt(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(MsgSaleNotFound)
	}
	return err
}

// SharedReceipt is the receipt behind a link, with its payments and units.
func (s *Sales) SharedReceipt(ctx context.Context, token string) (core.SalesTransaction, error) {
	token = strings.TrimSpace(token)
	if len(token) < 16 {
		return core.SalesTransaction{}, core.NotFound(MsgSharedReceiptNotFound)
	}
	sale, err := s.sales.FindByReceiptToken(ctx, token)
	if errors.Is(err, core.ErrNotFound) {
		return sale, core.NotFound(MsgSharedReceiptNotFound)
	}
	return s.printed(ctx, sale, err)
}
