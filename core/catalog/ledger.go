package catalog

import (
	"cmp"
	"context"
	"errors"
	"slices"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Ledger is the one place in Konter where stock changes. Every caller passes the context
// of its own transaction, so the stock moves together with the sale, order or repair.
type Ledger struct {
	tx    ports.Tx
	stock ports.StockLedger
	units ports.UnitRepository
	clock ports.Clock
	pub   ports.Publisher
}

// LedgerDeps are the ports the ledger needs.
type LedgerDeps struct {
	Tx    ports.Tx
	Stock ports.StockLedger
	Units ports.UnitRepository
	Clock ports.Clock
	Pub   ports.Publisher
}

func NewLedger(d LedgerDeps) *Ledger {
	return &Ledger{tx: d.Tx, stock: d.Stock, units: d.Units, clock: d.Clock, pub: d.Pub}
}

// MsgNoOutlet refuses a stock movement of a session at no outlet (an Admin at all outlets, a
// Kasir who has not chosen yet).
const MsgNoOutlet = "Pilih outlet tempat Anda bekerja terlebih dahulu: stok bergerak di satu outlet."

// Move applies the changes at an outlet, all or none; at an outlet of 0 it moves nothing and
// says MsgNoOutlet. A product tracked by unit moves one unit at a time
// (see unitChanges), so that its stock is always the number of its units in the shop. A decrement the stock cannot cover fails with a
// *core.StockShortageError, a change that would take stock past core.MaxStock with a
// validation error, and nothing is moved. Rows are always locked in product order
// (a product's own changes keep theirs), so two documents touching the same products never
// wait on each other in a circle.
func (l *Ledger) Move(ctx context.Context, outlet int64, changes ...core.StockChange) ([]core.StockMovement, error) {
	return l.MoveRead(ctx, outlet, nil, changes...)
}

// MoveRead is Move for a caller that read the changed products in its own transaction (a sale,
// an order): which of them are tracked by unit is taken from what it read, not read again in
// the writer's turn. A product it did not read is read as Move reads it.
func (l *Ledger) MoveRead(ctx context.Context, outlet int64, read map[int64]core.Product, changes ...core.StockChange) ([]core.StockMovement, error) {
	changes = slices.Clone(changes)
	slices.SortStableFunc(changes, func(a, b core.StockChange) int { return cmp.Compare(a.ProductID, b.ProductID) })
	changes = slices.DeleteFunc(changes, func(c core.StockChange) bool { return c.Delta == 0 })
	if outlet <= 0 && len(changes) > 0 {
		return nil, core.Conflict(MsgNoOutlet)
	}
	for _, c := range changes {
		if err := core.CheckStock("delta", c.Delta); err != nil {
			return nil, err
		}
	}
	var out []core.StockMovement
	// No savepoint of its own: a caller inside a transaction returns the error, and its whole
	// transaction is rolled back.
	err := l.tx.Join(ctx, func(ctx context.Context) error {
		changes, err := l.unitChanges(ctx, outlet, read, changes)
		if err != nil {
			return err
		}
		out, err = l.stock.Apply(ctx, outlet, changes, l.clock.Now())
		if errors.Is(err, core.ErrNotFound) {
			return core.NotFound(MsgProductNotFound)
		}
		return err
	})
	if err == nil && len(out) > 0 {
		ids := make([]int64, 0, len(out))
		for _, m := range out {
			ids = append(ids, m.ProductID)
		}
		l.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: ids, StockOnly: true})
	}
	return out, err
}

// AtOutlets fills each product's stock per outlet when the shop has several outlets.
func (l *Ledger) AtOutlets(ctx context.Context, products []core.Product) error {
	ids := make([]int64, len(products))
	for i, p := range products {
		ids[i] = p.ID
	}
	held, err := l.stock.AtOutlets(ctx, ids)
	for i := range products {
		products[i].StockByOutlet = held[products[i].ID]
	}
	return err
}

// History lists a product's ledger, newest first.
func (l *Ledger) History(ctx context.Context, productID int64, page core.PageRequest) (core.Page[core.StockMovement], error) {
	return l.stock.Movements(ctx, productID, page)
}
