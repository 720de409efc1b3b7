package rawprint_test

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/konterhp/konter/adapters/rawprint"
	"github.com/konterhp/konter/adapters/rawprint/printertest"
	"github.com/konterhp/konter/ports"
)

const timeout = 300 * time.Millisecond

// bound is how long a job that cannot go may take: the timeout and a scheduler's slack.
const bound = timeout + 700*time.Millisecond

func send(t *testing.T, p printertest.Printer, job []byte) (time.Duration, error) {
	t.Helper()
	start := time.Now()
	err := rawprint.Link{Timeout: timeout}.Send(t.Context(), p.Host, p.Port, job)
	return time.Since(start), err
}

func TestSendDeliversTheJobIntact(t *testing.T) {
	p := printertest.Working(t)
	job := bytes.Repeat([]byte{0x1b, 0x40, 'K', 0x00, 0xff, '\n'}, 50_000)
	if _, err := send(t, p, job); err != nil {
		t.Fatal(err)
	}
	if b := <-p.Got; !bytes.Equal(b, job) {
		t.Fatalf("the printer got %d bytes, want the %d sent", len(b), len(job))
	}
}

func TestSendToAClosedPortIsRefusedAtOnce(t *testing.T) {
	took, err := send(t, printertest.Closed(t), []byte("x"))
	if !errors.Is(err, ports.ErrPrinterUnreachable) {
		t.Fatalf("err = %v, want ErrPrinterUnreachable", err)
	}
	if took >= timeout {
		t.Fatalf("a refused connection took %v", took)
	}
}

func TestSendToAPrinterThatNeverReadsGivesUpInTime(t *testing.T) {
	checkSilent(t, printertest.Stalled(t), bytes.Repeat([]byte("A"), 8<<20))
}

func TestSendToAPrinterThatNeverAnswersGivesUpInTime(t *testing.T) {
	checkSilent(t, printertest.Silent(t), []byte("x"))
}

func checkSilent(t *testing.T, p printertest.Printer, job []byte) {
	t.Helper()
	took, err := send(t, p, job)
	if !errors.Is(err, ports.ErrPrinterSilent) {
		t.Fatalf("err = %v, want ErrPrinterSilent", err)
	}
	if took < timeout || took > bound {
		t.Fatalf("gave up after %v, want within %v..%v", took, timeout, bound)
	}
}
