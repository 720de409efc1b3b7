package core

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Service statuses, categories and info values, as the spec names them.
const (
	ServicePending   = "Pending"
	ServiceInProcess = "Proses"
	ServiceDone      = "Selesai"
	ServiceCollected = "Sudah Diambil"
	ServiceFailed    = "Gagal/Cancel"

	InfoInProcess = "Sedang proses"
	InfoDone      = "Telah Selesai"
	InfoFailed    = "Gagal/Cancel"
)

var (
	ServiceStatuses   = []string{ServicePending, ServiceInProcess, ServiceDone, ServiceCollected, ServiceFailed}
	ServiceCategories = []string{"Handphone", "Laptop", "Komputer", "Printer", "Lainnya"}
	ServiceInfos      = []string{InfoInProcess, InfoDone, InfoFailed}
)

// WarrantyDays is the repair warranty the receipt promises.
const WarrantyDays = 7

// ServiceEntry is a device taken in for repair, shown as SVC-{id}.
type ServiceEntry struct {
	ID            int64   `json:"id" bun:"id,pk,autoincrement"`
	CustomerID    int64   `json:"customer_id" bun:"customer_id,notnull"`
	CustomerName  string  `json:"customer_name" bun:"customer_name,scanonly"`
	CustomerPhone *string `json:"customer_phone" bun:"customer_phone,scanonly"`
	KasirID       *int64  `json:"kasir_id" bun:"kasir_id"`
	Category      string  `json:"category" bun:"category,notnull"`
	DeviceType    string  `json:"device_type" bun:"device_type,notnull"`
	DamageType    string  `json:"damage_type" bun:"damage_type,notnull"`
	Description   string  `json:"description" bun:"description,notnull"`
	Status        string  `json:"status" bun:"status,notnull"`
	// State is the repair's column on the board; Status and ServiceInfo follow from it.
	State RepairState `json:"state" bun:"state,notnull" enum:"Antri,Diagnosa,Menunggu Persetujuan,Menunggu Sparepart,Dikerjakan,Selesai,Gagal/Cancel,Sudah Diambil"`
	// PromisedDate is the day, in the shop's time zone, the repair is promised for (Estimasi Selesai).
	PromisedDate *string   `json:"promised_date" bun:"promised_date" format:"date"`
	Date         time.Time `json:"date" bun:"date,notnull"`
	ServiceInfo  *string   `json:"service_info" bun:"service_info"`
	InfoDate     *string   `json:"info_date" bun:"info_date"`
	IMEI         *string   `json:"imei" bun:"imei"`
	Accessories  *string   `json:"accessories" bun:"accessories"`
	Condition    *string   `json:"condition" bun:"condition"`
	// Checklist is what the intake ticked of IntakeChecks, by key, in their order.
	Checklist []string `json:"checklist" bun:"checklist,notnull"`
	// ScreenLock is the screen lock the customer left, sealed (ports.Sealer): never answered,
	// read only through the repair's screen-lock operation, nil once the repair has ended.
	ScreenLock    *string    `json:"-" bun:"screen_lock"`
	WarrantyUntil *time.Time `json:"warranty_until" bun:"warranty_until"`
	// WarrantyReturnOf names the finished repair, still under warranty, this device came back from.
	WarrantyReturnOf *int64 `json:"warranty_return_of" bun:"warranty_return_of"`
	// WarrantyRepair is a repair under the shop's warranty on a unit it sold (UnitID): the
	// customer pays no fee by default and nothing for the parts, whose cost the shop bears.
	WarrantyRepair bool      `json:"warranty_repair" bun:"warranty_repair,notnull"`
	UnitID         *int64    `json:"unit_id" bun:"unit_id"`
	TrackingToken  string    `json:"tracking_token,omitempty" bun:"tracking_token,notnull"`
	CreatedAt      time.Time `json:"created_at" bun:"created_at,notnull"`
	// OutletID is the outlet whose bench the device is at: where it was taken in, or moved to.
	OutletID   int64  `json:"outlet_id" bun:"outlet_id,notnull"`
	OutletName string `json:"outlet_name" bun:"outlet_name,scanonly"`
	// TechnicianID is the technician the repair is assigned to; nil: nobody yet.
	TechnicianID   *int64  `json:"technician_id" bun:"technician_id"`
	TechnicianName *string `json:"technician_name" bun:"technician_name,scanonly"`
}

// RepairAssignment records a repair assigned to a technician (or unassigned: no technician):
// to whom, by whom and when. A user is null once their account is deleted.
type RepairAssignment struct {
	ID             int64     `json:"id" bun:"id,pk,autoincrement"`
	ServiceEntryID int64     `json:"service_entry_id" bun:"service_entry_id,notnull"`
	TechnicianID   *int64    `json:"technician_id" bun:"technician_id"`
	AssignedBy     *int64    `json:"assigned_by" bun:"assigned_by"`
	AssignedAt     time.Time `json:"assigned_at" bun:"assigned_at,notnull"`
	TechnicianName *string   `json:"technician_name" bun:"technician_name,scanonly"`
	AssignedByName *string   `json:"assigned_by_name" bun:"assigned_by_name,scanonly"`
}

