package app_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/backup"
	"github.com/konterhp/konter/adapters/schedule"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core/ops"
)

func jobsOf(env *apptest.Env, jobs ...ops.Job) *ops.Jobs {
	return ops.NewJobs(ops.JobDeps{Clock: env.Clock, Locks: sqlstore.NewJobLocks(env.Store), Runs: sqlstore.JobRuns{Store: env.Store}, Jobs: jobs})
}

// Two instances share a database and both wake for the same tick, eight times over: the
// job runs once per tick.
func TestAScheduledTickRunsOnceAcrossInstances(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		other := apptest.New(t, env.Config.DatabaseURL)
		var runs atomic.Int32
		var returned chan struct{} // each call of the tick that has come back
		job := ops.Job{Name: "count", Run: func(context.Context) (string, error) {
			runs.Add(1)
			// The run lasts until the seven other calls of its tick have come back, so that they
			// all come while it runs; a second run, were the lock broken, gives up at the deadline.
			deadline := time.After(30 * time.Second)
			for range 7 {
				select {
				case <-returned:
				case <-deadline:
					return "ok", nil
				}
			}
			return "ok", nil
		}}
		instances := []*ops.Jobs{jobsOf(env, job), jobsOf(other, job)}
		tick := time.Date(2026, 11, 22, 19, 0, 0, 0, time.UTC)
		for round := range 2 {
			returned = make(chan struct{}, 8)
			var wg sync.WaitGroup
			for i := range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					out, err := instances[i%2].Run(context.Background(), "count", &tick)
					returned <- struct{}{}
					if err != nil {
						t.Errorf("run: %v", err)
					}
					if !out.Ran() && out.Skipped != ops.SkippedBusy && out.Skipped != ops.SkippedDone {
						t.Errorf("skipped for %q", out.Skipped)
					}
				}()
			}
			wg.Wait()
			if got := runs.Load(); got != int32(round+1) {
				t.Fatalf("after tick %d the job ran %d times", round+1, got)
			}
			tick = tick.Add(24 * time.Hour)
		}
	})
}

// A failing job is recorded with its error and runs again at the next tick; a panic is a
// failure like any other.
func TestAFailedJobIsRecordedAndRunsAgain(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		attempt := 0
		jobs := jobsOf(env, ops.Job{Name: "flaky", Run: func(context.Context) (string, error) {
			attempt++
			switch attempt {
			case 1:
				return "", errors.New("disk penuh")
			case 2:
				panic("nil map")
			}
			return "beres", nil
		}})
		tick := time.Date(2026, 11, 22, 19, 0, 0, 0, time.UTC)
		wantLast := func(ok bool, msg string) {
			t.Helper()
			last, err := jobs.LastRuns(ctx)
			if err != nil {
				t.Fatal(err)
			}
			r := last["flaky"]
			if r.OK == nil || *r.OK != ok || !strings.Contains(r.Message, msg) || r.FinishedAt == nil {
				t.Fatalf("last run %+v, want ok=%v with %q", r, ok, msg)
			}
		}
		out, err := jobs.Run(ctx, "flaky", &tick)
		if err != nil || out.Err == nil || out.Err.Error() != "disk penuh" {
			t.Fatalf("%+v %v", out, err)
		}
		wantLast(false, "disk penuh")
		tick = tick.Add(time.Minute)
		out, err = jobs.Run(ctx, "flaky", &tick)
		if err != nil || out.Err == nil || !strings.Contains(out.Err.Error(), "panic: nil map") {
			t.Fatalf("%+v %v", out, err)
		}
		wantLast(false, "panic: nil map")
		tick = tick.Add(time.Minute)
		if out, err = jobs.Run(ctx, "flaky", &tick); err != nil || out.Err != nil || out.Output != "beres" {
			t.Fatalf("%+v %v", out, err)
		}
		wantLast(true, "beres")
		if _, err := jobs.Run(ctx, "nope", nil); err == nil || !strings.Contains(err.Error(), `Tugas "nope" tidak dikenal.`) {
			t.Fatalf("unknown job: %v", err)
		}
	})
}

