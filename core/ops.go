package core

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// JobRun is the latest run of a scheduled job.
type JobRun struct {
	Name string `json:"name" bun:"name,pk"`
	// LastTick is the time (Unix seconds) the latest scheduled run was scheduled for.
	LastTick   *int64     `json:"last_tick" bun:"last_tick"`
	StartedAt  time.Time  `json:"started_at" bun:"started_at,notnull"`
	FinishedAt *time.Time `json:"finished_at" bun:"finished_at"`
	OK         *bool      `json:"ok" bun:"ok"`
	Message    string     `json:"message" bun:"message,notnull"`
}

// InstallmentReminder is an instalment still open after the reminder period.
type InstallmentReminder struct {
	ID            int64     `json:"id" bun:"id"`
	Number        string    `json:"transaction_id_display" bun:"transaction_id_display"`
	Type          string    `json:"transaction_type" bun:"transaction_type"`
	CustomerID    *int64    `json:"customer_id" bun:"customer_id"`
	CustomerName  string    `json:"customer_name" bun:"customer_name"`
	CustomerPhone *string   `json:"customer_phone" bun:"customer_phone"`
	Total         int64     `json:"total_amount" bun:"total_amount"`
	Remaining     int64     `json:"remaining_amount" bun:"remaining_amount"`
	CreatedAt     time.Time `json:"created_at" bun:"created_at"`
	// DaysOpen counts the shop-local days since the instalment was opened.
	DaysOpen    int     `json:"days_open" bun:"-"`
	WhatsAppURL *string `json:"whatsapp_url" bun:"-"`
}

// RepairReminder is a finished repair ('Telah Selesai') the customer has not collected.
type RepairReminder struct {
	ID            int64   `json:"id" bun:"id"`
	Number        string  `json:"number" bun:"-"`
	CustomerID    int64   `json:"customer_id" bun:"customer_id"`
	CustomerName  string  `json:"customer_name" bun:"customer_name"`
	CustomerPhone *string `json:"customer_phone" bun:"customer_phone"`
	DeviceType    string  `json:"device_type" bun:"device_type"`
	Status        string  `json:"status" bun:"status"`
	InfoDate      string  `json:"info_date" bun:"info_date"`
	// DaysWaiting counts the days since the info date; Stage is the latest reminder day
	// reached (7, 21 or 28); DueToday is true on the day a stage is reached.
	DaysWaiting int  `json:"days_waiting" bun:"-"`
	Stage       int  `json:"stage" bun:"-"`
	DueToday    bool `json:"due_today" bun:"-"`
	// CollectBy is the end of the shop's one-month liability: the info date plus a month.
	CollectBy   string  `json:"collect_by" bun:"-"`
	WhatsAppURL *string `json:"whatsapp_url" bun:"-"`
}

// LowStockReminder is a product at or below its low-stock threshold.
type LowStockReminder struct {
	ID        int64  `json:"id" bun:"id"`
	Name      string `json:"name" bun:"name"`
	Category  string `json:"category" bun:"category"`
	Barcode   string `json:"barcode" bun:"barcode"`
	Stock     int64  `json:"stock" bun:"stock"`
	Threshold int64  `json:"threshold" bun:"threshold"`
	// OutletID and OutletName name the outlet running out, in a shop of several outlets; Stock
	// is then that outlet's.
	OutletID   int64  `json:"outlet_id,omitempty" bun:"outlet_id"`
	OutletName string `json:"outlet_name,omitempty" bun:"outlet_name"`
}

// ReminderList is one list of the reminders bell: how many there are and the first of them.
type ReminderList[T any] struct {
	Count int64 `json:"count"`
	Items []T   `json:"items"`
}

// Reminders are the three lists behind the back-office bell.
type Reminders struct {
	// Today is the shop-local day the lists were made for.
	Today string `json:"today"`
	// Total is the sum of the three counts: the number on the bell.
	Total           int64                             `json:"total"`
	InstallmentDays int                               `json:"installment_days"`
	Installments    ReminderList[InstallmentReminder] `json:"installments"`
	Repairs         ReminderList[RepairReminder]      `json:"repairs"`
	LowStock        ReminderList[LowStockReminder]    `json:"low_stock"`
}

// RepairReminderDays are the days after the info date a finished, uncollected repair is
// brought up again, ahead of the one-month liability limit.
var RepairReminderDays = []int{7, 21, 28}

// WhatsAppNumber turns an Indonesian phone number as people write it ("0812-3456-7890",
// "+62 812 3456 7890", "812 3456 7890") into the international digits wa.me wants
// ("6281234567890"); false when there are too few digits to be a phone number.
func WhatsAppNumber(phone string) (string, bool) {
	var b strings.Builder
	for _, r := range phone {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	switch {
	case strings.HasPrefix(d, "62"):
	case strings.HasPrefix(d, "0"):
		d = "62" + strings.TrimLeft(d, "0")
	case strings.HasPrefix(d, "8"):
		d = "62" + d
	}
	if len(d) < 9 || len(d) > 15 {
		return "", false
	}
	return d, true
}

// WhatsAppLink is a 'Kirim WhatsApp' link to phone with text prefilled; nil when the phone
// is missing or is not a number.
func WhatsAppLink(phone *string, text string) *string {
	if phone == nil {
		return nil
	}
	n, ok := WhatsAppNumber(*phone)
	if !ok {
		return nil
	}
	link := "https://wa.me/" + n + "?text=" + url.QueryEscape(text)
	return &link
}

// Rupiah writes an amount the Indonesian way: Rp 1.250.000.
func Rupiah(amount int64) string {
	s := Number(amount)
	if amount < 0 {
		return "-Rp " + s[1:]
	}
	return "Rp " + s
}

// Number writes a whole number the Indonesian way, its thousands apart: 1.250.000.
func Number(n int64) string {
	s := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return sign + b.String()
}

var indonesianMonths = [...]string{"Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli",
	"Agustus", "September", "Oktober", "November", "Desember"}

// LongDate writes a day the Indonesian way: 22 November 2026.
func LongDate(t time.Time) string {
	return fmt.Sprintf("%d %s %d", t.Day(), indonesianMonths[t.Month()-1], t.Year())
}
