package sqlstore

import (
	"context"
	"database/sql/driver"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/core"
)

// JobLocks implements ports.JobLocks: on PostgreSQL a session advisory lock held on a
// connection of its own for the length of the run, keyed by the schema and the job's name
// so that two shops in one database never block each other; on SQLite, where one instance
// owns the database file, a lock in the process.
type JobLocks struct {
	*Store
	local sync.Map // job name → *sync.Mutex
}

func NewJobLocks(s *Store) *JobLocks { return &JobLocks{Store: s} }

func (l *JobLocks) TryLock(ctx context.Context, job string) (func(), bool, error) {
	if IsSQLite(l.db) {
		m, _ := l.local.LoadOrStore(job, &sync.Mutex{})
		mu := m.(*sync.Mutex)
		if !mu.TryLock() {
			return nil, false, nil
		}
		return mu.Unlock, true, nil
	}
	conn, err := l.db.Conn(ctx)
	if err != nil {
		return nil, false, err
	}
	const key = "hashtextextended('konter-job:' || current_schema() || ':' || ?, 0)"
	var ok bool
	if err := conn.NewRaw("SELECT pg_try_advisory_lock("+key+")", job).Scan(ctx, &ok); err != nil || !ok {
		_ = conn.Close()
		return nil, false, err
	}
	release := func() {
		// The run's context may be over; the unlock must still happen.
		uctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		var unlocked bool
		if err := conn.NewRaw("SELECT pg_advisory_unlock("+key+")", job).Scan(uctx, &unlocked); err != nil || !unlocked {
			// A connection still holding the lock must not go back to the pool.
			_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		}
		_ = conn.Close()
	}
	return release, true, nil
}

// JobRuns implements ports.JobRunRepository.
type JobRuns struct{ *Store }

