package core

import (
	"fmt"
	"testing"
)

func TestTheDrawerAddsUp(t *testing.T) {
	n := SumOf
	inCash := func(kind string, id, amount, change int64) Payment {
		return Payment{DocumentKind: kind, DocumentID: id, Method: MethodCash, Amount: amount, Change: change}
	}
	byQRIS := func(kind string, id, amount int64) Payment {
		return Payment{DocumentKind: kind, DocumentID: id, Method: MethodQRIS, Amount: amount}
	}
	in := func(amount int64) CashMove { return CashMove{Direction: CashIn, Amount: amount} }
	out := func(amount int64) CashMove { return CashMove{Direction: CashOut, Amount: amount} }
	cases := []struct {
		name     string
		opening  int64
		payments []Payment
		moves    []CashMove
		want     DrawerSummary
		expected int64
	}{
		{name: "an empty shift keeps its opening cash", opening: 300_000, expected: 300_000},
		{name: "a cash sale keeps what was handed over less the change", opening: 100_000,
			payments: []Payment{inCash(DocumentSale, 1, 2_000_000, 400_000)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, n(1_600_000)}}, CashTaken: n(1_600_000), Documents: 1},
			expected: 1_700_000},
		{name: "QRIS goes to the bank, not the drawer",
			payments: []Payment{byQRIS(DocumentSale, 1, 600_000), inCash(DocumentSale, 1, 1_050_000, 50_000)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, n(1_000_000)}, {MethodQRIS, n(600_000)}}, CashTaken: n(1_000_000), Documents: 1},
			expected: 1_000_000},
		{name: "cash in and out move the drawer", opening: 500_000,
			moves:    []CashMove{in(100_000), out(50_000), out(20_000)},
			want:     DrawerSummary{CashIn: n(100_000), CashOut: n(70_000)},
			expected: 530_000},
		{name: "a cash refund leaves the drawer, a QRIS refund does not", opening: 200_000,
			payments: []Payment{inCash(DocumentSale, 1, 500_000, 0), inCash(DocumentReturn, 7, -50_000, 0), byQRIS(DocumentSaleVoid, 2, -80_000)},
			want: DrawerSummary{PerMethod: []MethodTotal{{MethodCash, n(450_000)}, {MethodQRIS, n(-80_000)}}, CashTaken: n(500_000),
				Refunds: n(130_000), CashRefund: n(50_000), Voids: 1, Documents: 1},
			expected: 650_000},
		{name: "a repair bill processed again reverses its first payment, which is no refund",
			payments: []Payment{inCash(DocumentService, 3, 300_000, 0), {DocumentKind: DocumentService, DocumentID: 3, Method: MethodCash, Amount: -300_000, Replaced: true},
				inCash(DocumentService, 3, 350_000, 0)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, n(350_000)}}, CashTaken: n(350_000), Documents: 1},
			expected: 350_000},
		{name: "instalment payments and sales are counted once each",
			payments: []Payment{inCash(DocumentInstallment, 4, 100_000, 0), inCash(DocumentSale, 4, 100_000, 0), inCash(DocumentSale, 4, 10_000, 0)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, n(210_000)}}, CashTaken: n(210_000), Documents: 2},
			expected: 210_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Summarize(c.payments, c.moves)
			if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", c.want) {
				t.Fatalf("summary %+v, want %+v", got, c.want)
			}
			if expected := (Shift{OpeningCash: c.opening}).Expected(got); expected.Cmp(n(c.expected)) != 0 {
				t.Fatalf("expected cash %s, want %d", expected, c.expected)
			}
		})
	}
}

// Documents within the bounds may fill a drawer past 2^63: it adds up exactly. Cash the
// cashier puts in may not take it past the bound of a document.
func TestADrawerPastInt64AddsUp(t *testing.T) {
	full := Payment{DocumentKind: DocumentSale, Method: MethodCash, Amount: MaxAmount}
	var payments []Payment
	for id := range int64(10) {
		full.DocumentID = id
		payments = append(payments, full)
	}
	d := Summarize(payments, []CashMove{{Direction: CashOut, Amount: MaxAmount}})
	expected := Shift{OpeningCash: MaxAmount}.Expected(d)
	if d.CashTaken.String() != "10000000000000000000" || expected.String() != "10000000000000000000" || d.Documents != 10 {
		t.Fatalf("ten full sales: %+v, expected %s", d, expected)
	}
	for _, c := range []struct {
		expected, amount int64
		refused          bool
	}{{0, MaxAmount, false}, {MaxAmount - 1, 1, false}, {MaxAmount, 1, true}, {0, MaxAmount + 1, true}} {
		if err := CheckCashIn(SumOf(c.expected), c.amount); (err != nil) != c.refused {
			t.Errorf("cash in %d onto %d: %v, refused %v", c.amount, c.expected, err, c.refused)
		}
	}
	if err := CheckCashIn(expected, 1); err == nil || err.Error() != MsgDrawerFull {
		t.Fatalf("cash in onto a drawer past the bound: %v", err)
	}
}
