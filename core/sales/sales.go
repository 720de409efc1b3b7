// Package sales holds the sales cashier: ringing up a sale, taking cash or credit, and the
// receipt.
package sales

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/idempotency"
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
	Ledger    *catalog.Ledger
	Credit    *credit.Credit
	Once      *idempotency.Writes
	Pub       ports.Publisher
}

func New(d Deps) *Sales {
	return &Sales{tx: d.Tx, clock: d.Clock, zone: d.Zone, sales: d.Sales, products: d.Products, customers: d.Customers,
		users: d.Users, orders: d.Orders, ledger: d.Ledger, credit: d.Credit, once: d.Once, pub: d.Pub}
}

// Line is one cart line: a product and how many. For a product tracked by unit the line may
// name the units scanned (their IMEIs or serials); its quantity is then their number.
type Line struct {
	ProductID int64
	Quantity  int64
	UnitIDs   []int64
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
		if len(l.UnitIDs) > 0 {
			l.Quantity = int64(len(l.UnitIDs))
		}
		if l.Quantity <= 0 {
			return nil, core.InvalidField("items", MsgBadQuantity)
		}
		if err := core.CheckQuantity("items", l.Quantity); err != nil {
			return nil, err
		}
		if i, ok := index[l.ProductID]; ok {
			out[i].Quantity += l.Quantity
			out[i].UnitIDs = append(out[i].UnitIDs, l.UnitIDs...)
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
// A retry with the same idempotency key and cart returns the sale already made.
func (s *Sales) RingUpSale(ctx context.Context, cashier core.Principal, in SaleInput) (core.SalesTransaction, error) {
	if cashier.UserID == 0 {
		return core.SalesTransaction{}, core.Unauthenticated(MsgNoSession)
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
	id, repeated, err := s.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		sale = core.SalesTransaction{
			CreatedAt: s.clock.Now(), Number: core.PendingNumber("TRX"), CustomerType: in.CustomerType,
			Discount: in.Discount, PaymentMethod: in.PaymentMethod, KasirID: &cashier.UserID, KasirName: cashier.StaffName(ctx, s.users),
		}
		var err error
		if in.OrderID != nil {
			err = s.sellOrder(ctx, cashier, &sale, in)
		} else {
			err = s.sellCart(ctx, cashier, &sale, in, lines)
		}
		return sale.ID, err
	})
	if err != nil {
		return core.SalesTransaction{}, err
	}
	if repeated {
		return s.Receipt(ctx, id)
	}
	return sale, nil
}

// sellCart sells the cart's lines at today's shelf price; their stock leaves through the ledger.
func (s *Sales) sellCart(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput, lines []Line) error {
	ids := make([]int64, len(lines))
	for i, l := range lines {
		ids[i] = l.ProductID
	}
	products, err := s.productsByID(ctx, ids)
	if err != nil {
		return err
	}
	for _, l := range lines {
		p := products[l.ProductID]
		if p.Stock < l.Quantity {
			return &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
		}
		price := p.RetailPrice
		if sale.CustomerType == core.CustomerReseller {
			price = p.ResellerPrice
		}
		if err := addItem(sale, p, l.Quantity, price); err != nil {
			return err
		}
	}
	if err := s.record(ctx, cashier, sale, in); err != nil {
		return err
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
	_, err = s.ledger.Move(ctx, changes...)
	return err
}

// sellOrder sells a member's pickup order at the prices it was ordered at; its stock left
// when the member ordered. The order is marked Processed and linked to its sale.
func (s *Sales) sellOrder(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput) error {
	order, items, err := s.takeOrder(ctx, *in.OrderID)
	if err != nil {
		return err
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = it.ProductID
	}
	products, err := s.productsByID(ctx, ids)
	if err != nil {
		return err
	}
	for _, it := range items {
		if err := addItem(sale, products[it.ProductID], it.Quantity, it.PriceAtOrder); err != nil {
			return err
		}
	}
	if in.CustomerID == nil {
		sale.CustomerName = s.memberName(ctx, order.MemberID)
	}
	if err := s.record(ctx, cashier, sale, in); err != nil {
		return err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceOrders, Action: core.ActionUpdated, IDs: []int64{order.ID}})
	_, err = s.orders.Update(ctx, order.ID, func(o *core.Order) error {
		o.SaleID = &sale.ID
		return nil
	})
	return err
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

// addItem puts a line on the sale at its price; a subtotal past the bounds is refused.
func addItem(sale *core.SalesTransaction, p core.Product, quantity, price int64) error {
	sale.Items = append(sale.Items, core.SalesTransactionItem{ProductID: p.ID, ProductName: p.Name, Quantity: quantity, BuyPrice: p.BuyPrice, SalePrice: price})
	amount, err := core.Mul(quantity, price)
	if err != nil {
		return err
	}
	sale.Subtotal, err = core.Add(sale.Subtotal, amount)
	return err
}

// record settles the priced sale and stores it with its number, and opens an instalment
// for what remains to be paid.
func (s *Sales) record(ctx context.Context, cashier core.Principal, sale *core.SalesTransaction, in SaleInput) error {
	if err := s.settle(ctx, sale, in); err != nil {
		return err
	}
	if err := s.sales.Create(ctx, sale); err != nil {
		return err
	}
	sale.Number = core.DocumentNumber("TRX", sale.CreatedAt, s.zone.Location(ctx), sale.ID)
	if err := s.sales.SetNumber(ctx, sale.ID, sale.Number); err != nil {
		return err
	}
	// Published inside the transaction: the notices go out together once it commits.
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceSalesTransactions, Action: core.ActionCreated, IDs: []int64{sale.ID}})
	if sale.Remaining == 0 {
		return nil
	}
	_, err := s.credit.Open(ctx, credit.OpenInput{
		Number: sale.Number, Type: core.InstallmentSale, CustomerID: *sale.CustomerID, CustomerName: *sale.CustomerName,
		Total: sale.Total, Paid: sale.Total - sale.Remaining, KasirID: &cashier.UserID,
	})
	return err
}

// settle applies the discount and the payment, and names the customer.
func (s *Sales) settle(ctx context.Context, sale *core.SalesTransaction, in SaleInput) error {
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
		cust, err := s.customers.Get(ctx, *in.CustomerID)
		if errors.Is(err, core.ErrNotFound) {
			return core.InvalidField("customer_id", credit.MsgNoCustomer)
		}
		if err != nil {
			return err
		}
		sale.CustomerID, sale.CustomerName = &cust.ID, &cust.Name
	}
	if sale.Remaining > 0 && sale.CustomerID == nil {
		return core.InvalidField("customer_id", MsgNeedCustomer)
	}
	return nil
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
