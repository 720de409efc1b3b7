package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core/ops"
)

func newBackupCommand() *cobra.Command {
	var output, to string
	cmd := &cobra.Command{
		Use:   "backup",
		Short: "Write one archive (.tar.gz) of the database and every uploaded file, while the shop keeps serving",
		Long: "SQLite is copied with VACUUM INTO; PostgreSQL is dumped with pg_dump (custom format, found on PATH).\n" +
			"The archive holds a manifest: Konter and schema version, engine, rows per table, SHA-256 of every file.\n" +
			"It goes to -o FILE, or as konter-manual-DATE-TIME.tar.gz (never pruned) to --to (s3://BUCKET/PREFIX?endpoint=…\n" +
			"or a folder), by default the configured backup-to or DATA_DIR/backups. With KONTER_BACKUP_PASSPHRASE set it\n" +
			"is encrypted with age (scrypt).",
		Args: cobra.NoArgs,
		RunE: onShop(openApp, func(cmd *cobra.Command, a *app.App) error {
			return backupShop(commandContext(cmd), a, output, to, cmd.OutOrStdout())
		}),
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "archive file to write")
	cmd.Flags().StringVar(&to, "to", "", "where the archive goes: s3://BUCKET/PREFIX?endpoint=https://HOST&region=R or a folder (default: backup-to, else DATA_DIR/backups)")
	cmd.AddCommand(newBackupListCommand())
	return cmd
}

func backupShop(ctx context.Context, a *app.App, output, to string, out io.Writer) error {
	var (
		m     backup.Manifest
		size  int64
		where string
		err   error
	)
	if output != "" {
		m, size, err = a.Ops.Backup.WriteFile(ctx, output)
		where = output
	} else {
		place := a.BackupPlace(to)
		name := ops.ManualName(a.Clock.Now().In(a.Zone.Location(ctx)))
		m, size, err = place.Write(ctx, name)
		where = strings.TrimSuffix(place.Describe(), "/") + "/" + name
	}
	if err != nil {
		return fmt.Errorf("cadangan gagal: %w", err)
	}
	fmt.Fprintf(out, "Cadangan ditulis ke %s (%s): database %s skema %s, %d baris di %d tabel, %d file unggahan.\n",
		where, ops.Size(size), m.Engine, m.SchemaVersion, m.Rows(), len(m.Tables), m.Uploads()+len(m.Objects))
	return nil
}

func newBackupListCommand() *cobra.Command {
	var to string
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the backups in DATA_DIR/backups and in the configured backup-to (or --to), newest first, with dates and sizes",
		Args:  cobra.NoArgs,
		RunE: onShop(openApp, func(cmd *cobra.Command, a *app.App) error {
			ctx := commandContext(cmd)
			places := []backup.Place{a.Ops.Shelf}
			if p := a.BackupPlace(to); p.Describe() != a.Ops.Shelf.Describe() {
				places = append(places, p)
			}
			loc := a.Zone.Location(ctx)
			out := cmd.OutOrStdout()
			for _, p := range places {
				entries, err := p.Entries(ctx)
				if err != nil {
					return fmt.Errorf("daftar cadangan di %s: %w", p.Describe(), err)
				}
				fmt.Fprintf(out, "%s: %d cadangan\n", p.Describe(), len(entries))
				for _, e := range entries {
					fmt.Fprintf(out, "  %s  %10s  %s\n", e.Modified.In(loc).Format("2006-01-02 15:04"), ops.Size(e.Size), e.Name)
				}
			}
			return nil
		}),
	}
	cmd.Flags().StringVar(&to, "to", "", "a further place to list: s3://BUCKET/PREFIX?endpoint=… or a folder")
	return cmd
}

func newRestoreCommand() *cobra.Command {
	var force bool
	cmd := &cobra.Command{
		Use:   "restore FILE.tar.gz | s3://BUCKET/PREFIX/FILE.tar.gz?endpoint=…",
		Short: "Restore a backup into this data directory, database and file store (refused while the shop is served)",
		Long: "All or nothing. Reads the whole archive (gzip checksum included) and checks the manifest and every\n" +
			"file before changing anything, refuses while `konter serve` or another command has the shop open and a\n" +
			"target that already has data unless --force, extracts into a\n" +
			"staging folder beside the target, and only swaps it in once the row count of every table matches the\n" +
			"manifest (SQLite: counted in the staged file; PostgreSQL: pg_restore through psql in one transaction\n" +
			"that also counts). On any failure the target is left as it was. An archive in a bucket is downloaded\n" +
			"to a temporary folder first; an encrypted one is read with KONTER_BACKUP_PASSPHRASE.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(cmd)
			if err != nil {
				return err
			}
			return restoreShop(commandContext(cmd), cfg, args[0], force, cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "restore over a shop that already has data (it is replaced)")
	return cmd
}

func restoreShop(ctx context.Context, cfg app.Config, archive string, force bool, out io.Writer) error {
	store, err := files.Open(ctx, cfg.FilesURL, cfg.DataDir)
	if err != nil {
		return err
	}
	if strings.HasPrefix(archive, "s3://") {
		dir, err := os.MkdirTemp("", "konter-restore-*")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if archive, err = backup.Fetch(ctx, archive, dir); err != nil {
			return fmt.Errorf("pemulihan gagal: %w", err)
		}
	}
	m, err := backup.Restore(ctx, archive, backup.Target{DataDir: cfg.DataDir, URL: cfg.DatabaseURL, Files: store},
		backup.RestoreOptions{Force: force, Log: out, Passphrase: cfg.Ops.BackupPassphrase})
	var notEmpty *backup.NotEmptyError
	if errors.As(err, &notEmpty) {
		return err
	}
	if err != nil {
		return fmt.Errorf("pemulihan gagal: %w", err)
	}
	fmt.Fprintf(out, "Toko dipulihkan dari %s (dibuat %s). Jalankan `konter serve`; skema yang lebih lama dimigrasikan otomatis.\n",
		filepath.Base(archive), m.CreatedAt.Format("2006-01-02 15:04 MST"))
	return nil
}
