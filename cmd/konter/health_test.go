package main

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
)

// `konter health` (the container's health check) passes while the server answers and fails
// once it is gone.
func TestHealthAsksTheRunningServer(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		isolate(t)
		srv := httptest.NewServer(env.Handler())
		addr := strings.TrimPrefix(srv.URL, "http://")
		if out := mustCLI(t, "--listen", addr, "health"); !strings.Contains(out, "sehat") {
			t.Fatalf("health said %s", out)
		}
		srv.Close()
		if _, err := konterCLI(t, "--listen", addr, "health"); err == nil || !strings.Contains(err.Error(), "tidak menjawab") {
			t.Fatalf("health of a stopped server: %v", err)
		}
	})
}
