package main

import (
	"context"
	"crypto/rand"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/core"
)

// The shop's past year goes in as its books, a page of documents per transaction and many
// rows per statement (the repositories' bulk writes): ringing up 200,000 sales one by one
// would take the seed most of the bench's time. A page is priced and settled as the counter
// would (shelf prices, paid in full or left on instalment), its stock leaves through the
// ledger, and what remains to be paid opens an instalment, so the books keep every invariant
// the bench checks. What only a live counter needs (idempotency keys, notices, the
// warranty-return look-up) is left out.

type customer struct {
	id   int64
	name string
}

type bookedLine struct {
	product  core.Product
	quantity int64
}

// bookedSale is a sale from the sales book: paid in full, or on credit with nothing paid.
type bookedSale struct {
	At       time.Time
	Lines    []bookedLine
	OnCredit *customer
}

// bookedRepair is a repair from the service book: taken in, finished with one part and
// paid in full the same day.
type bookedRepair struct {
	At               time.Time
	Customer         customer
	Category, Device string
	Fee              int64
	Part             bookedLine
}

// writeSales enters a page of the sales book inside the caller's transaction.
func writeSales(ctx context.Context, w worker, seller core.Principal, book []bookedSale) error {
	w.clock.Set(book[0].At)
	docs := make([]*core.SalesTransaction, len(book))
	for i, b := range book {
		sale := &core.SalesTransaction{
			CreatedAt: b.At, Number: core.PendingNumber("TRX"), OutletID: seller.Outlet, CustomerType: core.CustomerUmum, PaymentMethod: core.PayCash,
			KasirID: &seller.UserID, KasirName: &seller.Name,
		}
		for _, l := range b.Lines {
			p := l.product
			sale.Items = append(sale.Items, core.SalesTransactionItem{ProductID: p.ID, ProductName: p.Name, Quantity: l.quantity, BuyPrice: p.BuyPrice, SalePrice: p.RetailPrice})
		}
		settled, err := settleBooked(sale.BillLines(), b.OnCredit != nil)
		if err != nil {
			return err
		}
		sale.Subtotal, sale.Total, sale.Paid, sale.Remaining = settled.Subtotal, settled.Total, settled.Paid, settled.Remaining
		sale.PaymentMethod = settled.Method()
		if b.OnCredit != nil {
			sale.CustomerID, sale.CustomerName = &b.OnCredit.id, &b.OnCredit.name
		}
		docs[i] = sale
	}
	repo := sqlstore.Sales{Store: w.app.Store}
	if err := repo.CreateMany(ctx, docs); err != nil {
		return err
	}
	loc := w.app.Zone.Location(ctx)
	var changes []core.StockChange
	var debts []*core.Installment
	for _, sale := range docs {
		sale.Number = core.DocumentNumber("TRX", sale.CreatedAt, loc, sale.ID)
		for _, it := range sale.Items {
			changes = append(changes, core.StockChange{ProductID: it.ProductID, Delta: -it.Quantity, Reason: core.ReasonSale, Reference: sale.Number, UserID: &seller.UserID})
		}
		if sale.Remaining > 0 {
			debts = append(debts, &core.Installment{
				Number: sale.Number, Type: core.InstallmentSale, CustomerID: sale.CustomerID, CustomerName: sale.CustomerName,
				Total: sale.Total, Remaining: sale.Remaining, Status: core.InstallmentOpen, KasirID: &seller.UserID,
				OutletID: seller.Outlet, CreatedAt: sale.CreatedAt, UpdatedAt: sale.CreatedAt,
			})
		}
	}
	if err := repo.SetNumbers(ctx, docs); err != nil {
		return err
	}
	if _, err := w.app.Ledger.Move(ctx, seller.Outlet, changes...); err != nil {
		return err
	}
	return sqlstore.Installments{Store: w.app.Store}.CreateMany(ctx, debts)
}

// writeRepairs enters a page of the service book inside the caller's transaction.
func writeRepairs(ctx context.Context, w worker, seller core.Principal, book []bookedRepair) error {
	w.clock.Set(book[0].At)
	entries := make([]*core.ServiceEntry, len(book))
	for i, b := range book {
		warranty := b.At.AddDate(0, 0, core.WarrantyDays)
		entries[i] = &core.ServiceEntry{
			CustomerID: b.Customer.id, KasirID: &seller.UserID, OutletID: seller.Outlet, Category: b.Category, DeviceType: b.Device,
			DamageType: "Mati total", Description: "Uji beban", Status: core.ServiceDone, State: core.StateDone, ServiceInfo: core.StateDone.Info(), Date: b.At, CreatedAt: b.At,
			WarrantyUntil: &warranty, TrackingToken: rand.Text(), Checklist: []string{},
		}
	}
	repo := sqlstore.Services{Store: w.app.Store}
	if err := repo.CreateMany(ctx, entries); err != nil {
		return err
	}
	bills := make([]*core.ServiceTransaction, len(book))
	changes := make([]core.StockChange, len(book))
	for i, b := range book {
		e, p, n := entries[i], b.Part.product, b.Part.quantity
		settled, err := settleBooked([]core.BillLine{{Quantity: 1, Price: b.Fee}, {Quantity: n, Price: p.RetailPrice}}, false)
		if err != nil {
			return err
		}
		bills[i] = &core.ServiceTransaction{
			ServiceEntryID: e.ID, OutletID: seller.Outlet, CustomerID: e.CustomerID, CustomerName: b.Customer.name, Description: e.Description,
			ServiceFee: b.Fee, PartsCost: settled.Subtotal - b.Fee, Total: settled.Total, Paid: settled.Paid, PaymentMethod: settled.Method(),
			Parts:   []core.ServicePart{{ProductID: p.ID, ProductName: p.Name, Quantity: n, SalePrice: p.RetailPrice, BuyPrice: p.BuyPrice}},
			KasirID: &seller.UserID, KasirName: &seller.Name, CreatedAt: b.At, UpdatedAt: b.At,
		}
		changes[i] = core.StockChange{ProductID: p.ID, Delta: -n, Reason: core.ReasonServicePart, Reference: e.Number(), UserID: &seller.UserID}
	}
	if err := repo.CreateBills(ctx, bills); err != nil {
		return err
	}
	_, err := w.app.Ledger.Move(ctx, seller.Outlet, changes...)
	return err
}

// settleBooked prices and settles a booked document as the counter would: paid in full in cash, or
// on credit with nothing paid and everything left on instalment.
func settleBooked(lines []core.BillLine, onCredit bool) (core.Settlement, error) {
	bill := core.Bill{Lines: lines, Accepted: []core.PaymentMethod{core.MethodCash}, Customer: onCredit, OnCredit: onCredit}
	if !onCredit {
		_, total, err := bill.Price()
		if err != nil {
			return core.Settlement{}, err
		}
		if total > 0 {
			bill.Payments = []core.Tendered{{Method: core.MethodCash, Amount: total}}
		}
	}
	return bill.Settle()
}
