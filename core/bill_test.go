package core

import "testing"

func cash(amount int64) Tendered { return Tendered{Method: MethodCash, Amount: amount} }

func qris(amount int64, ref string) Tendered {
	return Tendered{Method: MethodQRIS, Amount: amount, Reference: ref}
}

// phone is a bill of one phone at Rp 1.500.000 and two cases at Rp 50.000.
var phone = []BillLine{{Quantity: 1, Price: 1_500_000}, {Quantity: 2, Price: 50_000}}

func TestBillFollowsTheShopsRules(t *testing.T) {
	every := PaymentMethods
	for _, c := range []struct {
		rule string
		bill Bill
		want Settlement
		// refused is the message the cashier reads; empty when the bill settles.
		refused string
	}{
		{rule: "cash for the exact total leaves nothing",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(1_600_000)}, Accepted: every},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_600_000}},
		{rule: "more cash than the total gives change",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(2_000_000)}, Accepted: every},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 2_000_000, Change: 400_000}},
		{rule: "the discount comes off the subtotal",
			bill: Bill{Lines: phone, Discount: 100_000, Payments: []Tendered{cash(1_500_000)}, Accepted: every},
			want: Settlement{Subtotal: 1_600_000, Total: 1_500_000, Paid: 1_500_000}},
		{rule: "a discount above the subtotal is refused",
			bill: Bill{Lines: phone, Discount: 1_600_001, Accepted: every}, refused: MsgBadDiscount},
		{rule: "a negative discount is refused",
			bill: Bill{Lines: phone, Discount: -1, Payments: []Tendered{cash(2_000_000)}, Accepted: every}, refused: MsgBadDiscount},
		{rule: "Rp 1.000.000 cash and the rest by QRIS settle the bill",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(1_000_000), qris(600_000, "QR-881")}, Accepted: every},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_600_000}},
		{rule: "in a split payment the change comes from the cash only",
			bill: Bill{Lines: phone, Payments: []Tendered{qris(600_000, ""), cash(1_100_000)}, Accepted: every},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_700_000, Change: 100_000}},
		{rule: "QRIS above the total is refused: it cannot give change",
			bill: Bill{Lines: phone, Payments: []Tendered{qris(1_700_000, "")}, Accepted: every}, refused: MsgNonCashOver},
		{rule: "transfer and QRIS together above the total are refused",
			bill:    Bill{Lines: phone, Payments: []Tendered{qris(1_000_000, ""), {Method: MethodTransfer, Amount: 700_000}, cash(50_000)}, Accepted: every},
			refused: MsgNonCashOver},
		{rule: "paying less than the total is refused when the bill is not on credit",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(1_000_000)}, Accepted: every, Customer: true}, refused: MsgCashShort},
		{rule: "on credit, what remains needs a customer",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(1_000_000)}, Accepted: every, OnCredit: true}, refused: MsgNeedCustomer},
		{rule: "on credit with a customer, what remains becomes an instalment",
			bill: Bill{Lines: phone, Payments: []Tendered{{Method: MethodDebit, Amount: 1_000_000}}, Accepted: every, OnCredit: true, Customer: true},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_000_000, Remaining: 600_000}},
		{rule: "on credit with nothing paid, everything remains",
			bill: Bill{Lines: phone, Accepted: every, OnCredit: true, Customer: true},
			want: Settlement{Subtotal: 1_600_000, Total: 1_600_000, Remaining: 1_600_000}},
		{rule: "a method the shop has not turned on is refused",
			bill: Bill{Lines: phone, Payments: []Tendered{qris(1_600_000, "")}, Accepted: []PaymentMethod{MethodCash}}, refused: MsgMethodNotAccepted},
		{rule: "an unknown method is refused",
			bill: Bill{Lines: phone, Payments: []Tendered{{Method: "cicilan", Amount: 1_600_000}}, Accepted: every}, refused: MsgUnknownMethod},
		{rule: "a payment of Rp 0 is refused",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(1_600_000), qris(0, "")}, Accepted: every}, refused: MsgBadPaymentAmount},
		{rule: "a payment above the bounds is refused",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(MaxAmount + 1)}, Accepted: every}, refused: MsgAmountTooHigh},
		{rule: "payments that add up past the bounds are refused",
			bill: Bill{Lines: phone, Payments: []Tendered{cash(MaxAmount), cash(MaxAmount)}, Accepted: every}, refused: MsgTotalTooHigh},
		{rule: "a total past the bounds is refused",
			bill: Bill{Lines: []BillLine{{Quantity: MaxQuantity, Price: MaxPrice}, {Quantity: 1, Price: 1}}, Accepted: every}, refused: MsgTotalTooHigh},
		{rule: "an instalment payment may be split between cash and e-wallet",
			bill: Bill{Lines: []BillLine{{Quantity: 1, Price: 300_000}}, Payments: []Tendered{cash(100_000), {Method: MethodEWallet, Amount: 50_000}}, Accepted: every, OnCredit: true, Customer: true, UpToTotal: true},
			want: Settlement{Subtotal: 300_000, Total: 300_000, Paid: 150_000, Remaining: 150_000}},
		{rule: "an instalment payment above what remains is refused, even in cash",
			bill:    Bill{Lines: []BillLine{{Quantity: 1, Price: 300_000}}, Payments: []Tendered{cash(300_001)}, Accepted: every, OnCredit: true, Customer: true, UpToTotal: true},
			refused: MsgOverpaid},
		{rule: "a repair's fee and parts add up like any lines",
			bill: Bill{Lines: []BillLine{{Quantity: 1, Price: 150_000}, {Quantity: 1, Price: 350_000}}, Payments: []Tendered{{Method: MethodEWallet, Amount: 500_000, Reference: "DANA-77"}}, Accepted: every},
			want: Settlement{Subtotal: 500_000, Total: 500_000, Paid: 500_000}},
	} {
		t.Run(c.rule, func(t *testing.T) {
			got, err := c.bill.Settle()
			if c.refused != "" {
				if e, ok := AsError(err); !ok || e.Message != c.refused {
					t.Fatalf("want refused with %q, got %v", c.refused, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Subtotal != c.want.Subtotal || got.Total != c.want.Total || got.Paid != c.want.Paid ||
				got.Change != c.want.Change || got.Remaining != c.want.Remaining {
				t.Fatalf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

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
