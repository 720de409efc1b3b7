package app_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/ops"
)

func TestRemindersListWhatIsDue(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		shop := apptest.SeedAgedShop(t, env)
		rem, err := env.Ops.Reminders.Lists(context.Background(), 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if rem.Today != "2026-11-22" || rem.Total != 8 || rem.Installments.Count != 2 || rem.Repairs.Count != 3 || rem.LowStock.Count != 3 {
			t.Fatalf("counts: %+v", rem)
		}
		var listed []string
		for _, it := range rem.Installments.Items {
			listed = append(listed, it.Number)
		}
		for _, it := range rem.Repairs.Items {
			listed = append(listed, it.Number)
		}
		for _, it := range rem.LowStock.Items {
			listed = append(listed, it.Barcode)
		}
		for _, want := range shop.Due {
			if !slices.Contains(listed, want) {
				t.Errorf("%s is due but not listed", want)
			}
		}
		for _, not := range shop.NotDue {
			if slices.Contains(listed, not) {
				t.Errorf("%s is listed but not due", not)
			}
		}

		budi := rem.Installments.Items[0]
		if budi.CustomerName != "Budi Santoso" || budi.Remaining != 1_250_000 || budi.DaysOpen != 40 || budi.WhatsAppURL == nil {
			t.Fatalf("oldest instalment %+v", budi)
		}
		link, _ := url.Parse(*budi.WhatsAppURL)
		if link.Host != "wa.me" || link.Path != "/6281234567890" ||
			!strings.Contains(link.Query().Get("text"), "Halo Budi Santoso") || !strings.Contains(link.Query().Get("text"), "Rp 1.250.000") {
			t.Fatalf("WhatsApp link %s", *budi.WhatsAppURL)
		}
		if andi := rem.Installments.Items[1]; andi.DaysOpen != 30 || andi.WhatsAppURL != nil {
			t.Fatalf("instalment of a customer without a phone %+v", andi)
		}

		stages := map[string][2]int{}
		for _, it := range rem.Repairs.Items {
			due := 0
			if it.DueToday {
				due = 1
			}
			stages[it.DeviceType] = [2]int{it.Stage, due}
		}
		if stages["Xiaomi Redmi 9"] != [2]int{28, 1} || stages["Oppo A5s"] != [2]int{21, 0} || stages["Samsung A10"] != [2]int{7, 1} {
			t.Fatalf("repair stages %v", stages)
		}
		first := rem.Repairs.Items[0] // the oldest: 28 days
		if first.DaysWaiting != 28 || first.CollectBy != "2026-11-25" || first.WhatsAppURL != nil {
			t.Fatalf("oldest repair %+v", first)
		}
		samsung := rem.Repairs.Items[2]
		if samsung.WhatsAppURL == nil || !strings.HasPrefix(*samsung.WhatsAppURL, "https://wa.me/6285711112222?text=") ||
			!strings.Contains(*samsung.WhatsAppURL, url.QueryEscape("siap diambil")) {
			t.Fatalf("repair link %v", samsung.WhatsAppURL)
		}
		if low := rem.LowStock.Items[0]; low.Barcode != "OUT-0-OF-0" || low.Threshold != 0 {
			t.Fatalf("lowest stock first: %+v", low)
		}
	})
}

func TestRemindersEndpoint(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		apptest.SeedAgedShop(t, env)
		kasir, member := env.SignedIn(t, core.RoleKasir), env.SignedIn(t, core.RoleMember)
		apptest.Run(t, env.Handler(), []apptest.Scenario{
			{Name: "staff see the three lists", Method: http.MethodGet, URL: "/api/reminders", Cookie: kasir.Cookie, WantStatus: http.StatusOK,
				WantContains: []string{`"total":8`, `"installments":{"count":2`, `"repairs":{"count":3`, `"low_stock":{"count":3`,
					`https://wa.me/6281234567890?text=`, `"stage":28`}},
			{Name: "the count stays whole when the items are cut", Method: http.MethodGet, URL: "/api/reminders?limit=1", Cookie: kasir.Cookie,
				WantStatus: http.StatusOK, WantContains: []string{`"total":8`, `"repairs":{"count":3`}, WantMissing: []string{"Oppo A5s"}},
			{Name: "members may not", Method: http.MethodGet, URL: "/api/reminders", Cookie: member.Cookie, WantStatus: http.StatusForbidden},
			{Name: "visitors may not", Method: http.MethodGet, URL: "/api/reminders", WantStatus: http.StatusUnauthorized},
		})
	})
}

