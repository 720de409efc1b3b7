package httpapi

import (
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
)

// SharedServiceEntry is the repair on its bill's public page: the device and its owner, as the
// paper prints them; no technician, no screen lock, no ids but its number.
type SharedServiceEntry struct {
	ID             int64     `json:"id" doc:"Nomor servis (SVC-{id})."`
	Date           time.Time `json:"date"`
	CustomerName   string    `json:"customer_name"`
	CustomerPhone  *string   `json:"customer_phone"`
	Category       string    `json:"category"`
	DeviceType     string    `json:"device_type"`
	DamageType     string    `json:"damage_type"`
	Description    string    `json:"description"`
	Status         string    `json:"status"`
	ServiceInfo    *string   `json:"service_info"`
	IMEI           *string   `json:"imei"`
	Accessories    *string   `json:"accessories"`
	Condition      *string   `json:"condition"`
	WarrantyRepair bool      `json:"warranty_repair"`
}

// SharedServiceBill is a repair bill on its public page: what the customer paid for, without
// the cashier, costs or who voided it.
type SharedServiceBill struct {
	VoidedAt   *time.Time              `json:"voided_at" doc:"Waktu tagihan dibatalkan; null bila tidak dibatalkan."`
	VoidReason *string                 `json:"void_reason"`
	VoidRefund int64                   `json:"void_refund"`
	ServiceFee int64                   `json:"service_fee"`
	PartsCost  int64                   `json:"total_parts_cost"`
	Total      int64                   `json:"total_amount"`
	Paid       int64                   `json:"paid_amount"`
	Change     int64                   `json:"change_amount"`
	Remaining  int64                   `json:"remaining_amount"`
	Parts      []SharedServiceBillPart `json:"parts"`
	Payments   []Payment               `json:"payments"`
}

// SharedServiceBillPart is a spare part on a shared bill, at the price it was billed at.
type SharedServiceBillPart struct {
	ProductName string `json:"product_name"`
	Quantity    int64  `json:"quantity"`
	SalePrice   int64  `json:"sale_price"`
}

// SharedService is a repair with its bill, as the bill's receipt prints it.
type SharedService struct {
	Entry SharedServiceEntry `json:"entry"`
	Bill  SharedServiceBill  `json:"bill"`
}

// SharedInstallmentPayment is one instalment payment on its public page: the instalment's
// number and customer, what was paid and how, and what remained right after it.
type SharedInstallmentPayment struct {
	Number       string    `json:"transaction_id_display"`
	CustomerName *string   `json:"customer_name_cache"`
	CreatedAt    time.Time `json:"created_at"`
	Amount       int64     `json:"amount"`
	Payments     []Payment `json:"payments"`
	Remaining    int64     `json:"remaining_amount" doc:"Sisa tagihan sesudah pembayaran ini."`
}

// SharedReceipt is the one receipt behind a link: its kind, and that document alone.
type SharedReceipt struct {
	Kind               core.ReceiptKind          `json:"kind" enum:"sale,service_bill,installment_payment"`
	Sale               *SharedSale               `json:"sale,omitempty"`
	Service            *SharedService            `json:"service,omitempty"`
	InstallmentPayment *SharedInstallmentPayment `json:"installment_payment,omitempty"`
}

func sharedServiceOf(r repair.Receipt) *SharedService {
	e, b := r.Entry, r.Bill
	parts := make([]SharedServiceBillPart, len(b.Parts))
	for i, p := range b.Parts {
		parts[i] = SharedServiceBillPart{ProductName: p.ProductName, Quantity: p.Quantity, SalePrice: p.SalePrice}
	}
	return &SharedService{
		Entry: SharedServiceEntry{ID: e.ID, Date: e.Date, CustomerName: e.CustomerName, CustomerPhone: e.CustomerPhone,
			Category: e.Category, DeviceType: e.DeviceType, DamageType: e.DamageType, Description: e.Description,
			Status: e.Status, ServiceInfo: e.ServiceInfo, IMEI: e.IMEI, Accessories: e.Accessories, Condition: e.Condition,
			WarrantyRepair: e.WarrantyRepair},
		Bill: SharedServiceBill{VoidedAt: b.VoidedAt, VoidReason: b.VoidReason, VoidRefund: b.VoidRefund,
			ServiceFee: b.ServiceFee, PartsCost: b.PartsCost, Total: b.Total, Paid: b.Paid, Change: b.Change,
			Remaining: b.Remaining, Parts: parts, Payments: paymentsOf(b.Payments)},
	}
}

func sharedPaymentOf(r credit.PaymentReceipt) *SharedInstallmentPayment {
	return &SharedInstallmentPayment{Number: r.Installment.Number, CustomerName: r.Installment.CustomerName,
		CreatedAt: r.Payment.CreatedAt, Amount: r.Payment.Amount, Payments: paymentsOf(r.Payment.Payments),
		Remaining: r.Remaining}
}
