package core_test

import (
	"testing"

	"github.com/konterhp/konter/core"
)

// Every state stands for one of the spec's five statuses and one service info: the finer
// states of the bench are all Proses and Sedang proses to the reports and the tracking page.
func TestEveryBoardStateStandsForOneStatusAndInfo(t *testing.T) {
	text := func(s *string) string {
		if s == nil {
			return "-"
		}
		return *s
	}
	want := map[core.RepairState][2]string{
		core.StateQueued:        {"Pending", "-"},
		core.StateDiagnosis:     {"Proses", "Sedang proses"},
		core.StateAwaitApproval: {"Proses", "Sedang proses"},
		core.StateAwaitPart:     {"Proses", "Sedang proses"},
		core.StateWorking:       {"Proses", "Sedang proses"},
		core.StateDone:          {"Selesai", "Telah Selesai"},
		core.StateFailed:        {"Gagal/Cancel", "Gagal/Cancel"},
		core.StateCollected:     {"Sudah Diambil", "Telah Selesai"},
	}
	for _, s := range core.RepairStates {
		if got := [2]string{s.Status(), text(s.Info())}; got != want[s] {
			t.Errorf("%s stands for %v, want %v", s, got, want[s])
		}
		// A status or info chosen elsewhere keeps the state that already stands for it.
		if s.WithStatus(s.Status()) != s || s.WithInfo(s.Info()) != s {
			t.Errorf("%s does not keep itself", s)
		}
	}
	info := func(s string) *string { return &s }
	for _, c := range []struct {
		from core.RepairState
		got  core.RepairState
		want core.RepairState
	}{
		{core.StateQueued, core.StateQueued.WithStatus("Proses"), core.StateWorking},
		{core.StateAwaitPart, core.StateAwaitPart.WithStatus("Pending"), core.StateQueued},
		{core.StateDone, core.StateDone.WithStatus("Sudah Diambil"), core.StateCollected},
		{core.StateQueued, core.StateQueued.WithInfo(info("Telah Selesai")), core.StateDone},
		{core.StateDiagnosis, core.StateDiagnosis.WithInfo(info("Gagal/Cancel")), core.StateFailed},
		{core.StateDone, core.StateDone.WithInfo(info("Sedang proses")), core.StateWorking},
		{core.StateWorking, core.StateWorking.WithInfo(nil), core.StateQueued},
	} {
		if c.got != c.want {
			t.Errorf("from %s: %s, want %s", c.from, c.got, c.want)
		}
	}
}

// The board moves any card between its columns and to Gagal/Cancel, never back from the
// customer's hands nor out of a cancellation, and never into Sudah Diambil: that is the cashier's.
func TestTheBoardsMoves(t *testing.T) {
	for _, c := range []struct {
		from, to core.RepairState
		refused  string
	}{
		{core.StateQueued, core.StateDiagnosis, ""},
		{core.StateWorking, core.StateAwaitPart, ""},
		{core.StateDone, core.StateWorking, ""},
		{core.StateAwaitApproval, core.StateFailed, ""},
		{core.StateDone, core.StateDone, ""},
		{core.StateDone, core.StateCollected, core.MsgStateToCollect},
		{core.StateCollected, core.StateDone, core.MsgStateCollected},
		{core.StateFailed, core.StateQueued, core.MsgStateFailed},
		{core.StateQueued, "Proses", core.MsgBadState},
	} {
		err := c.from.BoardMove(c.to)
		if (c.refused == "") != (err == nil) || (err != nil && err.Error() != c.refused) {
			t.Errorf("%s → %s: %v, want %q", c.from, c.to, err, c.refused)
		}
	}
}