// With SMTP configured the reminders job e-mails the lists to every Admin, and no one else.
func TestRemindersDigestGoesToTheAdmins(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		apptest.SeedAgedShop(t, env)
		admin := env.SignedIn(t, core.RoleAdmin)
		env.SignedIn(t, core.RoleKasir)
		sent := len(env.Outbox.Sent)
		digest := ops.NewReminders(ops.ReminderDeps{
			Clock: env.Clock, Zone: env.Zone, Repo: sqlstore.Reminders{Store: env.Store}, Users: sqlstore.Users{Store: env.Store},
			Mailer: env.Outbox, Settings: env.Content, InstallmentDays: 30, LowStockThreshold: 2, Digest: true, BaseURL: "http://konter.test",
		})
		out, err := digest.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		mails := env.Outbox.Sent[sent:]
		if len(mails) != 1 || mails[0].To != admin.Email || !strings.Contains(out, "Ringkasan dikirim ke 1 Admin.") {
			t.Fatalf("sent %+v; output %s", mails, out)
		}
		m := mails[0]
		if !strings.Contains(m.Subject, "2 cicilan, 3 servis belum diambil, 3 stok menipis") ||
			!strings.Contains(m.Text, "Budi Santoso") || !strings.Contains(m.Text, "https://wa.me/6281234567890") ||
			!strings.Contains(m.Text, "http://konter.test/dashboard") {
			t.Fatalf("digest %s\n%s", m.Subject, m.Text)
		}
	})
}

// The product form takes a low-stock threshold, and the reminders follow it.
func TestTheProductFormSetsTheLowStockThreshold(t *testing.T) {
	apptest.Each(t, func(t *testing.T, env *apptest.Env) {
		h := env.Handler()
		kasir := env.SignedIn(t, core.RoleKasir)
		res := apptest.Do(t, h, http.MethodPost, "/api/products", map[string]any{
			"name": "Kabel Data Type-C", "category": "Aksesoris", "barcode": "KBL-C", "stock": 4, "low_stock_threshold": 5,
		}, kasir.Cookie, nil)
		var p core.Product
		res.JSON(t, &p)
		if res.Status != http.StatusCreated || p.LowStockThreshold == nil || *p.LowStockThreshold != 5 {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		apptest.Run(t, h, []apptest.Scenario{
			{Name: "listed at 4 of 5", Method: http.MethodGet, URL: "/api/reminders", Cookie: kasir.Cookie, WantStatus: http.StatusOK,
				WantContains: []string{`"barcode":"KBL-C","stock":4,"threshold":5`}},
			{Name: "a lower threshold", Method: http.MethodPut, URL: fmt.Sprintf("/api/products/%d", p.ID), Cookie: kasir.Cookie,
				Body:       map[string]any{"name": "Kabel Data Type-C", "category": "Aksesoris", "barcode": "KBL-C", "low_stock_threshold": 3},
				WantStatus: http.StatusOK, WantContains: []string{`"low_stock_threshold":3`}},
			{Name: "no longer listed", Method: http.MethodGet, URL: "/api/reminders", Cookie: kasir.Cookie, WantStatus: http.StatusOK,
				WantContains: []string{`"low_stock":{"count":0`}, WantMissing: []string{"KBL-C"}},
			{Name: "not negative", Method: http.MethodPut, URL: fmt.Sprintf("/api/products/%d", p.ID), Cookie: kasir.Cookie,
				Body:       map[string]any{"name": "Kabel Data Type-C", "category": "Aksesoris", "barcode": "KBL-C", "low_stock_threshold": -1},
				WantStatus: http.StatusUnprocessableEntity, WantContains: []string{"Angka tidak boleh negatif."}},
		})
	})
}
