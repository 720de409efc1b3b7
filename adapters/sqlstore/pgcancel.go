package sqlstore

import (
	"context"
	"database/sql/driver"
	"fmt"

	"github.com/uptrace/bun/driver/pgdriver"
)

// cancellingConnector makes a PostgreSQL query stop when its context is cancelled, as
// SQLite's driver does: pgdriver honours only deadlines, so a request whose client has gone
// would keep its query running on the server to the end. Here the query's backend is told to
// cancel (pg_cancel_backend, through a connection of its own) and the connection it ran on is
// dropped rather than handed to the next request.
type cancellingConnector struct{ *pgdriver.Connector }

// Driver is pgdriver's own, which its LISTEN/NOTIFY listener expects.
func (c cancellingConnector) Driver() driver.Driver { return c.Connector.Driver() }

func (c cancellingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	raw, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	cn := raw.(*pgdriver.Conn)
	pid, err := backendPID(ctx, cn)
	if err != nil {
		_ = cn.Close()
		return nil, err
	}
	return &cancellingConn{Conn: cn, cancel: func() { c.cancelBackend(pid) }}, nil
}

func backendPID(ctx context.Context, cn *pgdriver.Conn) (int64, error) {
	rows, err := cn.QueryContext(ctx, "SELECT pg_backend_pid()", nil)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	dest := make([]driver.Value, 1)
	if err := rows.Next(dest); err != nil {
		return 0, err
	}
	pid, ok := dest[0].(int64)
	if !ok {
		return 0, fmt.Errorf("pg_backend_pid() answered %T", dest[0])
	}
	return pid, nil
}

// cancelBackend asks the server to stop what backend pid is running.
func (c cancellingConnector) cancelBackend(pid int64) {
	raw, err := c.Connector.Connect(context.Background())
	if err != nil {
		return // the query still ends at pgdriver's read timeout
	}
	defer raw.Close()
	_, _ = raw.(*pgdriver.Conn).ExecContext(context.Background(), "SELECT pg_cancel_backend($1)", []driver.NamedValue{{Ordinal: 1, Value: pid}})
}

// cancellingConn watches the context of each query until its rows are read.
type cancellingConn struct {
	*pgdriver.Conn
	cancel func()
}

// watch cancels the running query when ctx ends; done stops watching, and drops the
// connection when the cancel has gone out.
func (c *cancellingConn) watch(ctx context.Context) (done func()) {
	stop := context.AfterFunc(ctx, c.cancel)
	return func() {
		if !stop() {
			_ = c.Conn.Close()
		}
	}
}

func (c *cancellingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	done := c.watch(ctx)
	defer done()
	return c.Conn.ExecContext(ctx, query, args)
}

func (c *cancellingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	done := c.watch(ctx)
	rows, err := c.Conn.QueryContext(ctx, query, args)
	if err != nil {
		done()
		return nil, err
	}
	return &watchedRows{Rows: rows, done: done}, nil
}

// watchedRows ends the watch of their query when closed: PostgreSQL computes while it sends.
type watchedRows struct {
	driver.Rows
	done func()
}

func (r *watchedRows) Close() error {
	err := r.Rows.Close()
	r.done()
	return err
}
