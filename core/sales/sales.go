// Package sales holds the sales cashier: ringing up a sale, taking cash or credit, and the
// receipt.
package sales

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/ports"
)

// The spec's texts, and ours where it is silent.
const (
	MsgEmptyCart       = "Keranjang belanja masih kosong."
	MsgCashShort       = "Jumlah bayar kurang dari total belanja."
	MsgNoSession       = "Sesi pengguna tidak ditemukan. Silakan login ulang."
	MsgNeedCustomer    = "Pilih pelanggan agar sisa pembayaran tercatat sebagai cicilan."
	MsgBadDiscount     = "Diskon tidak boleh negatif atau melebihi subtotal."
	MsgBadQuantity     = "Jumlah barang harus lebih dari 0."
	MsgBadPaid         = "Jumlah bayar tidak valid."
	MsgBadCustomerType = "Tipe pelanggan harus umum atau reseller."
	MsgBadMethod       = "Metode pembayaran harus tunai atau cicilan."
	MsgSaleNotFound    = "Transaksi tidak ditemukan."
	MsgOrderDone       = "Pesanan ini sudah diproses atau dibatalkan."
	MsgOrderNotFound   = "Pesanan tidak ditemukan."
	maxLines           = 200
)

// Sales is the entry point of the sales cashier.
type Sales struct {
	tx        ports.Tx
	clock     ports.Clock
	zone      ports.ShopTime
	sales     ports.SaleRepository
	products  ports.ProductRepository
	customers ports.ContactRepository[core.Customer]
	users     ports.UserRepository
	orders    ports.OrderRepository
	ledger    *catalog.Ledger
	credit    *credit.Credit
	pub       ports.Publisher
}

// Deps are the ports and use cases a sale needs.
type Deps struct {
	Tx        ports.Tx
	Clock     ports.Clock
	Zone      ports.ShopTime
	Sales     ports.SaleRepository
	Products  ports.ProductRepository
	Customers ports.ContactRepository[core.Customer]
	Users     ports.UserRepository
	Orders    ports.OrderRepository
	Ledger    *catalog.Ledger
	Credit    *credit.Credit
	Pub       ports.Publisher
}

func New(d Deps) *Sales {
	return &Sales{tx: d.Tx, clock: d.Clock, zone: d.Zone, sales: d.Sales, products: d.Products, customers: d.Customers,
		users: d.Users, orders: d.Orders, ledger: d.Ledger, credit: d.Credit, pub: d.Pub}
}

// Line is one cart line: a product and how many.
type Line struct {
	ProductID int64
	Quantity  int64
	// fromOrder lines are a member's order: priced as ordered, their stock already reserved.
	fromOrder  bool
	orderPrice int64
}

// SaleInput is what the cashier submits. It carries no prices: the server reads them.
type SaleInput struct {
	Lines          []Line
	CustomerType   string
	CustomerID     *int64
	Discount       int64
	PaymentMethod  string
	Paid           int64
	IdempotencyKey string
	// OrderID pays a member's pickup order at the counter ('Proses di Kasir'): the lines
	// come from the order, and the order becomes Processed.
	OrderID *int64
	// SoldAt dates a sale entered from the shop's sales book; a sale at the counter happens now.
	SoldAt time.Time
}

func (in *SaleInput) check() ([]Line, error) {
	if in.CustomerType == "" {
		in.CustomerType = core.CustomerUmum
	}
	if in.CustomerType != core.CustomerUmum && in.CustomerType != core.CustomerReseller {
		return nil, core.InvalidField("customer_type", MsgBadCustomerType)
	}
	if in.PaymentMethod != core.PayCash && in.PaymentMethod != core.PayInstallment {
		return nil, core.InvalidField("payment_method", MsgBadMethod)
	}
	if in.Paid < 0 {
		return nil, core.InvalidField("paid_amount", MsgBadPaid)
	}
	if in.Discount < 0 {
		return nil, core.InvalidField("discount", MsgBadDiscount)
	}
	if err := core.CheckAmount("paid_amount", in.Paid); err != nil {
		return nil, err
	}
	if err := core.CheckAmount("discount", in.Discount); err != nil {
		return nil, err
	}
	if in.OrderID != nil {
		return nil, nil // the order's own lines are read inside the transaction
	}
	return mergeLines(in.Lines)
}

