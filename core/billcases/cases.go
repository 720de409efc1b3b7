// Package billcases is the table of the shop's bill rules (core.Bill): core's test settles
// every case, and cmd/uitexts writes them for the UIs' tests, so that a cashier's preview
// follows the same rules as the server.
package billcases

import "github.com/konterhp/konter/core"

// Case is one rule of the bill: a bill, and what it settles to or the message that refuses it.
type Case struct {
	Rule string
	Bill core.Bill
	Want core.Settlement
	// Refused is the message the cashier reads; empty when the bill settles.
	Refused string
}

func cash(amount int64) core.Tendered { return core.Tendered{Method: core.MethodCash, Amount: amount} }

func qris(amount int64, ref string) core.Tendered {
	return core.Tendered{Method: core.MethodQRIS, Amount: amount, Reference: ref}
}

// every method is accepted; phone is a bill of one phone at Rp 1.500.000 and two cases at
// Rp 50.000.
var (
	every = core.PaymentMethods
	phone = []core.BillLine{{Quantity: 1, Price: 1_500_000}, {Quantity: 2, Price: 50_000}}
)

// Cases are the bill's rules, one case each.
var Cases = []Case{
	{Rule: "cash for the exact total leaves nothing",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(1_600_000)}, Accepted: every},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_600_000}},
	{Rule: "more cash than the total gives change",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(2_000_000)}, Accepted: every},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 2_000_000, Change: 400_000}},
	{Rule: "the discount comes off the subtotal",
		Bill: core.Bill{Lines: phone, Discount: 100_000, Payments: []core.Tendered{cash(1_500_000)}, Accepted: every},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_500_000, Paid: 1_500_000}},
	{Rule: "a discount above the subtotal is refused",
		Bill: core.Bill{Lines: phone, Discount: 1_600_001, Accepted: every}, Refused: core.MsgBadDiscount},
	{Rule: "a negative discount is refused",
		Bill: core.Bill{Lines: phone, Discount: -1, Payments: []core.Tendered{cash(2_000_000)}, Accepted: every}, Refused: core.MsgBadDiscount},
	{Rule: "Rp 1.000.000 cash and the rest by QRIS settle the bill",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(1_000_000), qris(600_000, "QR-881")}, Accepted: every},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_600_000}},
	{Rule: "in a split payment the change comes from the cash only",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{qris(600_000, ""), cash(1_100_000)}, Accepted: every},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_700_000, Change: 100_000}},
	{Rule: "QRIS above the total is refused: it cannot give change",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{qris(1_700_000, "")}, Accepted: every}, Refused: core.MsgNonCashOver},
	{Rule: "transfer and QRIS together above the total are refused",
		Bill:    core.Bill{Lines: phone, Payments: []core.Tendered{qris(1_000_000, ""), {Method: core.MethodTransfer, Amount: 700_000}, cash(50_000)}, Accepted: every},
		Refused: core.MsgNonCashOver},
	{Rule: "paying less than the total is refused when the bill is not on credit",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(1_000_000)}, Accepted: every, Customer: true}, Refused: core.MsgCashShort},
	{Rule: "on credit, what remains needs a customer",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(1_000_000)}, Accepted: every, OnCredit: true}, Refused: core.MsgNeedCustomer},
	{Rule: "on credit with a customer, what remains becomes an instalment",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{{Method: core.MethodDebit, Amount: 1_000_000}}, Accepted: every, OnCredit: true, Customer: true},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Paid: 1_000_000, Remaining: 600_000}},
	{Rule: "on credit with nothing paid, everything remains",
		Bill: core.Bill{Lines: phone, Accepted: every, OnCredit: true, Customer: true},
		Want: core.Settlement{Subtotal: 1_600_000, Total: 1_600_000, Remaining: 1_600_000}},
	{Rule: "a method the shop has not turned on is refused",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{qris(1_600_000, "")}, Accepted: []core.PaymentMethod{core.MethodCash}}, Refused: core.MsgMethodNotAccepted},
	{Rule: "an unknown method is refused",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{{Method: "cicilan", Amount: 1_600_000}}, Accepted: every}, Refused: core.MsgUnknownMethod},
	{Rule: "a payment of Rp 0 is refused",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(1_600_000), qris(0, "")}, Accepted: every}, Refused: core.MsgBadPaymentAmount},
	{Rule: "a payment above the bounds is refused",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(core.MaxAmount + 1)}, Accepted: every}, Refused: core.MsgAmountTooHigh},
	{Rule: "payments that add up past the bounds are refused",
		Bill: core.Bill{Lines: phone, Payments: []core.Tendered{cash(core.MaxAmount), cash(core.MaxAmount)}, Accepted: every}, Refused: core.MsgTotalTooHigh},
	{Rule: "a total past the bounds is refused",
		Bill: core.Bill{Lines: []core.BillLine{{Quantity: core.MaxQuantity, Price: core.MaxPrice}, {Quantity: 1, Price: 1}}, Accepted: every}, Refused: core.MsgTotalTooHigh},
	{Rule: "an instalment payment may be split between cash and e-wallet",
		Bill: core.Bill{Lines: []core.BillLine{{Quantity: 1, Price: 300_000}}, Payments: []core.Tendered{cash(100_000), {Method: core.MethodEWallet, Amount: 50_000}}, Accepted: every, OnCredit: true, Customer: true, UpToTotal: true},
		Want: core.Settlement{Subtotal: 300_000, Total: 300_000, Paid: 150_000, Remaining: 150_000}},
	{Rule: "an instalment payment above what remains is refused, even in cash",
		Bill:    core.Bill{Lines: []core.BillLine{{Quantity: 1, Price: 300_000}}, Payments: []core.Tendered{cash(300_001)}, Accepted: every, OnCredit: true, Customer: true, UpToTotal: true},
		Refused: core.MsgOverpaid},
	{Rule: "a repair's fee and parts add up like any lines",
		Bill: core.Bill{Lines: []core.BillLine{{Quantity: 1, Price: 150_000}, {Quantity: 1, Price: 350_000}}, Payments: []core.Tendered{{Method: core.MethodEWallet, Amount: 500_000, Reference: "DANA-77"}}, Accepted: every},
		Want: core.Settlement{Subtotal: 500_000, Total: 500_000, Paid: 500_000}},
}
