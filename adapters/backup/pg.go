package backup

import (
	"bytes"
	"context"
	"fmt"
	"io"
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

// restorePostgres restores a pg_dump archive and checks its row counts in one transaction:
// pg_restore writes the restore as a script, psql runs it with --single-transaction followed
// by a block that counts every table of the manifest and raises an error on a difference.
// The transaction is the staging place: other sessions see nothing of it until it commits,
// and any failure (or a killed process) rolls it back, leaving the database as it was.
func restorePostgres(ctx context.Context, url, dump string, m Manifest) error {
	restore, err := pgTool("pg_restore")
	if err != nil {
		return err
	}
	psql, err := pgTool("psql")
	if err != nil {
		return err
	}
	conn, err := parsePG(url)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	script := exec.CommandContext(ctx, restore, "--clean", "--if-exists", "--no-owner", "--no-privileges", "--file=-", dump)
	var scriptErr bytes.Buffer
	script.Stderr = &scriptErr
	sql, err := script.StdoutPipe()
	if err != nil {
		return err
	}
	run := exec.CommandContext(ctx, psql, "--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", "--dbname="+conn.url)
	run.Env = append(os.Environ(), conn.env...)
	var runErr bytes.Buffer
	run.Stderr = &runErr
	run.Stdout = io.Discard
	stdin, err := run.StdinPipe()
	if err != nil {
		return err
	}
	if err := script.Start(); err != nil {
		return err
	}
	if err := run.Start(); err != nil {
		cancel()
		_ = script.Wait()
		return err
	}
	// psql commits when its input ends: it only ends after a complete script and the check;
	// otherwise psql is killed first and the server rolls back.
	_, copyErr := io.Copy(stdin, sql)
	if err := script.Wait(); err != nil || copyErr != nil {
		cancel()
		_ = run.Wait()
		return fmt.Errorf("pg_restore: %s", firstOf(scriptErr.String(), err, copyErr))
	}
	if _, err := io.WriteString(stdin, countCheck(conn.schema, m)); err != nil {
		cancel()
		_ = run.Wait()
		return fmt.Errorf("psql: %s", firstOf(runErr.String(), err))
	}
	if err := stdin.Close(); err != nil {
		cancel()
		_ = run.Wait()
		return err
	}
	if err := run.Wait(); err != nil {
		return fmt.Errorf("pemulihan PostgreSQL dibatalkan, database tidak berubah: %s", firstOf(psqlError(runErr.String()), err))
	}
	return nil
}

// countCheck is the SQL that fails the transaction when a table's rows differ from the
// manifest's count. Table names were checked against tableName by Verify.
func countCheck(schema string, m Manifest) string {
	var b strings.Builder
	if schema != "" {
		fmt.Fprintf(&b, "SET search_path TO \"%s\";\n", strings.ReplaceAll(schema, `"`, `""`))
	} else {
		b.WriteString("RESET search_path;\n")
	}
	b.WriteString("DO $konter$\nDECLARE n bigint; diffs text[] := '{}';\nBEGIN\n")
	for _, table := range sortedKeys(m.Tables) {
		want := m.Tables[table]
		fmt.Fprintf(&b, "SELECT count(*) INTO n FROM \"%s\"; IF n <> %d THEN diffs := diffs || format('%%s: cadangan %%s, hasil %%s', '%s', %d, n); END IF;\n",
			table, want, table, want)
	}
	b.WriteString("IF cardinality(diffs) > 0 THEN RAISE EXCEPTION '" + countsDiffer + ": %', array_to_string(diffs, '; '); END IF;\nEND $konter$;\n")
	return b.String()
}

// psqlError keeps the message of psql's ERROR line ("psql:<stdin>:12: ERROR:  text").
func psqlError(stderr string) string {
	for line := range strings.SplitSeq(stderr, "\n") {
		if _, msg, ok := strings.Cut(line, "ERROR:"); ok {
			return strings.TrimSpace(msg)
		}
	}
	return strings.TrimSpace(stderr)
}

// firstOf is the first non-empty text or non-nil error.
func firstOf(text string, errs ...error) string {
	if t := strings.TrimSpace(text); t != "" {
		return t
	}
	for _, err := range errs {
		if err != nil {
			return err.Error()
		}
	}
	return "gagal"
}
