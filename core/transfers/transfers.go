// Package transfers moves stock between outlets (mutasi stok): the goods leave the sending
// outlet's stock when the transfer is sent and are in transit, enter the receiving outlet's when
// staff there receive them by scanning, and a shortfall found on receipt goes back to the sender
// or is written off by the Admin. Every movement goes through the ledger.
package transfers

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/ports"
)

// Texts of transfers between outlets.
const (
	MsgTransferNotFound  = "Mutasi stok tidak ditemukan."
	MsgTransferEmpty     = "Tambahkan minimal satu barang atau unit yang dikirim."
	MsgTransferQuantity  = "Jumlah barang harus lebih dari 0."
	MsgSameOutlet        = "Outlet tujuan harus berbeda dari outlet pengirim."
	MsgChooseSender      = "Pilih outlet pengirim."
	MsgChooseReceiver    = "Pilih outlet tujuan."
	MsgNotYourSender     = "Anda tidak terdaftar di outlet pengirim."
	MsgScanUnits         = "Pindai IMEI/serial setiap unit %s yang dikirim."
	MsgUnitNotFound      = "Unit %s tidak ditemukan."
	MsgNoteTooLong       = "Catatan paling panjang 500 karakter."
	MsgTooManyLines      = "Terlalu banyak barang dalam satu mutasi."
	MsgProductNotFound   = "Barang tidak ditemukan."
	maxTransferLines     = 200
	maxTransferUnits     = 1000
	transferNumberPrefix = "MTS"
)

// Transfers is the entry point of transfers between outlets.
type Transfers struct {
	tx        ports.Tx
	clock     ports.Clock
	zone      ports.ShopTime
	transfers ports.StockTransferRepository
	products  ports.ProductRepository
	units     ports.UnitRepository
	outlets   ports.OutletRepository
	ledger    *catalog.Ledger
	once      *idempotency.Writes
	pub       ports.Publisher
}

// Deps are the ports and use cases a transfer needs.
type Deps struct {
	Tx        ports.Tx
	Clock     ports.Clock
	Zone      ports.ShopTime
	Transfers ports.StockTransferRepository
	Products  ports.ProductRepository
	Units     ports.UnitRepository
	Outlets   ports.OutletRepository
	Ledger    *catalog.Ledger
	Once      *idempotency.Writes
	Pub       ports.Publisher
}

func New(d Deps) *Transfers {
	return &Transfers{tx: d.Tx, clock: d.Clock, zone: d.Zone, transfers: d.Transfers, products: d.Products, units: d.Units,
		outlets: d.Outlets, ledger: d.Ledger, once: d.Once, pub: d.Pub}
}

// Quantity is a product counted by quantity: sent, or counted on receipt.
type Quantity struct {
	ProductID int64
	Quantity  int64
}

// SendInput is a transfer as staff send it: from an outlet (0: the session's) to another, the
// goods counted by quantity and the units by their IMEI or serial, scanned one after another.
type SendInput struct {
	FromOutletID   int64
	ToOutletID     int64
	Note           string
	Lines          []Quantity
	Units          []string
	IdempotencyKey string
}

// check trims the input, merges a product listed twice and refuses what cannot be sent.
func (in *SendInput) check(by core.Principal) error {
	in.Note = strings.TrimSpace(in.Note)
	if utf8.RuneCountInString(in.Note) > 500 {
		return core.InvalidField("note", MsgNoteTooLong)
	}
	if in.FromOutletID == 0 {
		in.FromOutletID = by.Outlet
	}
	if in.FromOutletID <= 0 {
		return core.InvalidField("from_outlet_id", MsgChooseSender)
	}
	if in.ToOutletID <= 0 {
		return core.InvalidField("to_outlet_id", MsgChooseReceiver)
	}
	if in.ToOutletID == in.FromOutletID {
		return core.InvalidField("to_outlet_id", MsgSameOutlet)
	}
	lines, err := mergeQuantities(in.Lines, false)
	if err != nil {
		return err
	}
	in.Lines = lines
	units, err := checkNumbers(in.Units)
	if err != nil {
		return err
	}
	in.Units = units
	if len(in.Lines) == 0 && len(in.Units) == 0 {
		return core.InvalidField("lines", MsgTransferEmpty)
	}
	return nil
}

