package app_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/ports"
)

// books are the shop's documents as they stand, read back through the use cases, and every
// payment row as stored.
type books struct {
	sales    []core.SalesTransaction
	returns  []core.SaleReturn
	repairs  []repair.Receipt
	debts    map[string]core.Installment // by the number of the sale or repair that opened it
	payments []core.Payment
	// towards names, by an instalment payment's id, the instalment it paid towards.
	towards map[int64]instalmentOf
	orders  []core.Order
	moves   map[int64][]core.CashMove
}

// instalmentOf is an instalment as its payments know it: the number of what opened it, and its type.
type instalmentOf struct {
	PaymentID int64  `bun:"payment_id"`
	Number    string `bun:"number"`
	Type      string `bun:"type"`
}

func (c *counter) books(t *testing.T) books {
	b := books{debts: map[string]core.Installment{}, orders: c.orders, moves: c.moves}
	owes := func(number string) {
		debt, err := c.env.Credit.ByNumber(c.ctx, number)
		if !errors.Is(err, core.ErrNotFound) {
			b.debts[number] = must(debt, err)(t)
		}
	}
	for _, id := range c.sales {
		sale := must(c.env.Sales.Receipt(c.ctx, id))(t)
		b.sales = append(b.sales, sale)
		owes(sale.Number)
	}
	for _, number := range c.byHand {
		owes(number)
	}
	for _, id := range c.returns {
		b.returns = append(b.returns, must(c.env.Returns.Receipt(c.ctx, id))(t))
	}
	for _, id := range c.entries {
		r := must(c.env.Repair.EntryReceipt(c.ctx, id))(t)
		b.repairs = append(b.repairs, r)
		owes(r.Entry.Number())
	}
	if err := c.env.DB.NewSelect().Model(&b.payments).Scan(c.ctx); err != nil {
		t.Fatal(err)
	}
	var towards []instalmentOf
	if err := c.env.DB.NewRaw(`SELECT ip.id AS payment_id, c.transaction_id_display AS number, c.transaction_type AS type
		FROM installment_payments AS ip JOIN installments AS c ON c.id = ip.installment_id`).Scan(c.ctx, &towards); err != nil {
		t.Fatal(err)
	}
	b.towards = map[int64]instalmentOf{}
	for _, i := range towards {
		b.towards[i.PaymentID] = i
	}
	return b
}

// counts tells whether a payment is money of m.
func (b books) counts(m core.Money, pay core.Payment) bool {
	return m.Counts(pay.DocumentKind, b.towards[pay.DocumentID].Type)
}

// paidNow is what the customer has paid towards a document until now: the Kept of its own
// payments, of those towards the instalment it opened, and of its returns' refunds.
func (b books) paidNow(kind string, id int64, number string, returns ...int64) core.Sum {
	var paid core.Sum
	for _, pay := range b.payments {
		own := pay.DocumentKind == kind && pay.DocumentID == id
		towards := pay.DocumentKind == core.DocumentInstallment && b.towards[pay.DocumentID].Number == number
		back := pay.DocumentKind == core.DocumentReturn && slices.Contains(returns, pay.DocumentID)
		if own || towards || back {
			paid = paid.Plus(core.SumOf(pay.Kept()))
		}
	}
	return paid
}

func within(p core.Period, at time.Time) bool { return !at.Before(p.Start) && at.Before(p.End) }

// amount is quantity × price as a figure.
func amount(t *testing.T, quantity, price int64) core.Sum {
	t.Helper()
	return core.SumOf(must(core.Mul(quantity, price))(t))
}

// owed is what is still owed on a sale or a repair bill: its instalment's remaining amount
// once one follows it, else what was left at the till.
func (b books) owed(number string, atTill int64) int64 {
	if debt, ok := b.debts[number]; ok {
		return debt.Remaining
	}
	return atTill
}

