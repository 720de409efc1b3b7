package repair

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
)

// The texts of the intake's checklist, screen lock and photos.
const (
	MsgBadCheck          = "Isian daftar periksa tidak dikenal: %s."
	MsgBadLockKind       = "Jenis kunci layar harus PIN, sandi atau pola."
	MsgBadPIN            = "PIN harus 4 sampai 16 angka."
	MsgBadPassword       = "Sandi layar harus 1 sampai 64 karakter."
	MsgBadPattern        = "Pola harus urutan 4 sampai 9 titik berbeda, angka 1 sampai 9."
	MsgNoScreenLock      = "Servis ini tidak menyimpan kunci layar."
	MsgScreenLockNotYour = "Hanya Admin dan teknisi yang ditugaskan yang dapat melihat kunci layar servis ini."
	MsgTooManyPhotos     = "Paling banyak %d foto per servis."
	MsgPhotoNotFound     = "Foto servis tidak ditemukan."
)

// The kinds of screen lock.
const (
	LockPIN      = "pin"
	LockPassword = "sandi"
	LockPattern  = "pola"
)

// ScreenLock is the screen lock a customer leaves with the device: a PIN, a password, or a
// pattern as the points it passes, numbered 1 to 9 from the top left ("15963").
type ScreenLock struct {
	Kind  string `json:"kind" enum:"pin,sandi,pola"`
	Value string `json:"value" maxLength:"64"`
}

func (l *ScreenLock) check() error {
	l.Value = strings.TrimSpace(l.Value)
	switch l.Kind {
	case LockPIN:
		if n := len(l.Value); n < 4 || n > 16 || strings.Trim(l.Value, "0123456789") != "" {
			return core.InvalidField("screen_lock.value", MsgBadPIN)
		}
	case LockPassword:
		if l.Value == "" || len([]rune(l.Value)) > 64 {
			return core.InvalidField("screen_lock.value", MsgBadPassword)
		}
	case LockPattern:
		if !pattern(l.Value) {
			return core.InvalidField("screen_lock.value", MsgBadPattern)
		}
	default:
		return core.InvalidField("screen_lock.kind", MsgBadLockKind)
	}
	return nil
}

// pattern tells whether s is 4 to 9 distinct points of the 3 × 3 grid, 1 to 9.
func pattern(s string) bool {
	if len(s) < 4 || len(s) > 9 {
		return false
	}
	seen := map[rune]bool{}
	for _, c := range s {
		if c < '1' || c > '9' || seen[c] {
			return false
		}
		seen[c] = true
	}
	return true
}

// checkChecklist keeps the known boxes ticked, once each, in IntakeChecks' order.
func checkChecklist(keys []string) ([]string, error) {
	if keys == nil {
		return nil, nil
	}
	for _, k := range keys {
		if !slices.ContainsFunc(core.IntakeChecks, func(c core.IntakeCheck) bool { return c.Key == k }) {
			return nil, core.InvalidField("checklist", fmt.Sprintf(MsgBadCheck, k))
		}
	}
	out := []string{}
	for _, c := range core.IntakeChecks {
		if slices.Contains(keys, c.Key) {
			out = append(out, c.Key)
		}
	}
	return out, nil
}

// sealLock seals the screen lock the form brought, if any, for apply to keep.
func (r *Repair) sealLock(in *EntryInput) error {
	if in.ScreenLock == nil {
		return nil
	}
	if err := in.ScreenLock.check(); err != nil {
		return err
	}
	plain, err := json.Marshal(in.ScreenLock)
	if err != nil {
		return err
	}
	sealed, err := r.sealer.Seal(string(plain))
	in.sealedLock = &sealed
	return err
}

// canSeeScreenLock says who may read a repair's screen lock: the Admin, and the technician the
// repair is assigned to.
func canSeeScreenLock(p core.Principal, e core.ServiceEntry) bool {
	return p.Role == core.RoleAdmin || (e.TechnicianID != nil && *e.TechnicianID == p.UserID)
}

// ReadScreenLock opens a repair's screen lock for one who may see it.
func (r *Repair) ReadScreenLock(ctx context.Context, by core.Principal, id int64) (ScreenLock, error) {
	e, err := r.entry(ctx, id)
	if err != nil {
		return ScreenLock{}, err
	}
	if !canSeeScreenLock(by, e) {
		return ScreenLock{}, core.Forbidden(MsgScreenLockNotYour)
	}
	if e.ScreenLock == nil {
		return ScreenLock{}, core.NotFound(MsgNoScreenLock)
	}
	plain, err := r.sealer.Open(*e.ScreenLock)
	if err != nil {
		return ScreenLock{}, err
	}
	var lock ScreenLock
	return lock, json.Unmarshal([]byte(plain), &lock)
}

