// Package sales holds the sales cashier: ringing up a sale, taking cash or credit, and the
// receipt.
package sales

import (
	"context"
	"errors"
	"strings"

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
		if i, ok := index[l.ProductID]; ok {
			out[i].Quantity += l.Quantity
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
	key := strings.TrimSpace(in.IdempotencyKey)
	if key != "" {
		if done, err := s.sales.FindByKey(ctx, cashier.UserID, key); err == nil {
			return done, nil
		} else if !errors.Is(err, core.ErrNotFound) {
			return core.SalesTransaction{}, err
		}
	}
	var sale core.SalesTransaction
	err = s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		var order *core.Order
		if in.OrderID != nil {
			if order, lines, err = s.takeOrder(ctx, *in.OrderID); err != nil {
				return err
			}
		}
		sale, err = s.price(ctx, cashier, in, lines)
		if err != nil {
			return err
		}
		if order != nil && sale.CustomerName == nil {
			sale.CustomerName = s.memberName(ctx, order.MemberID)
		}
		if key != "" {
			sale.IdempotencyKey = &key
		}
		if err := s.sales.Create(ctx, &sale); err != nil {
			return err
		}
		sale.Number = core.DocumentNumber("TRX", sale.CreatedAt, s.zone.Location(ctx), sale.ID)
		if err := s.sales.SetNumber(ctx, sale.ID, sale.Number); err != nil {
			return err
		}
		changes := make([]core.StockChange, 0, len(sale.Items))
		for i, it := range sale.Items {
			if lines[i].fromOrder {
				continue // reserved when the member ordered: it left stock then
			}
			changes = append(changes, core.StockChange{ProductID: it.ProductID, Delta: -it.Quantity, Reason: core.ReasonSale, Reference: sale.Number, UserID: &cashier.UserID})
		}
		if _, err := s.ledger.Move(ctx, changes...); err != nil {
			return err
		}
		if order != nil {
			if _, err := s.orders.Update(ctx, order.ID, func(o *core.Order) error {
				o.SaleID = &sale.ID
				return nil
			}); err != nil {
				return err
			}
		}
		if sale.Remaining > 0 {
			_, err = s.credit.Open(ctx, credit.OpenInput{
				Number: sale.Number, Type: core.InstallmentSale, CustomerID: *sale.CustomerID,
				Total: sale.Total, Paid: sale.Total - sale.Remaining, KasirID: &cashier.UserID,
			})
		}
		return err
	})
	if errors.Is(err, core.ErrDuplicate) && key != "" {
		// A twin request with the same key committed first: answer with its sale.
		return s.sales.FindByKey(ctx, cashier.UserID, key)
	}
	if err != nil {
		return core.SalesTransaction{}, err
	}
	s.pub.Publish(ctx, core.Change{Resource: "sales_transactions", Action: core.ActionCreated, IDs: []int64{sale.ID}})
	if in.OrderID != nil {
		s.pub.Publish(ctx, core.Change{Resource: "orders", Action: core.ActionUpdated, IDs: []int64{*in.OrderID}})
	}
	return sale, nil
}

// price builds the sale from current prices and computes every amount.
func (s *Sales) price(ctx context.Context, cashier core.Principal, in SaleInput, lines []Line) (core.SalesTransaction, error) {
	sale := core.SalesTransaction{
		CreatedAt: s.clock.Now(), Number: core.PendingNumber("TRX"), CustomerType: in.CustomerType,
		Discount: in.Discount, PaymentMethod: in.PaymentMethod, KasirID: &cashier.UserID,
	}
	sale.KasirName = cashier.StaffName(ctx, s.users)
	for _, l := range lines {
		p, err := s.products.Get(ctx, l.ProductID)
		if errors.Is(err, core.ErrNotFound) {
			return sale, core.NotFound(catalog.MsgProductNotFound)
		}
		if err != nil {
			return sale, err
		}
		if p.Stock < l.Quantity && !l.fromOrder {
			return sale, &core.StockShortageError{ProductID: p.ID, Name: p.Name, Available: p.Stock}
		}
		price := p.RetailPrice
		switch {
		case l.fromOrder:
			price = l.orderPrice
		case in.CustomerType == core.CustomerReseller:
			price = p.ResellerPrice
		}
		sale.Items = append(sale.Items, core.SalesTransactionItem{ProductID: p.ID, ProductName: p.Name, Quantity: l.Quantity, BuyPrice: p.BuyPrice, SalePrice: price})
		sale.Subtotal += l.Quantity * price
	}
	if in.Discount > sale.Subtotal {
		return sale, core.InvalidField("discount", MsgBadDiscount)
	}
	sale.Total = sale.Subtotal - in.Discount
	sale.Paid = in.Paid
	if in.Paid >= sale.Total {
		sale.Change = in.Paid - sale.Total
	} else {
		sale.Remaining = sale.Total - in.Paid
	}
	if in.PaymentMethod == core.PayCash && sale.Remaining > 0 {
		return sale, core.InvalidField("paid_amount", MsgCashShort)
	}
	if in.CustomerID != nil {
		cust, err := s.customers.Get(ctx, *in.CustomerID)
		if errors.Is(err, core.ErrNotFound) {
			return sale, core.InvalidField("customer_id", credit.MsgNoCustomer)
		}
		if err != nil {
			return sale, err
		}
		sale.CustomerID, sale.CustomerName = &cust.ID, &cust.Name
	}
	if sale.Remaining > 0 && sale.CustomerID == nil {
		return sale, core.InvalidField("customer_id", MsgNeedCustomer)
	}
	return sale, nil
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
