package core

import "testing"

// A sale of one phone at Rp 1.500.000 and two cases at Rp 50.000 with Rp 100.000 off: goods
// taken back carry their share of the discount, and everything taken back, however it is
// split, gives back exactly the total.
func TestGoodsTakenBackCarryTheirShareOfTheDiscount(t *testing.T) {
	sale := Proration{Subtotal: 1_600_000, Total: 1_500_000}
	phoneLine, caseLine := BillLine{Quantity: 1, Price: 1_500_000}, BillLine{Quantity: 1, Price: 50_000}
	for _, c := range []struct {
		name          string
		earlier, now  []BillLine
		want          int64
		beyondTheSale bool
	}{
		{name: "the phone alone", now: []BillLine{phoneLine}, want: 1_406_250},
		{name: "one case", now: []BillLine{caseLine}, want: 46_875},
		{name: "everything at once", now: []BillLine{phoneLine, caseLine, caseLine}, want: 1_500_000},
		{name: "the last case after the rest", earlier: []BillLine{phoneLine, caseLine}, now: []BillLine{caseLine}, want: 1_500_000 - 1_406_250 - 46_875},
		{name: "more than was sold", earlier: []BillLine{phoneLine, caseLine, caseLine}, now: []BillLine{caseLine}, beyondTheSale: true},
	} {
		got, ok := sale.TakeBack(c.earlier, c.now)
		if ok == c.beyondTheSale || got != c.want {
			t.Errorf("%s: worth %d, ok %v; want %d", c.name, got, ok, c.want)
		}
	}

	// A third of a Rp 10 sale sold for Rp 9, taken back one by one: 3 + 3 + 3, never 3 + 3 + 4.
	thirds := Proration{Subtotal: 10, Total: 9}
	var back int64
	for i := range 10 {
		worth, ok := thirds.TakeBack([]BillLine{{Quantity: int64(i), Price: 1}}, []BillLine{{Quantity: 1, Price: 1}})
		if !ok || worth < 0 || worth > 1 {
			t.Fatalf("unit %d: worth %d, ok %v", i, worth, ok)
		}
		back += worth
	}
	if back != 9 {
		t.Fatalf("ten units taken back one by one gave back %d, want the total 9", back)
	}
}

// A bill at the bounds shares its discount exactly: price × total passes int64, the share
// does not.
func TestProrationAtTheBounds(t *testing.T) {
	sale := Proration{Subtotal: MaxAmount, Total: MaxAmount - 1}
	half := []BillLine{{Quantity: MaxQuantity / 2, Price: MaxPrice}}
	first, ok := sale.TakeBack(nil, half)
	if !ok || first != MaxAmount/2-1 {
		t.Fatalf("the first half is worth %d (ok %v), want %d", first, ok, MaxAmount/2-1)
	}
	second, ok := sale.TakeBack(half, half)
	if !ok || first+second != sale.Total {
		t.Fatalf("both halves give back %d (ok %v), want the total %d", first+second, ok, sale.Total)
	}
	if _, ok := (Proration{Subtotal: 10, Total: 11}).TakeBack(nil, []BillLine{{Quantity: 1, Price: 10}}); ok {
		t.Fatal("a total above its subtotal was shared")
	}
}
