// Package repair holds the repair workflow: intake, the service cashier with spare parts,
// the warranty, and public tracking.
package repair

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/ports"
)

// The spec's texts, and ours where it is silent.
const (
	MsgRequired       = "Harap isi semua field yang wajib diisi."
	MsgEntryNotFound  = "Entri service tidak ditemukan."
	MsgPickInProgress = "Harap pilih service yang sedang berjalan dari daftar."
	MsgFeeOrParts     = "Harap masukkan biaya service atau tambahkan sparepart."
	MsgPaidOnDebt     = "Pelanggan sudah membayar %s lewat cicilan servis ini, jadi yang boleh dibayar sekarang paling banyak %s. Bila tagihan baru lebih kecil dari yang sudah dibayar, batalkan tagihan agar uangnya dikembalikan."
	MsgHasBill        = "Gagal menghapus: Servis ini sudah memiliki transaksi dan tidak dapat dihapus."
	MsgBadID          = "ID Servis tidak valid. Harap masukkan angka."
	MsgTrackNotFound  = "Data servis tidak ditemukan."
	MsgTooManyLookups = "Terlalu banyak permintaan pelacakan. Silakan coba lagi dalam %d detik."
	MsgBadStatus      = "Status servis tidak dikenal."
	MsgBadCategory    = "Kategori servis tidak dikenal."
	MsgBadInfo        = "Info servis tidak dikenal."
	MsgBadPromised    = "Estimasi Selesai harus berupa tanggal (YYYY-MM-DD)."
	MsgPromisedEarly  = "Estimasi Selesai tidak boleh sebelum tanggal masuk."
	MsgPromisedLate   = "Estimasi Selesai paling lambat satu tahun setelah tanggal masuk."
)

// Repair is the entry point of the repair use cases.
type Repair struct {
	tx        ports.Tx
	clock     ports.Clock
	zone      ports.ShopTime
	services  ports.ServiceRepository
	units     ports.UnitRepository
	sales     ports.SaleRepository
	customers ports.ContactRepository[core.Customer]
	products  ports.ProductRepository
	users     ports.UserRepository
	outlets   ports.OutletRepository
	ledger    *catalog.Ledger
	credit    *credit.Credit
	payments  *payments.Payments
	once      *idempotency.Writes
	pub       ports.Publisher
	sealer    ports.Sealer
	files     ports.FileStore
	lookups   *core.Limiter
}

// Deps are the ports and use cases the repair workflow needs.
type Deps struct {
	Tx        ports.Tx
	Clock     ports.Clock
	Zone      ports.ShopTime
	Services  ports.ServiceRepository
	Units     ports.UnitRepository
	Sales     ports.SaleRepository
	Customers ports.ContactRepository[core.Customer]
	Products  ports.ProductRepository
	Users     ports.UserRepository
	Outlets   ports.OutletRepository
	Ledger    *catalog.Ledger
	Credit    *credit.Credit
	Payments  *payments.Payments
	Once      *idempotency.Writes
	Pub       ports.Publisher
	// Sealer seals the screen locks customers leave.
	Sealer ports.Sealer
	// Files keeps the photos of the devices, with their smaller copies.
	Files ports.FileStore
}

func New(d Deps) *Repair {
	return &Repair{tx: d.Tx, clock: d.Clock, zone: d.Zone, services: d.Services, units: d.Units, sales: d.Sales, customers: d.Customers, products: d.Products,
		users: d.Users, outlets: d.Outlets, ledger: d.Ledger, credit: d.Credit, payments: d.Payments, once: d.Once, pub: d.Pub,
		sealer: d.Sealer, files: d.Files, lookups: core.NewLimiter(20, time.Minute)}
}

