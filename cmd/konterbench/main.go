// Command konterbench loads a large shop into a fresh data directory, starts the real
// `konter serve` on a loopback port and drives it over HTTP with real sessions: catalog
// reads, a checkout race, a cashier rush, both at once, and the reports. It prints a table,
// writes JSON, checks the data's invariants and fails above the budget.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app"
)

type budget struct {
	CatalogListP99   float64 `json:"catalog_list_p99_ms"`
	ProductDetailP99 float64 `json:"product_detail_p99_ms"`
	ReportMax        float64 `json:"report_max_ms"`
	CheckoutP99      float64 `json:"checkout_p99_ms"`
	SaleP99          float64 `json:"sale_p99_ms"`
	MaxErrorRate     float64 `json:"max_error_rate"`
}

type options struct {
	engine, postgresURL, bin, budgetFile, outDir string
	duration                                     time.Duration
	sz                                           sizes
}

func main() {
	var o options
	flag.StringVar(&o.engine, "engine", "sqlite", "sqlite, postgres or both")
	flag.StringVar(&o.postgresURL, "postgres-url", os.Getenv("KONTER_TEST_POSTGRES_URL"), "PostgreSQL server to make a throwaway database on")
	flag.StringVar(&o.bin, "bin", "bin/konter", "the konter binary to serve")
	flag.StringVar(&o.budgetFile, "budget", "bench/budget.json", "latency budget")
	flag.StringVar(&o.outDir, "out", "bench/out", "where the JSON results go")
	flag.DurationVar(&o.duration, "duration", 15*time.Second, "how long each timed scenario runs")
	flag.IntVar(&o.sz.Products, "products", 10_000, "products in the shop")
	flag.IntVar(&o.sz.Sales, "sales", 200_000, "historical sales")
	flag.IntVar(&o.sz.Services, "services", 100_000, "historical repairs")
	flag.IntVar(&o.sz.Members, "members", 1_000, "members (the checkout race uses 200 of them)")
	flag.Parse()

	var b budget
	if raw, err := os.ReadFile(o.budgetFile); err != nil || json.Unmarshal(raw, &b) != nil {
		fail("read budget %s: %v", o.budgetFile, err)
	}
	engines := []string{o.engine}
	if o.engine == "both" {
		engines = []string{"sqlite", "postgres"}
	}
	failed := false
	for _, e := range engines {
		problems, err := run(context.Background(), o, e, b)
		if err != nil {
			fail("%s: %v", e, err)
		}
		for _, p := range problems {
			fmt.Printf("FAIL [%s] %s\n", e, p)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
	fmt.Println("bench: every scenario within budget, every invariant kept")
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "konterbench: "+format+"\n", args...)
	os.Exit(2)
}

// run benchmarks one engine and returns what broke the budget or the invariants.
func run(ctx context.Context, o options, engine string, b budget) ([]string, error) {
	dataDir, err := os.MkdirTemp("", "konter-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dataDir)
	dbURL := sqlstore.DefaultURL(dataDir)
	if engine == "postgres" {
		var drop func()
		if dbURL, drop, err = throwawayDatabase(ctx, o.postgresURL); err != nil {
			return nil, err
		}
		defer drop()
	}
	cfg := app.Defaults()
	cfg.DataDir, cfg.DatabaseURL = dataDir, dbURL
	if cfg, err = cfg.Resolve(); err != nil {
		return nil, err
	}
	logf := func(msg string, args ...any) { slog.Info("seed: "+msg, append([]any{"engine", engine}, args...)...) }
	s, err := seedShop(ctx, cfg, o.sz, logf)
	if err != nil {
		return nil, fmt.Errorf("seed: %w", err)
	}
	srv, err := startServer(o.bin, dataDir, dbURL)
	if err != nil {
		return nil, err
	}
	defer srv.stop()

	admin, err := signIn(srv.url, s.Admin, "staff")
	if err != nil {
		return nil, err
	}
	var members, cashiers []*client
	for _, m := range s.Members[:min(200, len(s.Members))] {
		c, err := signIn(srv.url, m, "member")
		if err != nil {
			return nil, err
		}
		members = append(members, c)
	}
	for _, k := range s.Cashiers {
		c, err := signIn(srv.url, k, "staff")
		if err != nil {
			return nil, err
		}
		cashiers = append(cashiers, c)
	}
	entries := make(chan int64, len(s.Entries))
	for _, id := range s.Entries {
		entries <- id
	}

	var results []opStats
	measure := func(name string, fn func() []*recorder) {
		srv.resetPeak()
		recs := fn()
		peak := srv.peakMB()
		for _, r := range recs {
			results = append(results, r.stats(name, peak)...)
			for _, sample := range r.sample {
				slog.Warn("unexpected answer", "scenario", name, "sample", sample)
			}
		}
	}
	measure("1 catalog reads", func() []*recorder { return []*recorder{catalogReads(srv.url, s, o.sz.Products, 64, o.duration)} })
	measure("2 checkout race", func() []*recorder { return []*recorder{checkoutRace(members, s)} })
	measure("3 cashier rush", func() []*recorder { return []*recorder{cashierRush(cashiers, s, entries, o.duration)} })
	if err := restock(admin, s, 60); err != nil {
		return nil, err
	}
	measure("4 reads while writing", func() []*recorder {
		done := make(chan *recorder)
		go func() { done <- cashierRush(cashiers, s, entries, o.duration) }()
		reads := catalogReads(srv.url, s, o.sz.Products, 64, o.duration)
		return []*recorder{reads, <-done}
	})
	measure("5 reports", func() []*recorder { return []*recorder{reports(admin, 10)} })

	printTable(engine, results)
	if err := writeJSON(o.outDir, engine, results); err != nil {
		return nil, err
	}
	db, err := sqlstore.Open(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	problems, err := checkInvariants(ctx, db)
	if err != nil {
		return nil, err
	}
	return append(problems, overBudget(engine, results, b)...), nil
}

// overBudget compares the results with the budget. The catalog list bound is set for
// PostgreSQL; on SQLite it is reported but not enforced.
func overBudget(engine string, results []opStats, b budget) []string {
	var out []string
	check := func(r opStats, got, limit float64, what string) {
		if limit > 0 && got > limit {
			out = append(out, fmt.Sprintf("%s %s: %s %.1f ms > %.0f ms", r.Scenario, r.Op, what, got, limit))
		}
	}
	for _, r := range results {
		if rate := float64(r.Errors) / float64(max(r.Requests, 1)); rate > b.MaxErrorRate {
			out = append(out, fmt.Sprintf("%s %s: %d errors in %d requests", r.Scenario, r.Op, r.Errors, r.Requests))
		}
		switch {
		case r.Op == "catalog list" && strings.HasPrefix(r.Scenario, "1") && engine == "postgres":
			check(r, r.P99, b.CatalogListP99, "p99")
		case r.Op == "product detail" && strings.HasPrefix(r.Scenario, "1"):
			check(r, r.P99, b.ProductDetailP99, "p99")
		case strings.HasPrefix(r.Scenario, "5"):
			check(r, r.Max, b.ReportMax, "slowest")
		case r.Op == "checkout":
			check(r, r.P99, b.CheckoutP99, "p99")
		case r.Op == "sale" || r.Op == "service payment":
			check(r, r.P99, b.SaleP99, "p99")
		}
	}
	return out
}

func printTable(engine string, results []opStats) {
	fmt.Printf("\n== %s ==\n", engine)
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "scenario\toperation\trequests\treq/s\tp50 ms\tp95 ms\tp99 ms\terrors\tpeak MB\t")
	for _, r := range results {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.0f\t%.1f\t%.1f\t%.1f\t%d\t%.0f\t\n", r.Scenario, r.Op, r.Requests, r.Throughput, r.P50, r.P95, r.P99, r.Errors, r.PeakMemMB)
	}
	_ = tw.Flush()
}

func writeJSON(dir, engine string, results []opStats) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	raw, _ := json.MarshalIndent(map[string]any{"engine": engine, "at": time.Now().UTC(), "results": results}, "", "  ")
	return os.WriteFile(filepath.Join(dir, engine+".json"), raw, 0o644)
}

// throwawayDatabase makes a database for one run on the PostgreSQL server and drops it after.
func throwawayDatabase(ctx context.Context, base string) (string, func(), error) {
	if base == "" {
		return "", nil, fmt.Errorf("postgres engine needs -postgres-url or KONTER_TEST_POSTGRES_URL")
	}
	admin, err := sqlstore.Open(ctx, base)
	if err != nil {
		return "", nil, err
	}
	name := fmt.Sprintf("konter_bench_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return "", nil, err
	}
	u, err := url.Parse(base)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	q := u.Query()
	q.Del("search_path")
	u.RawQuery = q.Encode()
	return u.String(), func() {
		_, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	}, nil
}
