// Package shifts keeps the cash drawer: a cashier opens a shift with the cash in the drawer,
// every payment the cashier takes belongs to it, cash goes in and out with a reason, and the
// shift closes with the drawer counted against what should be in it (the Z report). It also
// keeps what the cashier's customer-facing display shows.
package shifts

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Texts of the shifts, in the spec's voice.
const (
	MsgShiftRequired  = "Buka shift kasir terlebih dahulu sebelum menerima pembayaran."
	MsgShiftToPayBack = "Buka shift kasir terlebih dahulu sebelum mengembalikan uang ke pelanggan."
	MsgAlreadyOpen    = "Anda masih memiliki shift yang terbuka. Tutup shift itu terlebih dahulu."
	MsgOpenElsewhere  = "Shift Anda masih terbuka di outlet lain. Tutup shift itu sebelum menerima atau mengeluarkan uang di outlet ini."
	MsgNotFound       = "Shift tidak ditemukan."
	MsgClosed         = "Shift ini sudah ditutup."
	MsgNotYours       = "Hanya Admin yang dapat melihat atau menutup shift kasir lain."
	MsgMoveNotYours   = "Kas masuk dan keluar hanya dicatat di shift Anda sendiri."
	MsgOpenNotYours   = "Laci hanya dibuka di shift Anda sendiri."
	MsgBadOpening     = "Modal awal tidak boleh kurang dari Rp 0."
	MsgBadCounted     = "Uang yang dihitung tidak boleh kurang dari Rp 0."
	MsgBadDirection   = "Jenis kas harus masuk atau keluar."
	MsgBadMoveAmount  = "Jumlah kas harus lebih dari Rp 0."
	MsgNoMoveReason   = "Alasan wajib diisi."
	MsgReasonTooLong  = "Alasan paling panjang 200 karakter."
	MsgNoteTooLong    = "Catatan paling panjang 500 karakter."
	MsgCashOutTooMuch = "Kas keluar melebihi uang tunai yang seharusnya ada di laci."
	// MsgShiftToPaySupplier refuses cash paid to a supplier with no drawer open to take it from.
	MsgShiftToPaySupplier = "Buka shift kasir terlebih dahulu sebelum membayar supplier dengan tunai."
	MsgSupplierCashShort  = "Uang tunai di laci tidak cukup untuk membayar supplier."
	maxReason             = 200
	maxNote               = 500
)

// Shifts is the entry point of the cash drawer.
type Shifts struct {
	tx       ports.Tx
	repo     ports.ShiftRepository
	displays ports.DisplayRepository
	settings ports.SettingsRepository
	users    ports.UserRepository
	clock    ports.Clock
	zone     ports.ShopTime
	sheet    ports.SpreadsheetWriter
	pub      ports.Publisher
	outlets  ports.OutletRepository
}

// Deps are the ports the shifts need.
type Deps struct {
	Tx       ports.Tx
	Shifts   ports.ShiftRepository
	Displays ports.DisplayRepository
	Settings ports.SettingsRepository
	Users    ports.UserRepository
	Clock    ports.Clock
	Zone     ports.ShopTime
	Sheet    ports.SpreadsheetWriter
	Pub      ports.Publisher
	Outlets  ports.OutletRepository
}

func New(d Deps) *Shifts {
	return &Shifts{tx: d.Tx, repo: d.Shifts, displays: d.Displays, settings: d.Settings, users: d.Users, clock: d.Clock, zone: d.Zone, sheet: d.Sheet, pub: d.Pub, outlets: d.Outlets}
}

// Report is a shift with its money: what the Z report prints.
type Report struct {
	core.Shift
	core.DrawerSummary
	Expected core.Sum
	// Difference is counted less expected, once the shift is closed.
	Difference *core.Sum
	Moves      []core.CashMove
	// Openings are the times the drawer was opened without a sale (Buka Laci).
	Openings []core.DrawerOpening
	// Blind is an open shift shown to its cashier where the shop closes blind: the money the
	// drawer took and what should be in it are left out, until the shift is closed.
	Blind bool
}

