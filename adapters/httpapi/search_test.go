package httpapi_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

const searchTooLong = "Kata pencarian terlalu panjang (maksimal 100 karakter dan 8 kata)."

// Every list that takes a search refuses a term past the bounds at once, whoever asks.
func TestEverySearchIsBounded(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		srv := env.HTTP(nil, nil)
		h := srv.Handler()
		admin := env.SignedIn(t, core.RoleAdmin)
		lists := 0
		for path, item := range srv.API().OpenAPI().Paths {
			if item.Get == nil || !hasQueryParam(item.Get.Parameters, "q") {
				continue
			}
			lists++
			for name, term := range map[string]string{
				"200,000 characters": strings.Repeat("a", 200_000),
				"101 characters":     strings.Repeat("é", 101),
				"9 words":            strings.Repeat("hp ", 9),
			} {
				res := apptest.Do(t, h, "GET", path+"?q="+url.QueryEscape(term), nil, admin.Cookie, nil)
				if res.Status != 422 || !strings.Contains(string(res.Body), searchTooLong) {
					t.Errorf("GET %s with a search of %s: %d %s", path, name, res.Status, res.Body)
				}
			}
			if res := apptest.Do(t, h, "GET", path+"?q="+url.QueryEscape(strings.Repeat("a", 100)), nil, admin.Cookie, nil); res.Status != 200 {
				t.Errorf("GET %s with a search of 100 characters: %d %s", path, res.Status, res.Body)
			}
		}
		if lists < 8 {
			t.Fatalf("only %d searchable lists found", lists)
		}
	})
}

// The most expensive searches the bounds let through answer within 100 ms on a catalog where
// every product matches each of their trigrams.
func TestTheWorstAllowedSearchIsFast(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		_, err := env.DB.NewRaw(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
			INSERT INTO products (created_at, name, category, barcode)
			SELECT ?, 'aaaaaaaaaaaaaaaaaaaa ' || i, 'HP', 'aaaa' || i FROM n`, apptest.Start).Exec(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		h := env.Handler()
		words := make([]string, core.MaxSearchWords)
		for i := range words {
			words[i] = strings.Repeat("a", 10) + string(rune('b'+i))
		}
		for name, term := range map[string]string{
			"one word of 100 characters": strings.Repeat("a", 100),
			"8 long words":               strings.Join(words, " "),
			"8 short words":              "a aa a1 a2 a3 a4 a5 a6",
		} {
			best := time.Hour
			for range 3 {
				start := time.Now()
				res := apptest.Do(t, h, "GET", "/api/products?sort=-retail_price&q="+url.QueryEscape(term), nil, "", nil)
				best = min(best, time.Since(start))
				if res.Status != 200 {
					t.Fatalf("%s: %d %s", name, res.Status, res.Body)
				}
			}
			if best > 100*time.Millisecond {
				t.Errorf("a search of %s took %v, want at most 100 ms", name, best)
			}
		}
	})
}

func hasQueryParam(params []*huma.Param, name string) bool {
	for _, p := range params {
		if p.In == "query" && p.Name == name {
			return true
		}
	}
	return false
}
