package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/konterhp/konter/adapters/images/imagestest"
	"github.com/konterhp/konter/app/apptest"
)

// photo is a PNG of a photograph's size and grain.
func photo(t testing.TB, w, h int) []byte { return imagestest.Photo(t, w, h, false) }

func gunzip(t *testing.T, body []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A built file is sent in the smallest coding the browser takes, from the copies the build
// wrote beside it.
func TestBuiltFilesAreSentPrecompressed(t *testing.T) {
	app := strings.Repeat("console.log('konter');\n", 200)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = zw.Write([]byte(app))
	_ = zw.Close()
	built := builtShop()
	built["assets/index-abc123.js"] = &fstest.MapFile{Data: []byte(app)}
	built["assets/index-abc123.js.gz"] = &fstest.MapFile{Data: gz.Bytes()}
	built["assets/index-abc123.js.br"] = &fstest.MapFile{Data: []byte("brotli bytes")}
	built["favicon.svg"] = &fstest.MapFile{Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)}
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.HTTP(built, nil).Handler()

		const js = "/assets/index-abc123.js"
		etags := map[string]string{}
		for _, c := range []struct{ accept, want string }{
			{"gzip, deflate, br, zstd", "br"},
			{"br;q=0.5, gzip", "gzip"},
			{"gzip", "gzip"},
			{"x-gzip", "gzip"},
			{"*", "br"},
			{"", ""},
			{"identity", ""},
			{"br;q=0, gzip;q=0", ""},
			{"deflate", ""},
		} {
			res := apptest.Do(t, h, "GET", js, nil, "", map[string]string{"Accept-Encoding": c.accept})
			if res.Status != 200 || res.Header.Get("Content-Encoding") != c.want || res.Header.Get("Vary") != "Accept-Encoding" ||
				res.Header.Get("Content-Type") != "text/javascript; charset=utf-8" || res.Header.Get("Content-Length") != fmt.Sprint(len(res.Body)) ||
				res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("Accept-Encoding %q: status %d, headers %v", c.accept, res.Status, res.Header)
				continue
			}
			switch c.want {
			case "br":
				if string(res.Body) != "brotli bytes" {
					t.Errorf("br: body %q", res.Body)
				}
			case "gzip":
				if string(gunzip(t, res.Body)) != app {
					t.Errorf("gzip: not the file")
				}
			default:
				if string(res.Body) != app {
					t.Errorf("identity: not the file")
				}
			}
			etags[c.want] = res.Header.Get("ETag")
		}
		if len(etags) != 3 || etags["br"] == etags["gzip"] || etags["gzip"] == etags[""] || etags["br"] == "" {
			t.Errorf("each coding needs its own ETag: %v", etags)
		}
		res := apptest.Do(t, h, "GET", js, nil, "", map[string]string{"Accept-Encoding": "br", "If-None-Match": etags["br"]})
		if res.Status != http.StatusNotModified {
			t.Errorf("a cached copy is sent again: %d", res.Status)
		}
		res = apptest.Do(t, h, "GET", "/favicon.svg", nil, "", map[string]string{"Accept-Encoding": "gzip"})
		if res.Status != 200 || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Content-Type") != "image/svg+xml" {
			t.Errorf("a small file without copies: %d %v", res.Status, res.Header)
		}
		if res := apptest.Do(t, h, "GET", "/assets/missing.js", nil, "", nil); res.Status != 404 {
			t.Errorf("a missing asset answers %d", res.Status)
		}
	})
}

// JSON answers above a packet are gzipped for browsers that take it, once; small answers and
// the event stream are not.
func TestLargeAnswersAreGzipped(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		for i := range 30 {
			addProduct(t, env, fmt.Sprintf("Charger Fast %02d", i), "Aksesoris", 100_000+int64(i), 5)
		}
		h := env.Handler()
		gz := map[string]string{"Accept-Encoding": "gzip, br"}

		for _, url := range []string{"/api/products?per_page=30", "/api/products?per_page=30&q=charger"} {
			plain := apptest.Do(t, h, "GET", url, nil, "", nil)
			res := apptest.Do(t, h, "GET", url, nil, "", gz)
			if res.Status != 200 || res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Fatalf("%s: %d %v", url, res.Status, res.Header)
			}
			if body := gunzip(t, res.Body); !bytes.Equal(body, plain.Body) {
				t.Errorf("%s: the gzipped answer is not the plain one", url)
			}
			if len(res.Body)*3 > len(plain.Body) {
				t.Errorf("%s: %d bytes gzipped of %d", url, len(res.Body), len(plain.Body))
			}
			if plain.Header.Get("Content-Encoding") != "" {
				t.Errorf("%s: gzipped for a client that did not ask", url)
			}
		}
		if res := apptest.Do(t, h, "GET", "/api/products/categories", nil, "", gz); res.Header.Get("Content-Encoding") != "" {
			t.Errorf("a small answer is gzipped: %v", res.Header)
		}

		srv := httptest.NewServer(h)
		defer srv.Close()
		req, _ := http.NewRequestWithContext(t.Context(), "GET", srv.URL+"/api/events", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DisableCompression: true}}
		stream, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer stream.Body.Close()
		if stream.Header.Get("Content-Encoding") != "" || !strings.HasPrefix(stream.Header.Get("Content-Type"), "text/event-stream") {
			t.Errorf("the event stream is compressed: %v", stream.Header)
		}
	})
}