// mergeQuantities adds up a product listed twice; a quantity of 0 is refused unless zero is
// allowed (a product counted on receipt of which nothing arrived).
func mergeQuantities(lines []Quantity, zero bool) ([]Quantity, error) {
	if len(lines) > maxTransferLines {
		return nil, core.InvalidField("lines", MsgTooManyLines)
	}
	out := []Quantity{}
	for i, l := range lines {
		field := fmt.Sprintf("lines[%d].quantity", i)
		if l.Quantity < 0 || (l.Quantity == 0 && !zero) {
			return nil, core.InvalidField(field, MsgTransferQuantity)
		}
		if err := core.CheckStock(field, l.Quantity); err != nil {
			return nil, err
		}
		at := slices.IndexFunc(out, func(q Quantity) bool { return q.ProductID == l.ProductID })
		if at < 0 {
			out = append(out, l)
			continue
		}
		out[at].Quantity += l.Quantity
		if err := core.CheckStock(field, out[at].Quantity); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// checkNumbers trims the scanned numbers and refuses one scanned twice.
func checkNumbers(numbers []string) ([]string, error) {
	if len(numbers) > maxTransferUnits {
		return nil, core.InvalidField("units", MsgTooManyLines)
	}
	out := make([]string, 0, len(numbers))
	for i, n := range numbers {
		n = strings.TrimSpace(n)
		field := fmt.Sprintf("units[%d]", i)
		if n == "" {
			return nil, core.InvalidField(field, catalog.MsgUnitNumberMissing)
		}
		if slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, n) }) {
			return nil, core.InvalidField(field, fmt.Sprintf(catalog.MsgUnitNumberTwice, n))
		}
		out = append(out, n)
	}
	return out, nil
}

// Send makes a transfer in one transaction: the transfer with its lines and units, and the goods
// out of the sending outlet's stock through the ledger (reason transfer-out), the units in
// transit. Staff send from an outlet they work at; the Admin from any. A retry with the same
// idempotency key and request answers with the transfer already made.
func (t *Transfers) Send(ctx context.Context, by core.Principal, in SendInput) (core.StockTransfer, error) {
	if err := in.check(by); err != nil {
		return core.StockTransfer{}, err
	}
	if err := t.worksAt(ctx, by, in.FromOutletID, MsgNotYourSender); err != nil {
		return core.StockTransfer{}, err
	}
	request := in
	request.IdempotencyKey = ""
	key, err := core.NewIdempotencyKey(by.UserID, core.WriteStockTransfer, in.IdempotencyKey, request)
	if err != nil {
		return core.StockTransfer{}, err
	}
	id, repeated, err := t.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		return t.send(ctx, by, in)
	})
	if err != nil {
		return core.StockTransfer{}, err
	}
	if !repeated {
		t.pub.Publish(ctx, core.Change{Resource: core.ResourceStockTransfers, Action: core.ActionCreated, IDs: []int64{id}})
	}
	return t.Transfer(ctx, by, id)
}

// send stores the transfer and takes its goods out of the sender's stock, inside the caller's
// transaction.
func (t *Transfers) send(ctx context.Context, by core.Principal, in SendInput) (int64, error) {
	for _, o := range []struct {
		id    int64
		field string
	}{{in.FromOutletID, "from_outlet_id"}, {in.ToOutletID, "to_outlet_id"}} {
		if _, err := t.outlets.Get(ctx, o.id); errors.Is(err, core.ErrNotFound) {
			return 0, core.InvalidField(o.field, "Outlet tidak ditemukan.")
		} else if err != nil {
			return 0, err
		}
	}
	tr := core.StockTransfer{FromOutletID: in.FromOutletID, ToOutletID: in.ToOutletID, Status: core.TransferSent, Note: in.Note,
		SentBy: by.Actor(), SentAt: t.clock.Now(), Number: core.PendingNumber(transferNumberPrefix)}
	units, err := t.scannedUnits(ctx, in.Units)
	if err != nil {
		return 0, err
	}
	if err := t.addLines(ctx, &tr, in.Lines, units); err != nil {
		return 0, err
	}
	if err := t.transfers.Create(ctx, &tr); err != nil {
		return 0, err
	}
	tr.Number = core.DocumentNumber(transferNumberPrefix, tr.SentAt, t.zone.Location(ctx), tr.ID)
	if err := t.transfers.SetNumber(ctx, tr.ID, tr.Number); err != nil {
		return 0, err
	}
	sent := func(l core.StockTransferLine) int64 { return -l.Quantity }
	_, err = t.ledger.Move(ctx, tr.FromOutletID, moves(tr, core.ReasonTransferOut, by, sent, tr.Units, -1)...)
	return tr.ID, err
}

// scannedUnits finds the units scanned for a transfer by their numbers.
func (t *Transfers) scannedUnits(ctx context.Context, numbers []string) ([]core.Unit, error) {
	out := make([]core.Unit, len(numbers))
	for i, n := range numbers {
		u, err := t.units.FindByNumber(ctx, n)
		if errors.Is(err, core.ErrNotFound) {
			return nil, core.InvalidField(fmt.Sprintf("units[%d]", i), fmt.Sprintf(MsgUnitNotFound, n))
		}
		if err != nil {
			return nil, err
		}
		out[i] = u
	}
	return out, nil
}

