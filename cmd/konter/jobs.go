package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/robfig/cron/v3"
	"github.com/spf13/cobra"

	"github.com/konterhp/konter/adapters/schedule"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core"
)

func newJobsCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "jobs",
		Short: "The scheduled jobs: list them, or run one now",
		Long: "konter serve runs these on their schedules (in the shop's time zone) unless --no-jobs.\n" +
			"On PostgreSQL with several instances, one instance runs each tick (advisory lock).",
	}
	addOpsFlags(cmd, false)
	list := &cobra.Command{
		Use:   "list",
		Short: "List the jobs with their schedule, next run and last result",
		Args:  cobra.NoArgs,
		RunE: onShop(openMigratedApp, func(cmd *cobra.Command, a *app.App) error {
			ctx := commandContext(cmd)
			return listJobs(ctx, a, cmd.OutOrStdout())
		}),
	}
	run := &cobra.Command{
		Use:   "run NAME",
		Short: "Run a job once now (backup, reminders, purge-sessions)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := openMigratedApp(cmd)
			if err != nil {
				return err
			}
			defer a.Close()
			ctx := commandContext(cmd)
			return runJob(ctx, a, args[0], cmd.OutOrStdout())
		},
	}
	cmd.AddCommand(list, run)
	return cmd
}

// runJob runs a job by hand and prints what it reports.
func runJob(ctx context.Context, a *app.App, name string, out io.Writer) error {
	res, err := a.Ops.Jobs.Run(ctx, name, nil)
	if de, ok := core.AsError(err); ok {
		return errors.New(de.Message)
	}
	if err != nil {
		return err
	}
	if !res.Ran() {
		return fmt.Errorf("%s tidak dijalankan: %s", name, res.Skipped)
	}
	if res.Output != "" {
		fmt.Fprintln(out, res.Output)
	}
	if res.Err != nil {
		return fmt.Errorf("%s gagal: %w", name, res.Err)
	}
	return nil
}

// nextRun is when a schedule fires next after t, read in loc; zero when it is off.
func nextRun(spec string, loc *time.Location, t time.Time) time.Time {
	s, err := schedule.Parse(spec)
	if err != nil || s == nil {
		return time.Time{}
	}
	if cs, ok := s.(*cron.SpecSchedule); ok {
		c := *cs
		c.Location = loc
		return c.Next(t)
	}
	return s.Next(t)
}

func listJobs(ctx context.Context, a *app.App, out io.Writer) error {
	last, err := a.Ops.Jobs.LastRuns(ctx)
	if err != nil {
		return err
	}
	loc := a.Zone.Location(ctx)
	schedules := a.Schedules()
	when := func(t time.Time) string { return t.In(loc).Format("2006-01-02 15:04") }
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "TUGAS\tJADWAL (%s)\tBERIKUTNYA\tTERAKHIR\tHASIL\n", loc)
	for _, job := range a.Ops.Jobs.List() {
		spec := schedules[job.Name]
		next := "-"
		if a.Config.Ops.NoJobs {
			next = "(--no-jobs)"
		} else if t := nextRun(spec, loc, a.Clock.Now()); !t.IsZero() {
			next = when(t)
		}
		lastRun, result := "-", "-"
		if r, ok := last[job.Name]; ok {
			lastRun = when(r.StartedAt)
			switch {
			case r.OK == nil:
				result = "berjalan / terhenti"
			case *r.OK:
				result = "berhasil"
			default:
				result = "gagal: " + firstLine(r.Message)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", job.Name, cmpOr(spec, schedule.Off), next, lastRun, result)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(out)
	for _, job := range a.Ops.Jobs.List() {
		fmt.Fprintf(out, "  %-15s %s\n", job.Name, job.Description)
	}
	return nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	if len(line) > 80 {
		line = line[:77] + "..."
	}
	return line
}

func cmpOr(s, fallback string) string {
	if strings.TrimSpace(s) == "" {
		return fallback
	}
	return s
}
