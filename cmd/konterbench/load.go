package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"
)

// client talks to the server under test with one session.
type client struct {
	base   string
	http   *http.Client
	cookie string
}

// transport asks for answers as they are, not gzipped, so that the shop and the floor send the
// same bytes and a share of the floor compares the work of answering alone.
var transport = &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 512, IdleConnTimeout: time.Minute, DisableCompression: true}

func newClient(base string) *client {
	return &client{base: base, http: &http.Client{Transport: transport, Timeout: 30 * time.Second}}
}

// do sends one request and returns the status and body.
func (c *client) do(method, path string, body any) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		buf, _ := json.Marshal(body)
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.cookie != "" {
		req.Header.Set("Cookie", "konter_session="+c.cookie)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	return res.StatusCode, out, err
}

// signIn opens a session at the given door.
func signIn(base string, who credentials, door string) (*client, error) {
	c := newClient(base)
	req, _ := http.NewRequest("POST", base+"/api/auth/login", bytes.NewReader(mustJSON(map[string]string{"email": who.Email, "password": who.Password, "door": door})))
	req.Header.Set("Content-Type", "application/json")
	res, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	for _, ck := range res.Cookies() {
		if ck.Name == "konter_session" {
			c.cookie = ck.Value
			return c, nil
		}
	}
	return nil, fmt.Errorf("sign-in of %s: status %d", who.Email, res.StatusCode)
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// recorder collects latencies per operation; ok says which statuses count as success.
type recorder struct {
	mu     sync.Mutex
	ops    map[string][]time.Duration
	errs   map[string]int
	start  time.Time
	end    time.Time
	sample []string
}

func newRecorder() *recorder { return newRecorderFrom(time.Now()) }

// newRecorderFrom records only the calls started at or after start: what comes before is
// warm-up (cold connections and caches), which a steady-state latency should not include.
func newRecorderFrom(start time.Time) *recorder {
	return &recorder{ops: map[string][]time.Duration{}, errs: map[string]int{}, start: start}
}

// call times one request; a status outside ok (or a transport error) is an error.
func (r *recorder) call(op string, c *client, method, path string, body any, ok ...int) (int, []byte) {
	t0 := time.Now()
	status, out, err := c.do(method, path, body)
	d := time.Since(t0)
	if t0.Before(r.start) {
		return status, out
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ops[op] = append(r.ops[op], d)
	if err != nil || !slices.Contains(ok, status) {
		r.errs[op]++
		if len(r.sample) < 5 {
			r.sample = append(r.sample, fmt.Sprintf("%s %s → %d %v %.200s", method, path, status, err, out))
		}
	}
	return status, out
}

func (r *recorder) stop() { r.end = time.Now() }

// opStats is one line of the results table.
type opStats struct {
	Scenario   string  `json:"scenario"`
	Op         string  `json:"operation"`
	Requests   int     `json:"requests"`
	Throughput float64 `json:"throughput_per_s"`
	Floor      float64 `json:"floor_per_s,omitempty"`
	Share      float64 `json:"share_of_floor,omitempty"`
	P50        float64 `json:"p50_ms"`
	P95        float64 `json:"p95_ms"`
	P99        float64 `json:"p99_ms"`
	Max        float64 `json:"max_ms"`
	Errors     int     `json:"errors"`
	PeakMemMB  float64 `json:"server_peak_mem_mb"`
}

func (r *recorder) stats(scenario string, peakMB float64) []opStats {
	var out []opStats
	elapsed := r.end.Sub(r.start).Seconds()
	names := make([]string, 0, len(r.ops))
	for op := range r.ops {
		names = append(names, op)
	}
	slices.Sort(names)
	for _, op := range names {
		ds := slices.Clone(r.ops[op])
		slices.Sort(ds)
		pct := func(p float64) float64 {
			if len(ds) == 0 {
				return 0
			}
			return ms(ds[min(len(ds)-1, int(p*float64(len(ds))))])
		}
		out = append(out, opStats{Scenario: scenario, Op: op, Requests: len(ds), Throughput: float64(len(ds)) / elapsed,
			P50: pct(0.50), P95: pct(0.95), P99: pct(0.99), Max: pct(1), Errors: r.errs[op], PeakMemMB: peakMB})
	}
	return out
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
