package sqlstore

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/core"
)

// The shop's outlets are kept between the changes the events hub tells of (kept.Outlets): every
// staff read of products asks for their stock at each outlet, which a shop with one outlet does
// not have, and which a chain's few outlets name.
type keptOutlets = kept.Map[struct{}, []core.OutletStock]

// KeepOutlets keeps the outlets, dropped by the outlets' notices the hub tells of.
func (s *Store) KeepOutlets(hub kept.Watcher) {
	s.outlets = kept.New[struct{}, []core.OutletStock](kept.Outlets, hub, nil)
}

// outletNames is every outlet, by id, with its name and no quantity. A transaction reads its
// own (it may have created one).
func (s *Store) outletNames(ctx context.Context) ([]core.OutletStock, error) {
	read := func() ([]core.OutletStock, error) {
		var rows []core.OutletStock
		err := s.conn(ctx).NewRaw("SELECT id AS outlet_id, name AS outlet_name FROM outlets ORDER BY id").Scan(ctx, &rows)
		return rows, translate(err)
	}
	if _, inTx := ctx.Value(txKey{}).(bun.Tx); inTx || s.outlets == nil {
		return read()
	}
	return s.outlets.Read(struct{}{}, read)
}

// forgetOutlets drops the kept outlets before a change of outlets, and returns what drops them
// again once the change is written.
func (s *Store) forgetOutlets(ctx context.Context) func() {
	if s.outlets == nil {
		return func() {}
	}
	return s.forgetting(ctx, s.outlets.DropAll)
}
