package content_test

import (
	"testing"

	"github.com/konterhp/konter/core/content"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Promo Akhir Tahun 2026!":         "promo-akhir-tahun-2026",
		"  --Servis HP & Laptop--  ":      "servis-hp-laptop",
		"Tips_Baterai   Awet":             "tips-baterai-awet",
		"Kafé Ponsel: Ganti LCD (Murah!)": "kafe-ponsel-ganti-lcd-murah",
		"!!!":                             "",
	} {
		if got := content.Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
	}
}
