package content

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/qris"
)

const timezoneKey = "timezone"

type settingKind int

const (
	textSetting settingKind = iota
	linkSetting
	emailSetting
	zoneSetting
	methodsSetting
	qrisSetting
	flagSetting
	warrantiesSetting
	categoriesSetting
)

// setting is one application setting. A setting never saved, or saved empty, reads as its
// fallback, so a new shop already looks finished.
type setting struct {
	key string
	// label names a link setting in its error message.
	label    string
	kind     settingKind
	fallback string
}

// settingList is every setting, in the order of the settings page. An empty footerCopyright
// lets the storefront write "© {year} {appName}. Hak cipta dilindungi." with the current year.
var settingList = []setting{
	{"appName", "", textSetting, "Konter"},
	{"appDescription", "", textSetting, "Pusat Service HP dan Komputer"},
	{"heroTitle", "", textSetting, "Servis HP & Komputer Terpercaya"},
	{"heroSubtitle", "", textSetting, "Perbaikan smartphone, komputer, laptop, dan printer oleh teknisi berpengalaman. " +
		"Suku cadang berkualitas, harga jujur, dan status servis bisa dilacak kapan saja."},
	{"aboutUsContent", "", textSetting, "Kami adalah konter servis dan penjualan HP, komputer, serta aksesorisnya. " +
		"Setiap perangkat ditangani dengan teliti, dengan biaya yang dijelaskan di awal sebelum pengerjaan."},
	{"contactAddress", "", textSetting, ""},
	{"contactEmail", "", emailSetting, ""},
	{"contactPhone", "", textSetting, ""},
	{"socialInstagram", "URL Instagram", linkSetting, ""},
	{"socialFacebook", "URL Facebook", linkSetting, ""},
	{"socialYoutube", "URL YouTube", linkSetting, ""},
	{"socialTiktok", "URL TikTok", linkSetting, ""},
	{"consultationLink", "Link konsultasi", linkSetting, ""},
	{"footerCopyright", "", textSetting, ""},
	{"authorDescription", "", textSetting, ""},
	{"authorImageUrl", "URL foto author", linkSetting, ""},
	{"logoUrl", "URL logo", linkSetting, "/logo.png"},
	{timezoneKey, "", zoneSetting, ""},
	// Payments: the methods the shop takes besides cash, its bank account for transfers
	// (printed on the receipt) and its static QRIS.
	{core.SettingPaymentMethods, "", methodsSetting, ""},
	{"bankName", "", textSetting, ""},
	{"bankAccountNumber", "", textSetting, ""},
	{"bankAccountHolder", "", textSetting, ""},
	{core.SettingQRIS, "", qrisSetting, ""},
	// Shifts: whether a cashier must open a shift before taking money (off: one opens by itself).
	{core.SettingShiftRequired, "", flagSetting, "false"},
	// Blind close: a cashier counts the drawer without seeing what should be in it.
	{core.SettingBlindClose, "", flagSetting, "false"},
	// Warranty: what the receipt promises on each category's goods, and until when.
	{core.SettingWarranties, "", warrantiesSetting, ""},
	// The categories whose new products the product form tracks by unit (IMEI/serial).
	{core.SettingTrackedCategories, "", categoriesSetting, ""},
}

// SettingKeys lists every setting's key, in the order of the settings page.
func SettingKeys() []string {
	keys := make([]string, len(settingList))
	for i, s := range settingList {
		keys[i] = s.key
	}
	return keys
}

// Settings reads every setting, with the fallback where none was saved.
func (c *Content) Settings(ctx context.Context) (map[string]string, error) {
	stored, err := c.settings.All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(settingList))
	for _, s := range settingList {
		v := stored[s.key]
		if v == "" {
			v = s.fallback
			if s.kind == zoneSetting {
				v = c.location.String()
			}
		}
		out[s.key] = v
	}
	return out, nil
}

// Location is the shop's time zone, for "today", report periods and document numbers: the
// timezone setting, or the configured zone when none is saved (or it cannot be read). Every
// sale, order and repair asks for it: the settings repository keeps the settings between their
// changes, and each zone is loaded from the time zone database once.
func (c *Content) Location(ctx context.Context) *time.Location {
	name, err := c.settings.Value(ctx, timezoneKey)
	if err != nil || name == "" {
		return c.location
	}
	return c.loadZone(name)
}

