package images

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/konterhp/konter/adapters/files"
)

// Handler serves /files/<bucket>/<key>?w=<width> with the copy of the photo at that width
// (made on this first request if the photo has none yet), and hands every other request, and
// files that are no photo, to next.
func (s *Store) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		width, err := strconv.Atoi(r.URL.Query().Get("w"))
		bucket, key, found := strings.Cut(strings.TrimPrefix(r.URL.Path, "/files/"), "/")
		if err != nil || width <= 0 || !found || !slices.Contains(files.ServedBuckets, bucket) {
			next.ServeHTTP(w, r)
			return
		}
		data, ok, err := s.Copy(r.Context(), bucket, key, width)
		switch {
		case errors.Is(err, files.ErrNotFound):
			http.NotFound(w, r)
			return
		case err != nil:
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		case !ok:
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		files.ServeHeaders(h)
		h.Set("Content-Type", http.DetectContentType(data))
		sum := sha256.Sum256(data)
		h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(data))
	})
}
