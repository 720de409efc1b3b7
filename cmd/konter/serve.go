package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	adminui "github.com/konterhp/konter/admin-ui"
	shopui "github.com/konterhp/konter/shop-ui"
)

// tuneGC lets the server's heap grow to five times what is live before the garbage
// collector runs (Go's default is twice), unless GOGC says otherwise: a shop's live heap is
// small, and collecting less often leaves the CPU to the requests (a quarter more catalog
// reads a second on 2 cores). A soft limit (GOMEMLIMIT, default 512 MiB) makes it collect
// harder before the heap would outgrow a small machine.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(512 << 20)
	}
}

func newServeCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the shop: storefront, back-office and API",
		Long: "Runs the HTTP server (storefront at /, back-office at /dashboard, API under /api)\n" +
			"after bringing the database schema up to date. Stops gracefully on SIGINT or SIGTERM.",
		RunE: func(cmd *cobra.Command, _ []string) error {
			tuneGC()
			ctx, stop := signal.NotifyContext(commandContext(cmd), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			logs := newLogBuffer(os.Stderr, 200*time.Millisecond)
			defer logs.Close()
			a, err := openAppLoggingTo(cmd, logs)
			if err != nil {
				return err
			}
			defer a.Close()
			if applied, err := a.Migrate(ctx); err != nil {
				return err
			} else if len(applied) > 0 {
				a.Log.Info("database migrated", "applied", applied)
			}
			if err := a.Start(ctx); err != nil {
				return err
			}
			if !a.Config.Ops.NoJobs {
				stopJobs, err := a.StartJobs()
				if err != nil {
					return err
				}
				defer stopJobs()
			}
			if a.Config.PprofListen != "" {
				if err := serveAside(ctx, a.Config.PprofListen, pprofHandler()); err != nil {
					return fmt.Errorf("pprof listener: %w", err)
				}
				a.Log.Info("profiler is serving", "pprof", "http://"+a.Config.PprofListen+"/debug/pprof/")
			}
			if a.Config.MetricsListen != "" {
				mux := http.NewServeMux()
				mux.Handle("GET /metrics", a.Metrics.Handler())
				if err := serveAside(ctx, a.Config.MetricsListen, mux); err != nil {
					return fmt.Errorf("metrics listener: %w", err)
				}
				a.Log.Info("metrics are serving", "metrics", "http://"+a.Config.MetricsListen+"/metrics")
			}
			ln, err := net.Listen("tcp", a.Config.Listen)
			if err != nil {
				return err
			}
			api := a.HTTP(shopui.Dist(), adminui.Dist())
			srv := &http.Server{
				Handler:           api.Handler(),
				ReadHeaderTimeout: 10 * time.Second,
				ReadTimeout:       60 * time.Second,
				WriteTimeout:      60 * time.Second,
				IdleTimeout:       120 * time.Second,
			}
			srv.RegisterOnShutdown(api.CloseStreams)
			url := "http://" + ln.Addr().String()
			a.Log.Info("konter is serving", "shop", url+"/", "back_office", url+"/login", "api_docs", url+"/api/docs",
				"database", redact(a.Config.DatabaseURL), "data_dir", a.Config.DataDir)
			fmt.Fprintf(cmd.OutOrStdout(), "Toko:        %s/\nBack-office: %s/login\n", url, url)
			errc := make(chan error, 1)
			go func() { errc <- srv.Serve(ln) }()
			select {
			case err := <-errc:
				return err
			case <-ctx.Done():
			}
			a.Log.Info("shutting down")
			shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			return nil
		},
	}
	addOpsFlags(cmd, true)
	cmd.Flags().String("metrics-listen", "", "serve Prometheus metrics at /metrics on this address, e.g. 127.0.0.1:9090 (KONTER_METRICS_LISTEN); off by default")
	cmd.Flags().String("pprof-listen", "", "serve Go's profiler on this (loopback) address, e.g. 127.0.0.1:6060 (KONTER_PPROF_LISTEN); off by default")
	return cmd
}

// pprofHandler is Go's profiler (net/http/pprof).
func pprofHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// serveAside serves h on its own listener, apart from the shop's handler, until ctx ends.
func serveAside(ctx context.Context, addr string, h http.Handler) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	go func() { <-ctx.Done(); _ = srv.Close() }()
	return nil
}
