package core

import (
	"math/bits"
	"slices"
)

// Proration shares a settled bill's discount over its lines in proportion to their amounts,
// so that goods taken back from a sale are worth their part of its total, not their price.
type Proration struct{ Subtotal, Total int64 }

// TakeBack is what lines taken back now are worth when the earlier lines were taken back
// before: the share of all of them less the share of the earlier ones, each rounded down, so
// that taking back every line of the bill, at once or bit by bit, gives back exactly its
// total. ok is false when the lines come to more than the bill's subtotal.
func (p Proration) TakeBack(earlier, now []BillLine) (worth int64, ok bool) {
	before, _, err := Bill{Lines: earlier}.Price()
	if err != nil {
		return 0, false
	}
	after, _, err := Bill{Lines: append(slices.Clip(earlier), now...)}.Price()
	if err != nil || after > p.Subtotal || p.Total < 0 || p.Total > p.Subtotal {
		return 0, false
	}
	return p.share(after) - p.share(before), true
}

// share is the part of the total that gross, a part of the subtotal, carries, rounded down.
// It is worked out in 128 bits: gross × total may pass int64, the share never does.
func (p Proration) share(gross int64) int64 {
	if p.Subtotal == 0 {
		return 0
	}
	high, low := bits.Mul64(uint64(gross), uint64(p.Total))
	share, _ := bits.Div64(high, low, uint64(p.Subtotal))
	return int64(share)
}
