package core

import "time"

// Shift is one cashier's turn at the cash drawer: it opens with the cash in the drawer (modal
// awal), every payment the cashier takes while it is open belongs to it, and it closes with
// the drawer counted against what should be in it.
type Shift struct {
	ID        int64  `bun:"id,pk,autoincrement"`
	KasirID   *int64 `bun:"kasir_id"`
	KasirName string `bun:"kasir_name_cache,notnull"`
	// OutletID is the outlet whose drawer it is.
	OutletID     int64      `bun:"outlet_id,notnull"`
	OpeningCash  int64      `bun:"opening_cash,notnull"`
	OpenedAt     time.Time  `bun:"opened_at,notnull"`
	ClosedAt     *time.Time `bun:"closed_at"`
	ClosedByName *string    `bun:"closed_by_name"`
	ExpectedCash *int64     `bun:"expected_cash"`
	CountedCash  *int64     `bun:"counted_cash"`
	CloseNote    *string    `bun:"close_note"`
}

// IsOpen tells whether the shift still takes money.
func (s Shift) IsOpen() bool { return s.ClosedAt == nil }

// CashDirection says whether a cash movement put money into the drawer or took it out.
type CashDirection string

// The two directions of a cash movement.
const (
	CashIn  CashDirection = "in"
	CashOut CashDirection = "out"
)

// Known tells whether d is in or out.
func (d CashDirection) Known() bool { return d == CashIn || d == CashOut }

// CashMove is cash put into or taken out of the drawer for something other than a document:
// change from the owner, buying stock, a bank deposit.
type CashMove struct {
	ID        int64         `bun:"id,pk,autoincrement"`
	ShiftID   int64         `bun:"shift_id,notnull"`
	Direction CashDirection `bun:"direction,notnull"`
	Amount    int64         `bun:"amount,notnull"`
	Reason    string        `bun:"reason,notnull"`
	UserName  *string       `bun:"user_name_cache"`
	CreatedAt time.Time     `bun:"created_at,notnull"`
}

// DrawerOpening is the cash drawer opened without a sale (Buka Laci), in the cashier's shift,
// by whom and why: no money moves, the Admin sees it in the shift report.
type DrawerOpening struct {
	ID        int64     `bun:"id,pk,autoincrement"`
	ShiftID   int64     `bun:"shift_id,notnull"`
	Reason    string    `bun:"reason,notnull"`
	UserName  *string   `bun:"user_name_cache"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

// MethodTotal is what one payment method brought in during a shift: Amount is what the drawer
// (or the bank) kept, refunds already taken off.
type MethodTotal struct {
	Method PaymentMethod `json:"method"`
	Amount Sum           `json:"amount"`
}

// DrawerSummary is the money of a shift, as the Z report prints it. Its figures add up many
// documents, each within the bounds, so they are Sums: a shift always reads, however much it
// took.
type DrawerSummary struct {
	PerMethod  []MethodTotal
	CashTaken  Sum // cash kept from documents: handed over less change, refunds not included
	CashIn     Sum
	CashOut    Sum
	Refunds    Sum   // money paid back, every method
	CashRefund Sum   // of which in cash
	Voids      int64 // refunds of voided documents paid from this shift
	Documents  int64 // documents that took money in this shift
}

// Expected is the cash that should be in the drawer: the opening cash, plus the cash kept from
// documents, plus cash put in, less cash taken out and cash paid back.
func (s Shift) Expected(d DrawerSummary) Sum {
	return SumOf(s.OpeningCash).Plus(d.CashTaken).Plus(d.CashIn).Minus(d.CashOut).Minus(d.CashRefund)
}

// CheckCashIn refuses putting amount into a drawer that should hold expected when it would
// then hold more than MaxAmount: cash the cashier puts in is bounded like a document's. A
// document's payment is never refused for it; the drawer's figures are Sums and add up.
func CheckCashIn(expected Sum, amount int64) error {
	if expected.Plus(SumOf(amount)).Cmp(SumOf(MaxAmount)) > 0 {
		return InvalidField("amount", MsgDrawerFull)
	}
	return nil
}

// Summarize adds up a shift's payments and cash movements.
func Summarize(payments []Payment, moves []CashMove) DrawerSummary {
	var d DrawerSummary
	perMethod := map[PaymentMethod]Sum{}
	documents := map[[2]any]bool{}
	for _, p := range payments {
		kept := p.Kept()
		perMethod[p.Method] = perMethod[p.Method].Plus(SumOf(kept))
		if kept >= 0 || p.Replaced { // a repair bill's earlier payments, reversed, are not refunds
			if kept >= 0 {
				documents[[2]any{p.DocumentKind, p.DocumentID}] = true
			}
			if p.Method == MethodCash {
				d.CashTaken = d.CashTaken.Plus(SumOf(kept))
			}
			continue
		}
		d.Refunds = d.Refunds.Plus(SumOf(-kept))
		if p.Method == MethodCash {
			d.CashRefund = d.CashRefund.Plus(SumOf(-kept))
		}
		if p.DocumentKind == DocumentSaleVoid || p.DocumentKind == DocumentServiceVoid {
			d.Voids++
		}
	}
	for _, m := range moves {
		if m.Direction == CashIn {
			d.CashIn = d.CashIn.Plus(SumOf(m.Amount))
		} else {
			d.CashOut = d.CashOut.Plus(SumOf(m.Amount))
		}
	}
	for _, m := range PaymentMethods {
		if v, ok := perMethod[m]; ok {
			d.PerMethod = append(d.PerMethod, MethodTotal{Method: m, Amount: v})
		}
	}
	d.Documents = int64(len(documents))
	return d
}

// SettingShiftRequired is the setting that makes a cashier open a shift before taking money;
// off (the default), a shift opens by itself with the first payment.
const SettingShiftRequired = "shiftRequired"

// SettingBlindClose is the setting that has cashiers close their shifts blind: until a shift is
// closed, its cashier is not shown the cash that should be in the drawer, nor any figure it
// follows from; the Admin sees everything.
const SettingBlindClose = "blindClose"
