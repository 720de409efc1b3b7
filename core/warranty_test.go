package core_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/konterhp/konter/core"
)

func TestAShopsWarrantyPerCategory(t *testing.T) {
	ws, err := core.ParseWarranties(`[{"category":"Handphone","name":"Garansi toko 7 hari","days":7},
		{"category":" Laptop ","name":"Garansi resmi 1 tahun","days":365}]`)
	require.NoError(t, err)

	phone, ok := ws.For("handphone")
	require.True(t, ok, "a category is found whatever its case")
	sold := time.Date(2026, 11, 26, 20, 0, 0, 0, time.UTC)
	assert.Equal(t, "2026-12-03", phone.Until(sold), "7 days from the 26th of November")
	laptop, _ := ws.For("Laptop")
	assert.Equal(t, "2027-11-26", laptop.Until(sold))
	_, ok = ws.For("Aksesoris")
	assert.False(t, ok, "a category without a warranty gets none")

	until := "2026-12-03"
	assert.True(t, core.Covers(&until, "2026-12-03"), "the last day is still covered")
	assert.False(t, core.Covers(&until, "2026-12-04"))
	assert.False(t, core.Covers(nil, "2026-12-01"))
}

func TestAWarrantySettingThatMakesNoSenseIsRefused(t *testing.T) {
	for name, setting := range map[string]string{
		"not JSON":          `Garansi 7 hari`,
		"no category":       `[{"category":"","name":"Garansi toko","days":7}]`,
		"a category twice":  `[{"category":"HP","name":"A","days":7},{"category":"hp","name":"B","days":30}]`,
		"no name":           `[{"category":"HP","name":" ","days":7}]`,
		"no days":           `[{"category":"HP","name":"Garansi toko","days":0}]`,
		"over ten years":    `[{"category":"HP","name":"Garansi toko","days":3651}]`,
		"days not a number": `[{"category":"HP","name":"Garansi toko","days":"7"}]`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := core.ParseWarranties(setting)
			e, ok := core.AsError(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, core.KindValidation, e.Kind)
		})
	}
	ws, err := core.ParseWarranties("")
	require.NoError(t, err)
	assert.Empty(t, ws, "an empty setting is no warranty")
}

func TestTheCategoriesTrackedByUnit(t *testing.T) {
	names, err := core.ParseTrackedCategories(`["Handphone","Laptop"]`)
	require.NoError(t, err)
	assert.Equal(t, []string{"Handphone", "Laptop"}, names)
	for _, bad := range []string{`Handphone`, `[""]`, `[1]`} {
		_, err := core.ParseTrackedCategories(bad)
		assert.Error(t, err, bad)
	}
}
