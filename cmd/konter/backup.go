package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core/ops"
)

func newBackupCommand() *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "backup",
		Short: "Write one archive (.tar.gz) of the database and every uploaded file, while the shop keeps serving",
		Long: "SQLite is copied with VACUUM INTO; PostgreSQL is dumped with pg_dump (custom format, found on PATH).\n" +
			"The archive holds a manifest: Konter and schema version, engine, rows per table, SHA-256 of every file.\n" +
			"Without -o it goes to DATA_DIR/backups/konter-manual-DATE-TIME.tar.gz (never pruned).",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			a, err := openApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			return backupShop(commandContext(cmd), a, output, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "archive to write (default DATA_DIR/backups/konter-manual-DATE-TIME.tar.gz)")
	return cmd
}

func backupShop(ctx context.Context, a *app.App, output string, out io.Writer) error {
	if output == "" {
		output = filepath.Join(a.Ops.Shelf.Dir, ops.ManualName(a.Clock.Now().In(a.Zone.Location(ctx))))
	}
	m, size, err := a.Ops.Backup.WriteFile(ctx, output)
	if err != nil {
		return fmt.Errorf("cadangan gagal: %w", err)
	}
	fmt.Fprintf(out, "Cadangan ditulis ke %s (%s): database %s skema %s, %d baris di %d tabel, %d file unggahan.\n",
		output, ops.Size(size), m.Engine, m.SchemaVersion, m.Rows(), len(m.Tables), m.Uploads())
	return nil
}

func newRestoreCommand() *cobra.Command {
	var force bool
	cmd := &cobra.Command{
		Use:   "restore FILE.tar.gz",
		Short: "Restore a backup into this data directory and database (stop the server first)",
		Long: "All or nothing. Reads the whole archive (gzip checksum included) and checks the manifest and every\n" +
			"file before changing anything, refuses a target that already has data unless --force, extracts into a\n" +
			"staging folder beside the target, and only swaps it in once the row count of every table matches the\n" +
			"manifest (SQLite: counted in the staged file; PostgreSQL: pg_restore through psql in one transaction\n" +
			"that also counts). On any failure the target is left as it was.",
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
	m, err := backup.Restore(ctx, archive, backup.Target{DataDir: cfg.DataDir, URL: cfg.DatabaseURL}, backup.RestoreOptions{Force: force, Log: out})
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