// ranked are the period's best sellers: most sold first, then most revenue, then product id.
func ranked(by map[int64]*core.ProductRank, keep func(core.ProductRank) bool) []core.ProductRank {
	out := []core.ProductRank{}
	for _, r := range by {
		if keep(*r) {
			out = append(out, *r)
		}
	}
	slices.SortFunc(out, func(a, b core.ProductRank) int {
		return cmp.Or(b.Quantity.Cmp(a.Quantity), b.Revenue.Cmp(a.Revenue), cmp.Compare(a.ProductID, b.ProductID))
	})
	return out[:min(len(out), 5)]
}

func rank(by map[int64]*core.ProductRank, id int64, name string, quantity int64, revenue core.Sum) {
	r, ok := by[id]
	if !ok {
		r = &core.ProductRank{ProductID: id, Name: name}
		by[id] = r
	}
	r.Quantity, r.Revenue = r.Quantity.Plus(core.SumOf(quantity)), r.Revenue.Plus(revenue)
}

// salesIn is the sales summary of a period and its best sellers: the sales that stand, less
// the goods their returns took back in the period.
func (b books) salesIn(t *testing.T, p core.Period) (core.SalesSummary, []core.ProductRank) {
	var s core.SalesSummary
	top := map[int64]*core.ProductRank{}
	stands := map[int64]bool{}
	for _, sale := range b.sales {
		stands[sale.ID] = !sale.IsVoided()
		if sale.IsVoided() || !within(p, sale.CreatedAt) {
			continue
		}
		s.Count++
		s.Subtotal, s.Discount = s.Subtotal.Plus(core.SumOf(sale.Subtotal)), s.Discount.Plus(core.SumOf(sale.Discount))
		s.Total, s.Remaining = s.Total.Plus(core.SumOf(sale.Total)), s.Remaining.Plus(core.SumOf(b.owed(sale.Number, sale.Remaining)))
		for _, it := range sale.Items {
			s.ItemsSold, s.Cost = s.ItemsSold.Plus(core.SumOf(it.Quantity)), s.Cost.Plus(amount(t, it.Quantity, it.BuyPrice))
			rank(top, it.ProductID, it.ProductName, it.Quantity, amount(t, it.Quantity, it.SalePrice))
		}
	}
	var back core.Returned
	for _, r := range b.returns {
		if !stands[r.SaleID] || !within(p, r.CreatedAt) {
			continue
		}
		back.Value = back.Value.Plus(core.SumOf(r.Value))
		for _, it := range r.Items {
			back.Items, back.Cost = back.Items.Plus(core.SumOf(it.Quantity)), back.Cost.Plus(amount(t, it.Quantity, it.BuyPrice))
			rank(top, it.ProductID, it.ProductName, -it.Quantity, core.SumOf(0).Minus(amount(t, it.Quantity, it.SalePrice)))
		}
	}
	return s.LessReturns(back), ranked(top, func(r core.ProductRank) bool { return r.Quantity.Cmp(core.SumOf(0)) > 0 })
}

// serviceIn is the service summary of a period and its most used parts: the repair bills that
// stand.
func (b books) serviceIn(t *testing.T, p core.Period) (core.ServiceSummary, []core.ProductRank) {
	var s core.ServiceSummary
	top := map[int64]*core.ProductRank{}
	for _, r := range b.repairs {
		bill := r.Bill
		if bill == nil || bill.IsVoided() || !within(p, bill.CreatedAt) {
			continue
		}
		s.Count++
		s.Fees, s.PartsRevenue = s.Fees.Plus(core.SumOf(bill.ServiceFee)), s.PartsRevenue.Plus(core.SumOf(bill.PartsCost))
		s.Total, s.Remaining = s.Total.Plus(core.SumOf(bill.Total)), s.Remaining.Plus(core.SumOf(b.owed(r.Entry.Number(), bill.Remaining)))
		for _, part := range bill.Parts {
			s.PartsCost = s.PartsCost.Plus(amount(t, part.Quantity, part.BuyPrice))
			rank(top, part.ProductID, part.ProductName, part.Quantity, amount(t, part.Quantity, part.SalePrice))
		}
	}
	s.Profit = core.Profit(s.Total, s.PartsCost)
	return s, ranked(top, func(core.ProductRank) bool { return true })
}

