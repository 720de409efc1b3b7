package credit

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
)

// PaymentReceipt is one instalment payment as its receipt prints it: the instalment, the
// payment with its methods, and what remained of the debt right after it.
type PaymentReceipt struct {
	Installment core.Installment
	Payment     core.InstallmentPayment
	Remaining   int64
}

// MsgPaymentNotFound answers a payment that does not exist.
const MsgPaymentNotFound = "Pembayaran cicilan tidak ditemukan."

// PaymentReceipt reads one payment's receipt. What remained after it is what remains now plus
// the payments made since (on a cancelled instalment, what remained then).
func (c *Credit) PaymentReceipt(ctx context.Context, id int64) (PaymentReceipt, error) {
	p, err := c.repo.Payment(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return PaymentReceipt{}, core.NotFound(MsgPaymentNotFound)
	}
	if err != nil {
		return PaymentReceipt{}, err
	}
	out := PaymentReceipt{Payment: p}
	if out.Installment, err = c.Get(ctx, p.InstallmentID); err != nil {
		return out, err
	}
	later, err := c.repo.PaidAfter(ctx, p)
	if err != nil {
		return out, err
	}
	out.Remaining = out.Installment.Remaining + later
	out.Payment.Payments, err = c.payments.Of(ctx, core.DocumentInstallment, p.ID)
	return out, err
}