// shownTo is the report as who may see it: where the shop closes blind, a cashier's open shift
// leaves out every figure the cash that should be in the drawer follows from.
func (s *Shifts) shownTo(ctx context.Context, who core.Principal, r Report) (Report, error) {
	if who.Role == core.RoleAdmin || !r.IsOpen() {
		return r, nil
	}
	blind, err := s.settings.Value(ctx, core.SettingBlindClose)
	if err != nil || blind != "true" {
		return r, err
	}
	r.DrawerSummary = core.DrawerSummary{CashIn: r.CashIn, CashOut: r.CashOut, Voids: r.Voids, Documents: r.Documents}
	r.Expected, r.Blind = core.Sum{}, true
	return r, nil
}

// Open opens the cashier's shift with the cash in the drawer of the session's outlet.
func (s *Shifts) Open(ctx context.Context, who core.Principal, opening int64) (Report, error) {
	outlet, err := who.AtOutlet()
	if err != nil {
		return Report{}, err
	}
	if opening < 0 {
		return Report{}, core.InvalidField("opening_cash", MsgBadOpening)
	}
	if err := core.CheckAmount("opening_cash", opening); err != nil {
		return Report{}, err
	}
	var id int64
	err = s.tx.WithinTx(ctx, func(ctx context.Context) error {
		shift, opened, err := s.open(ctx, who.UserID, outlet, opening)
		if err != nil {
			return err
		}
		if !opened {
			return core.Conflict(MsgAlreadyOpen)
		}
		id = shift.ID
		return nil
	})
	if err != nil {
		return Report{}, err
	}
	return s.reportFor(ctx, who, id)
}

// open stores a new open shift for the cashier at the outlet; opened is false when one was
// open already.
func (s *Shifts) open(ctx context.Context, kasirID, outlet, opening int64) (core.Shift, bool, error) {
	name := ""
	if u, err := s.users.Get(ctx, kasirID); err == nil {
		name = u.FullName
	}
	shift := core.Shift{KasirID: &kasirID, KasirName: name, OutletID: outlet, OpeningCash: opening, OpenedAt: s.clock.Now()}
	opened, err := s.repo.Open(ctx, &shift)
	if err == nil && opened {
		s.changed(ctx, shift.ID)
	}
	return shift, opened, err
}

// ShiftFor is the open shift the cashier's money taken at the outlet goes into, inside the
// caller's transaction. With no shift open, one opens there by itself with no opening cash,
// unless the shop makes its cashiers open their shifts themselves.
func (s *Shifts) ShiftFor(ctx context.Context, kasirID, outlet int64) (int64, error) {
	return s.openShiftOf(ctx, kasirID, outlet, MsgShiftRequired)
}

// ShiftToPayBack is the open shift money paid back to a customer comes out of, inside the
// caller's transaction, as ShiftFor finds it; with none open where the shop makes its cashiers
// open their shifts, the refusal says it is for paying back.
func (s *Shifts) ShiftToPayBack(ctx context.Context, kasirID, outlet int64) (int64, error) {
	return s.openShiftOf(ctx, kasirID, outlet, MsgShiftToPayBack)
}

// openShiftOf is the cashier's open shift at the outlet, opened by itself unless the shop
// requires it be opened by hand: then none open is refused with required. A shift open at
// another outlet is refused: each outlet's drawer holds its own cash.
func (s *Shifts) openShiftOf(ctx context.Context, kasirID, outlet int64, required string) (int64, error) {
	shift, err := s.repo.OpenOf(ctx, kasirID)
	if err == nil && shift.OutletID != outlet {
		return 0, core.Conflict(MsgOpenElsewhere)
	}
	if err == nil {
		return shift.ID, nil
	}
	if !errors.Is(err, core.ErrNotFound) {
		return 0, err
	}
	mustOpen, err := s.Required(ctx)
	if err != nil {
		return 0, err
	}
	if mustOpen {
		return 0, core.Conflict(required)
	}
	if _, _, err := s.open(ctx, kasirID, outlet, 0); err != nil {
		return 0, err
	}
	if shift, err = s.repo.OpenOf(ctx, kasirID); err != nil {
		return 0, err
	}
	return shift.ID, nil
}

