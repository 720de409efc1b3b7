package core

import "strings"

// The rules' texts; the spec's where it has them.
const (
	MsgBadDiscount  = "Diskon tidak boleh negatif atau melebihi subtotal."
	MsgCashShort    = "Jumlah bayar kurang dari total belanja."
	MsgNeedCustomer = "Pilih pelanggan agar sisa pembayaran tercatat sebagai cicilan."
	MsgOverpaid     = "Jumlah pembayaran melebihi sisa tagihan."
)

// BillLine is one priced line of a bill: goods sold, a spare part, a repair's fee.
type BillLine struct {
	Quantity int64
	Price    int64
}

// Bill is the money of one document — a sale, a repair bill, an order paid at the cashier, an
// instalment payment: its lines (merged beforehand by LineRules.Merge), the discount and the
// payments go in; Settle tells what the receipt prints. A document that takes no money at the
// till (a member's order, a goods receipt) is priced by the same lines (Price).
type Bill struct {
	Lines    []BillLine
	Discount int64
	Payments []Tendered
	// Accepted are the methods the shop takes (its settings).
	Accepted []PaymentMethod
	// Customer tells whether the document names a customer: only then may something remain.
	Customer bool
	// OnCredit tells whether the cashier lets what remains become an instalment; without it,
	// a bill must be paid in full.
	OnCredit bool
	// UpToTotal refuses paying more than the total, change or not: an instalment payment is
	// at most what remains.
	UpToTotal bool
}

// Settlement is a settled bill. Paid is everything handed over; Change went back from the
// cash; Remaining becomes an instalment. Payments are the rows to record: the cash in one row
// that carries the change, every other payment as entered.
type Settlement struct {
	Subtotal, Total, Paid, Change, Remaining int64
	Payments                                 []Payment
}

// Method is the spec's payment_method: cicilan when something remains, tunai otherwise.
func (s Settlement) Method() string {
	if s.Remaining > 0 {
		return PayInstallment
	}
	return PayCash
}

// Settle applies the shop's rules: the discount is at most the subtotal; only cash gives
// change, so money handed over by other methods may not exceed the total; what is not paid
// remains only on credit and only with a customer.
func (b Bill) Settle() (Settlement, error) {
	var s Settlement
	var err error
	if s.Subtotal, s.Total, err = b.Price(); err != nil {
		return Settlement{}, err
	}
	cash, other, err := checkTendered(b.Payments, b.Accepted)
	if err != nil {
		return Settlement{}, err
	}
	if s.Paid, err = Add(cash, other); err != nil {
		return Settlement{}, err
	}
	if b.UpToTotal && s.Paid > s.Total {
		return Settlement{}, InvalidField("amount", MsgOverpaid)
	}
	if other > s.Total {
		return Settlement{}, InvalidField("payments", MsgNonCashOver)
	}
	if s.Paid > s.Total {
		s.Change = s.Paid - s.Total
	} else {
		s.Remaining = s.Total - s.Paid
	}
	if s.Remaining > 0 && !b.OnCredit {
		return Settlement{}, InvalidField("paid_amount", MsgCashShort)
	}
	if s.Remaining > 0 && !b.Customer {
		return Settlement{}, InvalidField("customer_id", MsgNeedCustomer)
	}
	s.Payments = b.rows(cash, s.Change)
	return s, nil
}

// Price adds up the lines, each quantity × price, and takes the discount off: the bill's
// subtotal and total. The discount is at most the subtotal; nothing adds up past MaxAmount.
func (b Bill) Price() (subtotal, total int64, err error) {
	for _, l := range b.Lines {
		amount, err := Mul(l.Quantity, l.Price)
		if err != nil {
			return 0, 0, err
		}
		if subtotal, err = Add(subtotal, amount); err != nil {
			return 0, 0, err
		}
	}
	if b.Discount < 0 || b.Discount > subtotal {
		return 0, 0, InvalidField("discount", MsgBadDiscount)
	}
	return subtotal, subtotal - b.Discount, nil
}

// rows are the payments to record: the cash joined into one row carrying the change, at the
// place of the first cash payment.
func (b Bill) rows(cash, change int64) []Payment {
	var out []Payment
	joined := false
	for _, t := range b.Payments {
		if t.Method.GivesChange() {
			if !joined {
				out = append(out, Payment{Method: t.Method, Amount: cash, Change: change})
				joined = true
			}
			continue
		}
		p := Payment{Method: t.Method, Amount: t.Amount}
		if ref := strings.TrimSpace(t.Reference); ref != "" {
			p.Reference = &ref
		}
		out = append(out, p)
	}
	return out
}