func (r JobRuns) Start(ctx context.Context, job string, tick *int64, at time.Time) (bool, error) {
	q := `INSERT INTO job_runs (name, last_tick, started_at, finished_at, ok, message) VALUES (?, ?, ?, NULL, NULL, '')
		ON CONFLICT (name) DO UPDATE SET started_at = excluded.started_at, finished_at = NULL, ok = NULL, message = ''`
	if tick != nil {
		// A scheduled run claims its tick: a second instance woken for the same minute finds
		// it taken and changes nothing.
		q += `, last_tick = excluded.last_tick WHERE job_runs.last_tick IS NULL OR job_runs.last_tick < excluded.last_tick`
	}
	res, err := r.conn(ctx).NewRaw(q, job, tick, at).Exec(ctx)
	if err != nil {
		return false, translate(err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

func (r JobRuns) Finish(ctx context.Context, job string, at time.Time, ok bool, message string) error {
	_, err := r.conn(ctx).NewUpdate().Table("job_runs").
		Set("finished_at = ?", at).Set("ok = ?", ok).Set("message = ?", message).
		Where("name = ?", job).Exec(ctx)
	return translate(err)
}

func (r JobRuns) All(ctx context.Context) ([]core.JobRun, error) {
	runs := []core.JobRun{}
	err := r.conn(ctx).NewSelect().Model(&runs).ModelTableExpr("job_runs AS job_run").OrderExpr("name").Scan(ctx)
	return runs, translate(err)
}

// Reminders implements ports.ReminderRepository.
type Reminders struct{ *Store }

func (r Reminders) OpenInstallments(ctx context.Context, createdBefore time.Time, limit int) ([]core.InstallmentReminder, int64, error) {
	items := []core.InstallmentReminder{}
	q := func() *bun.SelectQuery {
		return r.conn(ctx).NewSelect().
			TableExpr("installments AS i").
			Join("LEFT JOIN customers AS c ON c.id = i.customer_id").
			Where("i.status = ?", core.InstallmentOpen).
			Where("i.remaining_amount > 0").
			Where("i.created_at < ?", createdBefore.UTC())
	}
	total, err := q().Count(ctx)
	if err != nil || total == 0 {
		return items, int64(total), translate(err)
	}
	err = q().ColumnExpr("i.id, i.transaction_id_display, i.transaction_type, i.customer_id, i.total_amount, i.remaining_amount, i.created_at").
		ColumnExpr("COALESCE(c.name, i.customer_name_cache, '') AS customer_name, c.phone AS customer_phone").
		OrderExpr("i.created_at ASC, i.id ASC").Limit(int64(limit)).Scan(ctx, &items)
	return items, int64(total), translate(err)
}

func (r Reminders) UncollectedRepairs(ctx context.Context, infoOnOrBefore string, limit int) ([]core.RepairReminder, int64, error) {
	items := []core.RepairReminder{}
	q := func() *bun.SelectQuery {
		return r.conn(ctx).NewSelect().
			TableExpr("service_entries AS e").
			Join("JOIN customers AS c ON c.id = e.customer_id").
			Where("e.service_info = ?", core.InfoDone).
			Where("e.status <> ?", core.ServiceCollected).
			Where("e.info_date IS NOT NULL AND e.info_date <> ''").
			Where("e.info_date <= ?", infoOnOrBefore)
	}
	total, err := q().Count(ctx)
	if err != nil || total == 0 {
		return items, int64(total), translate(err)
	}
	err = q().ColumnExpr("e.id, e.customer_id, e.device_type, e.status, e.info_date").
		ColumnExpr("c.name AS customer_name, c.phone AS customer_phone").
		OrderExpr("e.info_date ASC, e.id ASC").Limit(int64(limit)).Scan(ctx, &items)
	return items, int64(total), translate(err)
}

func (r Reminders) LowStock(ctx context.Context, outletID, defaultThreshold int64, limit int) ([]core.LowStockReminder, int64, error) {
	items := []core.LowStockReminder{}
	outlets, err := r.conn(ctx).NewSelect().Table("outlets").Count(ctx)
	if err != nil {
		return items, 0, translate(err)
	}
	// One outlet holds the shop's stock; several each hold their own.
	stock, columns, order := "p.stock", "", ""
	if outlets > 1 {
		stock, columns, order = "COALESCE(s.quantity, 0)", ", o.id AS outlet_id, o.name AS outlet_name", ", o.id ASC"
	}
	q := func() *bun.SelectQuery {
		q := r.conn(ctx).NewSelect().TableExpr("products AS p")
		if outlets > 1 {
			q = q.Join("CROSS JOIN outlets AS o").Join("LEFT JOIN product_stock AS s ON s.product_id = p.id AND s.outlet_id = o.id")
			if outletID > 0 {
				q = q.Where("o.id = ?", outletID)
			}
		}
		return q.Where(stock+" <= COALESCE(p.low_stock_threshold, ?)", defaultThreshold)
	}
	total, err := q().Count(ctx)
	if err != nil || total == 0 {
		return items, int64(total), translate(err)
	}
	err = q().ColumnExpr("p.id, p.name, p.category, p.barcode, "+stock+" AS stock"+columns).
		ColumnExpr("COALESCE(p.low_stock_threshold, ?) AS threshold", defaultThreshold).
		OrderExpr(stock+" ASC, lower(p.name) ASC, p.id ASC"+order).Limit(int64(limit)).Scan(ctx, &items)
	return items, int64(total), translate(err)
}

// Tables lists the shop's tables in the connected schema (PostgreSQL: the first schema of
// the search path), sorted.
func Tables(ctx context.Context, db bun.IDB) ([]string, error) {
	var names []string
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	if !IsSQLite(db) {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
	}
	if err := db.NewRaw(q).Scan(ctx, &names); err != nil {
		return nil, err
	}
	sort.Strings(names)
	return names, nil
}

// RowCounts counts the rows of every table, for a backup's manifest and the check after a
// restore. Run it inside a transaction to count one snapshot.
func RowCounts(ctx context.Context, db bun.IDB) (map[string]int64, error) {
	tables, err := Tables(ctx, db)
	if err != nil {
		return nil, err
	}
	counts := make(map[string]int64, len(tables))
	for _, t := range tables {
		var n int64
		if err := db.NewRaw("SELECT COUNT(*) FROM ?", bun.Ident(t)).Scan(ctx, &n); err != nil {
			return nil, fmt.Errorf("count %s: %w", t, err)
		}
		counts[t] = n
	}
	return counts, nil
}

// FindByBarcodes implements ports.ProductBulk.
func (r Products) FindByBarcodes(ctx context.Context, barcodes []string) (map[string]core.Product, error) {
	out := make(map[string]core.Product, len(barcodes))
	for start := 0; start < len(barcodes); start += bulkChunk {
		var found []core.Product
		chunk := barcodes[start:min(start+bulkChunk, len(barcodes))]
		if err := r.selectProducts(ctx, &found).Where("product.barcode IN (?)", bun.List(chunk)).Scan(ctx); err != nil {
			return nil, translate(err)
		}
		for _, p := range found {
			out[p.Barcode] = p
		}
	}
	return out, nil
}

// CreateMany implements ports.ProductBulk: a few hundred rows per INSERT.
func (r Products) CreateMany(ctx context.Context, products []core.Product) error {
	for start := 0; start < len(products); start += bulkChunk {
		chunk := products[start:min(start+bulkChunk, len(products))]
		codes := make([]string, len(chunk))
		for i := range chunk {
			chunk[i].Stock = 0
			codes[i] = chunk[i].Barcode
		}
		if _, err := r.conn(ctx).NewInsert().Model(&chunk).ExcludeColumn("id").Exec(ctx); err != nil {
			return translate(err)
		}
		// Read the ids back by barcode (unique): the order RETURNING gives rows in is not promised.
		ids, err := r.FindByBarcodes(ctx, codes)
		if err != nil {
			return err
		}
		for i := range chunk {
			chunk[i].ID = ids[chunk[i].Barcode].ID
		}
	}
	return nil
}
