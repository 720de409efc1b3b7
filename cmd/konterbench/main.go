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
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app"
)

// budget bounds what the bench measures: reads as shares of the floor (throughput of a
// scenario's reads over the floor's, both measured in the same run), writes by their p99.
type budget struct {
	VisitorReadShare       float64 `json:"visitor_read_share"`
	StaffReadShareSQLite   float64 `json:"staff_read_share_sqlite"`
	StaffReadSharePostgres float64 `json:"staff_read_share_postgres"`
	ReportMax              float64 `json:"report_max_ms"`
	CheckoutP99            float64 `json:"checkout_p99_ms"`
	RushWriteP99           float64 `json:"rush_write_p99_ms"`
	CrowdWriteP99          float64 `json:"crowd_write_p99_ms"`
	MaxErrorRate           float64 `json:"max_error_rate"`
}

type options struct {
	engine, postgresURL, bin, budgetFile, outDir string
	duration, warmUp                             time.Duration
	cpuProfile                                   string
	seedOnly                                     bool
	seedWorkers                                  int
	serverProfiles                               string
	scenarios                                    string
	sz                                           sizes
}

var queryReport bool

func main() {
	var o options
	flag.StringVar(&o.engine, "engine", "sqlite", "sqlite, postgres or both")
	flag.StringVar(&o.postgresURL, "postgres-url", os.Getenv("KONTER_TEST_POSTGRES_URL"), "PostgreSQL server to make a throwaway database on")
	flag.StringVar(&o.bin, "bin", "bin/konter", "the konter binary to serve")
	flag.StringVar(&o.budgetFile, "budget", "bench/budget.json", "latency budget")
	flag.StringVar(&o.outDir, "out", "bench/out", "where the JSON results go")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "how long each timed scenario is measured")
	flag.DurationVar(&o.warmUp, "warm-up", 10*time.Second, "catalog reads before scenario 1 is measured (connections opened, the kept catalog filled)")
	flag.IntVar(&o.sz.Products, "products", 10_000, "products in the shop")
	flag.IntVar(&o.sz.Sales, "sales", 200_000, "historical sales")
	flag.IntVar(&o.sz.Services, "services", 100_000, "historical repairs")
	flag.IntVar(&o.sz.Members, "members", 1_000, "members (the checkout race uses 200 of them)")
	flag.IntVar(&o.sz.Waiting, "waiting-repairs", 6_000, "repairs waiting at the service cashier, half for each rush (enough for one operation in ten through both)")
	flag.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the load program (seeding included) to this file")
	flag.BoolVar(&queryReport, "query-stats", false, "print the statements the seed spent most time on")
	flag.IntVar(&o.seedWorkers, "seed-workers", 0, "workers loading the history (0: 1 on SQLite, 3 on PostgreSQL)")
	flag.StringVar(&o.serverProfiles, "server-profiles", "", "record the server's CPU profile during each scenario but the reports into this directory (the checkout race's first second)")
	flag.StringVar(&o.scenarios, "scenarios", "1,2,3,4,5,6", "which scenarios to run (the floor is measured around each of 1, 4 and 6)")
	flag.BoolVar(&o.seedOnly, "seed-only", false, "seed the shop, report how long it took and stop (for profiling the seed)")
	floorBody := flag.String("serve-floor", "", "(internal) serve this file as the floor")
	flag.Parse()
	if *floorBody != "" {
		serveFloor(*floorBody)
		return
	}
	// The load program shares the machine with the server it measures: collect less often.
	debug.SetGCPercent(400)
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			fail("cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fail("cpuprofile: %v", err)
		}
		defer pprof.StopCPUProfile()
	}

	var b budget
	if raw, err := os.ReadFile(o.budgetFile); err != nil || json.Unmarshal(raw, &b) != nil {
		fail("read budget %s: %v", o.budgetFile, err)
	}
	engines := []string{o.engine}
	if o.engine == "both" {
		engines = []string{"sqlite", "postgres"}
	}
	// Both shops are seeded at once (SQLite's loader keeps one core busy, PostgreSQL's waits
	// on round trips), then each engine is measured alone.
	prepared := make([]chan prepResult, len(engines))
	for i, e := range engines {
		prepared[i] = make(chan prepResult, 1)
		go func() {
			env, err := prepare(context.Background(), o, e)
			prepared[i] <- prepResult{env, err}
		}()
	}
	// Every seed finishes before any measurement, so no scenario shares the machine with a seed.
	ready := make([]prepResult, len(engines))
	for i := range engines {
		ready[i] = <-prepared[i]
	}
	for i, e := range engines {
		if ready[i].err != nil {
			for _, r := range ready {
				if r.env != nil {
					r.env.cleanup()
				}
			}
			fail("%s: %v", e, ready[i].err)
		}
	}
	failed := false
	for i, e := range engines {
		r := ready[i]
		if o.seedOnly {
			problems, err := checkInvariants(context.Background(), r.env.dbURL)
			if err != nil {
				r.env.cleanup()
				fail("%s: %v", e, err)
			}
			fmt.Printf("[%s] seeded in %s\n", e, r.env.seedTook.Round(time.Second))
			for _, p := range problems {
				fmt.Printf("FAIL [%s] %s\n", e, p)
				failed = true
			}
			if os.Getenv("KONTER_BENCH_KEEP") != "" {
				fmt.Printf("kept %s: data %s, database %s\n", e, r.env.dataDir, r.env.dbURL)
				continue
			}
			r.env.cleanup()
			continue
		}
		problems, err := measure(context.Background(), o, r.env, b)
		r.env.cleanup()
		if err != nil {
			fail("%s: %v", e, err)
		}
		for _, p := range problems {
			fmt.Printf("FAIL [%s] %s\n", e, p)
			failed = true
		}
	}
	if failed {
		pprof.StopCPUProfile()
		os.Exit(1)
	}
	fmt.Println("bench: every scenario within budget, every invariant kept")
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "konterbench: "+format+"\n", args...)
	os.Exit(2)
}

