package httpapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
)

// An operator's Prometheus scrape after a sale and a repair payment shows them, with the
// requests by operation and status, their latency, the database pool and the jobs.
func TestMetricsAfterASaleAndARepairPayment(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		charger := addProduct(t, env, "Charger 25W", "Aksesoris", 250_000, 10)
		phone := "081234567890"
		budi, _ := env.Customers.Add(t.Context(), core.Contact{Name: "Budi Santoso", Phone: &phone})
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "a sale", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 1}}, "customer_type": "umum", "payment_method": "tunai", "paid_amount": 250_000}, WantStatus: 201},
			{Name: "a refused sale", Method: "POST", URL: "/api/sales", Cookie: kasir.Cookie,
				Body: map[string]any{"items": []map[string]any{{"product_id": charger.ID, "quantity": 99}}, "customer_type": "umum", "payment_method": "tunai", "paid_amount": 250_000}, WantStatus: 409},
			{Name: "a repair taken in", Method: "POST", URL: "/api/service-entries", Cookie: kasir.Cookie,
				Body: map[string]any{"customer_id": budi.ID, "category": "Handphone", "device_type": "Samsung A10", "damage_type": "LCD pecah", "description": "Layar retak"}, WantStatus: 201},
		})
		page, _ := env.Repair.Entries(t.Context(), core.ServiceFilter{})
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "the repair paid", Method: "POST", URL: fmt.Sprintf("/api/service-entries/%d/payment", page.Items[0].ID), Cookie: kasir.Cookie,
				Body: map[string]any{"service_fee": 150_000, "paid_amount": 150_000}, WantStatus: 200},
		})
		if _, err := env.Ops.Jobs.Run(t.Context(), "purge-sessions", nil); err != nil {
			t.Fatal(err)
		}
		streams := httptest.NewServer(h)
		defer streams.Close()
		res, err := http.Get(streams.URL + "/api/events")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()

		w := httptest.NewRecorder()
		env.Metrics.Handler().ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		body := w.Body.String()
		for _, want := range []string{
			`konter_sales_total 1`,
			`konter_repair_payments_total 1`,
			`konter_http_requests_total{operation="create-sale",status="201"} 1`,
			`konter_http_requests_total{operation="create-sale",status="409"} 1`,
			`konter_http_requests_total{operation="pay-service",status="200"} 1`,
			`konter_http_request_duration_seconds_count{operation="create-sale"} 2`,
			`konter_event_streams_open 1`,
			`konter_job_last_run_success{job="purge-sessions"} 1`,
		} {
			if !strings.Contains(body, want) {
				t.Errorf("metrics lack %q", want)
			}
		}
		for _, pattern := range []string{`go_sql_open_connections\{db_name="konter"\} [1-9]`, `go_sql_in_use_connections\{db_name="konter"\} \d`, `konter_job_last_run_timestamp_seconds\{job="purge-sessions"\} \d`} {
			if !regexp.MustCompile(pattern).MatchString(body) {
				t.Errorf("metrics lack %s", pattern)
			}
		}
		if t.Failed() {
			t.Log(body)
		}
	})
}
