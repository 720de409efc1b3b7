package core

import (
	"reflect"
	"testing"
)

func TestTheDrawerAddsUp(t *testing.T) {
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
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, 1_600_000}}, CashTaken: 1_600_000, Documents: 1},
			expected: 1_700_000},
		{name: "QRIS goes to the bank, not the drawer",
			payments: []Payment{byQRIS(DocumentSale, 1, 600_000), inCash(DocumentSale, 1, 1_050_000, 50_000)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, 1_000_000}, {MethodQRIS, 600_000}}, CashTaken: 1_000_000, Documents: 1},
			expected: 1_000_000},
		{name: "cash in and out move the drawer", opening: 500_000,
			moves:    []CashMove{in(100_000), out(50_000), out(20_000)},
			want:     DrawerSummary{CashIn: 100_000, CashOut: 70_000},
			expected: 530_000},
		{name: "a cash refund leaves the drawer, a QRIS refund does not", opening: 200_000,
			payments: []Payment{inCash(DocumentSale, 1, 500_000, 0), inCash(DocumentReturn, 7, -50_000, 0), byQRIS(DocumentSaleVoid, 2, -80_000)},
			want: DrawerSummary{PerMethod: []MethodTotal{{MethodCash, 450_000}, {MethodQRIS, -80_000}}, CashTaken: 500_000,
				Refunds: 130_000, CashRefund: 50_000, Voids: 1, Documents: 1},
			expected: 650_000},
		{name: "a repair bill processed again reverses its first payment, which is no refund",
			payments: []Payment{inCash(DocumentService, 3, 300_000, 0), {DocumentKind: DocumentService, DocumentID: 3, Method: MethodCash, Amount: -300_000, Replaced: true},
				inCash(DocumentService, 3, 350_000, 0)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, 350_000}}, CashTaken: 350_000, Documents: 1},
			expected: 350_000},
		{name: "instalment payments and sales are counted once each",
			payments: []Payment{inCash(DocumentInstallment, 4, 100_000, 0), inCash(DocumentSale, 4, 100_000, 0), inCash(DocumentSale, 4, 10_000, 0)},
			want:     DrawerSummary{PerMethod: []MethodTotal{{MethodCash, 210_000}}, CashTaken: 210_000, Documents: 2},
			expected: 210_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Summarize(c.payments, c.moves)
			if err != nil || !reflect.DeepEqual(got, c.want) {
				t.Fatalf("summary %+v (%v), want %+v", got, err, c.want)
			}
			expected, err := Shift{OpeningCash: c.opening}.Expected(got)
			if err != nil || expected != c.expected {
				t.Fatalf("expected cash %d (%v), want %d", expected, err, c.expected)
			}
		})
	}
}

func TestADrawerBeyondTheBoundsIsRefused(t *testing.T) {
	if _, err := Summarize([]Payment{{Method: MethodCash, Amount: 1 << 62}, {Method: MethodCash, Amount: 1 << 62}}, nil); err == nil {
		t.Fatal("a drawer past the bounds was added up")
	}
}
