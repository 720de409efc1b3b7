package sqlstore

import (
	"errors"
	"testing"
	"time"
)

func TestKeptKeepsUntilAChangeAndNeverARacingRead(t *testing.T) {
	k := newKept[string, int](time.Minute, 2)
	reads := 0
	read := func(v int) func() (int, error) { return func() (int, error) { reads++; return v, nil } }

	if v, _ := k.get("a", func() (int, error) { k.forget(); return 1, nil }); v != 1 {
		t.Fatalf("read %d", v)
	}
	if v, _ := k.get("a", read(2)); v != 2 || reads != 1 {
		t.Fatalf("a value read while a change came was kept: %d after %d reads", v, reads)
	}
	if v, _ := k.get("a", read(3)); v != 2 || reads != 1 {
		t.Fatalf("the kept value was read again: %d after %d reads", v, reads)
	}
	if _, err := k.get("b", func() (int, error) { return 0, errors.New("down") }); err == nil {
		t.Fatal("a failed read succeeded")
	}
	if v, _ := k.get("b", read(4)); v != 4 || reads != 2 {
		t.Fatalf("a failed read was kept: %d after %d reads", v, reads)
	}
	k.forget()
	if v, _ := k.get("a", read(5)); v != 5 || reads != 3 {
		t.Fatalf("a forgotten value is still kept: %d after %d reads", v, reads)
	}

	old := newKept[string, int](-time.Second, 2)
	_, _ = old.get("a", read(6))
	if v, _ := old.get("a", read(7)); v != 7 {
		t.Fatalf("a value past its age is still kept: %d", v)
	}
}
