package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/shop"
)

func TestProductReviews(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		budi := env.SignedIn(t, core.RoleMember)
		siti := env.SignedIn(t, core.RoleMember)
		kasir := env.SignedIn(t, core.RoleKasir)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 249_000, 5)
		url := fmt.Sprintf("/api/products/%d/reviews", charger.ID)
		review := func(rating int, comment string) map[string]any {
			return map[string]any{"rating": rating, "comment": comment}
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "none yet", Method: "GET", URL: url, WantStatus: 200,
				WantContains: []string{`"items":[]`, `"total":0`, `"average_rating":0`}},
			{Name: "an unknown product", Method: "GET", URL: "/api/products/999999/reviews", WantStatus: 404,
				WantContains: []string{"Produk tidak ditemukan."}},
			{Name: "visitors sign in first", Method: "POST", URL: url, Body: review(5, "Mantap"), WantStatus: 401},
			{Name: "staff do not review", Method: "POST", URL: url, Cookie: kasir.Cookie, Body: review(5, "Mantap"), WantStatus: 403},
			{Name: "no stars", Method: "POST", URL: url, Cookie: budi.Cookie, Body: map[string]any{"comment": "Bagus"},
				WantStatus: 422, WantContains: []string{`"detail":"Harap berikan rating bintang."`, `"location":"rating"`}},
			{Name: "six stars", Method: "POST", URL: url, Cookie: budi.Cookie, Body: review(6, "Bagus"),
				WantStatus: 422, WantContains: []string{"Harap berikan rating bintang."}},
			{Name: "a blank comment", Method: "POST", URL: url, Cookie: budi.Cookie, Body: review(4, "   "),
				WantStatus: 422, WantContains: []string{`"detail":"Ulasan tidak boleh kosong."`}},
			{Name: "an unknown product cannot be reviewed", Method: "POST", URL: "/api/products/999999/reviews", Cookie: budi.Cookie,
				Body: review(4, "Bagus"), WantStatus: 404, WantContains: []string{"Produk tidak ditemukan."}},
			{Name: "the first review", Method: "POST", URL: url, Cookie: budi.Cookie, Body: review(4, "  Cepat mengisi daya. "),
				WantStatus: 201, WantContains: []string{`"rating":4`, `"comment":"Cepat mengisi daya."`, `"author_name":"` + budi.FullName + `"`},
				WantMissing: []string{budi.Email}},
		})
		env.Clock.Advance(time.Minute)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "another member", Method: "POST", URL: url, Cookie: siti.Cookie, Body: review(5, "Original, mantap."), WantStatus: 201},
			{Name: "writing again replaces one's review", Method: "POST", URL: url, Cookie: budi.Cookie, Body: review(2, "Cepat panas."),
				WantStatus: 200, WantContains: []string{`"rating":2`, `"comment":"Cepat panas."`}},
		})

		var page shop.ReviewPage
		res := apptest.Do(t, h, "GET", url, nil, "", nil)
		res.JSON(t, &page)
		if page.Total != 2 || page.AverageRating != 3.5 || len(page.Items) != 2 {
			t.Fatalf("reviews: %s", res.Body)
		}
		newest, oldest := page.Items[0], page.Items[1]
		if newest.Comment != "Original, mantap." || oldest.Comment != "Cepat panas." || oldest.Rating != 2 {
			t.Fatalf("not newest first, or the edit was lost: %s", res.Body)
		}
		if newest.AuthorName == nil || *newest.AuthorName != siti.FullName {
			t.Fatalf("author not joined: %s", res.Body)
		}
		for _, email := range []string{budi.Email, siti.Email} {
			if strings.Contains(string(res.Body), email) {
				t.Fatalf("a reviewer's e-mail address is public: %s", res.Body)
			}
		}

		// A deleted member's review stays, without an author.
		admin := env.SignedIn(t, core.RoleAdmin)
		apptest.Do(t, h, "DELETE", fmt.Sprintf("/api/members/%d", siti.ID), nil, admin.Cookie, nil)
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "anonymous once the author is gone", Method: "GET", URL: url + "?per_page=1", WantStatus: 200,
				WantContains: []string{`"user_id":null`, `"author_name":null`, `"total":2`, `"average_rating":3.5`}},
		})
	})
}
