package core

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// SettingWarranties is the settings key of the shop's warranty per product category.
const SettingWarranties = "warranties"

// Texts for the warranty setting.
const (
	MsgWarrantyUnreadable = "Daftar garansi tidak bisa dibaca."
	MsgWarrantyCategory   = "Pilih kategori untuk setiap garansi."
	MsgWarrantyTwice      = "Kategori %s punya lebih dari satu garansi."
	MsgWarrantyName       = "Nama garansi wajib diisi, paling panjang 60 karakter."
	MsgWarrantyDays       = "Lama garansi 1 sampai 3650 hari."
)

// MaxWarrantyDays is ten years: no shop promises longer.
const MaxWarrantyDays = 3650

// Warranty is what the shop promises on what it sells in one category: its name as the
// receipt prints it ("Garansi toko 7 hari", "Garansi resmi 1 tahun") and how many days it
// lasts from the day of sale.
type Warranty struct {
	Category string `json:"category"`
	Name     string `json:"name"`
	Days     int    `json:"days"`
}

// Until is the last day the warranty covers, YYYY-MM-DD, for a sale on soldOn (shop-local).
func (w Warranty) Until(soldOn time.Time) string {
	return soldOn.AddDate(0, 0, w.Days).Format(time.DateOnly)
}

// Warranties are the shop's warranties, one per category.
type Warranties []Warranty

// For is the warranty of a category; false when the shop gives none.
func (ws Warranties) For(category string) (Warranty, bool) {
	for _, w := range ws {
		if strings.EqualFold(w.Category, category) {
			return w, true
		}
	}
	return Warranty{}, false
}

// Of is the warranty a product is sold with: its own, else its category's; false when none.
func (ws Warranties) Of(p Product) (Warranty, bool) {
	if p.WarrantyName != nil && p.WarrantyDays != nil {
		return Warranty{Category: p.Category, Name: *p.WarrantyName, Days: int(*p.WarrantyDays)}, true
	}
	return ws.For(p.Category)
}

// CheckProductWarranty checks a product's own warranty: a name and its days, both or neither.
// A blank name is none.
func CheckProductWarranty(name *string, days *int64) (*string, *int64, error) {
	if name != nil {
		if n := strings.TrimSpace(*name); n != "" {
			name = &n
		} else {
			name = nil
		}
	}
	switch {
	case name == nil && days == nil:
		return nil, nil, nil
	case name == nil || utf8.RuneCountInString(*name) > 60:
		return nil, nil, InvalidField("warranty_name", MsgWarrantyName)
	case days == nil || *days < 1 || *days > MaxWarrantyDays:
		return nil, nil, InvalidField("warranty_days", MsgWarrantyDays)
	}
	return name, days, nil
}

// ParseWarranties reads the warranties setting, a JSON list; an empty setting is no warranty.
func ParseWarranties(setting string) (Warranties, error) {
	if strings.TrimSpace(setting) == "" {
		return nil, nil
	}
	var ws Warranties
	if err := json.Unmarshal([]byte(setting), &ws); err != nil {
		return nil, InvalidField(SettingWarranties, MsgWarrantyUnreadable)
	}
	seen := map[string]bool{}
	for i := range ws {
		w := &ws[i]
		w.Category, w.Name = strings.TrimSpace(w.Category), strings.TrimSpace(w.Name)
		key := strings.ToLower(w.Category)
		switch {
		case w.Category == "":
			return nil, InvalidField(SettingWarranties, MsgWarrantyCategory)
		case seen[key]:
			return nil, InvalidField(SettingWarranties, fmt.Sprintf(MsgWarrantyTwice, w.Category))
		case w.Name == "" || utf8.RuneCountInString(w.Name) > 60:
			return nil, InvalidField(SettingWarranties, MsgWarrantyName)
		case w.Days < 1 || w.Days > MaxWarrantyDays:
			return nil, InvalidField(SettingWarranties, MsgWarrantyDays)
		}
		seen[key] = true
	}
	return ws, nil
}

// Covers tells whether a warranty lasting until (YYYY-MM-DD) still covers the day today.
func Covers(until *string, today string) bool {
	return until != nil && *until >= today
}
