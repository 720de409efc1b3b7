package ports

import (
	"context"
	"time"

	"github.com/konterhp/konter/core"
)

// SettingsRepository stores the application settings as key and value rows.
type SettingsRepository interface {
	// All returns every stored setting; keys never saved are absent.
	All(ctx context.Context) (map[string]string, error)
	// Value is one stored setting, "" when it was never saved.
	Value(ctx context.Context, key string) (string, error)
	// Save inserts or replaces each value, stamping it with at.
	Save(ctx context.Context, values map[string]string, at time.Time) error
}

// NewsRepository stores news articles with their author's name.
type NewsRepository interface {
	List(ctx context.Context, f core.NewsFilter) (core.Page[core.News], error)
	// Get and FindBySlug return core.ErrNotFound when there is no such article.
	Get(ctx context.Context, id int64) (core.News, error)
	FindBySlug(ctx context.Context, slug string) (core.News, error)
	// Create returns core.ErrDuplicate when another article has the slug.
	Create(ctx context.Context, n *core.News) error
	// Update loads the article, applies fn and saves it, inside one transaction;
	// core.ErrDuplicate when the new slug is another article's.
	Update(ctx context.Context, id int64, fn func(n *core.News) error) (core.News, error)
	Delete(ctx context.Context, id int64) error
}

// AdRepository stores the storefront's advertisements.
type AdRepository interface {
	// List orders by placement, then sort_order, then id.
	List(ctx context.Context, f core.AdFilter) (core.Page[core.Advertisement], error)
	Get(ctx context.Context, id int64) (core.Advertisement, error)
	Create(ctx context.Context, a *core.Advertisement) error
	Delete(ctx context.Context, id int64) error
}

// HTMLSanitizer cleans HTML written by staff before readers' browsers render it.
type HTMLSanitizer interface {
	// Sanitize keeps formatting, http(s) and relative links and images; scripts, event
	// handlers, styles and javascript: or data: addresses are removed.
	Sanitize(html string) string
	// Text is what a reader reads: the tags removed, entities decoded.
	Text(html string) string
}

// QRReader reads the QR code in a picture.
type QRReader interface {
	// ReadQR is the QR code's text; core.ErrNotFound when the picture holds none that can be read.
	ReadQR(ctx context.Context, picture []byte) (string, error)
}
