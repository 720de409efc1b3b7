package app

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/adapters/excel"
	"github.com/konterhp/konter/adapters/schedule"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/ops"
)

// The scheduled jobs.
const (
	JobBackup        = "backup"
	JobReminders     = "reminders"
	JobPurgeSessions = "purge-sessions"
)

// OpsConfig configures the scheduled jobs and the reminders.
type OpsConfig struct {
	// NoJobs keeps `serve` from running the scheduler (another instance, or cron, runs them).
	NoJobs bool
	// Schedules maps each job to a cron schedule in the shop's time zone; "off" disables it.
	Schedules map[string]string
	// BackupKeepDaily and BackupKeepWeekly are the nightly backups' retention.
	BackupKeepDaily  int
	BackupKeepWeekly int
	// BackupTo is where the nightly backups go: s3://BUCKET/PREFIX?endpoint=… or a folder;
	// empty is DATA_DIR/backups.
	BackupTo string
	// BackupListFilesOnly leaves uploads kept in a bucket out of the archive, recording their
	// list and checksums instead.
	BackupListFilesOnly bool
	// BackupPassphrase, when set, encrypts the archives with age.
	BackupPassphrase string
	// InstallmentDays: an open instalment is brought up this many days after it was opened.
	InstallmentDays int
	// LowStockThreshold applies to products without a threshold of their own.
	LowStockThreshold int64
}

// DefaultOps: backup at 02:00, reminders at 07:00, expired sessions purged hourly; a week
// of daily and a month of weekly backups; instalments after 30 days; low stock at 2.
func DefaultOps() OpsConfig {
	return OpsConfig{
		Schedules: map[string]string{
			JobBackup:        "0 2 * * *",
			JobReminders:     "0 7 * * *",
			JobPurgeSessions: "17 * * * *",
		},
		BackupKeepDaily:   ops.DefaultRetention.Daily,
		BackupKeepWeekly:  ops.DefaultRetention.Weekly,
		InstallmentDays:   ops.DefaultInstallmentDays,
		LowStockThreshold: ops.DefaultLowStockThreshold,
	}
}

// Check refuses schedules that do not parse and numbers out of range.
func (c OpsConfig) Check() error {
	for job, spec := range c.Schedules {
		if _, err := schedule.Parse(spec); err != nil {
			return fmt.Errorf("--%s-schedule: %w", job, err)
		}
	}
	switch {
	case c.BackupKeepDaily < 1:
		return fmt.Errorf("--backup-keep-daily must be at least 1")
	case c.BackupKeepWeekly < 0:
		return fmt.Errorf("--backup-keep-weekly must not be negative")
	case c.InstallmentDays < 1:
		return fmt.Errorf("--reminder-installment-days must be at least 1")
	case c.LowStockThreshold < 0:
		return fmt.Errorf("--low-stock-threshold must not be negative")
	}
	return nil
}

// Ops are the operations use cases: import, backups, reminders and the jobs over them.
type Ops struct {
	Importer  *catalog.Importer
	Reminders *ops.Reminders
	Backups   *ops.Backups
	Jobs      *ops.Jobs
	// Backup writes archives of this shop; Shelf is its DATA_DIR/backups folder and Place
	// where the nightly backups go (BackupTo, or the Shelf).
	Backup backup.Source
	Shelf  backup.Shelf
	Place  backup.Place
}

func (a *App) wireOps() *Ops {
	cfg := a.Config.Ops
	if cfg.Schedules == nil {
		cfg = DefaultOps()
	}
	o := &Ops{}
	o.Backup = backup.Source{DB: a.DB, URL: a.Config.DatabaseURL, Files: a.Files, Version: Version,
		ListFilesOnly: cfg.BackupListFilesOnly, Passphrase: cfg.BackupPassphrase}
	o.Shelf = backup.Shelf{Dir: filepath.Join(a.Config.DataDir, "backups"), Source: o.Backup}
	o.Place = o.Shelf
	if cfg.BackupTo != "" {
		o.Place = backup.OpenPlace(cfg.BackupTo, o.Backup, a.Config.DataDir)
	}
	o.Importer = catalog.NewImporter(catalog.ImporterDeps{Catalog: a.Catalog, Suppliers: a.Suppliers, Bulk: sqlstore.Products{Store: a.Store}, Reader: excel.Reader{}})
	o.Reminders = ops.NewReminders(ops.ReminderDeps{
		Clock: a.Clock, Zone: a.Zone, Repo: sqlstore.Reminders{Store: a.Store}, Users: sqlstore.Users{Store: a.Store},
		Mailer: a.Mailer, Settings: a.Content, InstallmentDays: cfg.InstallmentDays, LowStockThreshold: cfg.LowStockThreshold,
		Digest: a.Config.Mailer == "smtp", BaseURL: a.Config.BaseURL,
	})
	o.Backups = ops.NewBackups(ops.BackupDeps{Clock: a.Clock, Zone: a.Zone, Shelf: o.Place, Keep: ops.Retention{Daily: cfg.BackupKeepDaily, Weekly: cfg.BackupKeepWeekly}})
	o.Jobs = ops.NewJobs(ops.JobDeps{Clock: a.Clock, Locks: sqlstore.NewJobLocks(a.Store), Runs: sqlstore.JobRuns{Store: a.Store}, Jobs: []ops.Job{
		{Name: JobBackup, Description: "Cadangan database dan file unggahan ke " + o.Place.Describe() + " (retensi harian dan mingguan)", Run: o.Backups.Nightly},
		{Name: JobReminders, Description: "Pengingat cicilan, servis belum diambil dan stok menipis (e-mail ke Admin bila SMTP aktif)", Run: o.Reminders.Run},
		{Name: JobPurgeSessions, Description: "Hapus sesi login yang sudah kedaluwarsa", Run: func(ctx context.Context) (string, error) {
			n, err := a.Accounts.PurgeExpiredSessions(ctx)
			return fmt.Sprintf("%d sesi kedaluwarsa dihapus.", n), err
		}},
	}})
	return o
}

// BackupPlace is where archives go: to (s3://… or a folder), or the configured place when
// empty.
func (a *App) BackupPlace(to string) backup.Place {
	if to == "" {
		return a.Ops.Place
	}
	return backup.OpenPlace(to, a.Ops.Backup, a.Config.DataDir)
}

// Schedules are the jobs' configured schedules.
func (a *App) Schedules() map[string]string {
	if a.Config.Ops.Schedules == nil {
		return DefaultOps().Schedules
	}
	return a.Config.Ops.Schedules
}

// StartJobs runs the scheduled jobs in the background until stop is called.
func (a *App) StartJobs() (stop func(), err error) {
	sched, err := a.Scheduler()
	if err != nil {
		return nil, err
	}
	sched.Start()
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		sched.Stop(ctx)
	}, nil
}

// Scheduler builds (without starting) the scheduler over the configured schedules.
func (a *App) Scheduler() (*schedule.Scheduler, error) {
	zone := func() *time.Location {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return a.Zone.Location(ctx)
	}
	return schedule.New(a.Ops.Jobs, a.Schedules(), zone, a.Log)
}
