package core

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
)

func TestBoundTextsNameTheBounds(t *testing.T) {
	number := func(n int64) string { return strings.TrimPrefix(Rupiah(n), "Rp ") }
	for msg, bound := range map[string]string{
		MsgPriceTooHigh: Rupiah(MaxPrice), MsgQuantityTooHigh: number(MaxQuantity), MsgStockTooHigh: number(MaxStock),
		MsgAmountTooHigh: Rupiah(MaxAmount), MsgTotalTooHigh: Rupiah(MaxAmount), MsgDrawerFull: Rupiah(MaxAmount), msgStockAboveLimit: number(MaxStock),
	} {
		if !strings.Contains(msg, bound+".") {
			t.Errorf("%q does not name its bound %s", msg, bound)
		}
	}
}

func TestLineAmountsNeverWrap(t *testing.T) {
	for _, c := range []struct {
		quantity, price, want int64
		refused               bool
	}{
		{quantity: 3, price: 25_000, want: 75_000},
		{quantity: MaxQuantity, price: MaxPrice, want: MaxAmount},
		{quantity: 0, price: math.MaxInt64, want: 0},
		{quantity: MaxQuantity, price: MaxPrice + 1, refused: true},
		{quantity: 4_294_967_296, price: 4_294_967_296, refused: true}, // 2^64: wrapped to 0 before
		{quantity: 2, price: 1 << 62, refused: true},
		{quantity: math.MaxInt64, price: math.MaxInt64, refused: true},
	} {
		got, err := Mul(c.quantity, c.price)
		if c.refused != (err != nil) || got != c.want {
			t.Errorf("Mul(%d, %d) = %d, %v", c.quantity, c.price, got, err)
		}
		if err != nil && (!IsKind(err, KindValidation) || err.Error() != MsgTotalTooHigh) {
			t.Errorf("Mul(%d, %d) refused with %v", c.quantity, c.price, err)
		}
	}
}

func TestDocumentTotalsNeverWrap(t *testing.T) {
	if got, err := Add(MaxAmount-1, 1); err != nil || got != MaxAmount {
		t.Fatalf("Add up to the bound = %d, %v", got, err)
	}
	for _, c := range [][2]int64{{MaxAmount, 1}, {math.MaxInt64 - 1, 1}, {1 << 62, 1 << 62}, {math.MaxInt64, math.MaxInt64}} {
		if got, err := Add(c[0], c[1]); !IsKind(err, KindValidation) || got != 0 {
			t.Errorf("Add(%d, %d) = %d, %v: want the total refused", c[0], c[1], got, err)
		}
	}
}

// Money added up in a document is never below zero: a negative amount would take a total
// down unnoticed, so Add and Mul refuse it rather than answer a smaller number.
func TestDocumentAmountsAreNeverNegative(t *testing.T) {
	for _, c := range [][2]int64{{-1, 5}, {5, -1}, {-MaxAmount, MaxAmount}, {math.MinInt64, 0}} {
		if got, err := Add(c[0], c[1]); !IsKind(err, KindValidation) || err.Error() != MsgNegativeAmount || got != 0 {
			t.Errorf("Add(%d, %d) = %d, %v: want it refused as negative", c[0], c[1], got, err)
		}
		if got, err := Mul(c[0], c[1]); !IsKind(err, KindValidation) || err.Error() != MsgNegativeAmount || got != 0 {
			t.Errorf("Mul(%d, %d) = %d, %v: want it refused as negative", c[0], c[1], got, err)
		}
	}
}

func TestInputBounds(t *testing.T) {
	for _, c := range []struct {
		err   error
		field string
		msg   string
	}{
		{CheckPrice("retail_price", MaxPrice), "", ""},
		{CheckPrice("retail_price", MaxPrice+1), "retail_price", MsgPriceTooHigh},
		{CheckQuantity("items", MaxQuantity+1), "items", MsgQuantityTooHigh},
		{CheckStock("delta", -MaxStock), "", ""},
		{CheckStock("delta", -MaxStock-1), "delta", MsgStockTooHigh},
		{CheckStock("stock", math.MaxInt64), "stock", MsgStockTooHigh},
		{CheckAmount("paid_amount", MaxAmount+1), "paid_amount", MsgAmountTooHigh},
	} {
		if c.msg == "" {
			if c.err != nil {
				t.Errorf("a value at the bound is refused: %v", c.err)
			}
			continue
		}
		de, ok := AsError(c.err)
		if !ok || de.Kind != KindValidation || de.Message != c.msg || len(de.Fields) != 1 || de.Fields[0].Field != c.field {
			t.Errorf("want %s refused with %q, got %v", c.field, c.msg, c.err)
		}
	}
}

func TestSumsGrowPastInt64(t *testing.T) {
	var s Sum
	for _, src := range []any{int64(math.MaxInt64), []byte("9223372036854775807"), "9223372036854775807.000", float64(4)} {
		var v Sum
		if err := v.Scan(src); err != nil {
			t.Fatalf("scan %v: %v", src, err)
		}
		s = s.Plus(v)
	}
	if s.String() != "27670116110564327425" {
		t.Fatalf("3 × (2^63−1) + 4 = %s", s)
	}
	if d := s.Minus(SumOf(math.MaxInt64)).String(); d != "18446744073709551618" {
		t.Fatalf("minus = %s", d)
	}
	b, _ := json.Marshal(struct{ Total Sum }{s})
	if string(b) != `{"Total":27670116110564327425}` {
		t.Fatalf("json %s", b)
	}
	var back struct{ Total Sum }
	if err := json.Unmarshal(b, &back); err != nil || back.Total.String() != s.String() {
		t.Fatalf("json back %s %v", back.Total, err)
	}
	var nothing Sum
	if err := nothing.Scan(nil); err != nil || nothing.String() != "0" || nothing.Scan(math.NaN()) == nil {
		t.Fatalf("empty sum %s %v", nothing, err)
	}
}
