package content

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
)

// AdInput is the advertisement form. An empty placement is the homepage carousel; a nil
// IsActive is active.
type AdInput struct {
	Image     core.Upload
	AltText   string
	LinkURL   string
	Placement core.AdPlacement
	IsActive  *bool
	SortOrder int64
}

func checkPlacement(p core.AdPlacement) error {
	if !slices.Contains(core.AdPlacements, p) {
		return core.InvalidField("placement", MsgAdPlacement)
	}
	return nil
}

// Ads lists the active advertisements readers see, by sort order; placement narrows them to
// one place on the storefront.
func (c *Content) Ads(ctx context.Context, placement core.AdPlacement, page core.PageRequest) (core.Page[core.Advertisement], error) {
	return c.listAds(ctx, core.AdFilter{Placement: placement, ActiveOnly: true, PageRequest: page})
}

// ManageAds lists every advertisement, inactive ones too, for the settings page.
func (c *Content) ManageAds(ctx context.Context, placement core.AdPlacement, page core.PageRequest) (core.Page[core.Advertisement], error) {
	return c.listAds(ctx, core.AdFilter{Placement: placement, PageRequest: page})
}

func (c *Content) listAds(ctx context.Context, f core.AdFilter) (core.Page[core.Advertisement], error) {
	if f.Placement != "" {
		if err := checkPlacement(f.Placement); err != nil {
			return core.Page[core.Advertisement]{}, err
		}
	}
	return c.ads.List(ctx, f)
}

// AddAd stores the image under advertisements/ and lists the advertisement.
func (c *Content) AddAd(ctx context.Context, in AdInput) (core.Advertisement, error) {
	if in.Placement == "" {
		in.Placement = core.AdHomepageCarousel
	}
	if err := checkPlacement(in.Placement); err != nil {
		return core.Advertisement{}, err
	}
	var link *string
	if l := strings.TrimSpace(in.LinkURL); l != "" {
		if err := checkLink("link_url", "Link URL", l); err != nil {
			return core.Advertisement{}, err
		}
		link = &l
	}
	ext, err := core.AdPictureUpload.Check(in.Image)
	if err != nil {
		return core.Advertisement{}, err
	}
	now := c.clock.Now()
	suffix := make([]byte, 4)
	_, _ = rand.Read(suffix)
	key := fmt.Sprintf("advertisements/%d-%s.%s", now.UnixMilli(), hex.EncodeToString(suffix), ext)
	if err := c.files.Put(ctx, imageBucket, key, in.Image.Data); err != nil {
		return core.Advertisement{}, err
	}
	ad := core.Advertisement{
		ImageURL: c.files.URL(imageBucket, key), AltText: strings.TrimSpace(in.AltText), LinkURL: link,
		Placement: in.Placement, IsActive: in.IsActive == nil || *in.IsActive, SortOrder: in.SortOrder, CreatedAt: now,
	}
	if err := c.ads.Create(ctx, &ad); err != nil {
		_ = c.files.Delete(ctx, imageBucket, key)
		return ad, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceAdvertisements, Action: core.ActionCreated, IDs: []int64{ad.ID}})
	return ad, nil
}

// DeleteAd removes the image file, then the advertisement. When the file cannot be removed the
// advertisement still goes, and the warning says so.
func (c *Content) DeleteAd(ctx context.Context, id int64) (warning string, err error) {
	ad, err := c.ads.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return "", core.NotFound(MsgAdNotFound)
	}
	if err != nil {
		return "", err
	}
	if c.removeImage(ctx, ad.ImageURL) != nil {
		warning = MsgAdFileNotRemoved
	}
	err = c.ads.Delete(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return "", core.NotFound(MsgAdNotFound)
	}
	if err != nil {
		return "", err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceAdvertisements, Action: core.ActionDeleted, IDs: []int64{id}})
	return warning, nil
}
