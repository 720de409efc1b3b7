package apptest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Scenario is one HTTP call and what the user would see come back.
type Scenario struct {
	Name   string
	Method string
	URL    string
	Body   any
	// Cookie is a session cookie value to send ("" for an anonymous caller).
	Cookie  string
	Headers map[string]string
	// WantStatus is the expected HTTP status.
	WantStatus int
	// WantContains are substrings the response body must hold.
	WantContains []string
	// WantMissing are substrings the response body must not hold.
	WantMissing []string
}

// Response is a recorded answer.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s: %v", r.Body, err)
	}
}

// Do sends one request to h.
func Do(t testing.TB, h http.Handler, method, url string, body any, cookie string, headers map[string]string) Response {
	t.Helper()
	var rd io.Reader
	contentType := ""
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd = strings.NewReader(b)
		contentType = "application/json"
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(buf)
		contentType = "application/json"
	}
	req := httptest.NewRequest(method, url, rd)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if cookie != "" {
		req.Header.Set("Cookie", "konter_session="+cookie)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return Response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.Bytes()}
}

// Run plays each scenario against h as a subtest.
func Run(t *testing.T, h http.Handler, scenarios []Scenario) {
	t.Helper()
	for _, s := range scenarios {
		t.Run(s.Name, func(t *testing.T) {
			res := Do(t, h, s.Method, s.URL, s.Body, s.Cookie, s.Headers)
			if res.Status != s.WantStatus {
				t.Fatalf("%s %s: status %d, want %d; body %s", s.Method, s.URL, res.Status, s.WantStatus, res.Body)
			}
			for _, want := range s.WantContains {
				if !strings.Contains(string(res.Body), want) {
					t.Errorf("%s %s: body lacks %q: %s", s.Method, s.URL, want, res.Body)
				}
			}
			for _, bad := range s.WantMissing {
				if strings.Contains(string(res.Body), bad) {
					t.Errorf("%s %s: body holds %q: %s", s.Method, s.URL, bad, res.Body)
				}
			}
		})
	}
}
