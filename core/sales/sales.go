// Package sales holds the sales cashier: ringing up a sale, taking cash or credit, and the
// receipt.
package sales

import (
	"context"
	"errors"
	"fmt"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/ports"
)

// The spec's texts, and ours where it is silent.
const (
	MsgEmptyCart       = "Keranjang belanja masih kosong."
	MsgNoSession       = "Sesi pengguna tidak ditemukan. Silakan login ulang."
	MsgBadQuantity     = "Jumlah barang harus lebih dari 0."
	MsgBadPaid         = "Jumlah bayar tidak valid."
	MsgBadCustomerType = "Tipe pelanggan harus umum atau reseller."
	MsgBadMethod       = "Metode pembayaran harus tunai atau cicilan."
	MsgSaleNotFound    = "Transaksi tidak ditemukan."
	MsgOrderDone       = "Pesanan ini sudah diproses atau dibatalkan."
	MsgOrderNotFound   = "Pesanan tidak ditemukan."
	msgOrderElsewhere  = "Pesanan ini diambil di %s: proses di kasir outlet tersebut."
)

// cart are the limits of one sale's lines.
var cart = core.LineRules{Field: "items", Max: 200, Empty: MsgEmptyCart,
	TooMany: "Terlalu banyak baris dalam satu transaksi.", BadQuantity: MsgBadQuantity}

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
	outlets   ports.OutletRepository
	ledger    *catalog.Ledger
	credit    *credit.Credit
	payments  *payments.Payments
	units     ports.UnitRepository
	settings  ports.SettingsRepository
	once      *idempotency.Writes
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
	Outlets   ports.OutletRepository
	Ledger    *catalog.Ledger
	Credit    *credit.Credit
	Payments  *payments.Payments
	Units     ports.UnitRepository
	Settings  ports.SettingsRepository
	Once      *idempotency.Writes
	Pub       ports.Publisher
}

func New(d Deps) *Sales {
	return &Sales{tx: d.Tx, clock: d.Clock, zone: d.Zone, sales: d.Sales, products: d.Products, customers: d.Customers,
		users: d.Users, orders: d.Orders, outlets: d.Outlets, ledger: d.Ledger, credit: d.Credit, payments: d.Payments, units: d.Units, settings: d.Settings, once: d.Once, pub: d.Pub}
}

// Line is one cart line: a product and how many, or the units scanned (their IMEIs or
// serials) of a product tracked by unit.
type Line = core.Line

// SaleInput is what the cashier submits. It carries no prices: the server reads them.
type SaleInput struct {
	Lines        []Line
	CustomerType string
	CustomerID   *int64
	Discount     int64
	// PaymentMethod is the spec's choice: tunai is paid in full, cicilan lets what remains
	// become an instalment. Left out, the payments say it: what they leave unpaid becomes the
	// customer's instalment when the sale names a customer.
	PaymentMethod string
	// Payments are what the customer hands over, by method; Paid is the spec's single cash
	// amount, for clients that send no Payments.
	Payments       []core.Tendered
	Paid           int64
	IdempotencyKey string
	// OrderID pays a member's pickup order at the counter ('Proses di Kasir'): the lines
	// come from the order, and the order becomes Processed.
	OrderID *int64
}

func (in *SaleInput) check() ([]Line, error) {
	if in.CustomerType == "" {
		in.CustomerType = core.CustomerUmum
	}
	if in.CustomerType != core.CustomerUmum && in.CustomerType != core.CustomerReseller {
		return nil, core.InvalidField("customer_type", MsgBadCustomerType)
	}
	if in.PaymentMethod == "" {
		in.PaymentMethod = core.PayCash
		if in.CustomerID != nil {
			in.PaymentMethod = core.PayInstallment
		}
	}
	if in.PaymentMethod != core.PayCash && in.PaymentMethod != core.PayInstallment {
		return nil, core.InvalidField("payment_method", MsgBadMethod)
	}
	if in.Paid < 0 {
		return nil, core.InvalidField("paid_amount", MsgBadPaid)
	}
	if in.Discount < 0 {
		return nil, core.InvalidField("discount", core.MsgBadDiscount)
	}
	if err := core.CheckAmount("paid_amount", in.Paid); err != nil {
		return nil, err
	}
	if err := core.CheckAmount("discount", in.Discount); err != nil {
		return nil, err
	}
	var err error
	if in.Payments, err = core.CashOrPayments(in.Paid, in.Payments); err != nil {
		return nil, err
	}
	in.Paid = 0
	if in.OrderID != nil {
		return nil, nil // the order's own lines are read inside the transaction
	}
	return cart.Merge(in.Lines)
}