// StillOpen tells whether the shift is open, and keeps it so until the caller's transaction
// ends (a close waits).
func (s *Shifts) StillOpen(ctx context.Context, id int64) (bool, error) {
	shift, err := s.repo.Lock(ctx, id)
	return err == nil && shift.IsOpen(), err
}

// Current is the signed-in cashier's open shift, or nil.
func (s *Shifts) Current(ctx context.Context, who core.Principal) (*Report, error) {
	page, err := s.repo.List(ctx, ports.ShiftFilter{PageRequest: core.PageRequest{PerPage: 1}, KasirID: &who.UserID, OpenOnly: true})
	if err != nil || len(page.Items) == 0 {
		return nil, err
	}
	r, err := s.reportFor(ctx, who, page.Items[0].ID)
	return &r, err
}

// Required tells whether the shop makes its cashiers open their shifts themselves.
func (s *Shifts) Required(ctx context.Context) (bool, error) {
	v, err := s.settings.Value(ctx, core.SettingShiftRequired)
	return v == "true", err
}

// MoveCash puts cash into the cashier's own open shift's drawer or takes it out, with a
// reason. Cash out never takes more than should be in the drawer, cash in never fills it past
// the bound of a document; both are checked before the move is written.
func (s *Shifts) MoveCash(ctx context.Context, who core.Principal, id int64, direction core.CashDirection, amount int64, reason string) (Report, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case !direction.Known():
		return Report{}, core.InvalidField("direction", MsgBadDirection)
	case amount <= 0:
		return Report{}, core.InvalidField("amount", MsgBadMoveAmount)
	case reason == "":
		return Report{}, core.InvalidField("reason", MsgNoMoveReason)
	case utf8.RuneCountInString(reason) > maxReason:
		return Report{}, core.InvalidField("reason", MsgReasonTooLong)
	}
	if err := core.CheckAmount("amount", amount); err != nil {
		return Report{}, err
	}
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		shift, err := s.lockOpen(ctx, id)
		if err != nil {
			return err
		}
		if shift.KasirID == nil || *shift.KasirID != who.UserID {
			return core.Forbidden(MsgMoveNotYours)
		}
		move := core.CashMove{ShiftID: shift.ID, Direction: direction, Amount: amount, Reason: reason}
		return s.move(ctx, who, shift, move, core.InvalidField("amount", MsgCashOutTooMuch))
	})
	if err != nil {
		return Report{}, err
	}
	return s.reportFor(ctx, who, id)
}

// OpenDrawer records the cash drawer opened without a sale (Buka Laci) in the cashier's own
// open shift, with who and why; the device then kicks its printer's drawer port.
func (s *Shifts) OpenDrawer(ctx context.Context, who core.Principal, id int64, reason string) (Report, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return Report{}, core.InvalidField("reason", MsgNoMoveReason)
	case utf8.RuneCountInString(reason) > maxReason:
		return Report{}, core.InvalidField("reason", MsgReasonTooLong)
	}
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		shift, err := s.lockOpen(ctx, id)
		if err != nil {
			return err
		}
		if shift.KasirID == nil || *shift.KasirID != who.UserID {
			return core.Forbidden(MsgOpenNotYours)
		}
		opening := core.DrawerOpening{ShiftID: id, Reason: reason, UserName: who.StaffName(ctx, s.users), CreatedAt: s.clock.Now()}
		return s.repo.AddDrawerOpening(ctx, &opening)
	})
	if err != nil {
		return Report{}, err
	}
	s.changed(ctx, id)
	return s.reportFor(ctx, who, id)
}

