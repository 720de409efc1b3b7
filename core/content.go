package core

import "time"

// NewsStatus is whether an article is still being written or is out for readers.
type NewsStatus string

const (
	NewsDraft     NewsStatus = "draft"
	NewsPublished NewsStatus = "published"
)

// News is an article of the shop's news page. Content is HTML, sanitised before it is stored.
type News struct {
	ID       int64      `json:"id" bun:"id,pk,autoincrement"`
	Slug     string     `json:"slug" bun:"slug,notnull"`
	Title    string     `json:"title" bun:"title,notnull"`
	Content  string     `json:"content" bun:"content,notnull"`
	ImageURL *string    `json:"image_url" bun:"image_url"`
	Status   NewsStatus `json:"status" enum:"draft,published" bun:"status,notnull"`
	AuthorID *int64     `json:"author_id" bun:"author_id"`
	// AuthorName is the author's full name; null when the author is gone or nameless.
	AuthorName *string `json:"author_name" bun:"author_name,scanonly"`
	// Excerpt is the first characters of the content's text, for the list cards.
	Excerpt     string     `json:"excerpt" bun:"-"`
	PublishedAt *time.Time `json:"published_at" bun:"published_at"`
	CreatedAt   time.Time  `json:"created_at" bun:"created_at,notnull"`
	UpdatedAt   time.Time  `json:"updated_at" bun:"updated_at,notnull"`
}

// VisibleAt tells whether readers may see the article at t: published, and not scheduled later.
func (n News) VisibleAt(t time.Time) bool {
	return n.Status == NewsPublished && n.PublishedAt != nil && !n.PublishedAt.After(t)
}

// NewsFilter selects articles. With PublishedBy set only articles readers may see at that
// moment are listed, newest publication first; otherwise the newest written first.
type NewsFilter struct {
	Status      NewsStatus
	PublishedBy *time.Time
	PageRequest
}

// AdPlacement is where on the storefront an advertisement shows.
type AdPlacement string

const (
	AdHomepageCarousel   AdPlacement = "homepage_carousel"
	AdProductsPageBanner AdPlacement = "products_page_banner"
)

// AdPlacements lists every placement, in the order the settings page shows them.
var AdPlacements = []AdPlacement{AdHomepageCarousel, AdProductsPageBanner}

// Advertisement is a banner image on the storefront, optionally linking somewhere.
type Advertisement struct {
	ID        int64       `json:"id" bun:"id,pk,autoincrement"`
	ImageURL  string      `json:"image_url" bun:"image_url,notnull"`
	AltText   string      `json:"alt_text" bun:"alt_text,notnull"`
	LinkURL   *string     `json:"link_url" bun:"link_url"`
	Placement AdPlacement `json:"placement" enum:"homepage_carousel,products_page_banner" bun:"placement,notnull"`
	IsActive  bool        `json:"is_active" bun:"is_active,notnull"`
	SortOrder int64       `json:"sort_order" bun:"sort_order,notnull"`
	CreatedAt time.Time   `json:"created_at" bun:"created_at,notnull"`
}

// AdFilter selects advertisements: one placement ("" for all), and only active ones if asked.
type AdFilter struct {
	Placement  AdPlacement
	ActiveOnly bool
	PageRequest
}
