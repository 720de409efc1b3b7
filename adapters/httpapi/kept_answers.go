package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/konterhp/konter/adapters/kept"
	"github.com/konterhp/konter/core"
)

// keptAnswers keeps what a visitor is answered, as the very bytes written — headers, body,
// gzipped or not — until a change of what the answer shows (kept.VisitorsAnswers). Every
// visitor asks the same few catalog pages: between two changes a page is written as it is,
// without going through the router, the operation's parameters, its access check or the
// compressor again (in the bench that work was a third of the server's time on a kept page,
// beside writing it; and a phone, which always asks for gzip, had each page compressed again).
//
// Only an operation open to everyone that declares what it shows (Anyone.KeptUntil) is kept,
// and only its answer to a caller without credentials: a request carrying a session cookie or
// an Authorization header, valid or not, is neither answered from the kept answers nor leaves
// one there. An answer is kept under its path, query and the Accept-Encoding it was asked with,
// so each encoding the compressor chose is served to the same question only; only a 200 is
// kept. An answer weighs its question, headers and body: a visitor asking question after
// question cannot make the answers outgrow the line's limit (kept.Map says which go to make
// room).
type keptAnswers struct {
	answers *kept.Map[keptQuestion, keptAnswer]
}

// maxKeptBytes bounds one kept answer, its question and headers included (a page of products
// is a few kilobytes, a product one); every product's page of a large shop, and its lists,
// fit in the line's limit.
const maxKeptBytes = 256 << 10

// keptOverhead is what a kept answer takes beyond the bytes of its question, headers and
// body: its entry in the map and the order of answers, the strings' and slices' headers.
const keptOverhead = 512

type keptQuestion struct {
	path, query, encoding string
}

type keptAnswer struct {
	header []sharedHeader
	body   []byte
	op     string
}

// newKeptAnswers are the visitors' answers, dropped by the changes hub tells of.
func newKeptAnswers(hub kept.Watcher) *keptAnswers {
	return &keptAnswers{answers: kept.New(kept.VisitorsAnswers, hub, keptWeight)}
}

type keepKey struct{}

// keepMark is where the access check tells the kept answers that the answer may be kept.
type keepMark struct{ marked bool }

// keepUntil lets the answer being written be kept until resource changes, if a change of it
// drops the kept answers. The access check calls it for an operation declared
// Anyone.KeptUntil(resource) when the caller is nobody.
func keepUntil(ctx context.Context, resource core.Resource) {
	if m, ok := ctx.Value(keepKey{}).(*keepMark); ok && slices.Contains(kept.VisitorsAnswers.DroppedBy, resource) {
		m.marked = true
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
		hit, version, ok := k.answers.Get(q)
		if ok {
			hit.write(w, r)
			return
		}
		started := time.Now()
		mark := &keepMark{}
		before := w.Header().Clone() // the outer layers' headers, which they set on every answer
		rec := &keepingWriter{ResponseWriter: w, mark: mark, status: http.StatusOK}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), keepKey{}, mark)))
		if !rec.keeping || rec.status != http.StatusOK {
			return
		}
		answer := keptAnswer{body: rec.body}
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
			k.answers.Put(version, q, answer, started)
		}
	})
}

// keepable is a read of the API the read lane bounds (not the event stream, which never ends),
// by a caller without credentials.
func keepable(r *http.Request) bool {
	return r.Method == http.MethodGet && boundedRead(r) && !credentialed(r)
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
