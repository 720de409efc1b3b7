package core

import "time"

// IntakeCheck is one box of the intake's checklist: a fault seen on the device, or a thing the
// customer left with it.
type IntakeCheck struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	// Group is "kondisi" (the device's condition) or "kelengkapan" (what was left with it).
	Group string `json:"group"`
}

// The checklist's groups.
const (
	CheckCondition   = "kondisi"
	CheckAccessories = "kelengkapan"
)

// IntakeChecks are the boxes of the intake's checklist, in the order forms and receipts show them.
var IntakeChecks = []IntakeCheck{
	{"screen_cracked", "Layar retak", CheckCondition},
	{"no_power", "Mati total", CheckCondition},
	{"water_damage", "Kena air", CheckCondition},
	{"buttons", "Tombol", CheckCondition},
	{"camera", "Kamera", CheckCondition},
	{"sim_tray", "Slot SIM", CheckCondition},
	{"charger", "Charger", CheckAccessories},
	{"case", "Casing", CheckAccessories},
	{"sim_card", "Kartu SIM", CheckAccessories},
}

// MaxRepairPhotos is the most photos one repair keeps.
const MaxRepairPhotos = 6

// RepairPhoto is a photo of a device taken at intake, kept in the files store's private bucket
// (RepairPhotoBucket) and served to staff only.
type RepairPhoto struct {
	ID             int64     `json:"id" bun:"id,pk,autoincrement"`
	ServiceEntryID int64     `json:"service_entry_id" bun:"service_entry_id,notnull"`
	Key            string    `json:"-" bun:"file_key,notnull"`
	UserID         *int64    `json:"user_id" bun:"user_id"`
	CreatedAt      time.Time `json:"created_at" bun:"created_at,notnull"`
}

// RepairPhotoBucket is the files store's bucket of repair photos: never served at /files/.
const RepairPhotoBucket = "repair-photos"
