package sanitize_test

import (
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/sanitize"
)

func TestSanitizeKeepsTheArticleAndDropsTheAttack(t *testing.T) {
	h := sanitize.New()
	for _, c := range []struct{ in, want, never string }{
		{`<p>Promo <img src=x onerror=alert(1)> hari ini</p>`, `<p>Promo <img src="x"> hari ini</p>`, "onerror"},
		{`<p>Halo</p><script>alert(1)</script>`, `<p>Halo</p>`, "alert"},
		{`<a href="javascript:alert(1)">klik</a>`, `klik`, "javascript"},
		{`<a href="https://konter.test/promo">promo</a>`, `<a href="https://konter.test/promo" rel="nofollow">promo</a>`, ""},
		{`<img src="data:image/png;base64,AAAA">`, ``, "data:"},
		{`<p style="background:url(javascript:alert(1))">x</p>`, `<p>x</p>`, "style"},
	} {
		got := h.Sanitize(c.in)
		if got != c.want || (c.never != "" && strings.Contains(got, c.never)) {
			t.Errorf("Sanitize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTextIsWhatAReaderReads(t *testing.T) {
	h := sanitize.New()
	got := strings.Join(strings.Fields(h.Text(`<h2>Servis &amp; Garansi</h2><p>Ganti LCD<br>hari ini</p><script>alert(1)</script>`)), " ")
	if got != "Servis & Garansi Ganti LCD hari ini" {
		t.Fatalf("Text = %q", got)
	}
}
