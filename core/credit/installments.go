// Package credit holds the instalments customers pay off: opened by a sale or a repair
// that was not paid in full, or entered by hand.
package credit

import (
	"context"
	"errors"
	"strings"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/ports"
)

// The spec's texts.
const (
	MsgNotFound       = "Data cicilan tidak ditemukan."
	MsgBadAmount      = "Jumlah pembayaran tidak valid."
	MsgManualRequired = "Harap pilih pelanggan dan masukkan jumlah yang valid."
	MsgNoCustomer     = "Pelanggan tidak ditemukan."
)

// Credit is the entry point of the instalment use cases.
type Credit struct {
	tx        ports.Tx
	clock     ports.Clock
	zone      ports.ShopTime
	repo      ports.InstallmentRepository
	customers ports.ContactRepository[core.Customer]
	payments  *payments.Payments
	once      *idempotency.Writes
	pub       ports.Publisher
}

// Deps are the ports the instalments need.
type Deps struct {
	Tx           ports.Tx
	Clock        ports.Clock
	Zone         ports.ShopTime
	Installments ports.InstallmentRepository
	Customers    ports.ContactRepository[core.Customer]
	Payments     *payments.Payments
	Once         *idempotency.Writes
	Pub          ports.Publisher
}

func New(d Deps) *Credit {
	return &Credit{tx: d.Tx, clock: d.Clock, zone: d.Zone, repo: d.Installments, customers: d.Customers, payments: d.Payments, once: d.Once, pub: d.Pub}
}

// OpenInput describes the debt a sale or repair leaves behind.
type OpenInput struct {
	Number     string
	Type       string
	CustomerID int64
	// CustomerName, when the document already read the customer, spares reading it again.
	CustomerName string
	Total        int64
	Paid         int64
	Details      *string
	KasirID      *int64
	// Outlet is where the document that leaves the debt was made.
	Outlet int64
}

// Open records an instalment inside the caller's transaction.
func (c *Credit) Open(ctx context.Context, in OpenInput) (core.Installment, error) {
	if in.Outlet == 0 {
		return core.Installment{}, errors.New("credit: an instalment is opened at an outlet")
	}
	name := in.CustomerName
	if name == "" {
		var err error
		if name, err = c.customerName(ctx, in.CustomerID); err != nil {
			return core.Installment{}, err
		}
	}
	now := c.clock.Now()
	inst := core.Installment{
		Number: in.Number, Type: in.Type, CustomerID: &in.CustomerID, CustomerName: &name,
		Total: in.Total, Paid: in.Paid, Remaining: in.Total - in.Paid, Status: statusFor(in.Total - in.Paid),
		Details: in.Details, KasirID: in.KasirID, OutletID: in.Outlet, CreatedAt: now, UpdatedAt: now,
	}
	if err := c.repo.Create(ctx, &inst); err != nil {
		return core.Installment{}, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceInstallments, Action: core.ActionCreated, IDs: []int64{inst.ID}})
	return inst, nil
}

// ManualInput is the add-instalment form.
type ManualInput struct {
	CustomerID *int64
	Amount     int64
	Details    string
	// Outlet is where the debt is recorded.
	Outlet int64
}

// AddManual records a debt that no sale or repair in Konter produced (CICIL-…, type Lainnya).
func (c *Credit) AddManual(ctx context.Context, in ManualInput, kasir *int64) (core.Installment, error) {
	if in.CustomerID == nil || in.Amount <= 0 {
		return core.Installment{}, core.Validation(MsgManualRequired)
	}
	if err := core.CheckAmount("total_amount", in.Amount); err != nil {
		return core.Installment{}, err
	}
	var details *string
	if d := strings.TrimSpace(in.Details); d != "" {
		details = &d
	}
	var inst core.Installment
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		inst, err = c.Open(ctx, OpenInput{
			Number: core.PendingNumber("CICIL"), Type: core.InstallmentManual, CustomerID: *in.CustomerID,
			Total: in.Amount, Details: details, KasirID: kasir, Outlet: in.Outlet,
		})
		if err != nil {
			return err
		}
		inst.Number = core.DocumentNumber("CICIL", inst.CreatedAt, c.zone.Location(ctx), inst.ID)
		return c.repo.SetNumber(ctx, inst.ID, inst.Number)
	})
	return inst, err
}

// List shows instalments, open ones by default, newest first.
func (c *Credit) List(ctx context.Context, f core.InstallmentFilter) (core.Page[core.Installment], error) {
	if f.Status == "" {
		f.Status = core.InstallmentOpen
	}
	f.Search = strings.TrimSpace(f.Search)
	return c.repo.List(ctx, f)
}

// Get reads one instalment.
func (c *Credit) Get(ctx context.Context, id int64) (core.Installment, error) {
	inst, err := c.repo.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return inst, core.NotFound(MsgNotFound)
	}
	return inst, err
}

