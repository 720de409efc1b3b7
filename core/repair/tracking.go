package repair

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/outlets"
)

// Tracking is what the public tracking page shows for a service number. Because numbers
// are sequential and guessable, the customer's name and phone are masked.
type Tracking struct {
	ID          int64     `json:"id"`
	Status      string    `json:"status"`
	Date        time.Time `json:"date"`
	Category    string    `json:"category"`
	DeviceType  string    `json:"device_type"`
	DamageType  string    `json:"damage_type"`
	Description string    `json:"description"`
	ServiceInfo *string   `json:"service_info"`
	InfoDate    *string   `json:"info_date"`
	Customer    struct {
		Name  string  `json:"name"`
		Phone *string `json:"phone"`
	} `json:"customers"`
	// Outlet is where the device is now, in a shop of several outlets; null in a shop of one.
	Outlet *core.OutletPlace `json:"outlet"`
}

// Track looks a repair up by its number, for anyone, a limited number of times per address.
func (r *Repair) Track(ctx context.Context, idText, from string) (Tracking, error) {
	var t Tracking
	idText = strings.TrimPrefix(strings.ToUpper(strings.TrimSpace(idText)), "SVC-")
	if idText == "" {
		return t, core.InvalidField("service_id", "Silakan masukkan ID Servis Anda.")
	}
	id, err := strconv.ParseInt(idText, 10, 64)
	if err != nil || id <= 0 {
		return t, core.InvalidField("service_id", MsgBadID)
	}
	now := r.clock.Now()
	if blocked, wait := r.lookups.Blocked(from, now); blocked {
		return t, tooMany(wait)
	}
	r.lookups.Hit(from, now)
	e, err := r.services.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return t, core.NotFound(MsgTrackNotFound)
	}
	if err != nil {
		return t, err
	}
	t = Tracking{ID: e.ID, Status: e.Status, Date: e.Date, Category: e.Category, DeviceType: e.DeviceType, DamageType: e.DamageType,
		Description: e.Description, ServiceInfo: e.ServiceInfo, InfoDate: e.InfoDate}
	t.Customer.Name = core.MaskName(e.CustomerName)
	if e.CustomerPhone != nil {
		masked := core.MaskPhone(*e.CustomerPhone)
		t.Customer.Phone = &masked
	}
	t.Outlet, err = outlets.PlaceOf(ctx, r.outlets, e.OutletID)
	return t, err
}

// TrackByToken opens the full receipt from the QR code printed on the customer's copy.
func (r *Repair) TrackByToken(ctx context.Context, token, from string) (Receipt, error) {
	now := r.clock.Now()
	if blocked, wait := r.lookups.Blocked(from, now); blocked {
		return Receipt{}, tooMany(wait)
	}
	r.lookups.Hit(from, now)
	token = strings.TrimSpace(token)
	if len(token) < 16 {
		return Receipt{}, core.NotFound(MsgTrackNotFound)
	}
	e, err := r.services.FindByToken(ctx, token)
	if errors.Is(err, core.ErrNotFound) {
		return Receipt{}, core.NotFound(MsgTrackNotFound)
	}
	if err != nil {
		return Receipt{}, err
	}
	out, err := r.withBill(ctx, e)
	if err != nil {
		return out, err
	}
	out.Outlet, err = outlets.PlaceOf(ctx, r.outlets, e.OutletID)
	return out, err
}