// A job still running is not started again, by hand or by another instance.
func TestARunningJobIsNotStartedTwice(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		release := make(chan struct{})
		started := make(chan struct{})
		job := ops.Job{Name: "slow", Run: func(context.Context) (string, error) {
			close(started)
			<-release
			return "", nil
		}}
		here, there := jobsOf(env, job), jobsOf(apptest.New(t, env.Config.DatabaseURL), job)
		done := make(chan ops.Outcome)
		go func() {
			out, _ := here.Run(context.Background(), "slow", nil)
			done <- out
		}()
		<-started
		instances := []*ops.Jobs{here}
		if !sqlstore.IsSQLite(env.DB) {
			instances = append(instances, there) // one SQLite file has one instance
		}
		for _, j := range instances {
			out, err := j.Run(context.Background(), "slow", nil)
			if err != nil || out.Skipped != ops.SkippedBusy {
				t.Fatalf("a second run while the first runs: %+v %v", out, err)
			}
		}
		close(release)
		if out := <-done; !out.Ran() || out.Err != nil {
			t.Fatalf("first run %+v", out)
		}
		if out, err := there.Run(context.Background(), "slow", nil); err == nil && out.Skipped == ops.SkippedBusy {
			t.Fatal("the lock was not given back")
		}
	})
}

// The scheduler keeps running a job that fails: it logs the error and tries again at the
// next tick.
func TestTheSchedulerRetriesAFailedJobAtTheNextTick(t *testing.T) {
	env := apptest.New(t, "sqlite:"+t.TempDir()+"/k.db")
	var calls atomic.Int32
	retried := make(chan struct{})
	jobs := jobsOf(env, ops.Job{Name: "flaky", Run: func(context.Context) (string, error) {
		switch calls.Add(1) {
		case 1:
			return "", errors.New("server SMTP menolak")
		case 2:
			close(retried)
		}
		return "terkirim", nil
	}})
	var logs syncBuffer
	sched, err := schedule.New(jobs, map[string]string{"flaky": "@every 1s"}, func() *time.Location { return time.UTC },
		slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	sched.Start()
	select {
	case <-retried:
	case <-time.After(30 * time.Second):
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	sched.Stop(ctx)
	text := logs.String()
	if calls.Load() < 2 || !strings.Contains(text, "job failed") || !strings.Contains(text, "server SMTP menolak") ||
		!strings.Contains(text, "job done") {
		t.Fatalf("%d calls; log:\n%s", calls.Load(), text)
	}
}

func TestSchedulesAreChecked(t *testing.T) {
	cfg := app.DefaultOps()
	cfg.Schedules[app.JobBackup] = "0 25 * * *"
	if err := cfg.Check(); err == nil || !strings.Contains(err.Error(), "--backup-schedule") {
		t.Fatalf("a bad schedule passed: %v", err)
	}
	cfg.Schedules[app.JobBackup] = "off"
	if err := cfg.Check(); err != nil {
		t.Fatal(err)
	}
}

// The nightly backup job writes a verifiable archive into DATA_DIR/backups.
func TestTheBackupJobFillsTheShelf(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		apptest.SeedAgedShop(t, env)
		out, err := env.Ops.Jobs.Run(context.Background(), app.JobBackup, nil)
		if err != nil || out.Err != nil {
			t.Fatalf("%+v %v", out, err)
		}
		names, err := env.Ops.Shelf.List(context.Background())
		if err != nil || len(names) != 1 || names[0] != "konter-2026-11-22-100000.tar.gz" || !strings.Contains(out.Output, names[0]) {
			t.Fatalf("shelf %v (%v); output %s", names, err, out.Output)
		}
		m, err := backup.Verify(env.Ops.Shelf.Dir+"/"+names[0], "")
		if err != nil || m.Tables["products"] != 5 || m.Tables["service_entries"] != 6 {
			t.Fatalf("manifest %+v (%v)", m.Tables, err)
		}
	})
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
