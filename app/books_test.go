package app_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/shop"
)

// The reports add up in SQL what core defines on the documents. A counter fills the books with
// random documents through the real use cases over a few shop days — sales split between
// methods with change, sales on credit, debts entered by hand, instalment payments, repair
// bills with parts (some billed again), returns partial and full refunded by every method or
// kept as exchange credit and spent, voids, members' orders paid at the cashier or cancelled,
// cash moved in and out of drawers, shifts closed — and every figure of the day's, the sales
// and the service reports (their money by method, instalment payments apart, and each row of
// their workbooks), the dashboard and the drawers must be core's definition worked out in Go
// from the documents. The shop has two outlets, a cashier at each: every report of one outlet
// is the report of every outlet with that outlet's documents alone, and the outlets' reports
// add up to the shop's. KONTER_TEST_SEED replays a run.
func TestReportsAddUpTheBooks(t *testing.T) {
	seed := booksSeed(t)
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		c := openCounter(t, env, seed, 2)
		c.work(t, 120)
		checkBooks(t, env, c.books(t))
		checkOutlets(t, env, c.outlets)
	})
}

// work does n things at the counter, minutes apart.
func (c *counter) work(t *testing.T, n int) {
	for range n {
		c.env.Clock.Advance(time.Duration(10+c.rng.IntN(80)) * time.Minute)
		c.next(t)
	}
}

// booksSeed is KONTER_TEST_SEED, or a new seed each run; a failing run prints it.
func booksSeed(t *testing.T) uint64 {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("KONTER_TEST_SEED"); s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("KONTER_TEST_SEED=%q: %v", s, err)
		}
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the books were filled from seed %d: KONTER_TEST_SEED=%d replays them", seed, seed)
		}
	})
	return seed
}

// counter is the shop's staff at work, and what they made.
type counter struct {
	ctx       context.Context
	env       *apptest.Env
	rng       *rand.Rand
	kasirs    []core.Principal
	outlets   []int64 // the first outlet first, where the Admin works and orders are collected
	admin     core.Principal
	member    core.Principal
	goods     []core.Product
	parts     []core.Product
	customers []core.Customer

	sales, returns, entries, credits []int64
	byHand                           []string // the numbers of the debts entered by hand
	orders                           []core.Order
	moves                            map[int64][]core.CashMove
}

