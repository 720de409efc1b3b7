// Package metrics keeps Konter's numbers for Prometheus (prometheus/client_golang): requests
// by operation and status with their latency, the database pool, open event streams, the
// jobs' last runs, and sales and repair payments. `konter serve --metrics-listen` serves them.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/konterhp/konter/core"
)

// Sources are what the gauges read at each scrape.
type Sources struct {
	DB *sql.DB
	// Streams counts the event streams open on this instance.
	Streams func() int
	// Jobs reads the latest run of each job.
	Jobs func(ctx context.Context) ([]core.JobRun, error)
}

// Metrics is one instance's registry.
type Metrics struct {
	reg            *prometheus.Registry
	requests       *prometheus.CounterVec
	latency        *prometheus.HistogramVec
	sales          prometheus.Counter
	repairPayments prometheus.Counter
}

// New registers Konter's metrics, Go's runtime and the process's.
func New(src Sources) *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "konter_http_requests_total", Help: "HTTP requests answered, by API operation (or files, events, pages) and status.",
		}, []string{"operation", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "konter_http_request_duration_seconds", Help: "Time to answer an HTTP request, by operation.",
			Buckets: []float64{.002, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"operation"}),
		sales: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "konter_sales_total", Help: "Sales rung up at the cashier through this instance.",
		}),
		repairPayments: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "konter_repair_payments_total", Help: "Service (repair) payments taken through this instance.",
		}),
	}
	m.reg.MustRegister(m.requests, m.latency, m.sales, m.repairPayments,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if src.DB != nil {
		m.reg.MustRegister(collectors.NewDBStatsCollector(src.DB, "konter"))
	}
	if src.Streams != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "konter_event_streams_open", Help: "Realtime event streams (/api/events) open on this instance.",
		}, func() float64 { return float64(src.Streams()) }))
	}
	if src.Jobs != nil {
		m.reg.MustRegister(jobs{read: src.Jobs})
	}
	return m
}

// Request records an answered request. operation is the API operation's id, or a fixed
// name for what is not an operation, so that the labels stay few.
func (m *Metrics) Request(operation string, status int, took time.Duration) {
	m.requests.WithLabelValues(operation, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(operation).Observe(took.Seconds())
}

// Sale counts a sale rung up.
func (m *Metrics) Sale() { m.sales.Inc() }

// RepairPayment counts a service payment taken.
func (m *Metrics) RepairPayment() { m.repairPayments.Inc() }

// Handler serves the metrics in Prometheus' text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// jobs reports each job's latest run, read from the database (shared by every instance).
type jobs struct {
	read func(ctx context.Context) ([]core.JobRun, error)
}

var (
	jobStarted  = prometheus.NewDesc("konter_job_last_run_timestamp_seconds", "When the job's latest run started (Unix time).", []string{"job"}, nil)
	jobFinished = prometheus.NewDesc("konter_job_last_finish_timestamp_seconds", "When the job's latest run finished (Unix time).", []string{"job"}, nil)
	jobSuccess  = prometheus.NewDesc("konter_job_last_run_success", "1 when the job's latest finished run succeeded, 0 when it failed.", []string{"job"}, nil)
	jobScrape   = prometheus.NewDesc("konter_job_runs_readable", "1 when the jobs' runs could be read from the database.", nil, nil)
)

func (j jobs) Describe(ch chan<- *prometheus.Desc) {
	ch <- jobStarted
	ch <- jobFinished
	ch <- jobSuccess
	ch <- jobScrape
}

func (j jobs) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	runs, err := j.read(ctx)
	if err != nil {
		ch <- prometheus.MustNewConstMetric(jobScrape, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(jobScrape, prometheus.GaugeValue, 1)
	for _, r := range runs {
		ch <- prometheus.MustNewConstMetric(jobStarted, prometheus.GaugeValue, float64(r.StartedAt.Unix()), r.Name)
		if r.FinishedAt != nil {
			ch <- prometheus.MustNewConstMetric(jobFinished, prometheus.GaugeValue, float64(r.FinishedAt.Unix()), r.Name)
		}
		if r.OK != nil {
			ok := 0.0
			if *r.OK {
				ok = 1
			}
			ch <- prometheus.MustNewConstMetric(jobSuccess, prometheus.GaugeValue, ok, r.Name)
		}
	}
}