// addLines names the transfer's goods: a line per product, those tracked by unit with their units.
func (t *Transfers) addLines(ctx context.Context, tr *core.StockTransfer, lines []Quantity, units []core.Unit) error {
	ids := make([]int64, 0, len(lines)+len(units))
	for _, l := range lines {
		ids = append(ids, l.ProductID)
	}
	for _, u := range units {
		ids = append(ids, u.ProductID)
	}
	found, err := t.products.GetMany(ctx, ids)
	if err != nil {
		return err
	}
	products := map[int64]core.Product{}
	for _, p := range found {
		products[p.ID] = p
	}
	for i, l := range lines {
		p, ok := products[l.ProductID]
		if !ok {
			return core.InvalidField(fmt.Sprintf("lines[%d].product_id", i), MsgProductNotFound)
		}
		if p.Tracked {
			return core.InvalidField(fmt.Sprintf("lines[%d].quantity", i), fmt.Sprintf(MsgScanUnits, p.Name))
		}
		tr.Lines = append(tr.Lines, core.StockTransferLine{ProductID: p.ID, ProductName: p.Name, Quantity: l.Quantity})
	}
	for _, u := range units {
		p := products[u.ProductID]
		at := slices.IndexFunc(tr.Lines, func(l core.StockTransferLine) bool { return l.ProductID == p.ID })
		if at < 0 {
			at = len(tr.Lines)
			tr.Lines = append(tr.Lines, core.StockTransferLine{ProductID: p.ID, ProductName: p.Name, Tracked: true})
		}
		tr.Lines[at].Quantity++
		tr.Units = append(tr.Units, core.StockTransferUnit{UnitID: u.ID, ProductID: p.ID, Number: u.Number()})
	}
	return nil
}

// moves are the ledger's changes of a transfer's goods: pieces(line) of each product counted by
// quantity, and each of the units by delta.
func moves(tr core.StockTransfer, reason core.StockReason, by core.Principal, pieces func(core.StockTransferLine) int64,
	units []core.StockTransferUnit, delta int64) []core.StockChange {
	move := core.StockChange{Reason: reason, Reference: tr.Number, UserID: by.Actor()}
	var out []core.StockChange
	for _, l := range tr.Lines {
		if l.Tracked {
			continue
		}
		c := move
		c.ProductID, c.Delta = l.ProductID, pieces(l)
		out = append(out, c)
	}
	for _, u := range units {
		c := move
		c.ProductID, c.Delta, c.UnitID = u.ProductID, delta, &u.UnitID
		out = append(out, c)
	}
	return out
}

// worksAt refuses a Kasir an outlet they do not work at; the Admin works at every outlet.
func (t *Transfers) worksAt(ctx context.Context, by core.Principal, outlet int64, msg string) error {
	if by.Role == core.RoleAdmin {
		return nil
	}
	mine, err := t.outlets.StaffOutlets(ctx, by.UserID)
	if err != nil {
		return err
	}
	if !slices.Contains(mine, outlet) {
		return core.Forbidden(msg)
	}
	return nil
}

// Transfer reads one transfer; staff read those of the outlets they work at.
func (t *Transfers) Transfer(ctx context.Context, by core.Principal, id int64) (core.StockTransfer, error) {
	tr, err := t.transfers.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return tr, core.NotFound(MsgTransferNotFound)
	}
	if err != nil {
		return tr, err
	}
	outlets, err := t.visible(ctx, by)
	if err != nil {
		return core.StockTransfer{}, err
	}
	if outlets != nil && !slices.Contains(outlets, tr.FromOutletID) && !slices.Contains(outlets, tr.ToOutletID) {
		return core.StockTransfer{}, core.NotFound(MsgTransferNotFound)
	}
	return tr, nil
}

// visible are the outlets whose transfers the caller sees: the Admin's every outlet (nil), a
// Kasir's their own.
func (t *Transfers) visible(ctx context.Context, by core.Principal) ([]int64, error) {
	if by.Role == core.RoleAdmin {
		return nil, nil
	}
	mine, err := t.outlets.StaffOutlets(ctx, by.UserID)
	if mine == nil {
		mine = []int64{}
	}
	return mine, err
}

// List lists transfers, newest first: the Admin's of every outlet (or of the one asked for), a
// Kasir's of the outlets they work at.
func (t *Transfers) List(ctx context.Context, by core.Principal, outlet int64, f core.StockTransferFilter) (core.Page[core.StockTransfer], error) {
	outlets, err := t.visible(ctx, by)
	if err != nil {
		return core.Page[core.StockTransfer]{}, err
	}
	f.Outlets = outlets
	if outlet != 0 {
		if outlets != nil && !slices.Contains(outlets, outlet) {
			return core.Page[core.StockTransfer]{Items: []core.StockTransfer{}}, nil
		}
		f.Outlets = []int64{outlet}
	}
	return t.transfers.List(ctx, f)
}
