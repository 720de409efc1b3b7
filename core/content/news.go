package content

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/konterhp/konter/core"
)

// ExcerptLength is how many characters of an article's text the news cards show.
const ExcerptLength = 150

// reservedSlug is the literal path segment of the staff list, /api/news/manage, which an
// article's address would otherwise shadow.
const reservedSlug = "manage"

// NewsInput is the news form. An empty slug is made from the title; an empty status is draft
// for a new article and unchanged for an edit. PublishedAt may be set ahead to schedule an
// article; left nil it keeps the article's date.
type NewsInput struct {
	Title       string
	Content     string
	Slug        string
	Status      core.NewsStatus
	PublishedAt *time.Time
}

// Slugify makes an article's address from text: lowercase letters and digits, words joined by
// one hyphen; accents and other symbols are dropped. "Promo Akhir Tahun 2026!" gives
// "promo-akhir-tahun-2026".
func Slugify(s string) string {
	var b strings.Builder
	gap := false
	// Decomposed, "é" is "e" and an accent, which the switch drops.
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if gap && b.Len() > 0 {
				b.WriteByte('-')
			}
			gap = false
			b.WriteRune(r)
		case unicode.IsSpace(r), r == '-', r == '_':
			gap = true
		}
	}
	return b.String()
}

func checkStatus(s core.NewsStatus) error {
	if s != core.NewsDraft && s != core.NewsPublished {
		return core.InvalidField("status", MsgNewsStatus)
	}
	return nil
}

// normalise trims the form, sanitises the content and derives the slug.
func (c *Content) normalise(in *NewsInput) error {
	in.Title = strings.TrimSpace(in.Title)
	in.Content = strings.TrimSpace(c.html.Sanitize(in.Content))
	slug := Slugify(in.Slug)
	if slug == "" {
		slug = Slugify(in.Title)
	}
	in.Slug = slug
	var missing []core.FieldError
	for _, f := range []struct{ name, value string }{{"title", in.Title}, {"content", in.Content}, {"slug", in.Slug}} {
		if f.value == "" {
			missing = append(missing, core.FieldError{Field: f.name, Message: MsgNewsRequired})
		}
	}
	if len(missing) > 0 {
		return core.Validation(MsgNewsRequired, missing...)
	}
	if in.Slug == reservedSlug {
		return core.InvalidField("slug", MsgSlugReserved)
	}
	if in.Status != "" {
		if err := checkStatus(in.Status); err != nil {
			return err
		}
	}
	if in.PublishedAt != nil {
		t := in.PublishedAt.UTC()
		in.PublishedAt = &t
	}
	return nil
}

// setStatus dates an article the first time it is published; a draft keeps its date.
func setStatus(n *core.News, s core.NewsStatus, now time.Time) {
	n.Status = s
	if s == core.NewsPublished && n.PublishedAt == nil {
		n.PublishedAt = &now
	}
	n.UpdatedAt = now
}

// PublishedNews lists what readers may see now, newest first.
func (c *Content) PublishedNews(ctx context.Context, page core.PageRequest) (core.Page[core.News], error) {
	now := c.clock.Now()
	return c.withExcerpts(c.news.List(ctx, core.NewsFilter{PublishedBy: &now, PageRequest: page}))
}

// Article reads a published article by its address; drafts and scheduled articles are not found.
func (c *Content) Article(ctx context.Context, slug string) (core.News, error) {
	n, err := c.news.FindBySlug(ctx, strings.TrimSpace(slug))
	if errors.Is(err, core.ErrNotFound) || (err == nil && !n.VisibleAt(c.clock.Now())) {
		return core.News{}, core.NotFound(MsgArticleNotFound)
	}
	return c.withExcerpt(n), err
}

// ManageNews lists every article for the staff, drafts too; status narrows it to one status.
func (c *Content) ManageNews(ctx context.Context, status core.NewsStatus, page core.PageRequest) (core.Page[core.News], error) {
	if status != "" {
		if err := checkStatus(status); err != nil {
			return core.Page[core.News]{}, err
		}
	}
	return c.withExcerpts(c.news.List(ctx, core.NewsFilter{Status: status, PageRequest: page}))
}