// Intake is what a repair's page shows of its intake beside the entry: its photos, whether a
// screen lock is kept, and whether the reader may open it.
type Intake struct {
	Photos           []core.RepairPhoto `json:"photos"`
	HasScreenLock    bool               `json:"has_screen_lock"`
	MaySeeScreenLock bool               `json:"may_see_screen_lock"`
}

// IntakeOf reads a repair's photos and whether it keeps a screen lock the reader may open.
func (r *Repair) IntakeOf(ctx context.Context, by core.Principal, id int64) (Intake, error) {
	e, err := r.entry(ctx, id)
	if err != nil {
		return Intake{}, err
	}
	photos, err := r.services.Photos(ctx, id)
	kept := e.ScreenLock != nil
	return Intake{Photos: photos, HasScreenLock: kept, MaySeeScreenLock: kept && canSeeScreenLock(by, e)}, err
}

// AddPhoto keeps a photo of the repair's device, at most core.MaxRepairPhotos per repair. The
// photo is checked, stored and its smaller copies made before the transaction that names it.
func (r *Repair) AddPhoto(ctx context.Context, by core.Principal, id int64, up core.Upload) (core.RepairPhoto, error) {
	ext, err := core.RepairPhotoUpload.Check(up)
	if err != nil {
		return core.RepairPhoto{}, err
	}
	if err := r.roomForPhoto(ctx, id); err != nil {
		return core.RepairPhoto{}, err
	}
	now := r.clock.Now()
	p := core.RepairPhoto{ServiceEntryID: id, Key: fmt.Sprintf("%d/%d-%s.%s", id, now.UnixMilli(), randomHex(), ext), UserID: by.Actor(), CreatedAt: now}
	if err := r.files.Put(ctx, core.RepairPhotoBucket, p.Key, up.Data); err != nil {
		if _, refused := core.AsError(err); refused {
			return p, err
		}
		return p, core.Validation("Gagal mengunggah foto: " + err.Error())
	}
	err = r.tx.WithinTx(ctx, func(ctx context.Context) error {
		_, err := r.update(ctx, id, func(*core.ServiceEntry) error {
			if err := r.roomForPhoto(ctx, id); err != nil {
				return err
			}
			return r.services.AddPhoto(ctx, &p)
		})
		return err
	})
	if err != nil {
		_ = r.files.Delete(ctx, core.RepairPhotoBucket, p.Key)
	}
	return p, err
}

func (r *Repair) roomForPhoto(ctx context.Context, id int64) error {
	if _, err := r.entry(ctx, id); err != nil {
		return err
	}
	photos, err := r.services.Photos(ctx, id)
	if err == nil && len(photos) >= core.MaxRepairPhotos {
		return core.InvalidField("file", fmt.Sprintf(MsgTooManyPhotos, core.MaxRepairPhotos))
	}
	return err
}

// Photo reads one of a repair's photos, for its file to be served to staff.
func (r *Repair) Photo(ctx context.Context, id, photoID int64) (core.RepairPhoto, error) {
	p, err := r.services.Photo(ctx, id, photoID)
	if errors.Is(err, core.ErrNotFound) {
		return p, core.NotFound(MsgPhotoNotFound)
	}
	return p, err
}

// DeletePhoto removes one of a repair's photos and its file.
func (r *Repair) DeletePhoto(ctx context.Context, id, photoID int64) error {
	p, err := r.Photo(ctx, id, photoID)
	if err != nil {
		return err
	}
	if err := r.services.DeletePhoto(ctx, id, photoID); errors.Is(err, core.ErrNotFound) {
		return core.NotFound(MsgPhotoNotFound)
	} else if err != nil {
		return err
	}
	r.announce(ctx, core.ResourceServiceEntries, core.ActionUpdated, id)
	return r.files.Delete(ctx, core.RepairPhotoBucket, p.Key)
}

// entry reads a repair; an unknown one is MsgEntryNotFound.
func (r *Repair) entry(ctx context.Context, id int64) (core.ServiceEntry, error) {
	e, err := r.services.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return e, core.NotFound(MsgEntryNotFound)
	}
	return e, err
}

func randomHex() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
