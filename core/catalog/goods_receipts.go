package catalog

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/konterhp/konter/core"
)

// Texts of the goods receipt (penerimaan barang).
const (
	MsgGoodsReceiptNoSupplier = "Pilih supplier barang."
	MsgGoodsReceiptNoLines    = "Tambahkan minimal satu barang yang diterima."
	MsgGoodsReceiptQuantity   = "Jumlah barang harus lebih dari 0."
	MsgGoodsReceiptPaid       = "Jumlah dibayar tidak boleh negatif atau melebihi total."
	MsgGoodsReceiptUnitsCount = "Jumlah %s harus sama dengan banyaknya IMEI/serial yang dipindai."
	MsgGoodsReceiptNotFound   = "Penerimaan barang tidak ditemukan."
	MsgGoodsReceiptOverpaid   = "Pembayaran melebihi sisa utang penerimaan ini."
	MsgGoodsReceiptBadPayment = "Jumlah pembayaran harus lebih dari 0."
	MsgSupplierCashNoPayer    = "Pembayaran tunai ke supplier diambil dari laci kasir yang membayar."
	maxGoodsReceiptLines      = 200
)

// GoodsReceiptLineInput is one product received: how many, at what price, and for a product
// tracked by unit the units' numbers.
type GoodsReceiptLineInput struct {
	ProductID int64
	Quantity  int64
	BuyPrice  int64
	Units     []UnitNumbers
}

// GoodsReceiptInput is a goods receipt as staff enter it from the supplier's invoice.
type GoodsReceiptInput struct {
	SupplierID    int64
	InvoiceNumber string
	// ReceivedOn is the shop-local day, YYYY-MM-DD; empty is today.
	ReceivedOn string
	Lines      []GoodsReceiptLineInput
	// Paid is what the shop paid at once; the rest is owed to the supplier.
	Paid int64
	// Method is how Paid was paid: cash comes out of the payer's drawer; empty is not cash.
	Method core.PaymentMethod
}

// checkedLine is a receipt line with its units' numbers checked.
type checkedLine struct {
	GoodsReceiptLineInput
	units []core.Unit
}

func (in *GoodsReceiptInput) check() ([]checkedLine, error) {
	in.InvoiceNumber = strings.TrimSpace(in.InvoiceNumber)
	if in.SupplierID <= 0 {
		return nil, core.InvalidField("supplier_id", MsgGoodsReceiptNoSupplier)
	}
	if len(in.InvoiceNumber) > 100 {
		return nil, core.InvalidField("invoice_number", "Nomor faktur paling panjang 100 karakter.")
	}
	if in.ReceivedOn != "" {
		if err := checkDate(&in.ReceivedOn); err != nil {
			return nil, core.InvalidField("received_on", "Tanggal harus berformat YYYY-MM-DD.")
		}
	}
	if len(in.Lines) == 0 {
		return nil, core.InvalidField("lines", MsgGoodsReceiptNoLines)
	}
	if len(in.Lines) > maxGoodsReceiptLines {
		return nil, core.InvalidField("lines", "Terlalu banyak baris dalam satu penerimaan.")
	}
	if in.Paid < 0 {
		return nil, core.InvalidField("paid", MsgGoodsReceiptPaid)
	}
	if err := core.CheckAmount("paid", in.Paid); err != nil {
		return nil, err
	}
	if err := checkSupplierMethod(in.Method); err != nil {
		return nil, err
	}
	out := make([]checkedLine, len(in.Lines))
	var all []UnitNumbers
	for i, l := range in.Lines {
		field := fmt.Sprintf("lines[%d]", i)
		if len(l.Units) > 0 {
			l.Quantity = int64(len(l.Units))
		}
		if l.Quantity <= 0 {
			return nil, core.InvalidField(field+".quantity", MsgGoodsReceiptQuantity)
		}
		if err := core.CheckStock(field+".quantity", l.Quantity); err != nil {
			return nil, err
		}
		if l.BuyPrice < 0 {
			return nil, core.InvalidField(field+".buy_price", "Angka tidak boleh negatif.")
		}
		if err := core.CheckPrice(field+".buy_price", l.BuyPrice); err != nil {
			return nil, err
		}
		out[i] = checkedLine{GoodsReceiptLineInput: l}
		all = append(all, l.Units...)
	}
	// Every number once across the whole receipt.
	units, err := checkUnitNumbers(all)
	if err != nil {
		return nil, err
	}
	for i := range out {
		n := len(out[i].Units)
		out[i].units, units = units[:n:n], units[n:]
	}
	return out, nil
}