// received is what a period's payments that are money of m kept, by method.
func (b books) received(p core.Period, m core.Money) map[core.PaymentMethod]core.Sum {
	out := map[core.PaymentMethod]core.Sum{}
	for _, pay := range b.payments {
		if b.counts(m, pay) && within(p, pay.CreatedAt) {
			out[pay.Method] = out[pay.Method].Plus(core.SumOf(pay.Kept()))
		}
	}
	return out
}

func byMethod(sums []core.MethodSum) map[core.PaymentMethod]core.Sum {
	out := map[core.PaymentMethod]core.Sum{}
	for _, s := range sums {
		out[s.Method] = s.Amount
	}
	return out
}

// same fails the test when got and want differ, in JSON.
func same(t *testing.T, what string, got, want any) {
	t.Helper()
	g, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	w, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if string(g) != string(w) {
		t.Errorf("%s:\n got  %s\n want %s", what, g, w)
	}
}

// checkBooks checks every report of every day the books span, and of all of them, then the
// dashboard and the drawers.
func checkBooks(t *testing.T, env *apptest.Env, b books) {
	ctx := context.Background()
	first := apptest.Start.In(env.Location).Format(time.DateOnly)
	whole := must(env.Reports.Period(ctx, first, env.Reports.Today(ctx).From))(t)
	for day := whole.Start; day.Before(whole.End); day = day.AddDate(0, 0, 1) {
		checkPeriod(t, env, b, must(env.Reports.Day(ctx, day.In(env.Location).Format(time.DateOnly)))(t))
	}
	checkPeriod(t, env, b, whole)
	checkDashboard(t, env, b)
	checkDrawers(t, env, b, whole)
}

