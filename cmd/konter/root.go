package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"github.com/konterhp/konter/app"
)

func newRootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:           "konter",
		Short:         "Konter: toko dan servis HP, komputer dan printer dalam satu program",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       app.Version,
	}
	d := app.Defaults()
	f := root.PersistentFlags()
	f.String("config", "", "configuration file (default: konter.yaml in the working directory, if present)")
	f.String("listen", d.Listen, "address the HTTP server listens on (KONTER_LISTEN)")
	f.String("data-dir", d.DataDir, "directory for the SQLite database, uploads and backups (KONTER_DATA_DIR)")
	f.String("database-url", "", "database: sqlite:PATH or postgres://USER@HOST/DB?sslmode=disable (KONTER_DATABASE_URL; default: sqlite in the data directory)")
	f.String("files-url", "", "keep uploads in S3-compatible storage: s3://BUCKET/PREFIX?endpoint=https://HOST&region=R[&public_url=URL], keys in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (KONTER_FILES_URL; default: DATA_DIR/files)")
	f.String("timezone", d.Timezone, "the shop's time zone, for \"today\", reports and receipts (KONTER_TIMEZONE)")
	f.String("mailer", d.Mailer, "how e-mail is sent: log (print links to the log) or smtp (KONTER_MAILER)")
	f.String("base-url", "", "public address of the shop, used in e-mailed links (KONTER_BASE_URL; default: http://LISTEN)")
	f.Bool("secure-cookies", false, "mark session cookies Secure, when served over HTTPS (KONTER_SECURE_COOKIES)")
	f.StringSlice("trusted-proxies", nil, "reverse proxies (addresses or ranges, comma-separated) whose X-Forwarded-For names the client (KONTER_TRUSTED_PROXIES)")
	f.String("log-format", d.LogFormat, "log format: text or json (KONTER_LOG_FORMAT)")
	f.Duration("printer-timeout", d.PrinterTimeout, "how long a LAN receipt printer may take to accept a job before the cashier is told (KONTER_PRINTER_TIMEOUT)")
	f.String("smtp-host", "", "SMTP server, with --mailer smtp (KONTER_SMTP_HOST)")
	f.Int("smtp-port", 587, "SMTP port (KONTER_SMTP_PORT)")
	f.String("smtp-username", "", "SMTP user name (KONTER_SMTP_USERNAME)")
	f.String("smtp-password", "", "SMTP password (KONTER_SMTP_PASSWORD)")
	f.String("smtp-from", "", "sender address of the shop's e-mail (KONTER_SMTP_FROM)")

	root.AddCommand(newServeCommand(), newMigrateCommand(), newSeedCommand(), newUserCommand(),
		newImportCommand(), newExportCommand(), newBackupCommand(), newRestoreCommand(), newJobsCommand(), newFilesCommand(), newImagesCommand(), newHealthCommand(),
		newOpenAPICommand())
	return root
}

// loadConfig reads the settings in viper's order: flags, then KONTER_* environment,
// then konter.yaml, then the defaults.
func loadConfig(cmd *cobra.Command) (app.Config, error) {
	v := viper.New()
	v.SetEnvPrefix("KONTER")
	v.SetEnvKeyReplacer(strings.NewReplacer("-", "_"))
	v.AutomaticEnv()
	if err := v.BindPFlags(cmd.Flags()); err != nil {
		return app.Config{}, err
	}
	// An explicit file name: "konter" alone would also match the binary built next to it.
	file := v.GetString("config")
	if file == "" {
		if _, err := os.Stat("konter.yaml"); err == nil {
			file = "konter.yaml"
		}
	}
	if file == "" {
		return cfgFrom(v)
	}
	v.SetConfigFile(file)
	if err := v.ReadInConfig(); err != nil {
		return app.Config{}, fmt.Errorf("read configuration: %w", err)
	}
	return cfgFrom(v)
}

// cfgFrom reads the settings out of viper.
func cfgFrom(v *viper.Viper) (app.Config, error) {
	cfg := app.Config{
		Listen:         v.GetString("listen"),
		DataDir:        v.GetString("data-dir"),
		DatabaseURL:    v.GetString("database-url"),
		FilesURL:       v.GetString("files-url"),
		Timezone:       v.GetString("timezone"),
		Mailer:         v.GetString("mailer"),
		BaseURL:        v.GetString("base-url"),
		SecureCookies:  v.GetBool("secure-cookies"),
		TrustedProxies: v.GetStringSlice("trusted-proxies"),
		LogFormat:      v.GetString("log-format"),
		PprofListen:    v.GetString("pprof-listen"),
		MetricsListen:  v.GetString("metrics-listen"),
		PrinterTimeout: v.GetDuration("printer-timeout"),
		// A secret: KONTER_SECRET_KEY (or konter.yaml), never a flag.
		SecretKey: v.GetString("secret-key"),
		SMTP: app.SMTPConfig{
			Host: v.GetString("smtp-host"), Port: v.GetInt("smtp-port"), Username: v.GetString("smtp-username"),
			Password: v.GetString("smtp-password"), From: v.GetString("smtp-from"),
		},
	}
	cfg.Ops = opsConfig(v)
	return cfg.Resolve()
}

// openApp loads the configuration and opens the shop's database.
func openApp(cmd *cobra.Command) (*app.App, error) {
	return openAppLoggingTo(cmd, os.Stderr)
}

// openAppLoggingTo opens the shop with its log going to w.
func openAppLoggingTo(cmd *cobra.Command, w io.Writer) (*app.App, error) {
	cfg, err := loadConfig(cmd)
	if err != nil {
		return nil, err
	}
	return app.Open(cmd.Context(), cfg, app.WithLogger(newLogger(cfg.LogFormat, w)))
}

// openMigratedApp opens the shop and brings its schema up to date, as every command that
// reads or writes the shop's data needs.
func openMigratedApp(cmd *cobra.Command) (*app.App, error) {
	a, err := openApp(cmd)
	if err != nil {
		return nil, err
	}
	if _, err := a.Migrate(commandContext(cmd)); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}

func newLogger(format string, w io.Writer) *slog.Logger {
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, nil))
	}
	return slog.New(slog.NewTextHandler(w, nil))
}

// commandContext is the context commands run under when cobra gives none.
func commandContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

// onShop runs a command's work on the shop that open opens (openApp, openMigratedApp), and
// closes the shop after it.
func onShop(open func(*cobra.Command) (*app.App, error), work func(cmd *cobra.Command, a *app.App) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, _ []string) error {
		a, err := open(cmd)
		if err != nil {
			return err
		}
		defer a.Close()
		return work(cmd, a)
	}
}