// RepairMove records a repair moved to another outlet's bench: from where, to where, by whom
// and when. The user is null once their account is deleted.
type RepairMove struct {
	ID             int64     `json:"id" bun:"id,pk,autoincrement"`
	ServiceEntryID int64     `json:"service_entry_id" bun:"service_entry_id,notnull"`
	FromOutletID   int64     `json:"from_outlet_id" bun:"from_outlet_id,notnull"`
	ToOutletID     int64     `json:"to_outlet_id" bun:"to_outlet_id,notnull"`
	UserID         *int64    `json:"user_id" bun:"user_id"`
	MovedAt        time.Time `json:"moved_at" bun:"moved_at,notnull"`
	FromOutletName string    `json:"from_outlet_name" bun:"from_outlet_name,scanonly"`
	ToOutletName   string    `json:"to_outlet_name" bun:"to_outlet_name,scanonly"`
	UserName       *string   `json:"user_name" bun:"user_name,scanonly"`
}

// Number is the entry's display number.
func (e ServiceEntry) Number() string { return "SVC-" + strconv.FormatInt(e.ID, 10) }

// InProgress tells whether the entry is counted as in progress.
func (e ServiceEntry) InProgress() bool {
	return e.Status == ServicePending || e.Status == ServiceInProcess
}

// Billable tells whether the service cashier may still process the entry: one in progress,
// or one finished on the board that was never billed (billed tells whether it has a bill).
func (e ServiceEntry) Billable(billed bool) bool {
	return e.InProgress() || (e.Status == ServiceDone && !billed)
}

// SetState moves the repair to a state: its status and service info follow, and the info's
// date becomes today (the shop's day) when the info changes.
func (e *ServiceEntry) SetState(s RepairState, today string) {
	e.State, e.Status = s, s.Status()
	// A repair collected or cancelled forgets the screen lock the customer left, in the same
	// write as its state.
	if e.Status == ServiceCollected || e.Status == ServiceFailed {
		e.ScreenLock = nil
	}
	info := s.Info()
	if (info == nil) == (e.ServiceInfo == nil) && (info == nil || *info == *e.ServiceInfo) {
		return
	}
	e.ServiceInfo, e.InfoDate = info, nil
	if info != nil {
		e.InfoDate = &today
	}
}

// ServiceTransaction is the bill of a repair: one per entry, replaced when reprocessed.
type ServiceTransaction struct {
	ID             int64 `bun:"id,pk,autoincrement"`
	ServiceEntryID int64 `bun:"service_entry_id,notnull"`
	// OutletID is the outlet where the repair was billed.
	OutletID int64 `bun:"outlet_id,notnull"`
	Voided
	CustomerID    int64         `bun:"customer_id,notnull"`
	CustomerName  string        `bun:"customer_name_cache,notnull"`
	Description   string        `bun:"description,notnull"`
	ServiceFee    int64         `bun:"service_fee,notnull"`
	PartsCost     int64         `bun:"total_parts_cost,notnull"`
	Total         int64         `bun:"total_amount,notnull"`
	Paid          int64         `bun:"paid_amount,notnull"`
	Change        int64         `bun:"change_amount,notnull"`
	Remaining     int64         `bun:"remaining_amount,notnull"`
	PaymentMethod string        `bun:"payment_method,notnull"`
	KasirID       *int64        `bun:"kasir_id"`
	KasirName     *string       `bun:"kasir_name_cache"`
	CreatedAt     time.Time     `bun:"created_at,notnull"`
	UpdatedAt     time.Time     `bun:"updated_at,notnull"`
	Parts         []ServicePart `bun:"rel:has-many,join:id=transaction_id"`
	// Payments are read for the receipt.
	Payments []Payment `bun:"-"`
}

// Kept is what the shop kept of the money handed over at the till, net of change: its
// payments' Kept added up.
func (t ServiceTransaction) Kept() int64 { return t.Paid - t.Change }

// ServicePart is a spare part a repair used, priced at its retail price.
type ServicePart struct {
	ID            int64  `bun:"id,pk,autoincrement"`
	TransactionID int64  `bun:"transaction_id,notnull"`
	ProductID     int64  `bun:"product_id,notnull"`
	ProductName   string `bun:"product_name_cache,notnull"`
	Quantity      int64  `bun:"quantity,notnull"`
	SalePrice     int64  `bun:"sale_price,notnull"`
	BuyPrice      int64  `bun:"buy_price,notnull"`
}

// ServiceFilter selects entries for the intake list and the in-progress list.
type ServiceFilter struct {
	Search   string
	Statuses []string
	// Billable keeps the entries the service cashier offers (see ServiceEntry.Billable).
	Billable   bool
	CustomerID *int64
	// TechnicianID selects the repairs assigned to this user.
	TechnicianID *int64
	// Unassigned selects the repairs assigned to nobody.
	Unassigned bool
	PageRequest
}

// MaskName keeps the first letter of each word: "Budi Santoso" → "B*** S******".
func MaskName(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		first, size := utf8.DecodeRuneInString(w)
		words[i] = string(first) + strings.Repeat("*", utf8.RuneCountInString(w[size:]))
	}
	return strings.Join(words, " ")
}

// MaskPhone keeps the first four and last four digits: "081234567890" → "0812****7890".
func MaskPhone(phone string) string {
	r := []rune(strings.TrimSpace(phone))
	if len(r) <= 8 {
		if len(r) <= 2 {
			return strings.Repeat("*", len(r))
		}
		return strings.Repeat("*", len(r)-2) + string(r[len(r)-2:])
	}
	return string(r[:4]) + strings.Repeat("*", len(r)-8) + string(r[len(r)-4:])
}