// Payments is an instalment's payment history, newest first, each with its payments by method.
func (c *Credit) Payments(ctx context.Context, id int64, page core.PageRequest) (core.Page[core.InstallmentPayment], error) {
	if _, err := c.Get(ctx, id); err != nil {
		return core.Page[core.InstallmentPayment]{}, err
	}
	out, err := c.repo.Payments(ctx, id, page)
	if err != nil {
		return out, err
	}
	for i, p := range out.Items {
		if out.Items[i].Payments, err = c.payments.Of(ctx, core.DocumentInstallment, p.ID); err != nil {
			return out, err
		}
	}
	return out, nil
}

// PaymentInput is a payment towards an instalment: the amount in cash, or the payments by
// method.
type PaymentInput struct {
	Amount         int64
	Payments       []core.Tendered
	IdempotencyKey string
}

// ReceivePayment records a payment towards an instalment, with its payments by method; it
// turns Lunas when nothing remains. Two payments racing for the last rupiah cannot both
// succeed. A payment sent again with the same idempotency key and amount pays nothing and
// answers the instalment. It is paid at the cashier's outlet.
func (c *Credit) ReceivePayment(ctx context.Context, id int64, in PaymentInput, kasir core.Principal) (core.Installment, error) {
	if _, err := kasir.AtOutlet(); err != nil {
		return core.Installment{}, err
	}
	if in.Amount < 0 {
		return core.Installment{}, core.InvalidField("amount", MsgBadAmount)
	}
	if err := core.CheckAmount("amount", in.Amount); err != nil {
		return core.Installment{}, err
	}
	tendered, err := core.CashOrPayments(in.Amount, in.Payments)
	if err != nil {
		return core.Installment{}, err
	}
	if len(tendered) == 0 {
		return core.Installment{}, core.InvalidField("amount", MsgBadAmount)
	}
	k, err := core.NewIdempotencyKey(kasir.UserID, core.WriteInstallmentPayment, in.IdempotencyKey, struct {
		Installment int64
		Payments    []core.Tendered
	}{id, tendered})
	if err != nil {
		return core.Installment{}, err
	}
	_, _, err = c.once.Once(ctx, k, func(ctx context.Context) (int64, error) {
		return c.pay(ctx, id, tendered, kasir)
	})
	if err != nil {
		return core.Installment{}, err
	}
	return c.Get(ctx, id)
}

// pay settles the payment against what remains and records it, inside the payment's
// transaction.
func (c *Credit) pay(ctx context.Context, id int64, tendered []core.Tendered, kasir core.Principal) (int64, error) {
	inst, err := c.Get(ctx, id)
	if err != nil {
		return 0, err
	}
	accepted, err := c.payments.Accepted(ctx)
	if err != nil {
		return 0, err
	}
	settled, err := core.Bill{Lines: []core.BillLine{{Quantity: 1, Price: inst.Remaining}}, Payments: tendered, Accepted: accepted,
		Customer: true, OnCredit: true, UpToTotal: true}.Settle()
	if err != nil {
		return 0, err
	}
	now := c.clock.Now()
	ok, err := c.repo.Pay(ctx, id, settled.Paid, now)
	if err != nil {
		return 0, err
	}
	if !ok { // another payment took what remained since it was read
		return 0, core.InvalidField("amount", core.MsgOverpaid)
	}
	p := core.InstallmentPayment{InstallmentID: id, Amount: settled.Paid, OutletID: kasir.Outlet, KasirID: kasir.Actor(), CreatedAt: now}
	if err := c.repo.AddPayment(ctx, &p); err != nil {
		return 0, err
	}
	doc := payments.Document{Kind: core.DocumentInstallment, ID: p.ID, KasirID: p.KasirID, Outlet: p.OutletID}
	if _, err := c.payments.Record(ctx, doc, settled.Payments); err != nil {
		return 0, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceInstallments, Action: core.ActionUpdated, IDs: []int64{id}})
	return p.ID, nil
}

func (c *Credit) customerName(ctx context.Context, id int64) (string, error) {
	cust, err := c.customers.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return "", core.InvalidField("customer_id", MsgNoCustomer)
	}
	return cust.Name, err
}

func statusFor(remaining int64) string {
	if remaining <= 0 {
		return core.InstallmentPaid
	}
	return core.InstallmentOpen
}

// ByNumber finds the instalment a sale or repair opened; core.ErrNotFound when none.
func (c *Credit) ByNumber(ctx context.Context, number string) (core.Installment, error) {
	return c.repo.FindByNumber(ctx, number)
}

// Reprice follows a bill that changed: new total, and what has been paid towards it.
func (c *Credit) Reprice(ctx context.Context, id, total, paid int64) error {
	if err := c.repo.Reprice(ctx, id, total, paid, c.clock.Now()); err != nil {
		return err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceInstallments, Action: core.ActionUpdated, IDs: []int64{id}})
	return nil
}

// Cancel closes the instalment a voided sale or repair bill opened: what was paid on it stays
// paid (the void pays it back), nothing more is owed.
func (c *Credit) Cancel(ctx context.Context, id int64) error {
	if err := c.repo.Cancel(ctx, id, c.clock.Now()); err != nil {
		return err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceInstallments, Action: core.ActionUpdated, IDs: []int64{id}})
	return nil
}
