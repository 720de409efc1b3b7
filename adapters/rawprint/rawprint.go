// Package rawprint hands print jobs to network printers the way they take them: the job's bytes
// written to a TCP connection (the "raw" or JetDirect port, 9100), then the connection closed.
package rawprint

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/konterhp/konter/ports"
)

// Link implements ports.PrinterLink. Timeout bounds the whole job, connecting and writing: a
// printer that is off, or whose buffer stays full (out of paper, cover open), gives up the
// request within it instead of holding it.
type Link struct {
	Timeout time.Duration
}

func (l Link) Send(ctx context.Context, host string, port int, job []byte) error {
	ctx, cancel := context.WithTimeout(ctx, l.Timeout)
	defer cancel()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return failure(ctx, err)
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	if err := conn.SetDeadline(deadline); err != nil {
		return failure(ctx, err)
	}
	if _, err := conn.Write(job); err != nil {
		return failure(ctx, err)
	}
	return failure(ctx, conn.Close())
}

// failure names why a job did not go: out of time, or refused and broken connections.
func failure(ctx context.Context, err error) error {
	var netErr net.Error
	switch {
	case err == nil:
		return nil
	case errors.Is(ctx.Err(), context.DeadlineExceeded) || (errors.As(err, &netErr) && netErr.Timeout()):
		return fmt.Errorf("%w: %w", ports.ErrPrinterSilent, err)
	default:
		return fmt.Errorf("%w: %w", ports.ErrPrinterUnreachable, err)
	}
}