// mergeLines joins repeated products into one line, keeping the order they were scanned in.
func mergeLines(lines []Line) ([]Line, error) {
	if len(lines) == 0 {
		return nil, core.Validation(MsgEmptyCart)
	}
	if len(lines) > maxLines {
		return nil, core.InvalidField("items", "Terlalu banyak baris dalam satu transaksi.")
	}
	index := map[int64]int{}
	var out []Line
	for _, l := range lines {
		if l.Quantity <= 0 {
			return nil, core.InvalidField("items", MsgBadQuantity)
		}
		if err := core.CheckQuantity("items", l.Quantity); err != nil {
			return nil, err
		}
		if i, ok := index[l.ProductID]; ok {
			out[i].Quantity += l.Quantity
			if err := core.CheckQuantity("items", out[i].Quantity); err != nil {
				return nil, err
			}
			continue
		}
		index[l.ProductID] = len(out)
		out = append(out, l)
	}
	return out, nil
}

// RingUpSale records a sale in one transaction: the sale and its lines at current prices,
// the stock through the ledger, and an instalment when something remains to be paid.
// A retry with the same idempotency key returns the sale already made.
func (s *Sales) RingUpSale(ctx context.Context, cashier core.Principal, in SaleInput) (core.SalesTransaction, error) {
	if cashier.UserID == 0 {
		return core.SalesTransaction{}, core.Unauthenticated(MsgNoSession)
	}
	lines, err := in.check()
	if err != nil {
		return core.SalesTransaction{}, err
	}
	in.SoldAt = time.Time{}
	key := strings.TrimSpace(in.IdempotencyKey)
	if key != "" {
		if done, err := s.sales.FindByKey(ctx, cashier.UserID, key); err == nil {
			return done, nil
		} else if !errors.Is(err, core.ErrNotFound) {
			return core.SalesTransaction{}, err
		}
	}
	var sale *core.SalesTransaction
	err = s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		var order *core.Order
		if in.OrderID != nil {
			if order, lines, err = s.takeOrder(ctx, *in.OrderID); err != nil {
				return err
			}
		}
		priced, err := s.price(ctx, cashier, []SaleInput{in}, [][]Line{lines})
		if err != nil {
			return err
		}
		sale = priced[0]
		if order != nil && sale.CustomerName == nil {
			sale.CustomerName = s.memberName(ctx, order.MemberID)
		}
		if key != "" {
			sale.IdempotencyKey = &key
		}
		if err := s.record(ctx, cashier, priced, [][]Line{lines}); err != nil {
			return err
		}
		// Published inside the transaction: the notices go out together once it commits.
		s.pub.Publish(ctx, core.Change{Resource: "sales_transactions", Action: core.ActionCreated, IDs: []int64{sale.ID}})
		if order == nil {
			return nil
		}
		s.pub.Publish(ctx, core.Change{Resource: "orders", Action: core.ActionUpdated, IDs: []int64{order.ID}})
		_, err = s.orders.Update(ctx, order.ID, func(o *core.Order) error {
			o.SaleID = &sale.ID
			return nil
		})
		return err
	})
	if errors.Is(err, core.ErrDuplicate) && key != "" {
		// A twin request with the same key committed first: answer with its sale.
		return s.sales.FindByKey(ctx, cashier.UserID, key)
	}
	if err != nil {
		return core.SalesTransaction{}, err
	}
	return *sale, nil
}

