package core

// ReceiptKind is the kind of document whose receipt a link (Kirim via WhatsApp) opens.
type ReceiptKind string

// The documents a customer can be sent the receipt of as a link.
const (
	ReceiptSale               ReceiptKind = "sale"
	ReceiptServiceBill        ReceiptKind = "service_bill"
	ReceiptInstallmentPayment ReceiptKind = "installment_payment"
)
