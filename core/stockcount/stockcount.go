// Package stockcount holds the stock count (stock opname): the sheet frozen at the start,
// staff counting by scanning barcodes and IMEIs or typing quantities, the Admin's review of
// the differences, and posting them through the ledger.
package stockcount

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/ports"
)

// Texts of the stock count.
const (
	MsgCountNotFound = "Stock opname tidak ditemukan."
	MsgCountClosed   = "Stock opname ini sudah diposting atau dibatalkan."
	MsgCountEmpty    = "Tidak ada barang di kategori yang dipilih."
	MsgNotOnSheet    = "%s tidak termasuk dalam stock opname ini."
	MsgScanUnits     = "Pindai IMEI/serial setiap unit %s."
	MsgCodeNotFound  = "Barang \"%s\" tidak ditemukan."
	MsgCodeMissing   = "Pindai barcode atau IMEI, atau ketik kodenya."
	MsgCountedBad    = "Jumlah dihitung tidak boleh negatif."
	MsgNoteTooLong   = "Catatan paling panjang 500 karakter."
	maxCategories    = 50
)

// Counts is the entry point of the stock count.
type Counts struct {
	tx       ports.Tx
	clock    ports.Clock
	zone     ports.ShopTime
	counts   ports.StockCountRepository
	products ports.ProductRepository
	units    ports.UnitRepository
	ledger   *catalog.Ledger
	sheet    ports.SpreadsheetWriter
	reader   ports.TableReader
	outlets  ports.OutletRepository
}

// Deps are the ports and use cases a count needs.
type Deps struct {
	Tx       ports.Tx
	Clock    ports.Clock
	Zone     ports.ShopTime
	Counts   ports.StockCountRepository
	Products ports.ProductRepository
	Units    ports.UnitRepository
	Ledger   *catalog.Ledger
	Sheet    ports.SpreadsheetWriter
	Reader   ports.TableReader
	Outlets  ports.OutletRepository
}

func New(d Deps) *Counts {
	return &Counts{tx: d.Tx, clock: d.Clock, zone: d.Zone, counts: d.Counts, products: d.Products, units: d.Units,
		ledger: d.Ledger, sheet: d.Sheet, reader: d.Reader, outlets: d.Outlets}
}

// Start begins a count at the session's outlet of the given categories (the whole shop when
// none): the sheet holds every product of them with the stock the books hold there now, and
// every unit in that outlet's stock.
func (c *Counts) Start(ctx context.Context, by core.Principal, categories []string, note string) (core.StockCount, error) {
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > 500 {
		return core.StockCount{}, core.InvalidField("note", MsgNoteTooLong)
	}
	wanted := []string{}
	for _, cat := range categories {
		if cat = strings.TrimSpace(cat); cat != "" && !slices.Contains(wanted, cat) {
			wanted = append(wanted, cat)
		}
	}
	if len(wanted) > maxCategories {
		return core.StockCount{}, core.InvalidField("categories", "Terlalu banyak kategori dalam satu stock opname.")
	}
	if by.Outlet <= 0 {
		return core.StockCount{}, core.Conflict(catalog.MsgNoOutlet)
	}
	var out core.StockCount
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		count := core.StockCount{Number: core.PendingNumber("OPN"), Status: core.CountOpen, Categories: wanted, Note: note,
			StartedBy: &by.UserID, StartedAt: c.clock.Now(), OutletID: by.Outlet}
		if err := c.counts.Start(ctx, &count); err != nil {
			return err
		}
		number := core.DocumentNumber("OPN", count.StartedAt, c.zone.Location(ctx), count.ID)
		if err := c.counts.SetNumber(ctx, count.ID, number); err != nil {
			return err
		}
		var err error
		if out, err = c.counts.Get(ctx, count.ID); err != nil {
			return err
		}
		if len(out.Lines) == 0 {
			return core.InvalidField("categories", MsgCountEmpty)
		}
		return nil
	})
	return out, err
}

// Count reads a count with its sheet: each line with the stock now, and the units.
func (c *Counts) Count(ctx context.Context, id int64) (core.StockCount, error) {
	count, err := c.counts.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return count, core.NotFound(MsgCountNotFound)
	}
	if err != nil {
		return count, err
	}
	return count, count.Valued()
}

// List shows the counts, newest first.
func (c *Counts) List(ctx context.Context, f core.StockCountFilter) (core.Page[core.StockCount], error) {
	return c.counts.List(ctx, f)
}

// open reads a count that staff may still count or post.
func (c *Counts) open(ctx context.Context, id int64) (core.StockCount, error) {
	count, err := c.counts.Find(ctx, id)
	switch {
	case errors.Is(err, core.ErrNotFound):
		return count, core.NotFound(MsgCountNotFound)
	case err != nil:
		return count, err
	case count.Status != core.CountOpen:
		return count, core.Conflict(MsgCountClosed)
	}
	return count, nil
}

// Scanned is what one scan counted: the line it changed, and the unit when an IMEI or
// serial was scanned (Again when that unit was counted before).
type Scanned struct {
	Line  core.StockCountLine
	Unit  *core.Unit
	Again bool
}