// RingUpSale records a sale in one transaction: the sale and its lines at current prices,
// the stock through the ledger, and an instalment when something remains to be paid.
// A retry with the same idempotency key and cart returns the sale already made.
func (s *Sales) RingUpSale(ctx context.Context, cashier core.Principal, in SaleInput) (core.SalesTransaction, error) {
	if cashier.UserID == 0 {
		return core.SalesTransaction{}, core.Unauthenticated(MsgNoSession)
	}
	if _, err := cashier.AtOutlet(); err != nil {
		return core.SalesTransaction{}, err
	}
	lines, err := in.check()
	if err != nil {
		return core.SalesTransaction{}, err
	}
	request := in
	request.Lines, request.IdempotencyKey = lines, ""
	key, err := core.NewIdempotencyKey(cashier.UserID, core.WriteSale, in.IdempotencyKey, request)
	if err != nil {
		return core.SalesTransaction{}, err
	}
	var sale core.SalesTransaction
	var sold map[int64]core.Product
	id, repeated, err := s.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		sale = core.SalesTransaction{
			CreatedAt: s.clock.Now(), Number: core.PendingNumber("TRX"), OutletID: cashier.Outlet, CustomerType: in.CustomerType,
			Discount: in.Discount, KasirID: &cashier.UserID, KasirName: cashier.StaffName(ctx, s.users),
		}
		var err error
		if in.OrderID != nil {
			sold, err = s.sellOrder(ctx, cashier, &sale, in)
		} else {
			sold, err = s.sellCart(ctx, cashier, &sale, in, lines)
		}
		return sale.ID, err
	})
	if err != nil {
		return core.SalesTransaction{}, err
	}
	if repeated {
		return s.Receipt(ctx, id)
	}
	if !anyTracked(sold) {
		return sale, nil // no line sold units: the receipt has none to name
	}
	return sale, s.withUnits(ctx, &sale)
}

// anyTracked tells whether a product sold is stocked unit by unit.
func anyTracked(products map[int64]core.Product) bool {
	for _, p := range products {
		if p.Tracked {
			return true
		}
	}
	return false
}

// sellCart sells the cart's lines at today's shelf price; their stock leaves through the ledger.
func (s *Sales) sellCart(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput, lines []Line) (map[int64]core.Product, error) {
	ids := make([]int64, len(lines))
	for i, l := range lines {
		ids[i] = l.ProductID
	}
	products, err := s.productsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		p := products[l.ProductID]
		if p.Stock < l.Quantity {
			return nil, &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
		}
		price := p.RetailPrice
		if sale.CustomerType == core.CustomerReseller {
			price = p.ResellerPrice
		}
		addItem(sale, p, l.Quantity, price)
	}
	if err := s.giveWarranties(ctx, sale, products); err != nil {
		return nil, err
	}
	if err := s.record(ctx, cashier, sale, in); err != nil {
		return nil, err
	}
	var changes []core.StockChange
	for _, l := range lines {
		change := core.StockChange{ProductID: l.ProductID, Delta: -l.Quantity, Reason: core.ReasonSale, Reference: sale.Number, UserID: &cashier.UserID}
		if int64(len(l.UnitIDs)) < l.Quantity {
			change.Delta = -(l.Quantity - int64(len(l.UnitIDs)))
			changes = append(changes, change)
		}
		for _, id := range l.UnitIDs {
			change.Delta, change.UnitID = -1, &id
			changes = append(changes, change)
		}
	}
	_, err = s.ledger.MoveRead(ctx, cashier.Outlet, products, changes...)
	return products, err
}

