package core

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// PaymentMethod is how the customer hands the money over. On credit is not a method: it is
// what remains of a bill, and it becomes an instalment.
type PaymentMethod string

// The methods a konter takes.
const (
	MethodCash     PaymentMethod = "tunai"
	MethodQRIS     PaymentMethod = "qris"
	MethodTransfer PaymentMethod = "transfer"
	MethodDebit    PaymentMethod = "debit"
	MethodEWallet  PaymentMethod = "ewallet"
)

// MethodCredit is the credit of a return kept for an exchange (tukar barang): the return pays
// back into it, and a new sale spends it, naming the return's number as the reference. It is
// not money the shop takes, so it is no setting and never gives change.
const MethodCredit PaymentMethod = "tukar"

// PaymentMethods is every method, in the order the cashier offers them.
var PaymentMethods = []PaymentMethod{MethodCash, MethodQRIS, MethodTransfer, MethodDebit, MethodEWallet}

// methodNames are the names the shop gives the methods, on receipts, reports and screens.
var methodNames = map[PaymentMethod]string{
	MethodCash: "Tunai", MethodQRIS: "QRIS", MethodTransfer: "Transfer Bank", MethodDebit: "Kartu Debit", MethodEWallet: "E-Wallet",
	MethodCredit: "Tukar Barang",
}

// Name is the method's name in the shop's words ("Transfer Bank"); an unknown one as it is.
func (m PaymentMethod) Name() string {
	if n, ok := methodNames[m]; ok {
		return n
	}
	return string(m)
}

// GivesChange tells whether money handed over this way can come back as change: only cash.
func (m PaymentMethod) GivesChange() bool { return m == MethodCash }

// Known tells whether m is one of PaymentMethods.
func (m PaymentMethod) Known() bool { return slices.Contains(PaymentMethods, m) }

// PaidWith is how a document was paid at the till: the methods of its payments, in the order
// the cashier offers them. It reads from SQL as the methods joined by commas.
type PaidWith []PaymentMethod

// Scan reads the methods joined by commas, in any order, each once.
func (p *PaidWith) Scan(src any) error {
	var text string
	switch v := src.(type) {
	case nil:
	case string:
		text = v
	case []byte:
		text = string(v)
	default:
		return fmt.Errorf("paid with: cannot read %T", src)
	}
	*p = nil
	for _, name := range strings.Split(text, ",") {
		if m := PaymentMethod(strings.TrimSpace(name)); m != "" && !slices.Contains(*p, m) {
			*p = append(*p, m)
		}
	}
	slices.SortStableFunc(*p, func(a, b PaymentMethod) int { return a.order() - b.order() })
	return nil
}

// order is the method's place among the methods the cashier offers; others come after.
func (m PaymentMethod) order() int {
	if i := slices.Index(PaymentMethods, m); i >= 0 {
		return i
	}
	return len(PaymentMethods)
}

// Text names how the document was paid in the shop's words, "Tunai + QRIS", with "Cicilan"
// after them when something was left to pay as an instalment.
func (p PaidWith) Text(onCredit bool) string {
	names := make([]string, 0, len(p)+1)
	for _, m := range p {
		names = append(names, m.Name())
	}
	if onCredit {
		names = append(names, "Cicilan")
	}
	return strings.Join(names, " + ")
}

// The documents a payment belongs to.
const (
	DocumentSale        = "sale"
	DocumentService     = "service"
	DocumentInstallment = "installment"
	DocumentReturn      = "return"
	// The voids of a sale and of a repair bill pay back under their own kinds, with the
	// document's id, so that the receipt keeps the payments it took.
	DocumentSaleVoid    = "sale_void"
	DocumentServiceVoid = "service_void"
)

// documentNames are what the shop calls the documents money moves for.
var documentNames = map[string]string{
	DocumentSale: "Penjualan", DocumentSaleVoid: "Pembatalan Penjualan", DocumentReturn: "Retur",
	DocumentInstallment: "Cicilan", DocumentService: "Servis", DocumentServiceVoid: "Pembatalan Servis",
}

// DocumentName is what the shop calls the document the payment moved money for ("Cicilan"); the
// payments of a repair bill billed again, and the rows that reversed them, are "Servis
// (ditagih ulang)".
func (p Payment) DocumentName() string {
	if p.Replaced {
		return "Servis (ditagih ulang)"
	}
	if n, ok := documentNames[p.DocumentKind]; ok {
		return n
	}
	return p.DocumentKind
}

// MaxReferenceLength bounds a payment's reference (the bank's or e-wallet's transaction number).
const MaxReferenceLength = 100

