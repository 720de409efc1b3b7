package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

// loadFor parses args with the real command tree and returns the config the serve command sees.
func loadFor(t *testing.T, args ...string) (cfg struct {
	Listen, DataDir, DatabaseURL, Timezone, Mailer string
	PrinterTimeout                                 time.Duration
}) {
	t.Helper()
	root := newRootCommand()
	serve, _, err := root.Find([]string{"serve"})
	if err != nil {
		t.Fatal(err)
	}
	serve.RunE = func(cmd *cobra.Command, _ []string) error {
		c, err := loadConfig(cmd)
		if err != nil {
			return err
		}
		cfg.Listen, cfg.DataDir, cfg.DatabaseURL, cfg.Timezone, cfg.Mailer, cfg.PrinterTimeout = c.Listen, c.DataDir, c.DatabaseURL, c.Timezone, c.Mailer, c.PrinterTimeout
		return nil
	}
	root.SetArgs(append([]string{"serve"}, args...))
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestConfigurationPrecedence(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)

	got := loadFor(t)
	if got.Listen != "127.0.0.1:8080" || got.DataDir != filepath.Join(dir, "data") || got.Timezone != "Asia/Jakarta" || got.Mailer != "log" {
		t.Fatalf("defaults: %+v", got)
	}
	if got.DatabaseURL != "sqlite:"+filepath.Join(dir, "data", "konter.db") {
		t.Fatalf("default database: %s", got.DatabaseURL)
	}
	// A zero timeout would give up every print job before it starts.
	if got.PrinterTimeout != 5*time.Second {
		t.Fatalf("default printer timeout: %s", got.PrinterTimeout)
	}

	if err := os.WriteFile("konter.yaml", []byte("listen: 0.0.0.0:9000\ntimezone: Asia/Makassar\ndata-dir: /srv/konter\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got = loadFor(t)
	if got.Listen != "0.0.0.0:9000" || got.Timezone != "Asia/Makassar" || got.DatabaseURL != "sqlite:/srv/konter/konter.db" {
		t.Fatalf("konter.yaml not read: %+v", got)
	}

	t.Setenv("KONTER_LISTEN", "127.0.0.1:7000")
	t.Setenv("KONTER_DATABASE_URL", "postgres://konter@db/konter?sslmode=disable")
	got = loadFor(t)
	if got.Listen != "127.0.0.1:7000" || got.Timezone != "Asia/Makassar" || got.DatabaseURL != "postgres://konter@db/konter?sslmode=disable" {
		t.Fatalf("environment does not beat the file: %+v", got)
	}

	got = loadFor(t, "--listen", "127.0.0.1:6000", "--timezone", "Asia/Jayapura")
	if got.Listen != "127.0.0.1:6000" || got.Timezone != "Asia/Jayapura" {
		t.Fatalf("flags do not beat the environment: %+v", got)
	}
}

func TestUnknownTimezoneIsRefused(t *testing.T) {
	t.Chdir(t.TempDir())
	root := newRootCommand()
	root.SetArgs([]string{"migrate", "--timezone", "Mars/Olympus"})
	if err := root.Execute(); err == nil {
		t.Fatal("an unknown time zone was accepted")
	}
}

// The binary built into the working directory is named konter: it is not a configuration file.
func TestABinaryNamedKonterIsNotReadAsConfiguration(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("konter", []byte("\x7fELF\x02\x01\x01 not yaml"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := loadFor(t); got.Listen != "127.0.0.1:8080" {
		t.Fatalf("defaults: %+v", got)
	}
}