// WriteNews creates an article by author.
func (c *Content) WriteNews(ctx context.Context, in NewsInput, author *int64) (core.News, error) {
	if err := c.normalise(&in); err != nil {
		return core.News{}, err
	}
	if in.Status == "" {
		in.Status = core.NewsDraft
	}
	now := c.clock.Now()
	n := core.News{Slug: in.Slug, Title: in.Title, Content: in.Content, AuthorID: author, PublishedAt: in.PublishedAt, CreatedAt: now}
	setStatus(&n, in.Status, now)
	err := c.news.Create(ctx, &n)
	if errors.Is(err, core.ErrDuplicate) {
		return n, core.Conflict(MsgSlugTaken)
	}
	if err != nil {
		return n, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceNews, Action: core.ActionCreated, IDs: []int64{n.ID}})
	n, err = c.news.Get(ctx, n.ID)
	return c.withExcerpt(n), err
}

// EditNews saves the news form over an article; its author stays.
func (c *Content) EditNews(ctx context.Context, id int64, in NewsInput) (core.News, error) {
	if err := c.normalise(&in); err != nil {
		return core.News{}, err
	}
	return c.change(ctx, id, func(n *core.News) error {
		n.Title, n.Content, n.Slug = in.Title, in.Content, in.Slug
		if in.PublishedAt != nil {
			n.PublishedAt = in.PublishedAt
		}
		if in.Status == "" {
			in.Status = n.Status
		}
		setStatus(n, in.Status, c.clock.Now())
		return nil
	})
}

// SetNewsStatus publishes an article or takes it back to draft.
func (c *Content) SetNewsStatus(ctx context.Context, id int64, status core.NewsStatus) (core.News, error) {
	if err := checkStatus(status); err != nil {
		return core.News{}, err
	}
	return c.change(ctx, id, func(n *core.News) error {
		setStatus(n, status, c.clock.Now())
		return nil
	})
}

// SetNewsImage stores an article's picture as news/{id}-{time}.{ext} and removes the old file.
// The picture is decoded, resized and stored before the transaction that names it.
func (c *Content) SetNewsImage(ctx context.Context, id int64, up core.Upload) (core.News, error) {
	ext, err := core.ArticlePictureUpload.Check(up)
	if err != nil {
		return core.News{}, err
	}
	now := c.clock.Now()
	key := fmt.Sprintf("news/%d-%d.%s", id, now.UnixMilli(), ext)
	if err := c.files.Put(ctx, imageBucket, key, up.Data); err != nil {
		return core.News{}, err
	}
	var old *string
	n, err := c.change(ctx, id, func(n *core.News) error {
		old = n.ImageURL
		url := c.files.URL(imageBucket, key)
		n.ImageURL, n.UpdatedAt = &url, now
		return nil
	})
	if err != nil {
		_ = c.files.Delete(ctx, imageBucket, key)
		return n, err
	}
	if old != nil && *old != *n.ImageURL {
		_ = c.removeImage(ctx, *old) // a leftover file harms no reader
	}
	return n, nil
}

// DeleteNews removes an article and its picture.
func (c *Content) DeleteNews(ctx context.Context, id int64) error {
	var image *string
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		n, err := c.news.Get(ctx, id)
		if err != nil {
			return err
		}
		image = n.ImageURL
		return c.news.Delete(ctx, id)
	})
	if errors.Is(err, core.ErrNotFound) {
		return core.NotFound(MsgNewsNotFound)
	}
	if err != nil {
		return err
	}
	if image != nil {
		_ = c.removeImage(ctx, *image)
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceNews, Action: core.ActionDeleted, IDs: []int64{id}})
	return nil
}

// change applies fn to an article, translating the repository's errors and announcing it.
func (c *Content) change(ctx context.Context, id int64, fn func(n *core.News) error) (core.News, error) {
	n, err := c.news.Update(ctx, id, fn)
	switch {
	case errors.Is(err, core.ErrNotFound):
		return n, core.NotFound(MsgNewsNotFound)
	case errors.Is(err, core.ErrDuplicate):
		return n, core.Conflict(MsgSlugTaken)
	case err != nil:
		return n, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceNews, Action: core.ActionUpdated, IDs: []int64{id}})
	return c.withExcerpt(n), nil
}

// removeImage deletes a stored file of this store; other addresses are left alone.
func (c *Content) removeImage(ctx context.Context, url string) error {
	key, ok := c.files.KeyOf(imageBucket, url)
	if !ok {
		return nil
	}
	return c.files.Delete(ctx, imageBucket, key)
}

func (c *Content) withExcerpt(n core.News) core.News {
	text := []rune(strings.Join(strings.Fields(c.html.Text(n.Content)), " "))
	n.Excerpt = string(text[:min(len(text), ExcerptLength)])
	return n
}

func (c *Content) withExcerpts(page core.Page[core.News], err error) (core.Page[core.News], error) {
	for i, n := range page.Items {
		page.Items[i] = c.withExcerpt(n)
	}
	return page, err
}
