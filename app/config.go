// Package app is Konter's composition root: it opens the database, builds the use cases
// over the adapters and hands them to the HTTP server, the CLI and the scheduler.
package app

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/adapters/sqlstore"
)

// Config is every setting Konter reads; each has a default that works with nothing set.
type Config struct {
	Listen      string
	DataDir     string
	DatabaseURL string
	// FilesURL keeps uploads in S3-compatible storage (s3://bucket/prefix?endpoint=…);
	// empty keeps them in DATA_DIR/files.
	FilesURL string
	Timezone string
	Mailer   string
	// BaseURL is the address people reach the shop at, used in e-mailed links.
	BaseURL string
	// SecureCookies marks session cookies Secure (behind TLS).
	SecureCookies bool
	// TrustedProxies are the reverse proxies (addresses or ranges) whose X-Forwarded-For
	// names the client, for the per-address limits.
	TrustedProxies []string
	LogFormat      string
	// PprofListen, when set, serves Go's profiler (net/http/pprof) on this address: keep it
	// on loopback. Off by default.
	PprofListen string
	// MetricsListen, when set, serves /metrics (Prometheus) on this address. Off by default.
	MetricsListen string
	SMTP          SMTPConfig
	// PasswordCost is bcrypt's cost; 0 takes the default. Tests lower it.
	PasswordCost int
	Ops          OpsConfig
	// SecretKey is the instance's secret, from which the key sealing the customers' screen
	// locks is derived (KONTER_SECRET_KEY, at least 16 characters); empty: DATA_DIR/secret.key,
	// made on the first start. Every instance of one shop needs the same.
	SecretKey string
	// PrinterTimeout bounds a print job sent to a network printer, connecting and writing.
	PrinterTimeout time.Duration
}

// SMTPConfig is the mail server used when Mailer is "smtp".
type SMTPConfig struct {
	Host     string
	Port     int
	Username string
	Password string
	From     string
}

// Defaults returns the configuration of a fresh install.
func Defaults() Config {
	return Config{
		Listen:    "127.0.0.1:8080",
		DataDir:   "./data",
		Timezone:  "Asia/Jakarta",
		Mailer:    "log",
		LogFormat: "text",
		Ops:       DefaultOps(),
		// A receipt takes a printer well under a second; past this it is off or jammed.
		PrinterTimeout: 5 * time.Second,
	}
}

// Resolve fills what derives from other settings and checks the rest.
func (c Config) Resolve() (Config, error) {
	if c.DataDir == "" {
		c.DataDir = "./data"
	}
	abs, err := filepath.Abs(c.DataDir)
	if err != nil {
		return c, err
	}
	c.DataDir = abs
	if c.DatabaseURL == "" {
		c.DatabaseURL = sqlstore.DefaultURL(c.DataDir)
	}
	if c.BaseURL == "" {
		c.BaseURL = "http://" + c.Listen
	}
	switch c.Mailer {
	case "log":
	case "smtp":
		if c.SMTP.Host == "" || c.SMTP.From == "" {
			return c, fmt.Errorf("mailer smtp needs --smtp-host and --smtp-from")
		}
		if c.SMTP.Port == 0 {
			c.SMTP.Port = 587
		}
	default:
		return c, fmt.Errorf("mailer %q: want log or smtp", c.Mailer)
	}
	if err := c.Ops.Check(); err != nil {
		return c, err
	}
	if _, err := httpapi.ParseTrustedProxies(c.TrustedProxies); err != nil {
		return c, err
	}
	if c.SecretKey != "" && len(c.SecretKey) < minSecretKey {
		return c, fmt.Errorf("secret key: at least %d characters", minSecretKey)
	}
	if c.PrinterTimeout <= 0 {
		return c, fmt.Errorf("printer timeout %s: want a positive duration such as 5s", c.PrinterTimeout)
	}
	if _, err := time.LoadLocation(c.Timezone); err != nil {
		return c, fmt.Errorf("timezone %q: %w", c.Timezone, err)
	}
	return c, nil
}
