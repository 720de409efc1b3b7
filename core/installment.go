package core

import "time"

// Instalment statuses and types, as the spec names them.
const (
	InstallmentOpen = "Belum Lunas"
	InstallmentPaid = "Lunas"

	InstallmentSale    = "Penjualan"
	InstallmentService = "Servis"
	InstallmentManual  = "Lainnya"
)

// Installment is a customer's debt to the shop, paid off in parts.
type Installment struct {
	ID           int64     `json:"id" bun:"id,pk,autoincrement"`
	Number       string    `json:"transaction_id_display" bun:"transaction_id_display,notnull"`
	Type         string    `json:"transaction_type" bun:"transaction_type,notnull"`
	CustomerID   *int64    `json:"customer_id" bun:"customer_id"`
	CustomerName *string   `json:"customer_name_cache" bun:"customer_name_cache"`
	Total        int64     `json:"total_amount" bun:"total_amount,notnull"`
	Paid         int64     `json:"paid_amount" bun:"paid_amount,notnull"`
	Remaining    int64     `json:"remaining_amount" bun:"remaining_amount,notnull"`
	Status       string    `json:"status" bun:"status,notnull"`
	Details      *string   `json:"details" bun:"details"`
	KasirID      *int64    `json:"kasir_id" bun:"kasir_id"`
	CreatedAt    time.Time `json:"created_at" bun:"created_at,notnull"`
	UpdatedAt    time.Time `json:"updated_at" bun:"updated_at,notnull"`
}

// InstallmentPayment is one payment towards an instalment.
type InstallmentPayment struct {
	ID            int64     `json:"id" bun:"id,pk,autoincrement"`
	InstallmentID int64     `json:"installment_id" bun:"installment_id,notnull"`
	Amount        int64     `json:"amount" bun:"amount,notnull"`
	KasirID       *int64    `json:"kasir_id" bun:"kasir_id"`
	KasirName     *string   `json:"kasir_name" bun:"kasir_name,scanonly"`
	CreatedAt     time.Time `json:"created_at" bun:"created_at,notnull"`
}

// InstallmentFilter selects instalments: open ones by default, searched on number or customer.
type InstallmentFilter struct {
	Status string
	Search string
	PageRequest
}
