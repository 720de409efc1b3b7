// Package schedule runs the shop's jobs on cron schedules (robfig/cron v3) in the shop's
// time zone. A failed job is logged with its error and simply runs again at its next tick;
// nothing a job does stops the server.
package schedule

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/robfig/cron/v3"

	"github.com/konterhp/konter/core/ops"
)

// Off, as a schedule, disables a job.
const Off = "off"

// Parse reads a schedule: five cron fields ("0 2 * * *": 02:00 every day), a descriptor
// such as "@daily" or "@every 1h", or "off".
func Parse(spec string) (cron.Schedule, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" || strings.EqualFold(spec, Off) {
		return nil, nil
	}
	s, err := cron.ParseStandard(spec)
	if err != nil {
		return nil, fmt.Errorf("jadwal %q tidak sah (contoh: \"0 2 * * *\", \"@daily\", atau \"off\"): %w", spec, err)
	}
	return s, nil
}

// zoned reads a cron spec in the shop's time zone as it is now, so a change of the
// timezone setting moves the next run without a restart.
type zoned struct {
	spec *cron.SpecSchedule
	zone func() *time.Location
}

func (z zoned) Next(t time.Time) time.Time {
	s := *z.spec
	s.Location = z.zone()
	return s.Next(t)
}

// Scheduler runs jobs on their schedules.
type Scheduler struct {
	cron    *cron.Cron
	jobs    *ops.Jobs
	log     *slog.Logger
	ctx     context.Context
	cancel  context.CancelFunc
	entries map[string]cron.EntryID
}

// New schedules each job named in schedules ("off" leaves it out); zone gives the shop's
// time zone whenever a next run is computed.
func New(jobs *ops.Jobs, schedules map[string]string, zone func() *time.Location, log *slog.Logger) (*Scheduler, error) {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Scheduler{cron: cron.New(cron.WithLocation(time.UTC)), jobs: jobs, log: log, ctx: ctx, cancel: cancel, entries: map[string]cron.EntryID{}}
	for _, job := range jobs.List() {
		sched, err := Parse(schedules[job.Name])
		if err != nil {
			cancel()
			return nil, fmt.Errorf("%s: %w", job.Name, err)
		}
		if sched == nil {
			continue
		}
		if spec, ok := sched.(*cron.SpecSchedule); ok {
			sched = zoned{spec: spec, zone: zone}
		}
		s.entries[job.Name] = s.cron.Schedule(sched, cron.FuncJob(func() { s.fire(job.Name) }))
	}
	return s, nil
}

// Start begins running the schedules.
func (s *Scheduler) Start() {
	s.cron.Start()
	for name, id := range s.entries {
		s.log.Info("job scheduled", "job", name, "next", s.cron.Entry(id).Next)
	}
}

// Next is when the job runs next (zero when it is not scheduled or not started).
func (s *Scheduler) Next(job string) time.Time {
	id, ok := s.entries[job]
	if !ok {
		return time.Time{}
	}
	return s.cron.Entry(id).Next
}

// Stop stops scheduling, cancels the jobs still running and waits for them, at most until
// ctx ends.
func (s *Scheduler) Stop(ctx context.Context) {
	stopped := s.cron.Stop() // done once the running jobs return
	s.cancel()
	select {
	case <-stopped.Done():
	case <-ctx.Done():
		s.log.Warn("jobs still running at shutdown")
	}
}

// tick is the time this firing was scheduled for. Cron fields have minute resolution, so
// every instance woken for 02:00 names the same tick, whatever its clock's milliseconds say;
// an @every schedule is not aligned across instances and ticks by the second.
func (s *Scheduler) tick(name string, now time.Time) time.Time {
	if _, cronFields := s.cron.Entry(s.entries[name]).Schedule.(zoned); cronFields {
		return now.Truncate(time.Minute)
	}
	return now.Truncate(time.Second)
}

// fire runs one scheduled tick of a job and logs how it went.
func (s *Scheduler) fire(name string) {
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("job panicked", "job", name, "panic", r)
		}
	}()
	tick := s.tick(name, time.Now())
	out, err := s.jobs.Run(s.ctx, name, &tick)
	next := s.Next(name)
	switch {
	case err != nil:
		s.log.Error("job could not start; it runs again at its next tick", "job", name, "error", err, "next", next)
	case !out.Ran():
		s.log.Info("job skipped", "job", name, "reason", out.Skipped)
	case out.Err != nil:
		s.log.Error("job failed; it runs again at its next tick", "job", name, "error", out.Err,
			"took", out.Finished.Sub(out.Started).Round(time.Millisecond), "next", next)
	default:
		first, _, _ := strings.Cut(out.Output, "\n")
		s.log.Info("job done", "job", name, "result", first, "took", out.Finished.Sub(out.Started).Round(time.Millisecond), "next", next)
	}
}
