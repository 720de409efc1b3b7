package core

import "time"

// Instalment statuses and types, as the spec names them.
const (
	InstallmentOpen = "Belum Lunas"
	InstallmentPaid = "Lunas"
	// InstallmentCancelled is the debt of a voided sale or repair bill: nothing is owed.
	InstallmentCancelled = "Batal"

	InstallmentSale    = "Penjualan"
	InstallmentService = "Servis"
	InstallmentManual  = "Lainnya"
)

// Installment is a customer's debt to the shop, paid off in parts.
type Installment struct {
	ID           int64   `bun:"id,pk,autoincrement"`
	Number       string  `bun:"transaction_id_display,notnull"`
	Type         string  `bun:"transaction_type,notnull"`
	CustomerID   *int64  `bun:"customer_id"`
	CustomerName *string `bun:"customer_name_cache"`
	Total        int64   `bun:"total_amount,notnull"`
	Paid         int64   `bun:"paid_amount,notnull"`
	Remaining    int64   `bun:"remaining_amount,notnull"`
	Status       string  `bun:"status,notnull"`
	Details      *string `bun:"details"`
	KasirID      *int64  `bun:"kasir_id"`
	// OutletID is the outlet where it was opened: its sale's or repair bill's, or the session's.
	OutletID  int64     `bun:"outlet_id,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// InstallmentPayment is one payment towards an instalment.
type InstallmentPayment struct {
	ID            int64 `bun:"id,pk,autoincrement"`
	InstallmentID int64 `bun:"installment_id,notnull"`
	Amount        int64 `bun:"amount,notnull"`
	// OutletID is the outlet where it was paid.
	OutletID  int64     `bun:"outlet_id,notnull"`
	KasirID   *int64    `bun:"kasir_id"`
	KasirName *string   `bun:"kasir_name,scanonly"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	// Payments are how it was handed over, by method.
	Payments []Payment `bun:"-"`
}

// InstallmentFilter selects instalments: open ones by default, searched on number or customer.
type InstallmentFilter struct {
	Status     string
	Search     string
	CustomerID *int64
	// Outlet is the outlet where they were opened; 0: every outlet.
	Outlet int64
	PageRequest
}