// movingAverage is the cost of the stock after qty more came in at price: what the stock
// cost before and what came in, over the new stock, rounded to the rupiah. It is worked out in
// 128 bits, so it never refuses: the average lies between cost and price, and the bounds of
// the receipt and of the stock are the ledger's and the receipt's to check.
func movingAverage(stock, cost, qty, price int64) int64 {
	stock, cost = max(stock, 0), max(cost, 0)
	beforeHigh, beforeLow := bits.Mul64(uint64(stock), uint64(cost))
	inHigh, inLow := bits.Mul64(uint64(qty), uint64(price))
	n := uint64(stock) + uint64(qty)
	low, carry := bits.Add64(beforeLow, inLow, 0)
	high, _ := bits.Add64(beforeHigh, inHigh, carry)
	low, carry = bits.Add64(low, n/2, 0)
	average, _ := bits.Div64(high+carry, low, n)
	return int64(average)
}

// ReceiveGoods posts a goods receipt in one transaction: the receipt and its lines, each
// product's stock through the ledger (reason ReasonGoodsReceipt, the receipt as reference, a tracked
// product unit by unit), and each product's cost as the moving average of what its stock cost.
func (c *Catalog) ReceiveGoods(ctx context.Context, in GoodsReceiptInput, by core.Principal) (core.GoodsReceipt, error) {
	lines, err := in.check()
	if err != nil {
		return core.GoodsReceipt{}, err
	}
	bill := core.Bill{Lines: make([]core.BillLine, len(lines))}
	for i, l := range lines {
		bill.Lines[i] = core.BillLine{Quantity: l.Quantity, Price: l.BuyPrice}
	}
	_, total, err := bill.Price()
	if err != nil {
		return core.GoodsReceipt{}, err
	}
	if by.Outlet <= 0 {
		return core.GoodsReceipt{}, core.Conflict(MsgNoOutlet)
	}
	r := core.GoodsReceipt{SupplierID: in.SupplierID, OutletID: by.Outlet, InvoiceNumber: in.InvoiceNumber, ReceivedOn: in.ReceivedOn,
		Total: total, Paid: in.Paid, UserID: by.Actor(), CreatedAt: c.clock.Now(), Number: core.PendingNumber("PB")}
	if r.ReceivedOn == "" {
		r.ReceivedOn = c.today(ctx)
	}
	err = c.tx.WithinTx(ctx, func(ctx context.Context) error {
		// What earlier lines bring of a product listed twice, not yet in its stock.
		incoming := map[int64]int64{}
		for _, l := range lines {
			line, err := c.receiveLine(ctx, l, incoming)
			if err != nil {
				return err
			}
			r.Lines = append(r.Lines, line)
		}
		if r.Paid > r.Total {
			return core.InvalidField("paid", MsgGoodsReceiptPaid)
		}
		if err := c.goodsReceipts.Create(ctx, &r); err != nil {
			if errors.Is(err, core.ErrReferenced) {
				return core.InvalidField("supplier_id", MsgSupplierNotFound)
			}
			return err
		}
		r.Number = core.DocumentNumber("PB", r.CreatedAt, c.zone.Location(ctx), r.ID)
		if err := c.goodsReceipts.SetNumber(ctx, r.ID, r.Number); err != nil {
			return err
		}
		if err := c.payInCash(ctx, r.ID, in.Method, r.Paid, by, "paid"); err != nil {
			return err
		}
		return c.stockIn(ctx, r, lines, by)
	})
	if err != nil {
		return core.GoodsReceipt{}, err
	}
	return c.GoodsReceipt(ctx, r.ID)
}

// receiveLine sets the product's new cost, from the stock it has before the goods come in
// (and what earlier lines of the receipt bring of it).
func (c *Catalog) receiveLine(ctx context.Context, l checkedLine, incoming map[int64]int64) (core.GoodsReceiptLine, error) {
	p, err := c.change(ctx, l.ProductID, func(p *core.Product) error {
		if p.Tracked != (len(l.Units) > 0) {
			return unitsExpected(p)
		}
		p.BuyPrice = movingAverage(p.Stock+incoming[p.ID], p.BuyPrice, l.Quantity, l.BuyPrice)
		incoming[p.ID] += l.Quantity
		return nil
	})
	return core.GoodsReceiptLine{ProductID: p.ID, ProductName: p.Name, Quantity: l.Quantity, BuyPrice: l.BuyPrice}, err
}

