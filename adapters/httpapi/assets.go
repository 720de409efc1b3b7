package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
)

// codings are the content codings a built file may have a copy in, best first: the UIs'
// build writes name.br and name.gz next to each text asset (scripts/precompress.mjs).
var codings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// assetFile is one built file and its compressed copies.
type assetFile struct {
	contentType string
	variants    []assetVariant // identity first, then in the order of codings
}

type assetVariant struct {
	coding string // "" for the file as built
	path   string
	etag   string
	size   int64
}

// assets serves a UI's built files, each in the best coding the browser accepts.
type assets struct {
	files fs.FS
	index map[string]assetFile
}

// newAssets indexes the built files once: which copies exist and their ETags (a hash of each
// copy's bytes, so a cache never mixes a compressed copy with another).
func newAssets(files fs.FS) *assets {
	a := &assets{files: files, index: map[string]assetFile{}}
	if files == nil {
		return a
	}
	_ = fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || isCompressedCopy(files, name) {
			return nil
		}
		ct := mime.TypeByExtension(path.Ext(name))
		if ct == "" {
			ct = "application/octet-stream"
		}
		f := assetFile{contentType: ct}
		for _, c := range append([]struct{ name, ext string }{{"", ""}}, codings...) {
			p := name + c.ext
			if etag, size, ok := hashOf(files, p); ok {
				f.variants = append(f.variants, assetVariant{coding: c.name, path: p, etag: etag, size: size})
			}
		}
		a.index[name] = f
		return nil
	})
	return a
}

// isCompressedCopy tells name.br and name.gz, written beside name, from files of their own.
func isCompressedCopy(files fs.FS, name string) bool {
	for _, c := range codings {
		if base, ok := strings.CutSuffix(name, c.ext); ok {
			if _, err := fs.Stat(files, base); err == nil {
				return true
			}
		}
	}
	return false
}

func hashOf(files fs.FS, name string) (etag string, size int64, ok bool) {
	f, err := files.Open(name)
	if err != nil {
		return "", 0, false
	}
	defer f.Close()
	h := sha256.New()
	if size, err = io.Copy(h, f); err != nil {
		return "", 0, false
	}
	return `"` + hex.EncodeToString(h.Sum(nil)[:12]) + `"`, size, true
}

// has tells whether name is a built file.
func (a *assets) has(name string) bool {
	_, ok := a.index[name]
	return ok
}

// serve answers with the built file name in the coding the request prefers; ServeContent
// answers conditional requests (and range requests for the file as built).
func (a *assets) serve(w http.ResponseWriter, r *http.Request, name string) {
	f := a.index[name]
	v := f.variants[0]
	if len(f.variants) > 1 {
		if !slices.Contains(w.Header().Values("Vary"), "Accept-Encoding") { // compressAnswers names it already
			w.Header().Add("Vary", "Accept-Encoding")
		}
		v = preferredVariant(f.variants, r.Header.Get("Accept-Encoding"))
	}
	body, err := a.files.Open(v.path)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer body.Close()
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("ETag", v.etag)
	if v.coding != "" {
		// ServeContent leaves out the length of an encoded answer, for the ranges it could
		// cut from it; a compressed copy is always sent whole.
		h.Set("Content-Encoding", v.coding)
		h.Set("Content-Length", strconv.FormatInt(v.size, 10))
		whole := *r
		whole.Header = r.Header.Clone()
		whole.Header.Del("Range")
		r = &whole
	}
	rs, ok := body.(io.ReadSeeker) // embedded and on-disk files are
	if !ok {
		data, err := io.ReadAll(body)
		if err != nil {
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		}
		rs = bytes.NewReader(data)
	}
	http.ServeContent(w, r, "", time.Time{}, rs)
}

// preferredVariant picks the copy whose coding the Accept-Encoding header weighs highest,
// the smaller copy (the earlier one) on a tie; the file as built when nothing else is accepted.
func preferredVariant(variants []assetVariant, header string) assetVariant {
	best, bestQ := variants[0], acceptQ(header, "identity")
	for _, v := range variants[1:] {
		if q := acceptQ(header, v.coding); q > 0 && (q > bestQ || q == bestQ && best.coding == "") {
			best, bestQ = v, q
		}
	}
	return best
}

// acceptQ is the weight (0 to 1) Accept-Encoding gives a coding (RFC 9110 §12.5.3): its own
// entry, else "*", else 1 for identity and 0 for the others.
func acceptQ(header, coding string) float64 {
	q, star := -1.0, -1.0
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		w := 1.0
		for p := range strings.SplitSeq(params, ";") {
			if k, val, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil && f >= 0 && f <= 1 {
					w = f
				} else {
					w = 0
				}
			}
		}
		switch {
		case name == coding || coding == "gzip" && name == "x-gzip":
			q = max(q, w)
		case name == "*":
			star = w
		}
	}
	switch {
	case q >= 0:
		return q
	case star >= 0:
		return star
	case coding == "identity":
		return 1
	}
	return 0
}
