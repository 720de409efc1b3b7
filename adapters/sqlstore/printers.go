package sqlstore

import (
	"context"

	"github.com/konterhp/konter/core"
)

// Printers implements ports.PrinterRepository.
type Printers struct{ *Store }

func (r Printers) List(ctx context.Context, page core.PageRequest) (core.Page[core.Printer], error) {
	items := []core.Printer{}
	total, err := r.conn(ctx).NewSelect().Model(&items).OrderExpr("lower(name) ASC, id ASC").
		Limit(page.Limit()).Offset(page.Offset()).ScanAndCount(ctx)
	return core.Page[core.Printer]{Items: items, Total: int64(total)}, translate(err)
}

func (r Printers) Get(ctx context.Context, id int64) (core.Printer, error) {
	var p core.Printer
	err := r.conn(ctx).NewSelect().Model(&p).Where("id = ?", id).Scan(ctx)
	return p, translate(err)
}

func (r Printers) Create(ctx context.Context, p *core.Printer) error {
	// In a savepoint: a taken name leaves the caller's transaction usable on PostgreSQL.
	return r.Join(ctx, func(ctx context.Context) error {
		_, err := r.conn(ctx).NewInsert().Model(p).Returning("id").Exec(ctx)
		return translate(err)
	})
}

func (r Printers) Update(ctx context.Context, id int64, fn func(p *core.Printer) error) (core.Printer, error) {
	var p core.Printer
	err := r.Join(ctx, func(ctx context.Context) error {
		if err := r.forUpdate(r.conn(ctx).NewSelect().Model(&p).Where("id = ?", id)).Scan(ctx); err != nil {
			return translate(err)
		}
		if err := fn(&p); err != nil {
			return err
		}
		_, err := r.conn(ctx).NewUpdate().Model(&p).ExcludeColumn("created_at").WherePK().Exec(ctx)
		return translate(err)
	})
	return p, err
}

func (r Printers) Delete(ctx context.Context, id int64) error {
	res, err := r.conn(ctx).NewDelete().Model((*core.Printer)(nil)).Where("id = ?", id).Exec(ctx)
	return rowsOrNotFound(res, err)
}