// EntryInput is the intake form.
type EntryInput struct {
	CustomerID  *int64
	Category    string
	DeviceType  string
	DamageType  string
	Description string
	Status      string
	Date        *time.Time
	IMEI        *string
	Accessories *string
	Condition   *string
	// Checklist is the intake checklist's boxes ticked (core.IntakeChecks' keys); nil keeps
	// an edited entry's.
	Checklist []string
	// ScreenLock is the screen lock the customer leaves; nil keeps an edited entry's.
	ScreenLock *ScreenLock
	sealedLock *string
	// PromisedDate is the day the repair is promised for (Estimasi Selesai), YYYY-MM-DD.
	PromisedDate *string
	// WarrantyRepair asks to repair, under the shop's warranty, the unit it sold with this IMEI.
	WarrantyRepair bool
	// TechnicianID assigns the repair at intake; the edit form leaves the assignment alone.
	TechnicianID *int64
}

func (in *EntryInput) check() error {
	in.Category, in.DeviceType = strings.TrimSpace(in.Category), strings.TrimSpace(in.DeviceType)
	in.DamageType, in.Description = strings.TrimSpace(in.DamageType), strings.TrimSpace(in.Description)
	if in.CustomerID == nil || in.DeviceType == "" || in.DamageType == "" || in.Description == "" || in.Category == "" {
		return core.Validation(MsgRequired)
	}
	if !slices.Contains(core.ServiceCategories, in.Category) {
		return core.InvalidField("category", MsgBadCategory)
	}
	if in.Status == "" {
		in.Status = core.ServicePending
	}
	if !slices.Contains(core.ServiceStatuses, in.Status) {
		return core.InvalidField("status", MsgBadStatus)
	}
	in.IMEI, in.Accessories, in.Condition = core.OptionalText(in.IMEI), core.OptionalText(in.Accessories), core.OptionalText(in.Condition)
	in.PromisedDate = core.OptionalText(in.PromisedDate)
	if in.PromisedDate != nil {
		if _, err := time.Parse(time.DateOnly, *in.PromisedDate); err != nil {
			return core.InvalidField("promised_date", MsgBadPromised)
		}
	}
	var err error
	in.Checklist, err = checkChecklist(in.Checklist)
	return err
}

// checkPromised bounds the promised date by the day the repair was taken in (the shop's day)
// and a year after it.
func checkPromised(promised *string, takenIn time.Time, loc *time.Location) error {
	if promised == nil {
		return nil
	}
	first := takenIn.In(loc).Format(time.DateOnly)
	if *promised < first {
		return core.InvalidField("promised_date", MsgPromisedEarly)
	}
	if *promised > takenIn.In(loc).AddDate(1, 0, 0).Format(time.DateOnly) {
		return core.InvalidField("promised_date", MsgPromisedLate)
	}
	return nil
}

func (r *Repair) apply(ctx context.Context, e *core.ServiceEntry, in EntryInput, at time.Time) error {
	e.CustomerID, e.Category, e.DeviceType, e.DamageType, e.Description = *in.CustomerID, in.Category, in.DeviceType, in.DamageType, in.Description
	e.IMEI, e.Accessories, e.Condition, e.PromisedDate = in.IMEI, in.Accessories, in.Condition, in.PromisedDate
	if in.Checklist != nil {
		e.Checklist = in.Checklist
	}
	if in.sealedLock != nil {
		e.ScreenLock = in.sealedLock
	}
	if in.Date != nil {
		e.Date = in.Date.UTC()
	}
	if err := checkPromised(e.PromisedDate, e.Date, r.zone.Location(ctx)); err != nil {
		return err
	}
	r.setState(ctx, e, e.State.WithStatus(in.Status), at)
	return nil
}

// checkForm checks the intake form and seals its screen lock.
func (r *Repair) checkForm(in *EntryInput) error {
	if err := in.check(); err != nil {
		return err
	}
	return r.sealLock(in)
}

// setState moves a repair to a state (its status and info follow); a repair that is finished
// at starts its warranty.
func (r *Repair) setState(ctx context.Context, e *core.ServiceEntry, s core.RepairState, at time.Time) {
	e.SetState(s, at.In(r.zone.Location(ctx)).Format(time.DateOnly))
	if (e.Status == core.ServiceDone || e.Status == core.ServiceCollected) && e.WarrantyUntil == nil {
		until := at.AddDate(0, 0, core.WarrantyDays)
		e.WarrantyUntil = &until
	}
}