// RingUpSales records counter sales by the rules of RingUpSale, all or none, writing many
// rows per statement: for entering a shop's sales book at once. Orders and idempotency keys
// belong to one sale at a time and are not taken here.
func (s *Sales) RingUpSales(ctx context.Context, cashier core.Principal, ins []SaleInput) ([]*core.SalesTransaction, error) {
	if cashier.UserID == 0 {
		return nil, core.Unauthenticated(MsgNoSession)
	}
	lines := make([][]Line, len(ins))
	for i := range ins {
		if ins[i].OrderID != nil || ins[i].IdempotencyKey != "" {
			return nil, core.Validation("Pesanan dan kunci idempoten hanya untuk satu transaksi.")
		}
		var err error
		if lines[i], err = ins[i].check(); err != nil {
			return nil, err
		}
	}
	var sales []*core.SalesTransaction
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		if sales, err = s.price(ctx, cashier, ins, lines); err != nil {
			return err
		}
		if err := s.record(ctx, cashier, sales, lines); err != nil {
			return err
		}
		ids := make([]int64, len(sales))
		for i, sale := range sales {
			ids[i] = sale.ID
		}
		s.pub.Publish(ctx, core.Change{Resource: "sales_transactions", Action: core.ActionCreated, IDs: ids})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sales, nil
}

// record stores priced sales: the sales with their numbers, the stock through the ledger,
// and an instalment for each one with something left to pay.
func (s *Sales) record(ctx context.Context, cashier core.Principal, sales []*core.SalesTransaction, lines [][]Line) error {
	if err := s.sales.Create(ctx, sales...); err != nil {
		return err
	}
	loc := s.zone.Location(ctx)
	var changes []core.StockChange
	var debts []credit.OpenInput
	for n, sale := range sales {
		sale.Number = core.DocumentNumber("TRX", sale.CreatedAt, loc, sale.ID)
		for i, it := range sale.Items {
			if lines[n][i].fromOrder {
				continue // reserved when the member ordered: it left stock then
			}
			changes = append(changes, core.StockChange{ProductID: it.ProductID, Delta: -it.Quantity, Reason: core.ReasonSale, Reference: sale.Number, UserID: &cashier.UserID})
		}
		if sale.Remaining > 0 {
			debts = append(debts, credit.OpenInput{
				Number: sale.Number, Type: core.InstallmentSale, CustomerID: *sale.CustomerID, CustomerName: *sale.CustomerName,
				Total: sale.Total, Paid: sale.Total - sale.Remaining, KasirID: &cashier.UserID,
			})
		}
	}
	if err := s.sales.SetNumbers(ctx, sales...); err != nil {
		return err
	}
	if _, err := s.ledger.Move(ctx, changes...); err != nil {
		return err
	}
	_, err := s.credit.OpenMany(ctx, debts)
	return err
}

// price builds the sales from current prices and computes every amount. A product's stock
// is checked against what the sales before it in the same batch have taken.
func (s *Sales) price(ctx context.Context, cashier core.Principal, ins []SaleInput, lines [][]Line) ([]*core.SalesTransaction, error) {
	var ids []int64
	for _, ls := range lines {
		for _, l := range ls {
			ids = append(ids, l.ProductID)
		}
	}
	found, err := s.products.GetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	products := make(map[int64]*core.Product, len(found))
	for i := range found {
		products[found[i].ID] = &found[i]
	}
	customers := map[int64]core.Customer{}
	kasirName := cashier.StaffName(ctx, s.users)
	out := make([]*core.SalesTransaction, len(ins))
	for n, in := range ins {
		at := in.SoldAt
		if at.IsZero() {
			at = s.clock.Now()
		}
		sale := &core.SalesTransaction{
			CreatedAt: at, Number: core.PendingNumber("TRX"), CustomerType: in.CustomerType,
			Discount: in.Discount, PaymentMethod: in.PaymentMethod, KasirID: &cashier.UserID, KasirName: kasirName,
		}
		for _, l := range lines[n] {
			p, ok := products[l.ProductID]
			if !ok {
				return nil, core.NotFound(catalog.MsgProductNotFound)
			}
			if !l.fromOrder {
				if p.Stock < l.Quantity {
					return nil, &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
				}
				p.Stock -= l.Quantity
			}
			price := p.RetailPrice
			switch {
			case l.fromOrder:
				price = l.orderPrice
			case in.CustomerType == core.CustomerReseller:
				price = p.ResellerPrice
			}
			sale.Items = append(sale.Items, core.SalesTransactionItem{ProductID: p.ID, ProductName: p.Name, Quantity: l.Quantity, BuyPrice: p.BuyPrice, SalePrice: price})
			amount, err := core.Mul(l.Quantity, price)
			if err != nil {
				return nil, err
			}
			if sale.Subtotal, err = core.Add(sale.Subtotal, amount); err != nil {
				return nil, err
			}
		}
		if err := s.settle(ctx, sale, in, customers); err != nil {
			return nil, err
		}
		out[n] = sale
	}
	return out, nil
}