// Scan counts what a scanner read (or a code typed): a unit's IMEI or serial marks that unit
// found; a product's barcode adds quantity to its line. Staff scanning at once never lose
// one another's counts.
func (c *Counts) Scan(ctx context.Context, id int64, code string, quantity int64) (Scanned, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return Scanned{}, core.InvalidField("code", MsgCodeMissing)
	}
	if quantity == 0 {
		quantity = 1
	}
	if quantity < 0 {
		return Scanned{}, core.InvalidField("quantity", MsgCountedBad)
	}
	if err := core.CheckStock("quantity", quantity); err != nil {
		return Scanned{}, err
	}
	count, err := c.open(ctx, id)
	if err != nil {
		return Scanned{}, err
	}
	unit, err := c.units.FindByNumber(ctx, code)
	if err == nil {
		if unit.Status == core.UnitInStock && unit.OutletID != count.OutletID {
			return Scanned{}, core.Conflict(fmt.Sprintf(catalog.MsgUnitAtOtherOutlet, unit.Number(), unit.OutletName))
		}
		line, first, err := c.counts.FindUnit(ctx, id, unit)
		if errors.Is(err, core.ErrNotFound) {
			return Scanned{}, core.Validation(fmt.Sprintf(MsgNotOnSheet, "Unit "+unit.Number()))
		}
		return Scanned{Line: line, Unit: &unit, Again: !first}, err
	}
	if !errors.Is(err, core.ErrNotFound) {
		return Scanned{}, err
	}
	p, err := c.products.FindByBarcode(ctx, code)
	if errors.Is(err, core.ErrNotFound) {
		return Scanned{}, core.NotFound(fmt.Sprintf(MsgCodeNotFound, code))
	}
	if err != nil {
		return Scanned{}, err
	}
	if p.Tracked {
		return Scanned{}, core.Validation(fmt.Sprintf(MsgScanUnits, p.Name))
	}
	line, err := c.counts.AddCounted(ctx, id, p.ID, quantity)
	if errors.Is(err, core.ErrNotFound) {
		return Scanned{}, core.Validation(fmt.Sprintf(MsgNotOnSheet, p.Name))
	}
	return Scanned{Line: line}, err
}

// SetCounted replaces the quantity counted of a product (typed, or corrected); nil clears it.
// A tracked product is counted by scanning its units.
func (c *Counts) SetCounted(ctx context.Context, id, productID int64, counted *int64) (core.StockCountLine, error) {
	if counted != nil {
		if *counted < 0 {
			return core.StockCountLine{}, core.InvalidField("counted", MsgCountedBad)
		}
		if err := core.CheckStock("counted", *counted); err != nil {
			return core.StockCountLine{}, err
		}
	}
	if _, err := c.open(ctx, id); err != nil {
		return core.StockCountLine{}, err
	}
	return c.setCounted(ctx, id, productID, counted)
}

func (c *Counts) setCounted(ctx context.Context, id, productID int64, counted *int64) (core.StockCountLine, error) {
	p, err := c.products.Get(ctx, productID)
	if errors.Is(err, core.ErrNotFound) {
		return core.StockCountLine{}, core.NotFound(catalog.MsgProductNotFound)
	}
	if err != nil {
		return core.StockCountLine{}, err
	}
	if p.Tracked {
		return core.StockCountLine{}, core.Validation(fmt.Sprintf(MsgScanUnits, p.Name))
	}
	line, err := c.counts.SetCounted(ctx, id, productID, counted)
	if errors.Is(err, core.ErrNotFound) {
		return line, core.Validation(fmt.Sprintf(MsgNotOnSheet, p.Name))
	}
	return line, err
}

// Post moves every difference through the ledger at the count's outlet (reason opname, the count's number as its
// reference), keeps each counted product's cost then with its line (what the units moved are
// worth), and closes the count, in one transaction: a product counted moves by what was
// counted against its stock now, so sales made while staff counted are not taken for
// missing; a tracked product's units nobody found leave the stock as missing, and units the
// books had lost that were found come back. Products not counted are left as they are.
func (c *Counts) Post(ctx context.Context, by core.Principal, id int64) (core.StockCount, error) {
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		if _, err := c.open(ctx, id); err != nil {
			return err
		}
		closed, err := c.counts.Close(ctx, id, core.CountPosted, by.UserID, c.clock.Now())
		if err != nil {
			return err
		}
		if !closed {
			return core.Conflict(MsgCountClosed)
		}
		count, err := c.counts.Get(ctx, id)
		if err != nil {
			return err
		}
		if _, err = c.ledger.Move(ctx, count.OutletID, differences(count, by.UserID)...); err != nil {
			return err
		}
		return c.counts.KeepCosts(ctx, id)
	})
	if err != nil {
		return core.StockCount{}, err
	}
	return c.Count(ctx, id)
}

// differences are the stock changes posting the count makes.
func differences(count core.StockCount, by int64) []core.StockChange {
	var changes []core.StockChange
	move := core.StockChange{Reason: core.ReasonOpname, Reference: count.Number, UserID: &by}
	counted := map[int64]bool{}
	for _, l := range count.Lines {
		if l.Counted == nil {
			continue
		}
		counted[l.ProductID] = true
		if d := l.Difference(); !l.Tracked && *d != 0 {
			move.ProductID, move.Delta = l.ProductID, *d
			changes = append(changes, move)
		}
	}
	for _, u := range count.Units {
		if !counted[u.ProductID] {
			continue
		}
		unit := u.UnitID
		move.ProductID, move.UnitID = u.ProductID, &unit
		switch {
		case u.Missing():
			move.Delta = -1
		case u.Recovered():
			move.Delta = 1
		default:
			continue
		}
		changes = append(changes, move)
	}
	return changes
}

// Cancel closes an open count without moving any stock.
func (c *Counts) Cancel(ctx context.Context, by core.Principal, id int64) (core.StockCount, error) {
	if _, err := c.open(ctx, id); err != nil {
		return core.StockCount{}, err
	}
	closed, err := c.counts.Close(ctx, id, core.CountCancelled, by.UserID, c.clock.Now())
	if err != nil {
		return core.StockCount{}, err
	}
	if !closed {
		return core.StockCount{}, core.Conflict(MsgCountClosed)
	}
	return c.Count(ctx, id)
}