type prepResult struct {
	env *benchEnv
	err error
}

// benchEnv is one engine's seeded shop, ready to be served.
type benchEnv struct {
	engine, dataDir, dbURL string
	shop                   shop
	seedTook               time.Duration
	undo                   []func()
}

func (e *benchEnv) cleanup() {
	for i := len(e.undo) - 1; i >= 0; i-- {
		e.undo[i]()
	}
}

// prepare makes a fresh data directory (and on PostgreSQL a throwaway database) and seeds
// the large shop into it.
func prepare(ctx context.Context, o options, engine string) (*benchEnv, error) {
	dataDir, err := os.MkdirTemp("", "konter-bench-")
	if err != nil {
		return nil, err
	}
	env := &benchEnv{engine: engine, dataDir: dataDir, dbURL: sqlstore.DefaultURL(dataDir), undo: []func(){func() { os.RemoveAll(dataDir) }}}
	workers := o.seedWorkers
	if engine == "postgres" {
		var drop func()
		if env.dbURL, drop, err = throwawayDatabase(ctx, o.postgresURL); err != nil {
			env.cleanup()
			return nil, err
		}
		env.undo = append(env.undo, drop)
		if workers == 0 {
			workers = 3
		}
	}
	cfg := app.Defaults()
	cfg.DataDir, cfg.DatabaseURL = dataDir, env.dbURL
	if cfg, err = cfg.Resolve(); err != nil {
		env.cleanup()
		return nil, err
	}
	logf := func(msg string, args ...any) { slog.Info("seed: "+msg, append([]any{"engine", engine}, args...)...) }
	start := time.Now()
	if env.shop, err = seedShop(ctx, cfg, o.sz, workers, logf); err != nil {
		env.cleanup()
		return nil, fmt.Errorf("seed: %w", err)
	}
	if err := settle(ctx, env.dbURL); err != nil {
		env.cleanup()
		return nil, fmt.Errorf("seed: %w", err)
	}
	env.seedTook = time.Since(start)
	return env, nil
}

