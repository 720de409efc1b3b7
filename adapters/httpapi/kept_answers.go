package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/konterhp/konter/core"
)

// keptAnswers keeps what a visitor without a session is answered, as the very bytes written —
// headers, body, gzipped or not — until a change of what the answer shows. Every visitor asks
// the same few catalog pages: between two changes a page is written as it is, without going
// through the router, the operation's parameters, its access check or the compressor again
// (in the bench that work was a third of the server's time on a kept page, beside writing
// it; and a phone, which always asks for gzip, had each page compressed again).
//
// An operation chooses to be kept by calling keepUntil while it answers a visitor: only what
// does not depend on who asks may be. An answer is kept under its path, query and the
// Accept-Encoding it was asked with, so each encoding the compressor chose is served to the
// same question only; only a 200 is kept; a session cookie always goes the whole way. An
// answer weighs its question, headers and body: a visitor asking question after question
// cannot make the answers outgrow keptBytes (answers.go says which go to make room).
type keptAnswers struct {
	answers answers[keptQuestion, keptAnswer]
	// shown are the resources an operation has asked to be kept until: only their changes look
	// through the answers. Every storefront visit announces a change of the daily visits.
	mu    sync.Mutex
	shown map[core.Resource]bool
}

// maxKeptBytes bounds one kept answer, its question and headers included (a page of products
// is a few kilobytes, a product one), keptBytes all of them: every product's page of a large
// shop, and its lists, fit in it.
const (
	maxKeptBytes = 256 << 10
	keptBytes    = 32 << 20
)

// keptOverhead is what a kept answer takes beyond the bytes of its question, headers and
// body: its entry in the map and the order of answers, the strings' and slices' headers.
const keptOverhead = 512

type keptQuestion struct {
	path, query, encoding string
}

type keptAnswer struct {
	header   []sharedHeader
	body     []byte
	resource core.Resource
	op       string
}

func newKeptAnswers() *keptAnswers {
	return &keptAnswers{
		answers: answers[keptQuestion, keptAnswer]{limit: keptBytes, weigh: keptWeight},
		shown:   map[core.Resource]bool{},
	}
}

// changed is the events hub's watcher: a change drops the answers showing its resource.
func (k *keptAnswers) changed(ch core.Change) {
	k.mu.Lock()
	shown := k.shown[ch.Resource]
	k.mu.Unlock()
	if shown {
		k.answers.dropWhere(func(a keptAnswer) bool { return a.resource == ch.Resource })
	}
}

// show notes that answers may be kept until resource changes. It comes before the operation
// reads what it answers, so that a change while it reads stops its answer being kept.
func (k *keptAnswers) show(resource core.Resource) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.shown[resource] = true
}

type keepKey struct{}

// keepMark is where an operation tells the kept answers what its answer shows.
type keepMark struct {
	kept     *keptAnswers
	resource core.Resource
	marked   bool
}

// keepUntil lets the answer being written be kept until resource changes. The operation calls
// it only where its answer is the same for every visitor, before it reads that answer.
func keepUntil(ctx context.Context, resource core.Resource) {
	if m, ok := ctx.Value(keepKey{}).(*keepMark); ok {
		m.kept.show(resource)
		m.resource, m.marked = resource, true
	}
}

// serve answers a visitor's read from the kept answers, or lets next answer it and keeps
// the answer if its operation allows.
func (k *keptAnswers) serve(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !keepable(r) {
			next.ServeHTTP(w, r)
			return
		}
		q := keptQuestion{path: r.URL.Path, query: r.URL.RawQuery, encoding: r.Header.Get("Accept-Encoding")}
		kept, version, ok := k.answers.get(q)
		if ok {
			kept.write(w, r)
			return
		}
		started := time.Now()
		mark := &keepMark{kept: k}
		before := w.Header().Clone() // the outer layers' headers, which they set on every answer
		rec := &keepingWriter{ResponseWriter: w, mark: mark, status: http.StatusOK}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), keepKey{}, mark)))
		if !rec.keeping || rec.status != http.StatusOK {
			return
		}
		answer := keptAnswer{body: rec.body, resource: mark.resource}
		for name, values := range w.Header() {
			if name != "Content-Length" && !slices.Equal(before[name], values) {
				answer.header = append(answer.header, sharedHeader{name, slices.Clip(slices.Clone(values))})
			}
		}
		answer.header = append(answer.header, sharedHeader{"Content-Length", []string{strconv.Itoa(len(rec.body))}})
		if op, ok := r.Context().Value(operationKey{}).(*string); ok {
			answer.op = *op
		}
		if keptWeight(q, answer) <= maxKeptBytes {
			k.answers.put(version, q, answer, started)
		}
	})
}

// keepable is a read of the API the read lane bounds (not the event stream, which never ends),
// by a visitor without a session.
func keepable(r *http.Request) bool {
	if r.Method != http.MethodGet || !boundedRead(r) {
		return false
	}
	_, err := r.Cookie(sessionCookie)
	return err != nil
}

// keptWeight is about what a kept answer takes in memory: its question, headers and body.
func keptWeight(q keptQuestion, a keptAnswer) int {
	n := keptOverhead + len(q.path) + len(q.query) + len(q.encoding) + len(a.body) + len(a.op)
	for _, h := range a.header {
		n += len(h.name) + 40 // and the headers of the name and the values
		for _, v := range h.values {
			n += len(v) + 16 // and of each value
		}
	}
	return n
}

// write answers with the kept bytes.
func (a keptAnswer) write(w http.ResponseWriter, r *http.Request) {
	setShared(w.Header(), a.header)
	if op, ok := r.Context().Value(operationKey{}).(*string); ok {
		*op = a.op
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(a.body)
}

// keepingWriter copies what an operation that chose to be kept writes, as it writes it.
type keepingWriter struct {
	http.ResponseWriter
	mark    *keepMark
	status  int
	started bool
	keeping bool
	body    []byte
}

func (w *keepingWriter) WriteHeader(code int) {
	if !w.started {
		w.started, w.status, w.keeping = true, code, w.mark.marked
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *keepingWriter) Write(p []byte) (int, error) {
	if !w.started {
		w.WriteHeader(http.StatusOK)
	}
	n, err := w.ResponseWriter.Write(p)
	if w.keeping {
		if err != nil || len(w.body)+n > maxKeptBytes {
			w.keeping, w.body = false, nil // a visitor who left does not leave half an answer kept
		} else {
			w.body = append(w.body, p[:n]...)
		}
	}
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *keepingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
