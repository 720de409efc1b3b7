package ports

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
)

// PrinterRepository stores the shop's network printers, by name.
type PrinterRepository interface {
	List(ctx context.Context, page core.PageRequest) (core.Page[core.Printer], error)
	// Get returns core.ErrNotFound when there is no such printer.
	Get(ctx context.Context, id int64) (core.Printer, error)
	// Create returns core.ErrDuplicate when another printer has the name (whatever its case).
	Create(ctx context.Context, p *core.Printer) error
	// Update loads the printer, applies fn and saves it; core.ErrDuplicate for another's name.
	Update(ctx context.Context, id int64, fn func(p *core.Printer) error) (core.Printer, error)
	// Delete returns core.ErrNotFound for no such printer.
	Delete(ctx context.Context, id int64) error
}

var (
	// ErrPrinterSilent: the printer did not take the job within the link's time.
	ErrPrinterSilent = errors.New("printer did not answer in time")
	// ErrPrinterUnreachable: the printer refused the connection or broke it.
	ErrPrinterUnreachable = errors.New("printer unreachable")
)

// PrinterLink hands raw print jobs (ESC/POS bytes) to network printers. Send returns
// ErrPrinterSilent or ErrPrinterUnreachable (wrapping the cause) when the job did not go.
type PrinterLink interface {
	Send(ctx context.Context, host string, port int, job []byte) error
}