// TakeIn records a device brought in for repair. A device the same customer brings back
// while an earlier repair of it is under warranty is flagged as a warranty return. It is taken
// in at the session's outlet.
func (r *Repair) TakeIn(ctx context.Context, kasir core.Principal, in EntryInput) (core.ServiceEntry, error) {
	if err := r.checkForm(&in); err != nil {
		return core.ServiceEntry{}, err
	}
	outlet, err := r.intakeOutlet(ctx, kasir)
	if err != nil {
		return core.ServiceEntry{}, err
	}
	now := r.clock.Now()
	e := core.ServiceEntry{Date: now, CreatedAt: now, KasirID: &kasir.UserID, TrackingToken: newTrackingToken(), OutletID: outlet, State: core.StateQueued, Checklist: []string{}}
	if err := r.apply(ctx, &e, in, now); err != nil {
		return core.ServiceEntry{}, err
	}
	err = r.tx.WithinTx(ctx, func(ctx context.Context) error {
		if _, err := r.customer(ctx, e.CustomerID); err != nil {
			return err
		}
		if err := r.checkWarranty(ctx, &e, core.ServiceEntry{}, in.WarrantyRepair); err != nil {
			return err
		}
		if prior, err := r.services.UnderWarranty(ctx, e.CustomerID, e.DeviceType, now); err == nil {
			e.WarrantyReturnOf = &prior.ID
		} else if !errors.Is(err, core.ErrNotFound) {
			return err
		}
		if in.TechnicianID != nil {
			if err := r.technician(ctx, *in.TechnicianID, e.OutletID); err != nil {
				return err
			}
			e.TechnicianID = in.TechnicianID
		}
		if err := r.services.Create(ctx, &e); err != nil {
			return err
		}
		if e.TechnicianID != nil {
			if err := r.record(ctx, kasir, e.ID, e.TechnicianID); err != nil {
				return err
			}
		}
		e, _ = r.services.Get(ctx, e.ID)
		return nil
	})
	if err == nil {
		r.announce(ctx, core.ResourceServiceEntries, core.ActionCreated, e.ID)
	}
	return e, err
}

// EditEntry saves the edit form.
func (r *Repair) EditEntry(ctx context.Context, id int64, in EntryInput) (core.ServiceEntry, error) {
	if err := r.checkForm(&in); err != nil {
		return core.ServiceEntry{}, err
	}
	var out core.ServiceEntry
	err := r.tx.WithinTx(ctx, func(ctx context.Context) error {
		if _, err := r.customer(ctx, *in.CustomerID); err != nil {
			return err
		}
		var err error
		out, err = r.update(ctx, id, func(e *core.ServiceEntry) error {
			was := *e
			e.IMEI = core.OptionalText(in.IMEI)
			if err := r.checkWarranty(ctx, e, was, in.WarrantyRepair); err != nil {
				return err
			}
			return r.apply(ctx, e, in, r.clock.Now())
		})
		return err
	})
	return out, err
}

// SetInfo changes the service info and its date, inline in the intake list. The info moves
// the repair's state (no info: Antri; Telah Selesai: Selesai), which the status follows.
func (r *Repair) SetInfo(ctx context.Context, id int64, info, infoDate *string) (core.ServiceEntry, error) {
	info, infoDate = core.OptionalText(info), core.OptionalText(infoDate)
	if info != nil && !slices.Contains(core.ServiceInfos, *info) {
		return core.ServiceEntry{}, core.InvalidField("service_info", MsgBadInfo)
	}
	if infoDate != nil {
		if _, err := time.Parse(time.DateOnly, *infoDate); err != nil {
			return core.ServiceEntry{}, core.InvalidField("info_date", "Tanggal harus berformat YYYY-MM-DD.")
		}
	}
	return r.update(ctx, id, func(e *core.ServiceEntry) error {
		r.setState(ctx, e, e.State.WithInfo(info), r.clock.Now())
		e.InfoDate = infoDate
		return nil
	})
}

