package core_test

import (
	"testing"

	"github.com/konterhp/konter/core"
)

// How a document was paid reads in the shop's words, whatever order the database joined the
// methods in: a debit sale is "Kartu Debit", never "Tunai".
func TestPaidWithNamesTheRealMethods(t *testing.T) {
	for _, c := range []struct {
		joined   any
		onCredit bool
		want     string
	}{
		{"debit", false, "Kartu Debit"},
		{"qris,tunai", false, "Tunai + QRIS"},
		{[]byte("ewallet,tukar,tunai,ewallet"), false, "Tunai + E-Wallet + Tukar Barang"},
		{"tunai", true, "Tunai + Cicilan"},
		{nil, true, "Cicilan"},
	} {
		var p core.PaidWith
		if err := p.Scan(c.joined); err != nil {
			t.Fatal(err)
		}
		if got := p.Text(c.onCredit); got != c.want {
			t.Errorf("%v (on credit %v): %q, want %q", c.joined, c.onCredit, got, c.want)
		}
	}
}
