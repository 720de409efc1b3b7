package main

import (
	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"github.com/konterhp/konter/app"
)

// scheduleKey is the setting holding a job's schedule: --backup-schedule and so on.
func scheduleKey(job string) string { return job + "-schedule" }

// addOpsFlags adds the scheduler and reminder settings to a command (serve, jobs).
// They are read from KONTER_* and konter.yaml by every command, flag or not.
func addOpsFlags(cmd *cobra.Command, serve bool) {
	d := app.DefaultOps()
	f := cmd.Flags()
	if !serve {
		f = cmd.PersistentFlags()
	}
	if serve {
		f.Bool("no-jobs", false, "do not run the scheduled jobs in this instance (KONTER_NO_JOBS)")
	}
	for _, job := range []string{app.JobBackup, app.JobReminders, app.JobPurgeSessions} {
		f.String(scheduleKey(job), d.Schedules[job], "cron schedule of the "+job+" job in the shop's time zone, or off")
	}
	f.Int("backup-keep-daily", d.BackupKeepDaily, "nightly backups kept: the newest of each of the last N days")
	f.Int("backup-keep-weekly", d.BackupKeepWeekly, "nightly backups kept: the newest of each of the last N weeks")
	f.String("backup-to", "", "where nightly backups go: s3://BUCKET/PREFIX?endpoint=https://HOST&region=R (keys in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY) or a folder (KONTER_BACKUP_TO; default DATA_DIR/backups)")
	f.Bool("backup-list-files-only", false, "with uploads in a bucket, record their list and checksums in the backup instead of copying them (KONTER_BACKUP_LIST_FILES_ONLY)")
	f.Int("reminder-installment-days", d.InstallmentDays, "remind of an instalment still open after N days")
	f.Int64("low-stock-threshold", d.LowStockThreshold, "low-stock reminder for products without a threshold of their own")
}

// opsConfig reads the scheduler and reminder settings, with their defaults when unset.
func opsConfig(v *viper.Viper) app.OpsConfig {
	d := app.DefaultOps()
	v.SetDefault("no-jobs", false)
	for job, spec := range d.Schedules {
		v.SetDefault(scheduleKey(job), spec)
	}
	v.SetDefault("backup-keep-daily", d.BackupKeepDaily)
	v.SetDefault("backup-keep-weekly", d.BackupKeepWeekly)
	v.SetDefault("reminder-installment-days", d.InstallmentDays)
	v.SetDefault("low-stock-threshold", d.LowStockThreshold)
	c := app.OpsConfig{
		NoJobs:              v.GetBool("no-jobs"),
		Schedules:           map[string]string{},
		BackupKeepDaily:     v.GetInt("backup-keep-daily"),
		BackupKeepWeekly:    v.GetInt("backup-keep-weekly"),
		BackupTo:            v.GetString("backup-to"),
		BackupListFilesOnly: v.GetBool("backup-list-files-only"),
		// A secret: KONTER_BACKUP_PASSPHRASE (or konter.yaml), never a flag.
		BackupPassphrase:  v.GetString("backup-passphrase"),
		InstallmentDays:   v.GetInt("reminder-installment-days"),
		LowStockThreshold: v.GetInt64("low-stock-threshold"),
	}
	for job := range d.Schedules {
		c.Schedules[job] = v.GetString(scheduleKey(job))
	}
	return c
}
