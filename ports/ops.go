package ports

import (
	"context"
	"io"
	"time"

	"github.com/konterhp/konter/core"
)

// TableReader reads a table from a spreadsheet file (an .xlsx workbook's first sheet, or a
// .csv file): row is called for every row in order, the header row included, with its
// 1-based row number as a spreadsheet shows it. Rows with no text at all are left out. It reads
// within core.SheetUpload's bounds, and stops at the first row or byte past them with a
// core.InvalidField error on "file".
type TableReader interface {
	ReadTable(r io.Reader, format string, row func(line int, cells []string) error) error
}

// JobLocks make sure that one instance at a time runs a job (PostgreSQL: an advisory lock;
// SQLite: a lock in the process, the only instance).
type JobLocks interface {
	// TryLock takes the job's lock without waiting; ok is false when another run holds it.
	// release gives it back.
	TryLock(ctx context.Context, job string) (release func(), ok bool, err error)
}

// JobRunRepository keeps the latest run of each job.
type JobRunRepository interface {
	// Start records that a run begins. With a tick (a scheduled run) it claims that tick and
	// returns false, recording nothing, when a run for the same or a later tick was already
	// recorded; without one (a run by hand) it always records.
	Start(ctx context.Context, job string, tick *int64, at time.Time) (bool, error)
	// Finish records how the run ended.
	Finish(ctx context.Context, job string, at time.Time, ok bool, message string) error
	All(ctx context.Context) ([]core.JobRun, error)
}

// ReminderRepository finds what the reminders bring up, each list with its full count.
type ReminderRepository interface {
	// OpenInstallments lists open instalments created before the instant, oldest first.
	OpenInstallments(ctx context.Context, createdBefore time.Time, limit int) ([]core.InstallmentReminder, int64, error)
	// UncollectedRepairs lists entries marked 'Telah Selesai' on or before the day
	// (YYYY-MM-DD) whose status is not 'Sudah Diambil', oldest first.
	UncollectedRepairs(ctx context.Context, infoOnOrBefore string, limit int) ([]core.RepairReminder, int64, error)
	// LowStock lists products whose stock is at or below their threshold (or the default
	// threshold when they have none), lowest stock first. In a shop of several outlets it lists
	// each outlet's stock that is, naming the outlet; an outlet above 0 lists that outlet's alone.
	LowStock(ctx context.Context, outletID, defaultThreshold int64, limit int) ([]core.LowStockReminder, int64, error)
}

// BackupShelf is the folder of nightly backups.
type BackupShelf interface {
	// Save writes an archive of the whole shop (database and uploaded files) under name and
	// returns its size in bytes. A failed save leaves nothing behind.
	Save(ctx context.Context, name string) (int64, error)
	// List names the archives on the shelf.
	List(ctx context.Context) ([]string, error)
	Remove(ctx context.Context, name string) error
}

// ProductBulk reads and adds products many at a time, for imports.
type ProductBulk interface {
	// FindByBarcodes returns, by barcode, the products that have one of the barcodes.
	FindByBarcodes(ctx context.Context, barcodes []string) (map[string]core.Product, error)
	// CreateMany stores new products with stock 0 (stock only ever moves through the
	// StockLedger) and sets their ids; core.ErrDuplicate when a barcode is taken.
	CreateMany(ctx context.Context, products []core.Product) error
}