// openCounter opens a shop of one or two outlets, stocked at each, with a cashier at each (two
// at a shop of one).
func openCounter(t *testing.T, env *apptest.Env, seed uint64, outlets int) *counter {
	c := &counter{ctx: context.Background(), env: env, rng: rand.New(rand.NewPCG(seed, seed>>32)), moves: map[int64][]core.CashMove{}}
	if _, err := env.Content.SaveSettings(c.ctx, map[string]string{core.SettingPaymentMethods: "qris,transfer,debit,ewallet"}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct {
		name       string
		price, buy int64
	}{{"Redmi Note 13", 2_150_000, 1_800_000}, {"Samsung A15", 2_600_000, 2_250_000}, {"Casing Silikon", 35_000, 12_000},
		{"Charger 33W", 185_000, 110_000}, {"Tempered Glass", 25_000, 6_000}, {"Earphone TWS", 99_000, 52_000}} {
		c.goods = append(c.goods, addStock(t, env, p.name, 5_000, p.price, p.buy))
	}
	for _, p := range []struct {
		name       string
		price, buy int64
	}{{"LCD Redmi Note 13", 650_000, 480_000}, {"Baterai BN5A", 175_000, 95_000}, {"Konektor Charger", 45_000, 15_000}} {
		c.parts = append(c.parts, addStock(t, env, p.name, 5_000, p.price, p.buy))
	}
	for _, name := range []string{"Budi Santoso", "Siti Aminah", "Andi"} {
		cust, err := env.Customers.Add(c.ctx, core.Contact{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		c.customers = append(c.customers, cust)
	}
	c.kasirs = []core.Principal{env.SignedIn(t, core.RoleKasir).Principal(t, env), env.SignedIn(t, core.RoleKasir).Principal(t, env)}
	c.outlets = []int64{env.AtShop.Outlet}
	if outlets == 2 {
		dago := secondOutlet(t, env, "Cabang Dago")
		for _, p := range slices.Concat(c.goods, c.parts) {
			must(env.Catalog.AddStock(c.ctx, p.ID, catalog.StockInput{Delta: 5_000}, dago))(t)
		}
		c.kasirs[1], c.outlets = at(c.kasirs[1], dago), append(c.outlets, dago.Outlet)
	}
	c.admin = env.SignedIn(t, core.RoleAdmin).Principal(t, env)
	c.member = env.SignedIn(t, core.RoleMember).Principal(t, env)
	return c
}

// next does one thing at the counter, chosen at random; what cannot be done yet does nothing.
func (c *counter) next(t *testing.T) {
	t.Helper()
	steps := []struct {
		weight int
		do     func(*testing.T)
	}{
		{22, func(t *testing.T) { c.sell(t, false) }}, {10, func(t *testing.T) { c.sell(t, true) }}, {10, c.payInstalment}, {2, c.oweByHand},
		{14, c.takeIn}, {5, c.billAgain}, {10, c.takeBack}, {4, c.voidSale}, {3, c.voidRepair},
		{6, c.order}, {5, c.payOrder}, {2, c.cancelOrder}, {5, c.moveCash}, {3, c.closeShift},
	}
	total := 0
	for _, s := range steps {
		total += s.weight
	}
	pick := c.rng.IntN(total)
	for _, s := range steps {
		if pick < s.weight {
			s.do(t)
			return
		}
		pick -= s.weight
	}
}

func (c *counter) kasir() core.Principal { return c.kasirs[c.rng.IntN(len(c.kasirs))] }

func (c *counter) customer() core.Customer { return c.customers[c.rng.IntN(len(c.customers))] }

// must is v, or the test fails with err: must(f())(t).
func must[T any](v T, err error) func(*testing.T) T {
	return func(t *testing.T) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// lines picks one to three different products, one to three of each.
func (c *counter) lines(from []core.Product, most int) ([]core.Line, []core.BillLine) {
	var lines []core.Line
	var bill []core.BillLine
	for _, i := range c.rng.Perm(len(from))[:1+c.rng.IntN(most)] {
		q := int64(1 + c.rng.IntN(3))
		lines = append(lines, core.Line{ProductID: from[i].ID, Quantity: q})
		bill = append(bill, core.BillLine{Quantity: q, Price: from[i].RetailPrice})
	}
	return lines, bill
}

// tender is amount handed over: parts of it by other methods, the rest in cash, and with
// change on top when the customer may get some.
func (c *counter) tender(amount int64, change bool) []core.Tendered {
	var out []core.Tendered
	for _, m := range []core.PaymentMethod{core.MethodQRIS, core.MethodTransfer, core.MethodDebit, core.MethodEWallet} {
		if amount > 0 && c.rng.IntN(4) == 0 {
			part := 1 + c.rng.Int64N(amount)
			out = append(out, core.Tendered{Method: m, Amount: part, Reference: fmt.Sprintf("REF-%d", c.rng.IntN(1e6))})
			amount -= part
		}
	}
	if change {
		amount += c.rng.Int64N(4) * 50_000
	}
	if amount > 0 {
		at := c.rng.IntN(len(out) + 1)
		out = append(out[:at], append([]core.Tendered{{Method: core.MethodCash, Amount: amount}}, out[at:]...)...)
	}
	return out
}

// exchange spends, now and then, the credit a return kept for an exchange.
func (c *counter) exchange(t *testing.T, total int64) []core.Tendered {
	if len(c.credits) == 0 || total == 0 || c.rng.IntN(2) == 0 {
		return nil
	}
	ret := must(c.env.Returns.Receipt(c.ctx, c.credits[c.rng.IntN(len(c.credits))]))(t)
	if ret.CreditLeft == 0 {
		return nil
	}
	return []core.Tendered{{Method: core.MethodCredit, Amount: 1 + c.rng.Int64N(min(ret.CreditLeft, total)), Reference: ret.Number}}
}

// sell rings up a sale of the shelf's goods, with a discount now and then: paid in full, or
// on credit with any part of it paid.
func (c *counter) sell(t *testing.T, onCredit bool) {
	lines, bill := c.lines(c.goods, 3)
	subtotal, _ := price(t, core.Bill{Lines: bill})
	in := sales.SaleInput{Lines: lines, PaymentMethod: core.PayCash}
	if c.rng.IntN(3) == 0 {
		in.Discount = c.rng.Int64N(subtotal/10/1_000+1) * 1_000
	}
	_, total := price(t, core.Bill{Lines: bill, Discount: in.Discount})
	switch {
	case onCredit:
		cust := c.customer()
		in.PaymentMethod, in.CustomerID, in.Payments = core.PayInstallment, &cust.ID, c.tender(c.rng.Int64N(total+1), false)
	case c.rng.IntN(5) == 0:
		in.Paid = total + c.rng.Int64N(3)*100_000 // the spec's single amount in cash
	default:
		in.Payments = c.exchange(t, total)
		var credit int64
		for _, p := range in.Payments {
			credit += p.Amount
		}
		in.Payments = append(in.Payments, c.tender(total-credit, true)...)
	}
	c.sales = append(c.sales, must(c.env.Sales.RingUpSale(c.ctx, c.kasir(), in))(t).ID)
}

// price is a bill's subtotal and total, as core prices it.
func price(t *testing.T, bill core.Bill) (subtotal, total int64) {
	t.Helper()
	subtotal, total, err := bill.Price()
	if err != nil {
		t.Fatal(err)
	}
	return subtotal, total
}

// payInstalment pays part or all of an open instalment, split between cash and other methods.
func (c *counter) payInstalment(t *testing.T) {
	open := must(c.env.Credit.List(c.ctx, core.InstallmentFilter{PageRequest: core.PageRequest{PerPage: core.MaxPerPage}}))(t)
	if len(open.Items) == 0 {
		return
	}
	debt := open.Items[c.rng.IntN(len(open.Items))]
	amount := debt.Remaining
	if c.rng.IntN(2) == 0 {
		amount = 1 + c.rng.Int64N(debt.Remaining)
	}
	kasir := c.kasir()
	must(c.env.Credit.ReceivePayment(c.ctx, debt.ID, credit.PaymentInput{Payments: c.tender(amount, false)}, kasir))(t)
}

// oweByHand records a debt no document in Konter made (an instalment entered by hand).
func (c *counter) oweByHand(t *testing.T) {
	cust, kasir := c.customer(), c.kasir()
	debt := must(c.env.Credit.AddManual(c.ctx, credit.ManualInput{CustomerID: &cust.ID, Amount: int64(1+c.rng.IntN(20)) * 50_000, Details: "Utang lama", Outlet: kasir.Outlet}, &kasir.UserID))(t)
	c.byHand = append(c.byHand, debt.Number)
}

// takeIn takes a device in for repair, and mostly bills it at once.
func (c *counter) takeIn(t *testing.T) {
	cust := c.customer()
	entry := must(c.env.Repair.TakeIn(c.ctx, c.kasir(), repair.EntryInput{CustomerID: &cust.ID, Category: "Handphone",
		DeviceType: "Redmi Note 13", DamageType: "LCD pecah", Description: "Layar bergaris"}))(t)
	c.entries = append(c.entries, entry.ID)
	if c.rng.IntN(5) > 0 {
		c.bill(t, entry.ID)
	}
}

// billAgain bills a repair still in progress: its first bill, or a new one in place of the last.
func (c *counter) billAgain(t *testing.T) {
	if len(c.entries) == 0 {
		return
	}
	id := c.entries[c.rng.IntN(len(c.entries))]
	if must(c.env.Repair.EntryReceipt(c.ctx, id))(t).Entry.InProgress() {
		c.bill(t, id)
	}
}

// bill bills a repair: a fee and parts, paid in full or in part, the repair left in progress
// or finished.
func (c *counter) bill(t *testing.T, entryID int64) {
	in := repair.PaymentInput{EntryID: &entryID, Fee: c.rng.Int64N(5) * 25_000,
		Status: []string{core.ServiceInProcess, core.ServiceDone, core.ServiceCollected}[c.rng.IntN(3)]}
	bill := []core.BillLine{{Quantity: 1, Price: in.Fee}}
	if c.rng.IntN(3) > 0 {
		parts, priced := c.lines(c.parts, 2)
		in.Parts, bill = parts, append(bill, priced...)
	}
	if in.Fee == 0 && len(in.Parts) == 0 {
		in.Fee, bill[0].Price = 50_000, 50_000
	}
	_, total := price(t, core.Bill{Lines: bill})
	if c.rng.IntN(3) == 0 {
		in.Payments = c.tender(c.rng.Int64N(total+1), false)
	} else {
		in.Payments = c.tender(total, true)
	}
	_, err := c.env.Repair.ProcessServicePayment(c.ctx, c.kasir(), in)
	// A new bill that the instalment's payments already exceed is refused, and leaves nothing.
	if err != nil && !strings.HasPrefix(err.Error(), strings.SplitN(repair.MsgPaidOnDebt, "%", 2)[0]) {
		t.Fatal(err)
	}
}

// takeBack takes back part of a sale, or all that is left of it, refunded by any method or
// kept as credit for an exchange.
func (c *counter) takeBack(t *testing.T) {
	if len(c.sales) == 0 {
		return
	}
	sale := must(c.env.Sales.Receipt(c.ctx, c.sales[c.rng.IntN(len(c.sales))]))(t)
	if sale.IsVoided() {
		return
	}
	back := map[int64]int64{}
	for _, r := range must(c.env.Returns.OfSale(c.ctx, sale.ID))(t) {
		for _, it := range r.Items {
			back[it.SaleItemID] += it.Quantity
		}
	}
	all := c.rng.IntN(3) == 0
	var lines []returns.ReturnLine
	for _, it := range sale.Items {
		left := it.Quantity - back[it.ID]
		switch {
		case left > 0 && all:
			lines = append(lines, returns.ReturnLine{SaleItemID: it.ID, Quantity: left})
		case left > 0 && (len(lines) == 0 || c.rng.IntN(2) == 0):
			lines = append(lines, returns.ReturnLine{SaleItemID: it.ID, Quantity: 1 + c.rng.Int64N(left)})
		}
	}
	if len(lines) == 0 {
		return
	}
	methods := []string{"", string(core.MethodCash), string(core.MethodQRIS), string(core.MethodTransfer), string(core.MethodEWallet), string(core.MethodCredit)}
	ret := must(c.env.Returns.ReturnSale(c.ctx, c.admin, sale.ID, returns.ReturnInput{Lines: lines, Reason: "Rusak",
		RefundMethod: methods[c.rng.IntN(len(methods))]}))(t)
	c.returns = append(c.returns, ret.ID)
	if core.PaymentMethod(ret.RefundMethod) == core.MethodCredit {
		c.credits = append(c.credits, ret.ID)
	}
}

func (c *counter) voidSale(t *testing.T) {
	if len(c.sales) == 0 {
		return
	}
	id := c.sales[c.rng.IntN(len(c.sales))]
	// A sale whose goods all came back has nothing left to void.
	if sale := must(c.env.Sales.Receipt(c.ctx, id))(t); !sale.IsVoided() && !sale.AllReturned {
		must(c.env.Returns.VoidSale(c.ctx, c.admin, id, "Salah input"))(t)
	}
}

func (c *counter) voidRepair(t *testing.T) {
	if len(c.entries) == 0 {
		return
	}
	id := c.entries[c.rng.IntN(len(c.entries))]
	if r := must(c.env.Repair.EntryReceipt(c.ctx, id))(t); r.Bill != nil && !r.Bill.IsVoided() {
		must(c.env.Returns.VoidServiceBill(c.ctx, c.admin, id, "Salah input"))(t)
	}
}

// order is a member's pickup order from the storefront.
func (c *counter) order(t *testing.T) {
	lines, _ := c.lines(c.goods, 2)
	o, _, err := c.env.Shop.PlaceOrder(c.ctx, c.member, shop.OrderInput{Items: lines})
	c.orders = append(c.orders, must(o, err)(t).Order)
}

// pending is an order still waiting at the counter, if any.
func (c *counter) pending() (int, bool) {
	for _, i := range c.rng.Perm(len(c.orders)) {
		if c.orders[i].Status == core.OrderPending {
			return i, true
		}
	}
	return 0, false
}

// payOrder pays a member's order at the cashier ('Proses di Kasir') of the outlet where it is
// collected.
func (c *counter) payOrder(t *testing.T) {
	i, ok := c.pending()
	if !ok {
		return
	}
	o := c.orders[i]
	sale := must(c.env.Sales.RingUpSale(c.ctx, c.kasirs[0], sales.SaleInput{OrderID: &o.ID, PaymentMethod: core.PayCash,
		Payments: c.tender(o.TotalAmount, true)}))(t)
	c.sales, c.orders[i].Status = append(c.sales, sale.ID), core.OrderProcessed
}

func (c *counter) cancelOrder(t *testing.T) {
	if i, ok := c.pending(); ok {
		c.orders[i] = must(c.env.Shop.SetOrderStatus(c.ctx, c.orders[i].ID, core.OrderCancelled, &c.admin.UserID))(t)
	}
}

// moveCash puts change into a cashier's open drawer or takes cash out of it.
func (c *counter) moveCash(t *testing.T) {
	kasir := c.kasir()
	shift := must(c.env.Shifts.Current(c.ctx, kasir))(t)
	if shift == nil {
		return
	}
	move := core.CashMove{Direction: core.CashIn, Amount: int64(1+c.rng.IntN(10)) * 50_000}
	if c.rng.IntN(2) == 0 {
		in, _ := shift.Expected.Int64()
		if in <= 0 {
			return
		}
		move = core.CashMove{Direction: core.CashOut, Amount: 1 + c.rng.Int64N(in)}
	}
	must(c.env.Shifts.MoveCash(c.ctx, kasir, shift.ID, move.Direction, move.Amount, "Uang kecil"))(t)
	c.moves[shift.ID] = append(c.moves[shift.ID], move)
}

// closeShift closes a cashier's shift with the drawer counted, a little off now and then; the
// next money the cashier takes opens a new one.
func (c *counter) closeShift(t *testing.T) {
	kasir := c.kasir()
	shift := must(c.env.Shifts.Current(c.ctx, kasir))(t)
	if shift == nil {
		return
	}
	counted, _ := shift.Expected.Int64()
	must(c.env.Shifts.Close(c.ctx, kasir, shift.ID, max(counted+c.rng.Int64N(3)*1_000-1_000, 0), ""))(t)
}