func (c *Content) loadZone(name string) *time.Location {
	if loc, ok := c.zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return c.location
	}
	c.zones.Store(name, loc)
	return loc
}

// SaveSettings saves the settings given, in one transaction; the others keep their values.
// An empty value puts a setting back to its fallback.
func (c *Content) SaveSettings(ctx context.Context, values map[string]string) (map[string]string, error) {
	keys := SettingKeys()
	for key := range values {
		if !slices.Contains(keys, key) {
			return nil, core.InvalidField(key, MsgUnknownSetting)
		}
	}
	clean := make(map[string]string, len(values))
	for _, s := range settingList {
		v, given := values[s.key]
		if !given {
			continue
		}
		v = strings.TrimSpace(v)
		if v != "" {
			if err := s.check(v); err != nil {
				return nil, err
			}
		}
		clean[s.key] = v
	}
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		return c.settings.Save(ctx, clean, c.clock.Now())
	})
	if err != nil {
		return nil, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceSettings, Action: core.ActionUpdated})
	return c.Settings(ctx)
}

func (s setting) check(v string) error {
	switch s.kind {
	case linkSetting:
		return checkLink(s.key, s.label, v)
	case emailSetting:
		if !core.ValidEmail(v) {
			return core.InvalidField(s.key, accounts.MsgEmailInvalid)
		}
	case zoneSetting:
		if _, err := time.LoadLocation(v); err != nil || v == "Local" {
			return core.InvalidField(s.key, MsgTimezone)
		}
	case methodsSetting:
		_, err := core.ParseMethods(v)
		return err
	case warrantiesSetting:
		_, err := core.ParseWarranties(v)
		return err
	case categoriesSetting:
		_, err := core.ParseTrackedCategories(v)
		return err
	case flagSetting:
		if v != "true" && v != "false" {
			return core.InvalidField(s.key, MsgFlag)
		}
	case qrisSetting:
		if _, err := qris.CheckStatic(v); err != nil {
			if e, ok := core.AsError(err); ok {
				return core.InvalidField(s.key, e.Message)
			}
			return err
		}
	}
	return nil
}

// SetLogo stores the shop's logo as public/logo.{ext}.
func (c *Content) SetLogo(ctx context.Context, up core.Upload) (map[string]string, error) {
	return c.setSettingImage(ctx, "logoUrl", "public/logo", up)
}

// SetAuthorImage stores the author's photo as public/author.{ext}.
func (c *Content) SetAuthorImage(ctx context.Context, up core.Upload) (map[string]string, error) {
	return c.setSettingImage(ctx, "authorImageUrl", "public/author", up)
}

// setSettingImage overwrites name.{ext} with a PNG or JPEG, removes the file of the other
// type, and saves the address with a version so browsers fetch the new picture.
func (c *Content) setSettingImage(ctx context.Context, key, name string, up core.Upload) (map[string]string, error) {
	ext, err := core.ShopPictureUpload.Check(up)
	if err != nil {
		return nil, err
	}
	fileKey := name + "." + ext
	if err := c.files.Put(ctx, imageBucket, fileKey, up.Data); err != nil {
		return nil, err
	}
	now := c.clock.Now()
	url := fmt.Sprintf("%s?v=%d", c.files.URL(imageBucket, fileKey), now.UnixMilli())
	if err := c.settings.Save(ctx, map[string]string{key: url}, now); err != nil {
		return nil, err
	}
	for _, t := range core.ShopPictureUpload.Types {
		if other := name + "." + core.ImageExtensions[t]; other != fileKey {
			_ = c.files.Delete(ctx, imageBucket, other)
		}
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceSettings, Action: core.ActionUpdated})
	return c.Settings(ctx)
}

// SetQRISFromPhoto reads the shop's static QRIS from a photo of its sticker and saves it, checked
// like a pasted one.
func (c *Content) SetQRISFromPhoto(ctx context.Context, up core.Upload) (map[string]string, error) {
	if _, err := core.QRISPhotoUpload.Check(up); err != nil {
		return nil, err
	}
	text, err := c.qr.ReadQR(ctx, up.Data)
	if errors.Is(err, core.ErrNotFound) {
		return nil, core.InvalidField("file", MsgNoQRInPhoto)
	}
	if err != nil {
		return nil, err
	}
	return c.SaveSettings(ctx, map[string]string{core.SettingQRIS: text})
}
