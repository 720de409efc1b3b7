package core

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"
)

// DocumentNumber is a document's display number: prefix, the shop-local day and the row id,
// for example TRX-20261122-000123. The id makes it unique however many cashiers work at once.
func DocumentNumber(prefix string, at time.Time, loc *time.Location, id int64) string {
	return fmt.Sprintf("%s-%s-%06d", prefix, at.In(loc).Format("20060102"), id)
}

// PendingNumber is a unique stand-in for a display number, used between inserting a
// document and learning its id.
func PendingNumber(prefix string) string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return prefix + "-pending-" + hex.EncodeToString(b)
}