// stockIn brings the receipt's goods into the stock, once the receipt has its number.
func (c *Catalog) stockIn(ctx context.Context, r core.GoodsReceipt, lines []checkedLine, by core.Principal) error {
	move := core.StockChange{Reason: core.ReasonGoodsReceipt, Reference: r.Number, UserID: by.Actor()}
	var plain []core.StockChange
	for i, l := range lines {
		if len(l.units) == 0 {
			change := move
			change.ProductID, change.Delta = l.ProductID, l.Quantity
			plain = append(plain, change)
			continue
		}
		p := core.Product{ID: l.ProductID, Name: r.Lines[i].ProductName, Tracked: true}
		origin := UnitOrigin{SupplierID: &r.SupplierID, ReceivedOn: r.ReceivedOn, BuyPrice: l.BuyPrice}
		if _, err := c.receiveUnits(ctx, by.Outlet, p, l.units, origin, move); err != nil {
			return err
		}
	}
	_, err := c.ledger.Move(ctx, by.Outlet, plain...)
	return err
}

// GoodsReceipt reads a goods receipt with its lines.
func (c *Catalog) GoodsReceipt(ctx context.Context, id int64) (core.GoodsReceipt, error) {
	r, err := c.goodsReceipts.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return r, core.NotFound(MsgGoodsReceiptNotFound)
	}
	return r, err
}

// GoodsReceipts lists goods receipts, newest first.
func (c *Catalog) GoodsReceipts(ctx context.Context, f core.GoodsReceiptFilter) (core.Page[core.GoodsReceipt], error) {
	if err := checkPeriod(&f); err != nil {
		return core.Page[core.GoodsReceipt]{}, err
	}
	return c.goodsReceipts.List(ctx, f)
}

// PayGoodsReceipt records a payment to the supplier for a goods receipt; it may not pay more
// than is owed. Paid in cash, the money comes out of the payer's drawer in the same transaction.
func (c *Catalog) PayGoodsReceipt(ctx context.Context, id, amount int64, method core.PaymentMethod, by core.Principal) (core.GoodsReceipt, error) {
	if amount <= 0 {
		return core.GoodsReceipt{}, core.InvalidField("amount", MsgGoodsReceiptBadPayment)
	}
	if err := core.CheckAmount("amount", amount); err != nil {
		return core.GoodsReceipt{}, err
	}
	if err := checkSupplierMethod(method); err != nil {
		return core.GoodsReceipt{}, err
	}
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		err := c.goodsReceipts.Pay(ctx, id, amount)
		if errors.Is(err, core.ErrNotFound) {
			if _, err := c.GoodsReceipt(ctx, id); err != nil {
				return err
			}
			return core.InvalidField("amount", MsgGoodsReceiptOverpaid)
		}
		if err != nil {
			return err
		}
		return c.payInCash(ctx, id, method, amount, by, "amount")
	})
	if err != nil {
		return core.GoodsReceipt{}, err
	}
	return c.GoodsReceipt(ctx, id)
}

// checkSupplierMethod refuses a way of paying the shop does not know.
func checkSupplierMethod(method core.PaymentMethod) error {
	if method != "" && !method.Known() {
		return core.InvalidField("method", core.MsgUnknownMethod)
	}
	return nil
}

// payInCash takes what was paid to the supplier in cash out of the payer's drawer, naming the
// receipt; other methods leave the drawer alone.
func (c *Catalog) payInCash(ctx context.Context, id int64, method core.PaymentMethod, amount int64, by core.Principal, field string) error {
	if method != core.MethodCash || amount == 0 {
		return nil
	}
	if by.Actor() == nil {
		return core.InvalidField("method", MsgSupplierCashNoPayer)
	}
	r, err := c.goodsReceipts.Get(ctx, id)
	if err != nil {
		return err
	}
	reason := fmt.Sprintf("Bayar supplier %s (%s)", r.SupplierName, r.Number)
	return c.drawer.PaySupplier(ctx, by, amount, reason, field)
}

// GoodsReceiptsPerSupplier adds up the goods receipts of a period per supplier, with what is
// still owed; with Unpaid, only the receipts not fully paid (what the shop owes each supplier).
func (c *Catalog) GoodsReceiptsPerSupplier(ctx context.Context, f core.GoodsReceiptFilter) ([]core.SupplierGoodsReceipts, error) {
	if err := checkPeriod(&f); err != nil {
		return nil, err
	}
	return c.goodsReceipts.PerSupplier(ctx, f)
}

func checkPeriod(f *core.GoodsReceiptFilter) error {
	for _, d := range []struct {
		field string
		day   *string
	}{{"from", &f.From}, {"to", &f.To}} {
		if err := checkDate(d.day); err != nil {
			return core.InvalidField(d.field, "Tanggal harus berformat YYYY-MM-DD.")
		}
	}
	return nil
}