// settle applies the discount and the payment, and names the customer.
func (s *Sales) settle(ctx context.Context, sale *core.SalesTransaction, in SaleInput, customers map[int64]core.Customer) error {
	if in.Discount > sale.Subtotal {
		return core.InvalidField("discount", MsgBadDiscount)
	}
	sale.Total = sale.Subtotal - in.Discount
	sale.Paid = in.Paid
	if in.Paid >= sale.Total {
		sale.Change = in.Paid - sale.Total
	} else {
		sale.Remaining = sale.Total - in.Paid
	}
	if in.PaymentMethod == core.PayCash && sale.Remaining > 0 {
		return core.InvalidField("paid_amount", MsgCashShort)
	}
	if in.CustomerID != nil {
		cust, ok := customers[*in.CustomerID]
		if !ok {
			var err error
			cust, err = s.customers.Get(ctx, *in.CustomerID)
			if errors.Is(err, core.ErrNotFound) {
				return core.InvalidField("customer_id", credit.MsgNoCustomer)
			}
			if err != nil {
				return err
			}
			customers[cust.ID] = cust
		}
		sale.CustomerID, sale.CustomerName = &cust.ID, &cust.Name
	}
	if sale.Remaining > 0 && sale.CustomerID == nil {
		return core.InvalidField("customer_id", MsgNeedCustomer)
	}
	return nil
}

// takeOrder locks a pending order, marks it Processed and returns its lines.
func (s *Sales) takeOrder(ctx context.Context, id int64) (*core.Order, []Line, error) {
	o, err := s.orders.Update(ctx, id, func(o *core.Order) error {
		if o.Status != core.OrderPending || o.SaleID != nil {
			return core.Conflict(MsgOrderDone)
		}
		o.Status = core.OrderProcessed
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return nil, nil, core.NotFound(MsgOrderNotFound)
	}
	if err != nil {
		return nil, nil, err
	}
	items, err := s.orders.Items(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	lines := make([]Line, 0, len(items))
	for _, it := range items {
		lines = append(lines, Line{ProductID: it.ProductID, Quantity: it.Quantity, fromOrder: true, orderPrice: it.PriceAtOrder})
	}
	return &o, lines, nil
}

func (s *Sales) memberName(ctx context.Context, id *int64) *string {
	if id == nil {
		return nil
	}
	if u, err := s.users.Get(ctx, *id); err == nil {
		return &u.FullName
	}
	return nil
}

// Receipt is everything the receipt prints.
func (s *Sales) Receipt(ctx context.Context, id int64) (core.SalesTransaction, error) {
	sale, err := s.sales.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return sale, core.NotFound(MsgSaleNotFound)
	}
	return sale, err
}

// List shows sales, newest first.
func (s *Sales) List(ctx context.Context, f core.SaleFilter) (core.Page[core.SalesTransaction], error) {
	return s.sales.List(ctx, f)
}
