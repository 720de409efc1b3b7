package httpapi

import (
	"compress/gzip"
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// compressibleTypes are the answers worth gzipping on the fly: JSON, the rendered pages and
// the other texts the server writes. Images are compressed already; the UIs' built files
// come with their compressed copies (assets.go), which this leaves as they are, as it does
// any answer that already names its Content-Encoding.
var compressibleTypes = []string{
	"application/json", "application/problem+json", "application/manifest+json",
	"text/html", "text/plain", "text/xml", "application/xml", "text/css", "text/javascript", "image/svg+xml",
}

// compressMinBytes: below one packet's worth, gzip saves no round trip and costs a little.
const compressMinBytes = 1024

// compressAnswers gzips the answers above compressMinBytes for browsers that accept it. The
// event stream is left out: its notices must reach the browser the moment they are written.
func compressAnswers(next http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(
		gzhttp.MinSize(compressMinBytes),
		// The fastest level still shrinks a product list about seven times, at a fraction of
		// the cost of the default one.
		gzhttp.CompressionLevel(gzip.BestSpeed),
		gzhttp.ContentTypes(compressibleTypes),
		gzhttp.EnableZstd(false),
	)
	if err != nil {
		panic(err) // only for options that cannot be wrong
	}
	compressed := wrap(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == eventsPath {
			next.ServeHTTP(w, r)
			return
		}
		compressed.ServeHTTP(w, r)
	})
}
