package backup

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"strings"
)

// pgTool finds a PostgreSQL client program on PATH.
func pgTool(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s tidak ditemukan di PATH: cadangan dan pemulihan database PostgreSQL memakai %s "+
			"(pasang klien PostgreSQL, mis. paket postgresql-client, dengan versi sama atau lebih baru dari servernya)", name, name)
	}
	return p, nil
}

// pgConn is a database URL made fit for libpq's programs: the password travels in the
// environment rather than on the command line, and Konter's search_path becomes a schema.
type pgConn struct {
	url    string
	env    []string
	schema string
}

// libpqParams are the URL parameters libpq understands and Konter's driver passes along.
var libpqParams = []string{"sslmode", "sslrootcert", "sslcert", "sslkey", "connect_timeout", "application_name"}

func parsePG(raw string) (pgConn, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return pgConn{}, fmt.Errorf("database URL: %w", err)
	}
	var c pgConn
	if u.User != nil {
		if pw, ok := u.User.Password(); ok {
			c.env = append(c.env, "PGPASSWORD="+pw)
		}
		u.User = url.User(u.User.Username())
	}
	q := u.Query()
	if sp := q.Get("search_path"); sp != "" {
		first, _, _ := strings.Cut(sp, ",")
		c.schema = strings.Trim(strings.TrimSpace(first), `"`)
	}
	kept := url.Values{}
	for _, k := range libpqParams {
		if v := q.Get(k); v != "" {
			kept.Set(k, v)
		}
	}
	u.RawQuery = kept.Encode()
	u.Scheme = "postgres"
	c.url = u.String()
	return c, nil
}

// run runs a client program and makes its complaint the error.
func (c pgConn) run(ctx context.Context, program string, args ...string) error {
	cmd := exec.CommandContext(ctx, program, args...)
	cmd.Env = append(os.Environ(), c.env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("%s: %s", program[strings.LastIndex(program, "/")+1:], msg)
	}
	return nil
}
