package sealing

import (
	"strings"
	"testing"
)

func TestSealOpens(t *testing.T) {
	s, err := New([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := s.Seal("PIN 1234")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sealed, "1234") {
		t.Fatalf("sealed text shows the PIN: %q", sealed)
	}
	if again, _ := s.Seal("PIN 1234"); again == sealed {
		t.Fatal("the same text sealed twice reads the same")
	}
	if plain, err := s.Open(sealed); err != nil || plain != "PIN 1234" {
		t.Fatalf("Open = %q, %v", plain, err)
	}
	other, _ := New([]byte("another secret of at least 16 bytes"))
	if _, err := other.Open(sealed); err == nil {
		t.Fatal("another key opened it")
	}
	if _, err := New([]byte("short")); err == nil {
		t.Fatal("a short secret was taken")
	}
}
