// Package ops holds what the operations CLI and the scheduler run: the nightly backup with
// its retention, the reminders with their e-mail digest, and the jobs that wrap them.
package ops

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Job is a task the scheduler runs and staff can run by hand. Run reports what it did in
// a few lines of Indonesian text.
type Job struct {
	Name        string
	Description string
	Run         func(ctx context.Context) (string, error)
}

// Jobs runs the shop's jobs, each at most once at a time across every instance.
type Jobs struct {
	clock ports.Clock
	locks ports.JobLocks
	runs  ports.JobRunRepository
	list  []Job
}

// JobDeps are the ports the jobs need, and the jobs in the order they are listed.
type JobDeps struct {
	Clock ports.Clock
	Locks ports.JobLocks
	Runs  ports.JobRunRepository
	Jobs  []Job
}

func NewJobs(d JobDeps) *Jobs {
	return &Jobs{clock: d.Clock, locks: d.Locks, runs: d.Runs, list: d.Jobs}
}

// List is every job, in the order they were registered.
func (j *Jobs) List() []Job { return append([]Job(nil), j.list...) }

// LastRuns is each job's latest recorded run, by name.
func (j *Jobs) LastRuns(ctx context.Context) (map[string]core.JobRun, error) {
	runs, err := j.runs.All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]core.JobRun, len(runs))
	for _, r := range runs {
		out[r.Name] = r
	}
	return out, nil
}

// Outcome is what became of one attempt to run a job.
type Outcome struct {
	Job string
	// Skipped says why the job did not run (another instance has it, or already ran the tick).
	Skipped string
	Output  string
	// Err is the job's own failure: it is recorded, and the next tick tries again.
	Err      error
	Started  time.Time
	Finished time.Time
}

// Ran tells whether the job ran (successfully or not).
func (o Outcome) Ran() bool { return o.Skipped == "" }

const (
	// SkippedBusy: another run of the job holds its lock, here or on another instance.
	SkippedBusy = "sedang dijalankan (di instance ini atau instance lain)"
	// SkippedDone: another instance already ran this tick.
	SkippedDone = "jadwal ini sudah dijalankan instance lain"
)

// MsgUnknownJob names a job that does not exist.
const MsgUnknownJob = "Tugas %q tidak dikenal."

// Run runs the named job once. A scheduled run passes its tick (the time it was scheduled
// for, to the second) so that, of several instances woken for the same tick, one runs it; a
// run by hand passes nil. The returned error is for a job that cannot be started at all (unknown name,
// database unreachable); the job's own failure is in Outcome.Err.
func (j *Jobs) Run(ctx context.Context, name string, tick *time.Time) (Outcome, error) {
	out := Outcome{Job: name}
	job, ok := j.find(name)
	if !ok {
		return out, core.NotFound(fmt.Sprintf(MsgUnknownJob, name))
	}
	release, ok, err := j.locks.TryLock(ctx, name)
	if err != nil {
		return out, err
	}
	if !ok {
		out.Skipped = SkippedBusy
		return out, nil
	}
	defer release()
	var claim *int64
	if tick != nil {
		t := tick.Unix()
		claim = &t
	}
	out.Started = j.clock.Now()
	claimed, err := j.runs.Start(ctx, name, claim, out.Started)
	if err != nil {
		return out, err
	}
	if !claimed {
		out.Skipped = SkippedDone
		return out, nil
	}
	out.Output, out.Err = safely(ctx, job.Run)
	out.Finished = j.clock.Now()
	msg := out.Output
	if out.Err != nil {
		msg = out.Err.Error()
	}
	// Record the end even when the run was cancelled by a shutdown.
	if err := j.runs.Finish(context.WithoutCancel(ctx), name, out.Finished, out.Err == nil, msg); err != nil {
		return out, err
	}
	return out, nil
}

func (j *Jobs) find(name string) (Job, bool) {
	for _, job := range j.list {
		if job.Name == name {
			return job, true
		}
	}
	return Job{}, false
}

// safely runs fn, turning a panic into an error: a job never takes the server down.
func safely(ctx context.Context, fn func(context.Context) (string, error)) (out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return fn(ctx)
}
