package core

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestWhatsAppNumber(t *testing.T) {
	for in, want := range map[string]string{
		"0812-3456-7890":      "6281234567890",
		"+62 812 3456 7890":   "6281234567890",
		"62812345678":         "62812345678",
		"812 3456 7890":       "6281234567890",
		"(021) 555-1234":      "62215551234",
		"":                    "",
		"-":                   "",
		"0812":                "",
		"0812345678901234567": "",
	} {
		got, ok := WhatsAppNumber(in)
		if got != want || ok != (want != "") {
			t.Errorf("WhatsAppNumber(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestWhatsAppLinkCarriesTheMessage(t *testing.T) {
	phone := "0812 3456 7890"
	link := WhatsAppLink(&phone, "Halo Budi, sisa cicilan Rp 1.250.000 & terima kasih")
	if link == nil || !strings.HasPrefix(*link, "https://wa.me/6281234567890?text=") {
		t.Fatalf("link %v", link)
	}
	u, _ := url.Parse(*link)
	if u.Query().Get("text") != "Halo Budi, sisa cicilan Rp 1.250.000 & terima kasih" {
		t.Fatalf("text %q", u.Query().Get("text"))
	}
	if WhatsAppLink(nil, "x") != nil {
		t.Fatal("a link without a phone")
	}
}

func TestRupiahAndLongDate(t *testing.T) {
	for n, want := range map[int64]string{0: "Rp 0", 950: "Rp 950", 1000: "Rp 1.000", 1250000: "Rp 1.250.000", -25000: "-Rp 25.000"} {
		if got := Rupiah(n); got != want {
			t.Errorf("Rupiah(%d) = %q, want %q", n, got, want)
		}
	}
	if got := LongDate(time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)); got != "2 Desember 2026" {
		t.Errorf("LongDate = %q", got)
	}
}