// PaySupplier takes cash paid to a supplier out of the payer's open drawer, inside the
// caller's transaction, as a cash move out with the reason: the drawer never gives more than
// should be in it (refused on field), and with none open where the shop makes its cashiers
// open their shifts, the payer is asked to open one.
func (s *Shifts) PaySupplier(ctx context.Context, who core.Principal, amount int64, reason, field string) error {
	outlet, err := who.AtOutlet()
	if err != nil {
		return err
	}
	id, err := s.openShiftOf(ctx, who.UserID, outlet, MsgShiftToPaySupplier)
	if err != nil {
		return err
	}
	shift, err := s.repo.Lock(ctx, id)
	if err != nil {
		return err
	}
	return s.move(ctx, who, shift, core.CashMove{ShiftID: id, Direction: core.CashOut, Amount: amount, Reason: reason},
		core.InvalidField(field, MsgSupplierCashShort))
}

// move writes a cash move into the open shift once the drawer can take it: cash in never fills
// it past the bound of a document, cash out never takes more than should be in it (short).
func (s *Shifts) move(ctx context.Context, who core.Principal, shift core.Shift, move core.CashMove, short error) error {
	r, err := s.summarize(ctx, shift)
	if err != nil {
		return err
	}
	if move.Direction == core.CashIn {
		if err := core.CheckCashIn(r.Expected, move.Amount); err != nil {
			return err
		}
	} else if r.Expected.Cmp(core.SumOf(move.Amount)) < 0 {
		return short
	}
	move.UserName, move.CreatedAt = who.StaffName(ctx, s.users), s.clock.Now()
	if err := s.repo.AddMove(ctx, &move); err != nil {
		return err
	}
	s.changed(ctx, shift.ID)
	return nil
}

// Close closes a shift with the drawer counted: the cashier closes their own, an Admin any.
// What should be in the drawer is kept with it, so the Z report never changes afterwards.
func (s *Shifts) Close(ctx context.Context, who core.Principal, id int64, counted int64, note string) (Report, error) {
	note = strings.TrimSpace(note)
	switch {
	case counted < 0:
		return Report{}, core.InvalidField("counted_cash", MsgBadCounted)
	case utf8.RuneCountInString(note) > maxNote:
		return Report{}, core.InvalidField("note", MsgNoteTooLong)
	}
	if err := core.CheckAmount("counted_cash", counted); err != nil {
		return Report{}, err
	}
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		shift, err := s.lockOpen(ctx, id)
		if err != nil {
			return err
		}
		if err := mayOpen(who, shift); err != nil {
			return err
		}
		r, err := s.summarize(ctx, shift)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		shift.ClosedAt, shift.ClosedByName, shift.CountedCash = &now, who.StaffName(ctx, s.users), &counted
		// Past 2^63 (sales at the document bound by the dozen) the column cannot keep it: the
		// report adds up the shift's rows again, which a closed shift no longer takes.
		if expected, ok := r.Expected.Int64(); ok {
			shift.ExpectedCash = &expected
		}
		if note != "" {
			shift.CloseNote = &note
		}
		if err := s.repo.Close(ctx, shift); err != nil {
			return err
		}
		s.changed(ctx, shift.ID)
		return nil
	})
	if err != nil {
		return Report{}, err
	}
	return s.report(ctx, id)
}

// Get is one shift's Z report, for its cashier or an Admin.
func (s *Shifts) Get(ctx context.Context, who core.Principal, id int64) (Report, error) {
	r, err := s.report(ctx, id)
	if err != nil {
		return Report{}, err
	}
	if err := mayOpen(who, r.Shift); err != nil {
		return Report{}, err
	}
	return s.shownTo(ctx, who, r)
}

// List lists shifts with their money, newest first: an Admin sees everyone's, a cashier their own.
func (s *Shifts) List(ctx context.Context, who core.Principal, f ports.ShiftFilter) (core.Page[Report], error) {
	if who.Role != core.RoleAdmin {
		f.KasirID = &who.UserID
	}
	page, err := s.repo.List(ctx, f)
	if err != nil {
		return core.Page[Report]{}, err
	}
	out := core.Page[Report]{Items: make([]Report, len(page.Items)), Total: page.Total}
	for i, shift := range page.Items {
		r, err := s.summarize(ctx, shift)
		if err != nil {
			return core.Page[Report]{}, err
		}
		if out.Items[i], err = s.shownTo(ctx, who, r); err != nil {
			return core.Page[Report]{}, err
		}
	}
	return out, nil
}

