package core_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/konterhp/konter/core"
)

func TestAnOutletIsTrimmedAndNeedsAName(t *testing.T) {
	o := core.Outlet{Name: "  Cabang Sudirman ", Address: " Jl. Sudirman 1 ", OpeningHours: " 09.00–21.00 "}
	require.NoError(t, o.Normalise())
	assert.Equal(t, "Cabang Sudirman", o.Name)
	assert.Equal(t, "Jl. Sudirman 1", o.Address)
	assert.Equal(t, "09.00–21.00", o.OpeningHours)

	blank := core.Outlet{Name: " \t"}
	err := blank.Normalise()
	e, ok := core.AsError(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, core.MsgOutletNameRequired, e.Message)
	assert.Equal(t, "name", e.Fields[0].Field)
}

func TestAnOutletsTextsAreBounded(t *testing.T) {
	o := core.Outlet{Name: strings.Repeat("é", 101), Phone: strings.Repeat("8", 41)}
	e, ok := core.AsError(o.Normalise())
	require.True(t, ok)
	assert.Equal(t, "Nama outlet paling panjang 100 karakter.", e.Message)
	require.Len(t, e.Fields, 2)
	assert.Equal(t, "Telepon outlet paling panjang 40 karakter.", e.Fields[1].Message)

	fits := core.Outlet{Name: strings.Repeat("é", 100), ReceiptHeader: strings.Repeat("x", 500)}
	assert.NoError(t, fits.Normalise(), "the bound counts characters, not bytes")
}

func TestAnOutletsBankAccountIsWholeOrAbsent(t *testing.T) {
	for name, o := range map[string]core.Outlet{
		"a number without a bank":   {Name: "A", BankAccountNumber: "1234567890"},
		"a bank without a number":   {Name: "A", BankName: "BCA"},
		"a holder without a number": {Name: "A", BankAccountHolder: "Budi"},
	} {
		e, ok := core.AsError(o.Normalise())
		if assert.True(t, ok, name) {
			assert.Equal(t, core.MsgOutletBankIncomplete, e.Message, name)
		}
	}
	whole := core.Outlet{Name: "A", BankName: "BCA", BankAccountNumber: "1234567890", BankAccountHolder: "Budi"}
	assert.NoError(t, whole.Normalise())
	assert.NoError(t, (&core.Outlet{Name: "A"}).Normalise(), "no own account: the shop's")
}
