// Package outlets holds the shop's outlets (cabang): the Admin adds and edits them, staff read
// the outlets they work at.
package outlets

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/qris"
	"github.com/konterhp/konter/ports"
)

// The outlets' texts.
const (
	MsgOutletNotFound  = "Outlet tidak ditemukan."
	MsgOutletNameTaken = "Nama outlet sudah dipakai outlet lain."
	MsgLastOutlet      = "Outlet terakhir tidak dapat dihapus."
	MsgOutletInUse     = "Gagal menghapus: Outlet ini masih memiliki staf atau riwayat stok dan tidak dapat dihapus."
)

// Outlets is the entry point of the outlet use cases.
type Outlets struct {
	tx      ports.Tx
	clock   ports.Clock
	outlets ports.OutletRepository
	pub     ports.Publisher
}

// Deps are the ports the outlet use cases need.
type Deps struct {
	Tx      ports.Tx
	Clock   ports.Clock
	Outlets ports.OutletRepository
	Pub     ports.Publisher
}

func New(d Deps) *Outlets {
	return &Outlets{tx: d.Tx, clock: d.Clock, outlets: d.Outlets, pub: d.Pub}
}

// List is the shop's outlets, the first first.
func (s *Outlets) List(ctx context.Context, page core.PageRequest) (core.Page[core.Outlet], error) {
	return s.outlets.List(ctx, page)
}

// AtFirst is p working at the first outlet: where the shop's own tools (the seed, the import
// command, the benchmark) move stock.
func (s *Outlets) AtFirst(ctx context.Context, p core.Principal) (core.Principal, error) {
	first, err := s.outlets.First(ctx)
	p.Outlet = first
	return p, err
}

// Get reads one outlet.
func (s *Outlets) Get(ctx context.Context, id int64) (core.Outlet, error) {
	o, err := s.outlets.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return o, core.NotFound(MsgOutletNotFound)
	}
	return o, err
}

// Add opens an outlet.
func (s *Outlets) Add(ctx context.Context, in core.Outlet) (core.Outlet, error) {
	if err := check(&in); err != nil {
		return in, err
	}
	now := s.clock.Now()
	o := in
	o.ID, o.CreatedAt, o.UpdatedAt = 0, now, now
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.outlets.Create(ctx, &o); err != nil {
			return err
		}
		s.pub.Publish(ctx, core.Change{Resource: core.ResourceOutlets, Action: core.ActionCreated, IDs: []int64{o.ID}})
		return nil
	})
	return o, s.explain(err)
}

// Edit replaces an outlet's name, contacts, receipt header and own payment accounts.
func (s *Outlets) Edit(ctx context.Context, id int64, in core.Outlet) (core.Outlet, error) {
	if err := check(&in); err != nil {
		return in, err
	}
	var out core.Outlet
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		out, err = s.outlets.Update(ctx, id, func(o *core.Outlet) error {
			in.ID, in.CreatedAt, in.UpdatedAt = o.ID, o.CreatedAt, s.clock.Now()
			*o = in
			return nil
		})
		if err == nil {
			s.pub.Publish(ctx, core.Change{Resource: core.ResourceOutlets, Action: core.ActionUpdated, IDs: []int64{id}})
		}
		return err
	})
	return out, s.explain(err)
}

// Remove closes an outlet nothing records any more; the last outlet stays.
func (s *Outlets) Remove(ctx context.Context, id int64) error {
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		n, err := s.outlets.LockAll(ctx)
		if err != nil {
			return err
		}
		if _, err := s.outlets.Get(ctx, id); err != nil {
			return err
		}
		if n <= 1 {
			return core.Conflict(MsgLastOutlet)
		}
		if err := s.outlets.Delete(ctx, id); err != nil {
			return err
		}
		s.pub.Publish(ctx, core.Change{Resource: core.ResourceOutlets, Action: core.ActionDeleted, IDs: []int64{id}})
		return nil
	})
	return s.explain(err)
}

// explain turns the repository's sentinels into the outlets' messages.
func (s *Outlets) explain(err error) error {
	switch {
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(MsgOutletNotFound)
	case errors.Is(err, core.ErrDuplicate):
		return core.Conflict(MsgOutletNameTaken)
	case errors.Is(err, core.ErrReferenced):
		return core.Conflict(MsgOutletInUse).Wrap(err)
	}
	return err
}

// check normalises the form and reads its own QRIS, if it has one, as the shop's is read.
func check(o *core.Outlet) error {
	if err := o.Normalise(); err != nil {
		return err
	}
	if o.QRIS == "" {
		return nil
	}
	if _, err := qris.CheckStatic(o.QRIS); err != nil {
		if e, ok := core.AsError(err); ok {
			return core.InvalidField("qris", e.Message)
		}
		return err
	}
	return nil
}