// Between is every shift opened in [from, to), with its money, oldest first: the shifts export.
func (s *Shifts) Between(ctx context.Context, from, to time.Time) ([]Report, error) {
	var out []Report
	for page := 1; ; page++ {
		got, err := s.List(ctx, core.Principal{Role: core.RoleAdmin}, ports.ShiftFilter{
			PageRequest: core.PageRequest{Page: page, PerPage: core.MaxPerPage}, From: &from, To: &to})
		if err != nil {
			return nil, err
		}
		out = append(out, got.Items...)
		if len(got.Items) < core.MaxPerPage {
			break
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}

// InDrawers is the number of shifts open now at the outlet (0: every outlet) and the cash that
// should be in their drawers.
func (s *Shifts) InDrawers(ctx context.Context, outlet int64) (open int64, expected core.Sum, err error) {
	page, err := s.repo.List(ctx, ports.ShiftFilter{PageRequest: core.PageRequest{PerPage: core.MaxPerPage}, Outlet: outlet, OpenOnly: true})
	if err != nil {
		return 0, expected, err
	}
	for _, shift := range page.Items {
		r, err := s.summarize(ctx, shift)
		if err != nil {
			return 0, expected, err
		}
		expected = expected.Plus(r.Expected)
	}
	return page.Total, expected, nil
}

func (s *Shifts) lockOpen(ctx context.Context, id int64) (core.Shift, error) {
	shift, err := s.repo.Lock(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return core.Shift{}, core.NotFound(MsgNotFound)
	}
	if err != nil {
		return core.Shift{}, err
	}
	if !shift.IsOpen() {
		return core.Shift{}, core.Conflict(MsgClosed)
	}
	return shift, nil
}

// mayOpen lets a cashier at their own shift, and an Admin at any.
func mayOpen(who core.Principal, shift core.Shift) error {
	if who.Role == core.RoleAdmin || (shift.KasirID != nil && *shift.KasirID == who.UserID) {
		return nil
	}
	return core.Forbidden(MsgNotYours)
}

// reportFor is the shift's report as who may see it.
func (s *Shifts) reportFor(ctx context.Context, who core.Principal, id int64) (Report, error) {
	r, err := s.report(ctx, id)
	if err != nil {
		return Report{}, err
	}
	return s.shownTo(ctx, who, r)
}

func (s *Shifts) report(ctx context.Context, id int64) (Report, error) {
	shift, err := s.repo.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return Report{}, core.NotFound(MsgNotFound)
	}
	if err != nil {
		return Report{}, err
	}
	return s.summarize(ctx, shift)
}

// summarize adds up a shift's money. A closed shift keeps the expected cash it closed with.
func (s *Shifts) summarize(ctx context.Context, shift core.Shift) (Report, error) {
	payments, err := s.repo.Payments(ctx, shift.ID)
	if err != nil {
		return Report{}, err
	}
	moves, err := s.repo.Moves(ctx, shift.ID)
	if err != nil {
		return Report{}, err
	}
	openings, err := s.repo.DrawerOpenings(ctx, shift.ID)
	if err != nil {
		return Report{}, err
	}
	summary := core.Summarize(payments, moves)
	r := Report{Shift: shift, DrawerSummary: summary, Expected: shift.Expected(summary), Moves: moves, Openings: openings}
	if shift.ExpectedCash != nil {
		r.Expected = core.SumOf(*shift.ExpectedCash)
	}
	if shift.CountedCash != nil {
		diff := core.SumOf(*shift.CountedCash).Minus(r.Expected)
		r.Difference = &diff
	}
	return r, nil
}

func (s *Shifts) changed(ctx context.Context, id int64) {
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceShifts, Action: core.ActionUpdated, IDs: []int64{id}})
}
