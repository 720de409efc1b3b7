package sqlstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Shifts implements ports.ShiftRepository.
type Shifts struct{ *Store }

func (r Shifts) Open(ctx context.Context, s *core.Shift) (bool, error) {
	err := r.conn(ctx).NewInsert().Model(s).ExcludeColumn("id").
		On("CONFLICT (kasir_id) WHERE closed_at IS NULL DO NOTHING").Returning("id").Scan(ctx, &s.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, translate(err)
}

func (r Shifts) OpenOf(ctx context.Context, kasirID int64) (core.Shift, error) {
	s, err := scanOne[core.Shift](ctx, r.Store, r.forUpdate(r.conn(ctx).NewSelect().Model((*core.Shift)(nil)).Where("kasir_id = ? AND closed_at IS NULL", r.arg(1))), kasirID)
	return s, translate(err)
}

func (r Shifts) Lock(ctx context.Context, id int64) (core.Shift, error) {
	var s core.Shift
	err := r.forUpdate(r.conn(ctx).NewSelect().Model(&s).Where("id = ?", id)).Scan(ctx)
	return s, translate(err)
}

func (r Shifts) Get(ctx context.Context, id int64) (core.Shift, error) {
	var s core.Shift
	err := r.conn(ctx).NewSelect().Model(&s).Where("id = ?", id).Scan(ctx)
	return s, translate(err)
}

func (r Shifts) Close(ctx context.Context, s core.Shift) error {
	_, err := r.conn(ctx).NewUpdate().Model(&s).
		Column("closed_at", "closed_by_name", "expected_cash", "counted_cash", "close_note").
		WherePK().Exec(ctx)
	return translate(err)
}

func (r Shifts) AddMove(ctx context.Context, m *core.CashMove) error {
	_, err := r.conn(ctx).NewInsert().Model(m).ExcludeColumn("id").Returning("id").Exec(ctx, &m.ID)
	return translate(err)
}

func (r Shifts) Moves(ctx context.Context, shiftID int64) ([]core.CashMove, error) {
	out := []core.CashMove{}
	err := r.conn(ctx).NewSelect().Model(&out).Where("shift_id = ?", shiftID).OrderExpr("id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Shifts) AddDrawerOpening(ctx context.Context, o *core.DrawerOpening) error {
	_, err := r.conn(ctx).NewInsert().Model(o).ExcludeColumn("id").Returning("id").Exec(ctx, &o.ID)
	return translate(err)
}

func (r Shifts) DrawerOpenings(ctx context.Context, shiftID int64) ([]core.DrawerOpening, error) {
	out := []core.DrawerOpening{}
	err := r.conn(ctx).NewSelect().Model(&out).Where("shift_id = ?", shiftID).OrderExpr("id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Shifts) Payments(ctx context.Context, shiftIDs ...int64) ([]core.Payment, error) {
	out := []core.Payment{}
	if len(shiftIDs) == 0 {
		return out, nil
	}
	err := r.conn(ctx).NewSelect().Model(&out).Where("shift_id IN (?)", bun.List(shiftIDs)).OrderExpr("id ASC").Scan(ctx)
	return out, translate(err)
}

func (r Shifts) List(ctx context.Context, f ports.ShiftFilter) (core.Page[core.Shift], error) {
	items := []core.Shift{}
	q := r.conn(ctx).NewSelect().Model(&items)
	if f.KasirID != nil {
		q = q.Where("kasir_id = ?", *f.KasirID)
	}
	if f.Outlet != 0 {
		q = q.Where("outlet_id = ?", f.Outlet)
	}
	if f.OpenOnly {
		q = q.Where("closed_at IS NULL")
	}
	if f.From != nil {
		q = q.Where("opened_at >= ?", *f.From)
	}
	if f.To != nil {
		q = q.Where("opened_at < ?", *f.To)
	}
	total, err := q.OrderExpr("opened_at DESC, id DESC").Limit(f.Limit()).Offset(f.Offset()).ScanAndCount(ctx)
	return core.Page[core.Shift]{Items: items, Total: int64(total)}, translate(err)
}
