package core

import "testing"

func cash(amount int64) Tendered { return Tendered{Method: MethodCash, Amount: amount} }

func qris(amount int64, ref string) Tendered {
	return Tendered{Method: MethodQRIS, Amount: amount, Reference: ref}
}

// phone is a bill of one phone at Rp 1.500.000 and two cases at Rp 50.000.
var phone = []BillLine{{Quantity: 1, Price: 1_500_000}, {Quantity: 2, Price: 50_000}}

func TestBillRecordsCashAsOneRowWithTheChange(t *testing.T) {
	s, err := Bill{Lines: phone, Accepted: PaymentMethods,
		Payments: []Tendered{cash(500_000), qris(600_000, " QR-881 "), cash(600_000)}}.Settle()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Payments) != 2 {
		t.Fatalf("want the cash and the QRIS, got %+v", s.Payments)
	}
	c, q := s.Payments[0], s.Payments[1]
	if c.Method != MethodCash || c.Amount != 1_100_000 || c.Change != 100_000 {
		t.Errorf("cash row: %+v", c)
	}
	if q.Method != MethodQRIS || q.Amount != 600_000 || q.Change != 0 || q.Reference == nil || *q.Reference != "QR-881" {
		t.Errorf("QRIS row: %+v", q)
	}
	if s.Method() != PayCash {
		t.Errorf("payment_method = %s, want tunai", s.Method())
	}
}

func TestBillWithARemainderIsCicilan(t *testing.T) {
	s, err := Bill{Lines: phone, Accepted: PaymentMethods, OnCredit: true, Customer: true}.Settle()
	if err != nil {
		t.Fatal(err)
	}
	if s.Method() != PayInstallment || len(s.Payments) != 0 {
		t.Fatalf("got %s with %+v", s.Method(), s.Payments)
	}
}

func TestLinesMergeOnce(t *testing.T) {
	rules := LineRules{Field: "items", Max: 3, Empty: "kosong", TooMany: "banyak", BadQuantity: "jumlah", BadProduct: "produk"}
	got, err := rules.Merge([]Line{{ProductID: 1, Quantity: 2}, {ProductID: 2, Quantity: 1}, {ProductID: 1, Quantity: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ProductID != 1 || got[0].Quantity != 5 || got[1].ProductID != 2 || got[1].Quantity != 1 {
		t.Fatalf("got %+v", got)
	}
	for _, c := range []struct {
		lines []Line
		want  string
	}{
		{nil, "kosong"},
		{[]Line{{ProductID: 1, Quantity: 1}, {ProductID: 2, Quantity: 1}, {ProductID: 3, Quantity: 1}, {ProductID: 4, Quantity: 1}}, "banyak"},
		{[]Line{{ProductID: 1, Quantity: 0}}, "jumlah"},
		{[]Line{{ProductID: 0, Quantity: 1}}, "produk"},
		{[]Line{{ProductID: 1, Quantity: MaxQuantity}, {ProductID: 1, Quantity: 1}}, MsgQuantityTooHigh},
	} {
		if _, err := rules.Merge(c.lines); err == nil || err.Error() != c.want {
			t.Errorf("%+v: got %v, want %q", c.lines, err, c.want)
		}
	}
	units, err := rules.Merge([]Line{{ProductID: 1, UnitIDs: []int64{7, 8}}, {ProductID: 1, UnitIDs: []int64{9}}})
	if err != nil || len(units) != 1 || units[0].Quantity != 3 || len(units[0].UnitIDs) != 3 {
		t.Errorf("units scanned one by one make one line of three: %+v %v", units, err)
	}
	if got, err := (LineRules{Field: "parts", Max: 3, BadQuantity: "jumlah"}).Merge(nil); err != nil || len(got) != 0 {
		t.Errorf("a repair without parts: %v %v", got, err)
	}
}
