package app_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sales"
)

// giveWarranty sets the shop's warranty on phones (the category addPhone uses).
func giveWarranty(t *testing.T, env *apptest.Env, name string, days int) {
	t.Helper()
	setting := fmt.Sprintf(`[{"category":"HP","name":%q,"days":%d}]`, name, days)
	_, err := env.Content.SaveSettings(context.Background(), map[string]string{core.SettingWarranties: setting})
	require.NoError(t, err)
}

// sellPhone sells the unit with that IMEI to the customer, paid in cash.
func sellPhone(t *testing.T, env *apptest.Env, cashier core.Principal, p core.Product, imei string, customer int64) core.SalesTransaction {
	t.Helper()
	u := findUnit(t, env, imei)
	sale, err := env.Sales.RingUpSale(context.Background(), cashier, sales.SaleInput{CustomerID: &customer,
		Lines: []sales.Line{{ProductID: p.ID, Quantity: 1, UnitIDs: []int64{u.ID}}}, PaymentMethod: core.PayCash, Paid: p.RetailPrice})
	require.NoError(t, err)
	return sale
}

// A phone sold late on the 22nd (UTC), the 23rd in the shop, with "Garansi toko 7 hari",
// comes back 5 days later: the counter finds the sale and its customer by the IMEI, repairs
// it free under warranty, and the repair does not start a warranty of its own.
func TestAWarrantyRepairOnAPhoneSoldFiveDaysAgo(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		giveWarranty(t, env, "Garansi toko 7 hari", 7)
		imeis := testIMEIs(2)
		phone := addPhone(t, env, "Redmi Note 13", imeis)
		screen, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "LCD Redmi Note 13", Category: "Sparepart", Barcode: "LCD-RN13",
			Stock: 3, BuyPrice: 350_000, RetailPrice: 600_000}, env.AtShop)
		require.NoError(t, err)
		budi, err := env.Customers.Add(ctx, core.Contact{Name: "Budi Santoso"})
		require.NoError(t, err)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)

		env.Clock.Set(time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
		sale := sellPhone(t, env, cashier, phone, imeis[0].IMEI, budi.ID)
		receipt, err := env.Sales.Receipt(ctx, sale.ID)
		require.NoError(t, err)
		for _, printed := range []core.SalesTransaction{sale, receipt} {
			item := printed.Items[0]
			require.NotNil(t, item.WarrantyName, "the receipt prints the warranty")
			assert.Equal(t, "Garansi toko 7 hari", *item.WarrantyName)
			assert.Equal(t, "2026-11-30", *item.WarrantyUntil, "7 days from the shop's 23rd of November")
		}

		env.Clock.Advance(5 * 24 * time.Hour)
		sold, err := env.Repair.SoldHere(ctx, " "+imeis[0].IMEI+" ")
		require.NoError(t, err)
		assert.Equal(t, sale.Number, sold.Sale.Number)
		assert.Equal(t, "Budi Santoso", *sold.Sale.CustomerName)
		assert.True(t, sold.UnderWarranty, "5 days into a 7-day warranty")

		imei := imeis[0].IMEI
		entry, err := env.Repair.TakeIn(ctx, cashier, repair.EntryInput{CustomerID: &budi.ID, Category: "Handphone", DeviceType: "Redmi Note 13",
			DamageType: "LCD bergaris", Description: "Garis hijau di layar", IMEI: &imei, WarrantyRepair: true})
		require.NoError(t, err)
		assert.True(t, entry.WarrantyRepair)
		require.NotNil(t, entry.UnitID)
		assert.Equal(t, sold.Unit.ID, *entry.UnitID)

		bill, err := env.Repair.ProcessServicePayment(ctx, cashier, repair.PaymentInput{EntryID: &entry.ID,
			Parts: []repair.Part{{ProductID: screen.ID, Quantity: 1}}, Status: core.ServiceDone})
		require.NoError(t, err, "a warranty repair needs no fee")
		assert.Zero(t, bill.Bill.Total, "the customer pays nothing")
		assert.Zero(t, bill.Bill.Remaining, "and owes nothing")
		assert.Equal(t, int64(350_000), bill.Bill.Parts[0].BuyPrice, "the part's cost is still the shop's")
		var stock int64
		mustScan(t, env, "SELECT stock FROM products WHERE id = ?", &stock, screen.ID)
		assert.Equal(t, int64(2), stock, "the part left the stock")
		shopDay := func(at *time.Time) string {
			return at.In(env.Zone.Location(ctx)).Format(time.DateOnly)
		}
		require.NotNil(t, bill.Entry.WarrantyUntil)
		assert.Equal(t, "2026-11-30", shopDay(bill.Entry.WarrantyUntil), "the repair keeps the sale's warranty, no new 7 days")
	})
}

