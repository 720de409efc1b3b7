package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sync"
	"time"

	"github.com/uptrace/bun"
)

// queryStats is a bun hook that sums the time spent per query shape (literals taken out),
// to find which statements a slow seed or scenario spends its time on.
type queryStats struct {
	mu    sync.Mutex
	shape map[string]*queryShape
}

type queryShape struct {
	n     int
	total time.Duration
}

var literals = regexp.MustCompile(`'(?:[^']|'')*'|\b\d+\b`)

func newQueryStats() *queryStats { return &queryStats{shape: map[string]*queryShape{}} }

func (q *queryStats) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (q *queryStats) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	key := literals.ReplaceAllString(e.Query, "?")
	d := time.Since(e.StartTime)
	q.mu.Lock()
	defer q.mu.Unlock()
	s := q.shape[key]
	if s == nil {
		s = &queryShape{}
		q.shape[key] = s
	}
	s.n++
	s.total += d
}

// print writes the n shapes that took longest in total.
func (q *queryStats) print(w io.Writer, n int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	keys := make([]string, 0, len(q.shape))
	for k := range q.shape {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return int(q.shape[b].total - q.shape[a].total) })
	for _, k := range keys[:min(n, len(keys))] {
		s := q.shape[k]
		fmt.Fprintf(w, "%9.0f ms %7d × %6.3f ms  %.220s\n", float64(s.total.Microseconds())/1000, s.n, float64(s.total.Microseconds())/1000/float64(s.n), k)
	}
}