// sellOrder sells a member's pickup order at the prices it was ordered at, by a cashier at its
// pickup outlet; its stock left that outlet when the member ordered. The order is marked Processed and linked to its sale.
func (s *Sales) sellOrder(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput) (map[int64]core.Product, error) {
	order, items, err := s.takeOrder(ctx, *in.OrderID)
	if err != nil {
		return nil, err
	}
	// Its stock left the pickup outlet, where it is collected and paid.
	if order.OutletID != cashier.Outlet {
		at, err := s.outlets.Get(ctx, order.OutletID)
		if err != nil {
			return nil, err
		}
		return nil, core.Conflict(fmt.Sprintf(msgOrderElsewhere, at.Name))
	}
	sale.OutletID = order.OutletID
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = it.ProductID
	}
	products, err := s.productsByID(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		addItem(sale, products[it.ProductID], it.Quantity, it.PriceAtOrder)
	}
	if err := s.giveWarranties(ctx, sale, products); err != nil {
		return nil, err
	}
	if in.CustomerID == nil {
		sale.CustomerName = s.memberName(ctx, order.MemberID)
	}
	if err := s.record(ctx, cashier, sale, in); err != nil {
		return nil, err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceOrders, Action: core.ActionUpdated, IDs: []int64{order.ID}})
	_, err = s.orders.Update(ctx, order.ID, func(o *core.Order) error {
		o.SaleID = &sale.ID
		return nil
	})
	return products, err
}

// productsByID reads the products a sale's lines name; one that does not exist fails the sale.
func (s *Sales) productsByID(ctx context.Context, ids []int64) (map[int64]core.Product, error) {
	found, err := s.products.GetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]core.Product, len(found))
	for _, p := range found {
		out[p.ID] = p
	}
	for _, id := range ids {
		if _, ok := out[id]; !ok {
			return nil, core.NotFound(catalog.MsgProductNotFound)
		}
	}
	return out, nil
}

// addItem puts a line on the sale at its price; the bill adds the lines up.
func addItem(sale *core.SalesTransaction, p core.Product, quantity, price int64) {
	sale.Items = append(sale.Items, core.SalesTransactionItem{ProductID: p.ID, ProductName: p.Name, Quantity: quantity, BuyPrice: p.BuyPrice, SalePrice: price})
}

// giveWarranties names on each line the warranty the shop gives today on its product (its own,
// else its category's), and its last day counted from the day of sale.
func (s *Sales) giveWarranties(ctx context.Context, sale *core.SalesTransaction, products map[int64]core.Product) error {
	setting, err := s.settings.Value(ctx, core.SettingWarranties)
	if err != nil {
		return err
	}
	warranties, err := core.ParseWarranties(setting)
	if err != nil {
		return err
	}
	soldOn := sale.CreatedAt.In(s.zone.Location(ctx))
	for i := range sale.Items {
		if w, ok := warranties.Of(products[sale.Items[i].ProductID]); ok {
			until := w.Until(soldOn)
			sale.Items[i].WarrantyName, sale.Items[i].WarrantyUntil = &w.Name, &until
		}
	}
	return nil
}

// record settles the priced sale and stores it with its number and its payments, and opens
// an instalment for what remains to be paid.
func (s *Sales) record(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput) error {
	settled, err := s.settle(ctx, sale, in)
	if err != nil {
		return err
	}
	if err := s.sales.Create(ctx, sale); err != nil {
		return err
	}
	sale.Number = core.DocumentNumber("TRX", sale.CreatedAt, s.zone.Location(ctx), sale.ID)
	if err := s.sales.SetNumber(ctx, sale.ID, sale.Number); err != nil {
		return err
	}
	doc := payments.Document{Kind: core.DocumentSale, ID: sale.ID, KasirID: &cashier.UserID, Outlet: sale.OutletID}
	if sale.Payments, err = s.payments.Record(ctx, doc, settled.Payments); err != nil {
		return err
	}
	// Published inside the transaction: the notices go out together once it commits.
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceSalesTransactions, Action: core.ActionCreated, IDs: []int64{sale.ID}})
	if sale.Remaining == 0 {
		return nil
	}
	_, err = s.credit.Open(ctx, credit.OpenInput{
		Number: sale.Number, Type: core.InstallmentSale, CustomerID: *sale.CustomerID, CustomerName: *sale.CustomerName,
		Total: sale.Total, Paid: sale.Total - sale.Remaining, KasirID: &cashier.UserID, Outlet: sale.OutletID,
	})
	return err
}