// Payment is money handed over for one document, by one method. Amount is what the customer
// handed over; Change is what went back (cash only), so the shop kept Amount − Change.
type Payment struct {
	ID           int64         `bun:"id,pk,autoincrement"`
	DocumentKind string        `bun:"document_kind,notnull"`
	DocumentID   int64         `bun:"document_id,notnull"`
	Method       PaymentMethod `bun:"method,notnull"`
	Amount       int64         `bun:"amount,notnull"`
	Change       int64         `bun:"change_amount,notnull"`
	Reference    *string       `bun:"reference"`
	KasirID      *int64        `bun:"kasir_id"`
	ShiftID      *int64        `bun:"shift_id"`
	// OutletID is the outlet where the money was taken or paid back.
	OutletID int64 `bun:"outlet_id,notnull"`
	// Replaced marks the payments of a repair bill processed again, and the rows that reversed
	// them: they stay in their shifts' books but not on the receipt.
	Replaced  bool      `bun:"replaced,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// Kept is what the shop kept of the payment, net of change: what was handed over less what
// went back; below zero for money paid back. Every figure of money taken — a drawer's, a
// report's by method — adds up Kept.
func (p Payment) Kept() int64 { return p.Amount - p.Change }

// Tendered is one payment as the cashier enters it.
type Tendered struct {
	Method    PaymentMethod
	Amount    int64
	Reference string
}

// Texts of the payments.
const (
	MsgUnknownMethod     = "Metode pembayaran harus tunai, qris, transfer, debit atau ewallet."
	MsgMethodNotAccepted = "Metode pembayaran ini belum diaktifkan di pengaturan toko."
	MsgBadPaymentAmount  = "Jumlah setiap pembayaran harus lebih dari Rp 0."
	MsgReferenceTooLong  = "Nomor referensi pembayaran paling panjang 100 karakter."
	MsgTooManyPayments   = "Satu transaksi paling banyak dibayar dengan 10 pembayaran."
	MsgPaidOrPayments    = "Isi jumlah bayar atau daftar pembayaran, tidak keduanya."
	MsgNonCashOver       = "Pembayaran non-tunai melebihi total; kembalian hanya bisa dari uang tunai."
	MsgCreditReference   = "Isi nomor retur (RTR-…) yang kreditnya dipakai untuk tukar barang."
	MsgCreditSpent       = "Kredit retur ini tidak ada, sudah terpakai, atau kurang dari jumlah yang dipakai."
)

// MaxPayments bounds the payments of one document.
const MaxPayments = 10

// CashOrPayments reads a document's payments from either of its fields: the spec's single
// amount paid in cash, or the list of payments by method.
func CashOrPayments(paid int64, payments []Tendered) ([]Tendered, error) {
	switch {
	case paid > 0 && len(payments) > 0:
		return nil, InvalidField("payments", MsgPaidOrPayments)
	case paid > 0:
		return []Tendered{{Method: MethodCash, Amount: paid}}, nil
	}
	return payments, nil
}

// checkTendered checks each payment against the methods the shop accepts and adds them up.
func checkTendered(tendered []Tendered, accepted []PaymentMethod) (cash, other int64, err error) {
	if len(tendered) > MaxPayments {
		return 0, 0, InvalidField("payments", MsgTooManyPayments)
	}
	for _, t := range tendered {
		switch {
		case t.Method == MethodCredit && strings.TrimSpace(t.Reference) == "":
			return 0, 0, InvalidField("payments", MsgCreditReference)
		case t.Method != MethodCredit && !t.Method.Known():
			return 0, 0, InvalidField("payments", MsgUnknownMethod)
		case t.Method != MethodCredit && !slices.Contains(accepted, t.Method):
			return 0, 0, InvalidField("payments", MsgMethodNotAccepted)
		case t.Amount <= 0:
			return 0, 0, InvalidField("payments", MsgBadPaymentAmount)
		case utf8.RuneCountInString(strings.TrimSpace(t.Reference)) > MaxReferenceLength:
			return 0, 0, InvalidField("payments", MsgReferenceTooLong)
		}
		if err := CheckAmount("payments", t.Amount); err != nil {
			return 0, 0, err
		}
		if t.Method.GivesChange() {
			cash, err = Add(cash, t.Amount)
		} else {
			other, err = Add(other, t.Amount)
		}
		if err != nil {
			return 0, 0, err
		}
	}
	return cash, other, nil
}

// The settings of payments: the methods the shop takes besides cash, and its static QRIS.
const (
	SettingPaymentMethods = "paymentMethods"
	SettingQRIS           = "qrisStatic"
)

// ParseMethods reads the methods setting, methods separated by commas. Cash is always taken.
func ParseMethods(setting string) ([]PaymentMethod, error) {
	out := []PaymentMethod{MethodCash}
	for _, name := range strings.Split(setting, ",") {
		m := PaymentMethod(strings.ToLower(strings.TrimSpace(name)))
		switch {
		case m == "" || slices.Contains(out, m):
		case !m.Known():
			return nil, InvalidField(SettingPaymentMethods, MsgUnknownMethod)
		default:
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b PaymentMethod) int {
		return slices.Index(PaymentMethods, a) - slices.Index(PaymentMethods, b)
	})
	return out, nil
}
