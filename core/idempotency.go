package core

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// WriteKind names a kind of write a client may send again: a double click, or a retry after
// an answer lost on the way. Each attempt carries the Idempotency-Key of the first.
type WriteKind string

const (
	WriteSale               WriteKind = "sale"
	WriteOrder              WriteKind = "order"
	WriteInstallmentPayment WriteKind = "installment_payment"
	WriteServicePayment     WriteKind = "service_payment"
	WriteStockTransfer      WriteKind = "stock_transfer"
	WriteTransferReceipt    WriteKind = "stock_transfer_receipt"
)

// writeNames are how a refusal names each kind of write.
var writeNames = map[WriteKind]string{
	WriteSale: "transaksi", WriteOrder: "pesanan", WriteInstallmentPayment: "pembayaran cicilan", WriteServicePayment: "pembayaran servis",
	WriteStockTransfer: "mutasi stok", WriteTransferReceipt: "penerimaan mutasi stok",
}

const msgKeyReused = "Idempotency-Key ini sudah dipakai untuk %s dengan isi berbeda."

// MaxKeyLength bounds an Idempotency-Key (a UUID is 36 characters).
const MaxKeyLength = 100

// IdempotencyKey is one person's key for one kind of write, kept with a fingerprint of the
// request it came with: the same key with the same request answers with the document the
// first one made; with another request it is refused.
type IdempotencyKey struct {
	UserID      int64
	Kind        WriteKind
	Key         string
	Fingerprint string
	// DocumentID is the document the first request made.
	DocumentID int64
	// At is when the key was first used.
	At time.Time
}

// NewIdempotencyKey keys a write by who sends it, what kind it is and the request as the use
// case sees it once checked (merged lines, defaults filled in). A blank key makes no key: the
// write is simply done. Only the spaces and tabs HTTP puts around a header value are trimmed:
// a key of other white space (a no-break space) is a key, or its retry would write twice.
func NewIdempotencyKey(userID int64, kind WriteKind, key string, request any) (*IdempotencyKey, error) {
	key = strings.Trim(key, " \t")
	if key == "" {
		return nil, nil
	}
	if len(key) > MaxKeyLength {
		return nil, InvalidField("Idempotency-Key", fmt.Sprintf("Idempotency-Key paling panjang %d karakter.", MaxKeyLength))
	}
	canonical, err := json.Marshal(request)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(canonical)
	return &IdempotencyKey{UserID: userID, Kind: kind, Key: key, Fingerprint: hex.EncodeToString(sum[:])}, nil
}

// Repeat answers a request whose key was used before by first: the first request's document,
// or a conflict when this request asks for something else.
func (k IdempotencyKey) Repeat(first IdempotencyKey) (int64, error) {
	if first.Fingerprint != k.Fingerprint {
		return 0, Conflict(fmt.Sprintf(msgKeyReused, writeNames[k.Kind]))
	}
	return first.DocumentID, nil
}