func TestAWarrantyRepairIsRefusedOutsideTheWarranty(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		giveWarranty(t, env, "Garansi toko 7 hari", 7)
		imeis := testIMEIs(3)
		phone := addPhone(t, env, "Redmi Note 13", imeis)
		siti, err := env.Customers.Add(ctx, core.Contact{Name: "Siti"})
		require.NoError(t, err)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		sellPhone(t, env, cashier, phone, imeis[0].IMEI, siti.ID)
		env.Clock.Advance(8 * 24 * time.Hour)

		sold, err := env.Repair.SoldHere(ctx, imeis[0].IMEI)
		require.NoError(t, err)
		assert.False(t, sold.UnderWarranty, "8 days after a 7-day warranty")
		intake := func(imei string, warranty bool) (core.ServiceEntry, error) {
			return env.Repair.TakeIn(ctx, cashier, repair.EntryInput{CustomerID: &siti.ID, Category: "Handphone", DeviceType: "Redmi Note 13",
				DamageType: "Mati total", Description: "Tidak menyala", IMEI: &imei, WarrantyRepair: warranty})
		}
		_, err = intake(imeis[0].IMEI, true)
		wantMessage(t, err, "Masa garansi toko untuk unit ini sudah habis.")
		_, err = intake(imeis[1].IMEI, true)
		wantMessage(t, err, "IMEI/serial ini tidak tercatat sebagai unit yang dijual toko.")
		_, err = env.Repair.SoldHere(ctx, imeis[1].IMEI)
		wantMessage(t, err, "IMEI/serial ini tidak tercatat sebagai unit yang dijual toko.")

		paid, err := intake(imeis[0].IMEI, false)
		require.NoError(t, err, "out of warranty it is an ordinary repair")
		assert.False(t, paid.WarrantyRepair)
		require.NotNil(t, paid.UnitID, "still linked to the unit sold here")
		_, err = env.Repair.ProcessServicePayment(ctx, cashier, repair.PaymentInput{EntryID: &paid.ID})
		wantMessage(t, err, repair.MsgFeeOrParts)
		var entries int64
		mustScan(t, env, "SELECT COUNT(*) FROM service_entries", &entries)
		assert.Equal(t, int64(1), entries, "the refused intakes saved nothing")
	})
}

// A product with its own warranty (the maker's year on a phone) is sold with it, whatever its
// category's; half a warranty is refused.
func TestAProductsOwnWarrantyComesBeforeItsCategorys(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		ctx := context.Background()
		giveWarranty(t, env, "Garansi toko 7 hari", 7)
		name, days := " Garansi resmi 1 tahun ", int64(365)
		phone, err := env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "iPhone 15", Category: "HP", Barcode: "IP15",
			Stock: 2, RetailPrice: 15_000_000, WarrantyName: &name, WarrantyDays: &days}, env.AtShop)
		require.NoError(t, err)
		_, err = env.Catalog.AddProduct(ctx, catalog.ProductInput{Name: "iPhone 14", Category: "HP", Barcode: "IP14", WarrantyName: &name}, env.AtShop)
		wantMessage(t, err, core.MsgWarrantyDays)
		cashier := env.SignedIn(t, core.RoleKasir).Principal(t, env)
		sale, err := env.Sales.RingUpSale(ctx, cashier, sales.SaleInput{PaymentMethod: core.PayCash, Paid: 15_000_000,
			Lines: []sales.Line{{ProductID: phone.ID, Quantity: 1}}})
		require.NoError(t, err)
		require.NotNil(t, sale.Items[0].WarrantyName)
		assert.Equal(t, "Garansi resmi 1 tahun", *sale.Items[0].WarrantyName)
		assert.Equal(t, "2027-11-22", *sale.Items[0].WarrantyUntil)
	})
}