// settle names the customer and settles the sale's bill: its lines, the discount and the
// payments.
func (s *Sales) settle(ctx context.Context, sale *core.SalesTransaction, in SaleInput) (core.Settlement, error) {
	if in.CustomerID != nil {
		cust, err := s.customers.Get(ctx, *in.CustomerID)
		if errors.Is(err, core.ErrNotFound) {
			return core.Settlement{}, core.InvalidField("customer_id", credit.MsgNoCustomer)
		}
		if err != nil {
			return core.Settlement{}, err
		}
		sale.CustomerID, sale.CustomerName = &cust.ID, &cust.Name
	}
	accepted, err := s.payments.Accepted(ctx)
	if err != nil {
		return core.Settlement{}, err
	}
	settled, err := core.Bill{Lines: sale.BillLines(), Discount: in.Discount, Payments: in.Payments, Accepted: accepted,
		Customer: sale.CustomerID != nil, OnCredit: in.PaymentMethod == core.PayInstallment}.Settle()
	if err != nil {
		return core.Settlement{}, err
	}
	sale.Subtotal, sale.Total, sale.Paid, sale.Change, sale.Remaining = settled.Subtotal, settled.Total, settled.Paid, settled.Change, settled.Remaining
	sale.PaymentMethod = settled.Method()
	return settled, nil
}

// takeOrder locks a pending order, marks it Processed and returns its lines.
func (s *Sales) takeOrder(ctx context.Context, id int64) (core.Order, []core.OrderItem, error) {
	o, err := s.orders.Update(ctx, id, func(o *core.Order) error {
		if o.Status != core.OrderPending || o.SaleID != nil {
			return core.Conflict(MsgOrderDone)
		}
		o.Status = core.OrderProcessed
		return nil
	})
	if errors.Is(err, core.ErrNotFound) {
		return o, nil, core.NotFound(MsgOrderNotFound)
	}
	if err != nil {
		return o, nil, err
	}
	items, err := s.orders.Items(ctx, id)
	return o, items, err
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

// Receipt is everything the receipt prints, with the payments.
func (s *Sales) Receipt(ctx context.Context, id int64) (core.SalesTransaction, error) {
	sale, err := s.sales.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return sale, core.NotFound(MsgSaleNotFound)
	}
	return s.printed(ctx, sale, err)
}

// printed adds to a sale just read (or its error) the payments and units its receipt prints.
func (s *Sales) printed(ctx context.Context, sale core.SalesTransaction, err error) (core.SalesTransaction, error) {
	if err != nil {
		return sale, err
	}
	if sale.Payments, err = s.payments.Of(ctx, core.DocumentSale, sale.ID); err != nil {
		return sale, err
	}
	return sale, s.withUnits(ctx, &sale)
}

// withUnits names on each line the units of a tracked product the sale sold, for the receipt.
func (s *Sales) withUnits(ctx context.Context, sale *core.SalesTransaction) error {
	sold, err := s.units.MovedBy(ctx, sale.Number, core.ReasonSale)
	for _, u := range sold {
		for i := range sale.Items {
			if sale.Items[i].ProductID == u.ProductID && int64(len(sale.Items[i].Units)) < sale.Items[i].Quantity {
				sale.Items[i].Units = append(sale.Items[i].Units, u)
				break
			}
		}
	}
	return err
}

// List shows sales, newest first.
func (s *Sales) List(ctx context.Context, f core.SaleFilter) (core.Page[core.SalesTransaction], error) {
	return s.sales.List(ctx, f)
}
