package core

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// The outlets' texts.
const (
	MsgOutletNameRequired   = "Nama outlet wajib diisi."
	MsgOutletBankIncomplete = "Isi nama bank dan nomor rekening outlet bersama-sama, atau kosongkan semuanya."
	msgOutletTooLong        = "%s paling panjang %d karakter."
)

// Outlet is one of the shop's places of business (a cabang): where staff work, with the contacts
// its receipts print. A blank QRIS or bank account means the outlet takes payments into the
// shop's own (the settings').
type Outlet struct {
	ID                int64     `json:"id" bun:"id,pk,autoincrement"`
	Name              string    `json:"name" bun:"name,notnull"`
	Address           string    `json:"address" bun:"address,notnull"`
	Phone             string    `json:"phone" bun:"phone,notnull"`
	OpeningHours      string    `json:"opening_hours" bun:"opening_hours,notnull"`
	ReceiptHeader     string    `json:"receipt_header" bun:"receipt_header,notnull"`
	QRIS              string    `json:"qris" bun:"qris,notnull"`
	BankName          string    `json:"bank_name" bun:"bank_name,notnull"`
	BankAccountNumber string    `json:"bank_account_number" bun:"bank_account_number,notnull"`
	BankAccountHolder string    `json:"bank_account_holder" bun:"bank_account_holder,notnull"`
	CreatedAt         time.Time `json:"created_at" bun:"created_at,notnull"`
	UpdatedAt         time.Time `json:"updated_at" bun:"updated_at,notnull"`
}

// outletText is one text of the outlet form: its field, its label in messages, and its bound.
type outletText struct {
	field, label string
	max          int
	value        *string
}

func (o *Outlet) texts() []outletText {
	return []outletText{
		{"name", "Nama outlet", 100, &o.Name},
		{"address", "Alamat outlet", 500, &o.Address},
		{"phone", "Telepon outlet", 40, &o.Phone},
		{"opening_hours", "Jam buka", 200, &o.OpeningHours},
		{"receipt_header", "Kepala struk", 500, &o.ReceiptHeader},
		{"qris", "QRIS outlet", 512, &o.QRIS},
		{"bank_name", "Nama bank", 100, &o.BankName},
		{"bank_account_number", "Nomor rekening", 50, &o.BankAccountNumber},
		{"bank_account_holder", "Nama pemilik rekening", 100, &o.BankAccountHolder},
	}
}

// Normalise trims every text and checks the outlet's form: a name, each text within its bound,
// and a bank account either whole (bank and number) or absent. The QRIS's content is checked by
// the use case, which knows the QRIS rules.
func (o *Outlet) Normalise() error {
	var fields []FieldError
	for _, t := range o.texts() {
		*t.value = strings.TrimSpace(*t.value)
		if utf8.RuneCountInString(*t.value) > t.max {
			fields = append(fields, FieldError{Field: t.field, Message: fmt.Sprintf(msgOutletTooLong, t.label, t.max)})
		}
	}
	if o.Name == "" {
		fields = append([]FieldError{{Field: "name", Message: MsgOutletNameRequired}}, fields...)
	}
	if len(fields) > 0 {
		return Validation(fields[0].Message, fields...)
	}
	if (o.BankName == "") != (o.BankAccountNumber == "") || (o.BankAccountHolder != "" && o.BankAccountNumber == "") {
		return InvalidField("bank_account_number", MsgOutletBankIncomplete)
	}
	return nil
}

// OutletPlace is an outlet as customers see it: where to collect an order or a repaired device.
type OutletPlace struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Address string `json:"address"`
	Phone   string `json:"phone"`
}

// Place is the outlet as customers see it.
func (o Outlet) Place() OutletPlace {
	return OutletPlace{ID: o.ID, Name: o.Name, Address: o.Address, Phone: o.Phone}
}
