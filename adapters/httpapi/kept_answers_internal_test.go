package httpapi

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/konterhp/konter/adapters/events"
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
	h := newKeptAnswers(events.NewHub()).serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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

// keptProducts is a products operation behind kept: read asks it once as a visitor; asked counts
// how often the operation itself answered; during, if set, runs while it reads.
func keptProducts(kept *keptAnswers, during func()) (read func(), asked *int) {
	asked = new(int)
	h := kept.serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		*asked++
		keepUntil(r.Context(), core.ResourceProducts)
		if during != nil {
			during()
		}
		_, _ = w.Write([]byte(`{"items":[],"total":0}`))
	}))
	return func() { h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/products", nil)) }, asked
}

// A kept answer goes with a change of what it shows, and with nothing else: every storefront
// visit announces a change of the daily visits.
func TestKeptAnswersGoWithTheirOwnChanges(t *testing.T) {
	hub := events.NewHub()
	read, asked := keptProducts(newKeptAnswers(hub), nil)
	steps := []struct {
		name   string
		change *core.Change
		asked  int
	}{
		{"the first visitor", nil, 1},
		{"the next, from the kept answer", nil, 1},
		{"after a visit was counted", &core.Change{Resource: core.ResourceDailyVisits}, 1},
		{"after a product changed", &core.Change{Resource: core.ResourceProducts, StockOnly: true, IDs: []int64{7}}, 2},
		{"the next, kept again", nil, 2},
	}
	for _, s := range steps {
		if s.change != nil {
			hub.Observe(*s.change)
		}
		read()
		if *asked != s.asked {
			t.Fatalf("%s: the operation answered %d times, want %d", s.name, *asked, s.asked)
		}
	}
}

// A product that changes while the first visitor's answer is read: that answer is not kept.
func TestAnAnswerReadAcrossAChangeIsNotKept(t *testing.T) {
	hub := events.NewHub()
	changes := 1
	read, asked := keptProducts(newKeptAnswers(hub), func() {
		if changes > 0 {
			changes--
			hub.Observe(core.Change{Resource: core.ResourceProducts})
		}
	})
	read()
	read()
	read()
	if *asked != 2 {
		t.Fatalf("the operation answered %d times, want 2: once across the change, once kept", *asked)
	}
}
