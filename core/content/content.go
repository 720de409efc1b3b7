// Package content holds what the shop publishes on its storefront: the application settings,
// news articles and advertisements.
package content

import (
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/ports"
)

// The spec's texts, and ours where the spec is silent.
const (
	MsgNewsRequired     = "Judul, konten, dan slug wajib diisi."
	MsgSlugTaken        = "Slug sudah dipakai berita lain."
	MsgSlugReserved     = "Slug ini dipakai sistem; pilih slug lain."
	MsgNewsStatus       = "Status berita harus draft atau published."
	MsgNewsNotFound     = "Berita tidak ditemukan."
	MsgArticleNotFound  = "Artikel tidak ditemukan."
	MsgAdNotFound       = "Iklan tidak ditemukan."
	MsgAdPlacement      = "Penempatan iklan harus homepage_carousel atau products_page_banner."
	MsgAdFileNotRemoved = "Gagal menghapus file gambar, tapi iklan akan tetap dihapus dari database."
	MsgUnknownSetting   = "Pengaturan tidak dikenal."
	MsgTimezone         = "Zona waktu tidak dikenal."
	MsgFlag             = "Nilai pengaturan ini harus true atau false."
	MsgNoQRInPhoto      = "Kode QR tidak terbaca di foto. Foto stiker QRIS lebih dekat dan terang, atau tempel teks QRIS-nya."
	msgLink             = " harus diawali http://, https:// atau /."
)

// imageBucket holds the logo, the author photo, news and advertisement images.
const imageBucket = catalog.ProductImageBucket

// Content is the entry point of the content use cases.
type Content struct {
	tx       ports.Tx
	clock    ports.Clock
	settings ports.SettingsRepository
	news     ports.NewsRepository
	ads      ports.AdRepository
	files    ports.FileStore
	html     ports.HTMLSanitizer
	qr       ports.QRReader
	pub      ports.Publisher
	location *time.Location
	zones    sync.Map // time zone name → *time.Location
}

// Deps are the ports the content use cases need.
type Deps struct {
	Tx        ports.Tx
	Clock     ports.Clock
	Settings  ports.SettingsRepository
	News      ports.NewsRepository
	Ads       ports.AdRepository
	Files     ports.FileStore
	Sanitizer ports.HTMLSanitizer
	QR        ports.QRReader
	Pub       ports.Publisher
	// Location is the shop's time zone until an Admin chooses another.
	Location *time.Location
}

func New(d Deps) *Content {
	return &Content{
		tx: d.Tx, clock: d.Clock, settings: d.Settings, news: d.News, ads: d.Ads,
		files: d.Files, html: d.Sanitizer, qr: d.QR, pub: d.Pub, location: d.Location,
	}
}

// checkLink accepts an absolute http(s) address or a path on this site ("/products"). It
// refuses "//host" and "/\host", which browsers read as another site, and every other scheme
// (javascript:, data:).
func checkLink(field, label, link string) error {
	bad := core.InvalidField(field, label+msgLink)
	if strings.ContainsAny(link, "\\ \t\r\n") {
		return bad
	}
	if strings.HasPrefix(link, "/") {
		if strings.HasPrefix(link, "//") {
			return bad
		}
		return nil
	}
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return bad
	}
	return nil
}
