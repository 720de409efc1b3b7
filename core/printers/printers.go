// Package printers keeps the shop's network receipt printers: the Admin registers them, staff
// print to them through the server, which reaches only the printers registered here.
package printers

import (
	"context"
	"errors"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// The printers' texts.
const (
	MsgPrinterNotFound  = "Printer tidak ditemukan."
	MsgPrinterNameTaken = "Nama printer sudah dipakai printer lain."
	MsgJobEmpty         = "Tidak ada yang dicetak: data cetak kosong."
	MsgPrinterSilent    = "Printer tidak menjawab. Periksa printer menyala, kertasnya terpasang, dan alamatnya di jaringan toko."
	MsgPrinterRefused   = "Printer tidak dapat dihubungi: sambungan ditolak atau terputus. Periksa alamat dan port printer."
)

// Printers is the entry point of the printer use cases.
type Printers struct {
	tx       ports.Tx
	clock    ports.Clock
	printers ports.PrinterRepository
	link     ports.PrinterLink
	pub      ports.Publisher
}

// Deps are the ports the printer use cases need.
type Deps struct {
	Tx       ports.Tx
	Clock    ports.Clock
	Printers ports.PrinterRepository
	Link     ports.PrinterLink
	Pub      ports.Publisher
}

func New(d Deps) *Printers {
	return &Printers{tx: d.Tx, clock: d.Clock, printers: d.Printers, link: d.Link, pub: d.Pub}
}

// List is the shop's printers.
func (s *Printers) List(ctx context.Context, page core.PageRequest) (core.Page[core.Printer], error) {
	return s.printers.List(ctx, page)
}

// Get reads one printer.
func (s *Printers) Get(ctx context.Context, id int64) (core.Printer, error) {
	p, err := s.printers.Get(ctx, id)
	return p, explain(err)
}

// Add registers a printer.
func (s *Printers) Add(ctx context.Context, in core.Printer) (core.Printer, error) {
	if err := in.Normalise(); err != nil {
		return in, err
	}
	now := s.clock.Now()
	p := in
	p.ID, p.CreatedAt, p.UpdatedAt = 0, now, now
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.printers.Create(ctx, &p); err != nil {
			return err
		}
		s.publish(ctx, core.ActionCreated, p.ID)
		return nil
	})
	return p, explain(err)
}

// Edit replaces a printer's name, address, paper, drawer and how it prints QR codes.
func (s *Printers) Edit(ctx context.Context, id int64, in core.Printer) (core.Printer, error) {
	if err := in.Normalise(); err != nil {
		return in, err
	}
	var out core.Printer
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var err error
		out, err = s.printers.Update(ctx, id, func(p *core.Printer) error {
			in.ID, in.CreatedAt, in.UpdatedAt = p.ID, p.CreatedAt, s.clock.Now()
			*p = in
			return nil
		})
		if err == nil {
			s.publish(ctx, core.ActionUpdated, id)
		}
		return err
	})
	return out, explain(err)
}

// Remove forgets a printer.
func (s *Printers) Remove(ctx context.Context, id int64) error {
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := s.printers.Delete(ctx, id); err != nil {
			return err
		}
		s.publish(ctx, core.ActionDeleted, id)
		return nil
	})
	return explain(err)
}

// Print sends a job (the printer's own bytes, e.g. ESC/POS) to a registered printer; a printer
// that does not take it in the link's time is a gateway timeout, one that refuses a bad gateway.
func (s *Printers) Print(ctx context.Context, id int64, job []byte) error {
	if len(job) == 0 {
		return core.InvalidField("data", MsgJobEmpty)
	}
	p, err := s.Get(ctx, id)
	if err != nil {
		return err
	}
	err = s.link.Send(ctx, p.Host, p.Port, job)
	switch {
	case errors.Is(err, ports.ErrPrinterSilent):
		return core.GatewayTimeout(MsgPrinterSilent).Wrap(err)
	case errors.Is(err, ports.ErrPrinterUnreachable):
		return core.BadGateway(MsgPrinterRefused).Wrap(err)
	}
	return err
}

func (s *Printers) publish(ctx context.Context, action string, id int64) {
	s.pub.Publish(ctx, core.Change{Resource: core.ResourcePrinters, Action: action, IDs: []int64{id}})
}

// explain turns the repository's sentinels into the printers' messages.
func explain(err error) error {
	switch {
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(MsgPrinterNotFound)
	case errors.Is(err, core.ErrDuplicate):
		return core.Conflict(MsgPrinterNameTaken)
	}
	return err
}
