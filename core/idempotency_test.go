package core

import (
	"strings"
	"testing"
)

func TestIdempotencyKeysTellRequestsApart(t *testing.T) {
	type pay struct{ Installment, Amount int64 }
	if k, err := NewIdempotencyKey(7, WriteInstallmentPayment, "  ", pay{1, 10_000}); k != nil || err != nil {
		t.Fatalf("a blank key keys nothing: %v %v", k, err)
	}
	if k, _ := NewIdempotencyKey(7, WriteInstallmentPayment, "\u00a0", pay{1, 10_000}); k == nil || k.Key != "\u00a0" {
		t.Fatalf("a no-break space is a key: %+v", k)
	}
	if _, err := NewIdempotencyKey(7, WriteInstallmentPayment, strings.Repeat("k", MaxKeyLength+1), pay{1, 10_000}); !IsKind(err, KindValidation) {
		t.Fatalf("an overlong key: %v", err)
	}
	first, _ := NewIdempotencyKey(7, WriteInstallmentPayment, " k-1 ", pay{1, 10_000})
	first.DocumentID = 42
	same, _ := NewIdempotencyKey(7, WriteInstallmentPayment, "k-1", pay{1, 10_000})
	other, _ := NewIdempotencyKey(7, WriteInstallmentPayment, "k-1", pay{1, 70_000})
	if same.Key != "k-1" || same.Fingerprint != first.Fingerprint || other.Fingerprint == first.Fingerprint {
		t.Fatalf("fingerprints: %+v %+v %+v", first, same, other)
	}
	if id, err := same.Repeat(*first); id != 42 || err != nil {
		t.Fatalf("the same request repeats the first document: %d %v", id, err)
	}
	_, err := other.Repeat(*first)
	if de, ok := AsError(err); !ok || de.Kind != KindConflict || de.Message != "Idempotency-Key ini sudah dipakai untuk pembayaran cicilan dengan isi berbeda." {
		t.Fatalf("another request: %v", err)
	}
}
