package httpapi

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
)

// jsonBodyLimit is the largest JSON body any operation takes (huma's default); a longer body
// is not inspected here, huma refuses it with 413.
const jsonBodyLimit = 1 << 20

// refuseUnsafeText answers 422 before any handler runs when a request carries text the
// database cannot store or compare: a NUL character or invalid UTF-8 in the path, the query,
// a header, a JSON string or a form field. Both engines fail on these (PostgreSQL refuses them
// in text, SQLite's search chokes on NUL), so they are refused once, here, for every route.
func refuseUnsafeText(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		where, err := unsafeTextIn(w, r)
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &tooLarge):
			writeProblem(w, http.StatusRequestEntityTooLarge, bodyTooLarge(tooLarge.Limit))
		case err != nil:
			writeProblem(w, http.StatusBadRequest, msgUnreadableBody)
		case where != "":
			writeProblem(w, http.StatusUnprocessableEntity, msgUnsafeText,
				&huma.ErrorDetail{Location: where, Message: msgUnsafeTextField})
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// unsafeTextIn names where the request carries unsafe text ("" when nowhere). It reads a
// JSON body or a multipart form (both bounded) and leaves it readable for the handler.
func unsafeTextIn(w http.ResponseWriter, r *http.Request) (string, error) {
	if !safeText(r.URL.Path) {
		return "path", nil
	}
	if where := unsafeValues("query", r.URL.RawQuery); where != "" {
		return where, nil
	}
	for name, values := range r.Header {
		if name == "Cookie" {
			continue // read by name only; another site's cookie on the domain is not ours to refuse
		}
		for _, v := range values {
			if !safeText(v) {
				return "header." + name, nil
			}
		}
	}
	if r.Body == nil || r.Body == http.NoBody {
		return "", nil
	}
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mediaType == "multipart/form-data" {
		return unsafeFormValues(w, r)
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, jsonBodyLimit+1))
	if err != nil {
		return "", err
	}
	r.Body = readCloser{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
	if len(body) <= jsonBodyLimit && jsonHasUnsafeText(body) {
		return "body", nil
	}
	return "", nil
}

// unsafeFormValues reads a multipart form (huma reuses it) and checks its text fields.
func unsafeFormValues(w http.ResponseWriter, r *http.Request) (string, error) {
	r.Body = http.MaxBytesReader(w, r.Body, formLimit)
	if err := r.ParseMultipartForm(humago.MultipartMaxMemory); err != nil {
		return "", err
	}
	for name, values := range r.MultipartForm.Value {
		for _, v := range values {
			if !safeText(name) || !safeText(v) {
				return "body." + name, nil
			}
		}
	}
	return "", nil
}

func unsafeValues(location, rawQuery string) string {
	values, _ := url.ParseQuery(rawQuery)
	for name, vs := range values {
		for _, v := range vs {
			if !safeText(name) || !safeText(v) {
				return location + "." + name
			}
		}
	}
	return ""
}

// safeText is text both engines store and compare: valid UTF-8 without NUL.
func safeText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// jsonHasUnsafeText tells whether a JSON document holds text that safeText refuses: invalid
// UTF-8 or a NUL, raw, or as an escape inside a string: \u0000, or half of a surrogate pair
// ("\ud800" without its second half), which encoding/json would store as U+FFFD. It needs no
// parse, so it costs nothing on bodies huma refuses anyway.
func jsonHasUnsafeText(b []byte) bool {
	if !utf8.Valid(b) {
		return true
	}
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case 0:
			return true
		case '\\':
			r, ok := escapedRune(b[i:])
			switch {
			case !ok:
				i++ // the escaped character, which may be a backslash itself
			case r == 0:
				return true
			case utf16.IsSurrogate(r):
				second, ok := escapedRune(b[i+6:])
				if !ok || utf16.DecodeRune(r, second) == utf8.RuneError {
					return true
				}
				i += 11 // both halves of the pair
			default:
				i += 5
			}
		}
	}
	return false
}

// escapedRune is the character of a \uXXXX escape at the start of b, if b starts with one.
func escapedRune(b []byte) (rune, bool) {
	if len(b) < 6 || b[0] != '\\' || b[1] != 'u' {
		return 0, false
	}
	n, err := strconv.ParseUint(string(b[2:6]), 16, 16)
	return rune(n), err == nil
}

type readCloser struct {
	io.Reader
	io.Closer
}
