package core

// RepairState is where a repair is on the bench: the board's column. It is the one truth of a
// repair's progress; the spec's five statuses and the service info follow from it, so that
// reports, tracking and the service cashier keep reading what the specs describe.
type RepairState string

// The board's states, in the order of its columns; Gagal/Cancel and Sudah Diambil sit apart.
const (
	StateQueued        RepairState = "Antri"
	StateDiagnosis     RepairState = "Diagnosa"
	StateAwaitApproval RepairState = "Menunggu Persetujuan"
	StateAwaitPart     RepairState = "Menunggu Sparepart"
	StateWorking       RepairState = "Dikerjakan"
	StateDone          RepairState = "Selesai"
	StateFailed        RepairState = "Gagal/Cancel"
	StateCollected     RepairState = "Sudah Diambil"
)

// RepairStates lists every state, the board's columns first.
var RepairStates = []RepairState{StateQueued, StateDiagnosis, StateAwaitApproval, StateAwaitPart, StateWorking, StateDone, StateFailed, StateCollected}

// The board's refusals.
const (
	MsgBadState       = "Status papan servis tidak dikenal."
	MsgStateCollected = "Servis ini sudah diambil pelanggan dan tidak bisa dipindah lagi."
	MsgStateFailed    = "Servis ini sudah dibatalkan; buka lagi lewat Ubah Servis bila memang dilanjutkan."
	MsgStateToCollect = "Pengambilan dicatat di Kasir Servis saat pelanggan membayar, bukan dari papan servis."
)

// Valid tells whether the state is one of the board's.
func (s RepairState) Valid() bool {
	for _, k := range RepairStates {
		if s == k {
			return true
		}
	}
	return false
}

// Status is the spec's status the state stands for.
func (s RepairState) Status() string {
	switch s {
	case StateQueued:
		return ServicePending
	case StateDone:
		return ServiceDone
	case StateFailed:
		return ServiceFailed
	case StateCollected:
		return ServiceCollected
	default:
		return ServiceInProcess
	}
}

// Info is the service info the state stands for: none while the repair waits its turn.
func (s RepairState) Info() *string {
	var info string
	switch s {
	case StateQueued:
		return nil
	case StateDone, StateCollected:
		info = InfoDone
	case StateFailed:
		info = InfoFailed
	default:
		info = InfoInProcess
	}
	return &info
}

// WithStatus is the state after a form or the service cashier chose a status: the same state
// when it already stands for that status (a repair waiting for a part stays so while Proses),
// otherwise the state the status names, Dikerjakan for Proses.
func (s RepairState) WithStatus(status string) RepairState {
	if s.Status() == status {
		return s
	}
	switch status {
	case ServicePending:
		return StateQueued
	case ServiceDone:
		return StateDone
	case ServiceFailed:
		return StateFailed
	case ServiceCollected:
		return StateCollected
	default:
		return StateWorking
	}
}

// WithInfo is the state after the service info was changed inline: no info is a repair
// waiting its turn, Telah Selesai a finished one (a collected repair stays collected).
func (s RepairState) WithInfo(info *string) RepairState {
	switch {
	case info == nil:
		return StateQueued
	case *info == InfoDone && s == StateCollected:
		return s
	case *info == InfoDone:
		return StateDone
	case *info == InfoFailed:
		return StateFailed
	default:
		return s.WithStatus(ServiceInProcess)
	}
}

// BoardMove checks a move of a card on the board. A collected repair stays collected and a
// cancelled one is reopened through the edit form only; collection is recorded at the service
// cashier, which bills it. Any other move between the columns, and to Gagal/Cancel, is allowed.
func (s RepairState) BoardMove(to RepairState) error {
	switch {
	case !to.Valid():
		return InvalidField("state", MsgBadState)
	case s == to:
		return nil
	case s == StateCollected:
		return Conflict(MsgStateCollected)
	case s == StateFailed:
		return Conflict(MsgStateFailed)
	case to == StateCollected:
		return Conflict(MsgStateToCollect)
	}
	return nil
}
