package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"
)

// newHealthCommand asks the running server whether it and its database answer: the
// container health check, and a probe for scripts.
func newHealthCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "health",
		Short: "Exit 0 when the server on --listen answers /api/health (its database included), else 1",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(cmd)
			if err != nil {
				return err
			}
			host, port, err := net.SplitHostPort(cfg.Listen)
			if err != nil {
				return fmt.Errorf("--listen %q: %w", cfg.Listen, err)
			}
			if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
				host = "127.0.0.1"
			}
			ctx, cancel := context.WithTimeout(commandContext(cmd), 5*time.Second)
			defer cancel()
			url := "http://" + net.JoinHostPort(host, port) + "/api/health"
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
			if err != nil {
				return err
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				return fmt.Errorf("server tidak menjawab di %s: %w", url, err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				return fmt.Errorf("%s menjawab %s", url, res.Status)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: sehat\n", url)
			return nil
		},
	}
}