// MoveOnBoard moves a repair's card to another column of the board, by the board's rules.
func (r *Repair) MoveOnBoard(ctx context.Context, id int64, to core.RepairState) (core.ServiceEntry, error) {
	return r.update(ctx, id, func(e *core.ServiceEntry) error {
		if err := e.State.BoardMove(to); err != nil {
			return err
		}
		r.setState(ctx, e, to, r.clock.Now())
		return nil
	})
}

func (r *Repair) update(ctx context.Context, id int64, fn func(e *core.ServiceEntry) error) (core.ServiceEntry, error) {
	e, err := r.services.Update(ctx, id, fn)
	if errors.Is(err, core.ErrNotFound) {
		return e, core.NotFound(MsgEntryNotFound)
	}
	if err == nil {
		r.announce(ctx, core.ResourceServiceEntries, core.ActionUpdated, id)
	}
	return e, err
}

// DeleteEntry removes an entry that has no bill yet, with its photos.
func (r *Repair) DeleteEntry(ctx context.Context, id int64) error {
	photos, err := r.services.Photos(ctx, id)
	if err != nil {
		return err
	}
	err = r.services.Delete(ctx, id)
	switch {
	case errors.Is(err, core.ErrNotFound):
		return core.NotFound(MsgEntryNotFound)
	case errors.Is(err, core.ErrReferenced):
		return core.Conflict(MsgHasBill).Wrap(err)
	case err != nil:
		return err
	}
	r.announce(ctx, core.ResourceServiceEntries, core.ActionDeleted, id)
	for _, p := range photos {
		_ = r.files.Delete(ctx, core.RepairPhotoBucket, p.Key)
	}
	return nil
}

// Entries lists entries newest first, searched on number, customer, phone, device or IMEI.
func (r *Repair) Entries(ctx context.Context, f core.ServiceFilter) (core.Page[core.ServiceEntry], error) {
	f.Search = strings.TrimSpace(f.Search)
	return r.services.List(ctx, f)
}

// Receipt is an entry with its bill (nil before the service cashier processed it).
type Receipt struct {
	Entry core.ServiceEntry
	Bill  *core.ServiceTransaction
	// Outlet is where the device is now, for the customer in a shop of several outlets.
	Outlet *core.OutletPlace
}

// EntryReceipt reads an entry and its bill, for staff.
func (r *Repair) EntryReceipt(ctx context.Context, id int64) (Receipt, error) {
	e, err := r.entry(ctx, id)
	if err != nil {
		return Receipt{}, err
	}
	return r.withBill(ctx, e)
}

func (r *Repair) withBill(ctx context.Context, e core.ServiceEntry) (Receipt, error) {
	bill, err := r.services.Bill(ctx, e.ID)
	if errors.Is(err, core.ErrNotFound) {
		return Receipt{Entry: e}, nil
	}
	if err != nil {
		return Receipt{}, err
	}
	if bill.Payments, err = r.payments.Of(ctx, core.DocumentService, bill.ID); err != nil {
		return Receipt{}, err
	}
	return Receipt{Entry: e, Bill: &bill}, nil
}

// customer reads the customer an entry names; an unknown one is the form's error.
func (r *Repair) customer(ctx context.Context, id int64) (core.Customer, error) {
	c, err := r.customers.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return c, core.InvalidField("customer_id", credit.MsgNoCustomer)
	}
	return c, err
}

func (r *Repair) announce(ctx context.Context, resource core.Resource, action string, id int64) {
	r.pub.Publish(ctx, core.Change{Resource: resource, Action: action, IDs: []int64{id}})
}

// newTrackingToken is the 128-bit secret printed as a QR code on the customer's receipt.
func newTrackingToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func tooMany(wait time.Duration) error {
	return core.TooManyRequests(fmt.Sprintf(MsgTooManyLookups, int(wait.Seconds()+0.999)), wait)
}
