package sqlstore

import (
	"strings"
	"unicode"
)

// unitSearch says whether a search may be (part of) a unit's IMEI or serial: one word of at
// least 5 characters with a digit in it. Only then do the lists look through the units, so a
// search by name stays on its own indexes.
func unitSearch(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) >= 5 && !strings.ContainsFunc(s, unicode.IsSpace) && strings.ContainsFunc(s, unicode.IsDigit)
}

// unitMatch is the condition on a units row u that its IMEI, second IMEI or serial contains
// the search; its three arguments come from unitMatchArgs.
const unitMatch = `(u.imei LIKE ? ESCAPE '\' OR u.imei2 LIKE ? ESCAPE '\' OR lower(u.serial) LIKE ? ESCAPE '\')`

func unitMatchArgs(s string) []any {
	p := likePattern(strings.TrimSpace(s))
	return []any{p, p, p}
}

// documentsOfUnits is a subquery of the document numbers (TRX-…, SVC-…, PB-…) that moved a
// unit the search matches: a sale is found by the IMEI of the phone it sold.
const documentsOfUnits = `SELECT m.reference FROM stock_movements AS m JOIN units AS u ON u.id = m.unit_id WHERE ` + unitMatch
