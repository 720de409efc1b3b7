package httpapi

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/konterhp/konter/core"
)

// leavingWriter is a visitor's connection that closes after some bytes.
type leavingWriter struct {
	*httptest.ResponseRecorder
	room int
}

func (w *leavingWriter) Write(p []byte) (int, error) {
	if len(p) > w.room {
		n, _ := w.ResponseRecorder.Write(p[:w.room])
		w.room = 0
		return n, errors.New("connection reset by peer")
	}
	w.room -= len(p)
	return w.ResponseRecorder.Write(p)
}

// A visitor who leaves halfway through a page leaves no half page for the next one.
func TestAVisitorWhoLeftLeavesNoHalfAnswer(t *testing.T) {
	page := bytes.Repeat([]byte("0123456789"), 1000)
	asked := 0
	h := newKeptAnswers().serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked++
		keepUntil(r.Context(), core.ResourceProducts)
		for part := range slices.Chunk(page, 4096) {
			if _, err := w.Write(part); err != nil {
				return
			}
		}
	}))
	read := func(w http.ResponseWriter) { h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/products", nil)) }

	read(&leavingWriter{ResponseRecorder: httptest.NewRecorder(), room: 6000})
	for range 2 {
		rec := httptest.NewRecorder()
		read(rec)
		if !bytes.Equal(rec.Body.Bytes(), page) {
			t.Fatalf("the next visitor got %d bytes of %d", rec.Body.Len(), len(page))
		}
	}
	if asked != 2 {
		t.Fatalf("the page was made %d times, want 2: once for the visitor who left, once kept", asked)
	}
}