// measure serves one seeded shop, runs the scenarios and returns what broke the budget or
// the invariants.
func measure(ctx context.Context, o options, env *benchEnv, b budget) ([]string, error) {
	engine, dataDir, dbURL, s := env.engine, env.dataDir, env.dbURL, env.shop
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
	// Each rush pays repairs of its own half: on a fast machine the first rush paid every one
	// of them, and the second measured no repair payment at all.
	half := len(s.Entries) / 2
	rushEntries, crowdEntries := waiting(s.Entries[:half]), waiting(s.Entries[half:])

	var results []opStats
	chosen := func(name string) bool { return slices.Contains(strings.Split(o.scenarios, ","), name[:1]) }
	measure := func(name string, fn func() []*recorder) {
		if !chosen(name) {
			return
		}
		srv.resetPeak()
		wait := func() {}
		if o.serverProfiles != "" && name[0] != '5' {
			_ = os.MkdirAll(o.serverProfiles, 0o755)
			var after time.Duration // scenario 1's warm-up is not what it measures
			if name[0] == '1' {
				after = o.warmUp
			}
			d := o.duration - time.Second
			if name[0] == '2' { // the race is over within a second
				d = time.Second
			}
			wait = srv.profile(filepath.Join(o.serverProfiles, engine+"-"+strings.Fields(name)[0]+".prof"), after, d)
		}
		recs := fn()
		wait()
		peak := srv.peakMB()
		for _, r := range recs {
			results = append(results, r.stats(name, peak)...)
			for _, sample := range r.sample {
				slog.Warn("unexpected answer", "scenario", name, "sample", sample)
			}
		}
	}
	// The floor is read just before and just after each read scenario, and the scenario is
	// compared with the mean of the two: the machine's speed drifts (on a shared machine the
	// floor moved by a fifth within a minute), and a floor read once, before scenarios that
	// follow it by half a minute, judged them by another machine's speed.
	var floor *floorServer
	floors := map[string]float64{}
	if chosen("1") || chosen("4") || chosen("6") {
		if floor, err = startFloorFor(srv.url); err != nil {
			return nil, err
		}
		defer floor.stop()
	}
	bracketed := func(name string, fn func() []*recorder) error {
		if !chosen(name) {
			return nil
		}
		before, err := floor.read(o.duration / 2)
		if err != nil {
			return err
		}
		measure(name, fn)
		after, err := floor.read(o.duration / 2)
		floors[name] = (before + after) / 2
		return err
	}
	if err := bracketed("1 catalog reads", func() []*recorder {
		return []*recorder{catalogReads(srv.url, s, o.sz.Products, 64, o.warmUp, o.duration)}
	}); err != nil {
		return nil, err
	}
	if err := bracketed("6 staff reads", func() []*recorder {
		return []*recorder{staffReads(srv.url, cashiers, s, o.sz.Products, 64, o.duration)}
	}); err != nil {
		return nil, err
	}
	measure("2 checkout race", func() []*recorder { return []*recorder{checkoutRace(members, s)} })
	measure("3 cashier rush", func() []*recorder { return []*recorder{cashierRush(cashiers, s, rushEntries, o.duration)} })
	if err := restock(admin, s, 60); err != nil {
		return nil, err
	}
	if err := bracketed("4 reads while writing", func() []*recorder {
		done := make(chan *recorder)
		go func() { done <- cashierRush(cashiers, s, crowdEntries, o.duration) }()
		reads := catalogReads(srv.url, s, o.sz.Products, 64, 0, o.duration)
		return []*recorder{reads, <-done}
	}); err != nil {
		return nil, err
	}
	measure("5 reports", func() []*recorder { return []*recorder{reports(admin, 10)} })

	shareOfFloor(results, floors)
	printTable(engine, env.seedTook, o.sz, results)
	if err := writeJSON(o.outDir, engine, env.seedTook, o.sz, results); err != nil {
		return nil, err
	}
	problems, err := checkInvariants(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	return append(problems, overBudget(engine, results, b)...), nil
}

// overBudget compares the results with the budget: the share of the floor of the visitors'
// kept reads (scenario 1) and of the staff's uncached reads (scenario 6, bound per engine), every
// report, the checkout race, and the p99 of sales and repair payments in the cashier rush
// (scenario 3) and in the rush under 64 connections reading at full speed (scenario 4). Errors
// count in every scenario.
func overBudget(engine string, results []opStats, b budget) []string {
	var out []string
	check := func(r opStats, got, limit float64, what string) {
		if limit > 0 && got > limit {
			out = append(out, fmt.Sprintf("%s %s: %s %.1f ms > %.0f ms", r.Scenario, r.Op, what, got, limit))
		}
	}
	staffShare := b.StaffReadShareSQLite
	if engine == "postgres" {
		staffShare = b.StaffReadSharePostgres
	}
	shares := map[string]float64{}
	for _, r := range results {
		if rate := float64(r.Errors) / float64(max(r.Requests, 1)); rate > b.MaxErrorRate {
			out = append(out, fmt.Sprintf("%s %s: %d errors in %d requests", r.Scenario, r.Op, r.Errors, r.Requests))
		}
		shares[r.Scenario] += r.Share
		switch {
		case strings.HasPrefix(r.Scenario, "5"):
			check(r, r.Max, b.ReportMax, "slowest")
		case r.Op == "checkout":
			check(r, r.P99, b.CheckoutP99, "p99")
		case isWrite(r.Op) && strings.HasPrefix(r.Scenario, "3"):
			check(r, r.P99, b.RushWriteP99, "p99")
		case isWrite(r.Op) && strings.HasPrefix(r.Scenario, "4"):
			check(r, r.P99, b.CrowdWriteP99, "p99")
		}
	}
	// A bound is kept only where it was measured: a rush that ran without a sale or a repair
	// payment answered fails.
	ran := map[string]bool{}
	for _, r := range results {
		ran[r.Scenario+"/"+r.Op] = r.Requests > 0
		ran[r.Scenario] = true
	}
	for _, scenario := range []string{"3 cashier rush", "4 reads while writing"} {
		for _, op := range []string{"sale", "service payment"} {
			if ran[scenario] && !ran[scenario+"/"+op] {
				out = append(out, fmt.Sprintf("%s %s: not measured (none made)", scenario, op))
			}
		}
	}
	for scenario, want := range map[string]float64{"1 catalog reads": b.VisitorReadShare, "6 staff reads": staffShare} {
		if got, ok := shares[scenario]; ok && got < want {
			out = append(out, fmt.Sprintf("%s: %.2f of the floor < %.2f", scenario, got, want))
		}
	}
	return out
}

// waiting is a queue of the repairs waiting at the service cashier.
func waiting(ids []int64) chan int64 {
	q := make(chan int64, len(ids))
	for _, id := range ids {
		q <- id
	}
	return q
}

// isWrite tells the cashier's writes from the reads.
func isWrite(op string) bool { return op == "sale" || op == "service payment" }

// shareOfFloor gives every read its scenario's floor and its throughput as a share of it.
func shareOfFloor(results []opStats, floors map[string]float64) {
	for i, r := range results {
		if f := floors[r.Scenario]; f > 0 && !isWrite(r.Op) {
			results[i].Floor, results[i].Share = f, r.Throughput/f
		}
	}
}

func printTable(engine string, seedTook time.Duration, sz sizes, results []opStats) {
	fmt.Printf("\n== %s == seeded %d products, %d sales, %d repairs, %d members in %s\n",
		engine, sz.Products, sz.Sales, sz.Services, sz.Members, seedTook.Round(time.Second))
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "scenario\toperation\trequests\treq/s\tshare\tp50 ms\tp95 ms\tp99 ms\terrors\tpeak MB\t")
	shares, floors := map[string]float64{}, map[string]float64{}
	for _, r := range results {
		share := "-"
		if r.Share > 0 {
			share = fmt.Sprintf("%.3f", r.Share)
			shares[r.Scenario] += r.Share
			floors[r.Scenario] = r.Floor
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.0f\t%s\t%.1f\t%.1f\t%.1f\t%d\t%.0f\t\n", r.Scenario, r.Op, r.Requests, r.Throughput, share, r.P50, r.P95, r.P99, r.Errors, r.PeakMemMB)
	}
	for _, r := range results {
		if share, ok := shares[r.Scenario]; ok {
			fmt.Fprintf(tw, "%s\treads, all (floor %.0f req/s)\t\t\t%.3f\t\t\t\t\t\t\n", r.Scenario, floors[r.Scenario], share)
			delete(shares, r.Scenario)
		}
	}
	_ = tw.Flush()
}

func writeJSON(dir, engine string, seedTook time.Duration, sz sizes, results []opStats) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	raw, _ := json.MarshalIndent(map[string]any{"engine": engine, "at": time.Now().UTC(), "sizes": sz, "seed_seconds": seedTook.Seconds(), "results": results}, "", "  ")
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
