package httpapi_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/images/imagestest"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// phonePhoto is a 12-megapixel photo as a phone's camera sends it, made once.
var phonePhoto = sync.OnceValue(func() []byte { return imagestest.PhoneJPEG(&testing.T{}, 4000, 3000) })

// bigPhonePhoto is a 16-megapixel one (4624×3468), made once for both engines' runs: encoding
// it took 10 s of a loaded machine per run.
var bigPhonePhoto = sync.OnceValue(func() []byte { return imagestest.PhoneJPEG(&testing.T{}, 4624, 3468) })

// While members upload their phone's photos, four at once, the counter keeps selling: the
// photos are decoded and resized before their transactions, not inside them, where each held
// the writers' turn for seconds (a sale waited, or answered 500 after 5 s; on PostgreSQL
// uploads queued behind each other's lock answered 500).
func TestTheCounterSellsWhilePhotosAreRead(t *testing.T) {
	photo := phonePhoto()
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		cable := addProduct(t, env, "Kabel Data USB-C", "Aksesoris", 25_000, 10_000)
		sale := map[string]any{"items": []map[string]any{{"product_id": cable.ID, "quantity": 1}}, "payment_method": "tunai", "paid_amount": 25_000}
		body, hdr := multipartFile(t, "foto.jpg", photo)
		members := make([]apptest.Person, 4)
		for i := range members {
			members[i] = env.SignedIn(t, core.RoleMember)
		}
		start := time.Now()
		answers := make(chan apptest.Response, len(members))
		for _, m := range members {
			go func() { answers <- apptest.Do(t, h, "POST", "/api/me/avatar", body, m.Cookie, hdr) }()
		}
		sales, slowest, pending := 0, time.Duration(0), len(members)
		for pending > 0 {
			select {
			case res := <-answers:
				pending--
				if res.Status != 200 {
					t.Errorf("an upload answered %d: %s", res.Status, res.Body)
				}
				continue
			default:
			}
			began := time.Now()
			if res := apptest.Do(t, h, "POST", "/api/sales", sale, kasir.Cookie, nil); res.Status != 201 {
				t.Fatalf("a sale while photos were read answered %d: %s", res.Status, res.Body)
			}
			sales, slowest = sales+1, max(slowest, time.Since(began))
		}
		reading := time.Since(start)
		if sales < 3 || slowest > reading/4 {
			t.Errorf("while 4 photos were read (%v) the counter made %d sales, the slowest in %v: it waited for the photos", reading, sales, slowest)
		}
	})
}

// truncatedPhoto is a photo cut short: its header, and a part of its pixels.
var truncatedPhoto = sync.OnceValue(func() []byte {
	photo := imagestest.Photo(&testing.T{}, 800, 600, false)
	return photo[:len(photo)*2/3]
})

// A picture that does not decode to its end (cut short by a dropped connection, or made so)
// is refused by every upload that takes a picture, and nothing is kept of it: the old
// picture stays.
func TestEveryPictureIsReadWholeBeforeItIsKept(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		admin, kasir, member := env.SignedIn(t, core.RoleAdmin), env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleMember)
		product := addProduct(t, env, "Charger 25W", "Aksesoris", 150_000, 3)
		news := apptest.Do(t, h, "POST", "/api/news", map[string]any{"title": "Promo", "content": "<p>Diskon.</p>"}, admin.Cookie, nil)
		var article core.News
		news.JSON(t, &article)
		unreadable := `"detail":"` + core.MsgPictureUnreadable + `"`
		for _, c := range []struct{ name, url, cookie, before string }{
			{"an avatar", "/api/me/avatar", member.Cookie, "/api/me/profile"},
			{"a product's photo", fmt.Sprintf("/api/products/%d/image", product.ID), kasir.Cookie, fmt.Sprintf("/api/products/%d", product.ID)},
			{"an article's picture", fmt.Sprintf("/api/news/%d/image", article.ID), admin.Cookie, "/api/news/manage"},
			{"an advertisement", "/api/ads", admin.Cookie, "/api/ads/manage"},
			{"the shop's logo", "/api/settings/logo", admin.Cookie, "/api/settings"},
			{"the author's photo", "/api/settings/author-image", admin.Cookie, "/api/settings"},
			{"a photo of the QRIS sticker", "/api/settings/qris-photo", admin.Cookie, "/api/settings"},
		} {
			t.Run(c.name, func(t *testing.T) {
				before := apptest.Do(t, h, "GET", c.before, nil, c.cookie, nil)
				body, hdr := multipartFile(t, "foto.png", truncatedPhoto())
				apptest.Run(t, h, []apptest.Scenario{{Name: "cut short", Method: "POST", URL: c.url, Cookie: c.cookie,
					Body: body, Headers: hdr, WantStatus: 422, WantContains: []string{unreadable}}})
				if after := apptest.Do(t, h, "GET", c.before, nil, c.cookie, nil); !bytes.Equal(after.Body, before.Body) {
					t.Errorf("the refused picture changed %s:\n%s\nto\n%s", c.before, before.Body, after.Body)
				}
			})
		}
		var kept []string
		_ = filepath.WalkDir(filepath.Join(env.DataDir, "files"), func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				kept = append(kept, path)
			}
			return nil
		})
		if len(kept) > 0 {
			t.Errorf("refused pictures were kept: %v", kept)
		}
	})
}
