package core

import "time"

// CustomerDisplay is what the customer-facing screen of a cashier shows: the lines being rung
// up, the money, and the QRIS to scan while a QRIS payment waits. The cashier's screen sends
// it; the amounts are the cashier's preview (the server prices the document when it is saved).
type CustomerDisplay struct {
	// Stage is "idle" (nothing on the counter), "cart", "qris" (a QRIS waits to be scanned) or
	// "done" (the transaction was saved: thank you).
	Stage     string        `json:"stage"`
	Number    string        `json:"number"`
	Lines     []DisplayLine `json:"lines"`
	Total     int64         `json:"total"`
	Paid      int64         `json:"paid"`
	Change    int64         `json:"change"`
	Remaining int64         `json:"remaining"`
	QRIS      *DisplayQRIS  `json:"qris"`
	UpdatedAt time.Time     `json:"updated_at"`
}

// DisplayLine is one line on the customer display.
type DisplayLine struct {
	Name     string `json:"name"`
	Quantity int64  `json:"quantity"`
	Total    int64  `json:"total"`
}

// DisplayQRIS is the dynamic QRIS the customer scans, for its amount.
type DisplayQRIS struct {
	Payload string `json:"payload"`
	Amount  int64  `json:"amount"`
}

// The stages of a customer display.
var DisplayStages = []string{"idle", "cart", "qris", "done"}