// checkPeriod checks a period's report (the day's report holds the sales and the service
// reports) and its spreadsheet rows.
func checkPeriod(t *testing.T, env *apptest.Env, b books, p core.Period) {
	ctx := context.Background()
	rep := must(env.Reports.Daily(ctx, p, core.PageRequest{}))(t)
	sales, top := b.salesIn(t, p)
	service, parts := b.serviceIn(t, p)
	at := p.From + ".." + p.To + " "
	same(t, at+"sales summary", rep.Sales.Summary, sales)
	same(t, at+"best sellers", rep.Sales.Top, top)
	same(t, at+"sales by method", byMethod(rep.Sales.Methods), b.received(p, core.SaleMoney))
	same(t, at+"sales' instalments by method", byMethod(rep.Sales.Collected), b.received(p, core.SaleMoney.Collected()))
	same(t, at+"service summary", rep.Service.Summary, service)
	same(t, at+"most used parts", rep.Service.Top, parts)
	same(t, at+"repairs by method", byMethod(rep.Service.Methods), b.received(p, core.ServiceMoney))
	same(t, at+"repairs' instalments by method", byMethod(rep.Service.Collected), b.received(p, core.ServiceMoney.Collected()))
	same(t, at+"everything by method", byMethod(rep.Methods), b.received(p, core.AllMoney))
	same(t, at+"instalments by method", byMethod(rep.Collected), b.received(p, core.AllMoney.Collected()))
	both := byMethod(rep.Sales.Methods)
	for m, v := range byMethod(rep.Service.Methods) {
		both[m] = both[m].Plus(v)
	}
	same(t, at+"sales and repairs by method together", byMethod(rep.Methods), both)
	same(t, at+"revenue", rep.Revenue, sales.Total.Plus(service.Total))
	same(t, at+"profit", rep.Profit, sales.Profit.Plus(service.Profit))

	type row struct {
		Paid      core.Sum
		Remaining int64
		Cost      core.Sum
	}
	returnsOf, returned := map[int64][]int64{}, map[string]int64{}
	for _, r := range b.returns {
		returnsOf[r.SaleID] = append(returnsOf[r.SaleID], r.ID)
		returned[r.SaleNumber] += r.Value
	}
	listed, wantRows := 0, map[string]row{}
	for _, s := range b.sales {
		if within(p, s.CreatedAt) {
			listed++
			if !s.IsVoided() {
				var cost core.Sum
				for _, it := range s.Items {
					cost = cost.Plus(amount(t, it.Quantity, it.BuyPrice))
				}
				wantRows[s.Number] = row{b.paidNow(core.DocumentSale, s.ID, s.Number, returnsOf[s.ID]...), b.owed(s.Number, s.Remaining), cost}
			}
		}
	}
	same(t, at+"sales listed", rep.Sales.Rows.Total, listed)
	gotRows := map[string]row{}
	reports := sqlstore.Reports{Store: env.Store}
	if err := reports.EachSaleRow(ctx, p, func(r ports.SaleRow) error {
		gotRows[r.Number] = row{r.Paid, r.Remaining, r.Cost}
		if paid := core.SumOf(r.Total).Minus(core.SumOf(r.Remaining + returned[r.Number])); r.Paid.Cmp(paid) != 0 {
			t.Errorf("%ssale %s: paid %s + still owed %d + returned %d is not its total %d", at, r.Number, r.Paid, r.Remaining, returned[r.Number], r.Total)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	same(t, at+"sales sheet", gotRows, wantRows)

	listed, wantRows, gotRows = 0, map[string]row{}, map[string]row{}
	for _, r := range b.repairs {
		if r.Bill != nil && within(p, r.Bill.CreatedAt) {
			listed++
			if !r.Bill.IsVoided() {
				var cost core.Sum
				for _, part := range r.Bill.Parts {
					cost = cost.Plus(amount(t, part.Quantity, part.BuyPrice))
				}
				number := r.Entry.Number()
				wantRows[number] = row{b.paidNow(core.DocumentService, r.Bill.ID, number), b.owed(number, r.Bill.Remaining), cost}
			}
		}
	}
	same(t, at+"repairs listed", rep.Service.Rows.Total, listed)
	if err := reports.EachServiceRow(ctx, p, func(r ports.ServiceExportRow) error {
		gotRows[core.ServiceEntry{ID: r.EntryID}.Number()] = row{r.Paid, r.Remaining, r.Cost}
		if paid := core.SumOf(r.Total).Minus(core.SumOf(r.Remaining)); r.Paid.Cmp(paid) != 0 {
			t.Errorf("%srepair SVC-%d: paid %s + still owed %d is not its total %d", at, r.EntryID, r.Paid, r.Remaining, r.Total)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	same(t, at+"service sheet", gotRows, wantRows)
}

// checkDashboard checks today's cards and the latest activity.
func checkDashboard(t *testing.T, env *apptest.Env, b books) {
	ctx := context.Background()
	today := env.Reports.Today(ctx)
	sales, _ := b.salesIn(t, today)
	service, _ := b.serviceIn(t, today)
	want := core.Dashboard{Date: today.From, RevenueToday: sales.Total.Plus(service.Total), TransactionsToday: sales.Count + service.Count,
		ReceivablesPerOutlet: []core.OutletReceivables{}}
	owed := map[int64]core.Sum{}
	for _, debt := range b.debts {
		if debt.Status == core.InstallmentOpen {
			want.Receivables = want.Receivables.Plus(core.SumOf(debt.Remaining))
			owed[debt.OutletID] = owed[debt.OutletID].Plus(core.SumOf(debt.Remaining))
		}
	}
	if outlets := must(env.Outlets.List(ctx, core.PageRequest{PerPage: core.MaxPerPage}))(t); len(outlets.Items) > 1 {
		for _, o := range outlets.Items {
			want.ReceivablesPerOutlet = append(want.ReceivablesPerOutlet, core.OutletReceivables{OutletID: o.ID, OutletName: o.Name, Receivables: owed[o.ID]})
		}
	}
	for _, r := range b.repairs {
		if r.Entry.InProgress() {
			want.ServicesInProgress++
		}
	}
	for _, o := range b.orders {
		if within(today, o.CreatedAt) {
			want.OrdersToday++
		}
	}
	want.Recent = b.recent()
	got := must(env.Reports.Dashboard(ctx, 0))(t)
	for i := range got.Recent {
		got.Recent[i].Detail, got.Recent[i].At = "", got.Recent[i].At.UTC()
	}
	same(t, "dashboard", got, want)
}

// recent is the latest activity: the three latest sales and repair bills that stand, newest
// first, without their detail text.
func (b books) recent() []core.Activity {
	latest := func(out []core.Activity) []core.Activity {
		slices.SortStableFunc(out, func(a, b core.Activity) int { return b.At.Compare(a.At) })
		return out[:min(len(out), 3)]
	}
	var sold, repaired []core.Activity
	for _, s := range slices.Backward(b.sales) {
		if !s.IsVoided() {
			customer, status := "Umum", "Lunas"
			if s.CustomerName != nil {
				customer = *s.CustomerName
			}
			if s.Remaining > 0 {
				status = "Cicilan"
			}
			sold = append(sold, core.Activity{Number: s.Number, Customer: customer, Kind: "Penjualan", Status: status, Total: s.Total, At: s.CreatedAt.UTC()})
		}
	}
	for _, r := range slices.Backward(b.repairs) {
		if r.Bill != nil && !r.Bill.IsVoided() {
			repaired = append(repaired, core.Activity{Number: r.Entry.Number(), Customer: r.Bill.CustomerName, Kind: "Servis",
				Status: r.Entry.Status, Total: r.Bill.Total, At: r.Bill.CreatedAt.UTC()})
		}
	}
	out := slices.Concat([]core.Activity{}, latest(sold), latest(repaired))
	slices.SortStableFunc(out, func(a, b core.Activity) int { return b.At.Compare(a.At) })
	return out[:min(len(out), 6)]
}

// checkDrawers checks every shift's Z report against its payments and cash moves, and that the
// drawers and the bank together hold what the reports say the counter took.
func checkDrawers(t *testing.T, env *apptest.Env, b books, whole core.Period) {
	ctx := context.Background()
	shifts := must(env.Shifts.List(ctx, core.Principal{Role: core.RoleAdmin}, ports.ShiftFilter{PageRequest: core.PageRequest{PerPage: core.MaxPerPage}}))(t)
	inDrawers := map[core.PaymentMethod]core.Sum{}
	for _, r := range shifts.Items {
		var rows []core.Payment
		for _, p := range b.payments {
			if p.ShiftID != nil && *p.ShiftID == r.ID {
				rows = append(rows, p)
			}
		}
		want := core.Summarize(rows, b.moves[r.ID])
		same(t, fmt.Sprintf("shift %d's drawer", r.ID), r.DrawerSummary, want)
		same(t, fmt.Sprintf("shift %d's expected cash", r.ID), r.Expected, r.Shift.Expected(want))
		for _, m := range r.PerMethod {
			inDrawers[m.Method] = inDrawers[m.Method].Plus(m.Amount)
		}
	}
	for _, p := range b.payments {
		if p.ShiftID == nil {
			t.Errorf("a payment of %s %d is in no shift", p.DocumentKind, p.DocumentID)
		}
	}
	taken := b.received(whole, core.AllMoney)
	delete(taken, core.MethodCredit) // an exchange's credit is no money in a drawer or a bank
	same(t, "the drawers against the reports", inDrawers, taken)
}
