package ops

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Reminder defaults.
const (
	DefaultInstallmentDays   = 30
	DefaultLowStockThreshold = 2
	DefaultReminderLimit     = 100
	MaxReminderLimit         = 500
)

// ShopSettings reads the shop's settings (its name goes into messages).
type ShopSettings interface {
	Settings(ctx context.Context) (map[string]string, error)
}

// ReminderDeps are what the reminders need.
type ReminderDeps struct {
	Clock    ports.Clock
	Zone     ports.ShopTime
	Repo     ports.ReminderRepository
	Users    ports.UserRepository
	Mailer   ports.Mailer
	Settings ShopSettings
	// InstallmentDays: an open instalment is brought up this many days after it was opened.
	InstallmentDays int
	// LowStockThreshold applies to products without a threshold of their own.
	LowStockThreshold int64
	// Digest e-mails the daily lists to every Admin (on when SMTP is configured).
	Digest bool
	// BaseURL is where the back-office is reached, for the digest's link.
	BaseURL string
}

// Reminders finds what needs following up: instalments still open, finished repairs not
// collected, products running out.
type Reminders struct{ d ReminderDeps }

func NewReminders(d ReminderDeps) *Reminders {
	if d.InstallmentDays <= 0 {
		d.InstallmentDays = DefaultInstallmentDays
	}
	if d.LowStockThreshold < 0 {
		d.LowStockThreshold = DefaultLowStockThreshold
	}
	return &Reminders{d: d}
}

// civil is t's calendar day in loc, as a UTC midnight, so days subtract exactly.
func civil(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func daysBetween(from, to time.Time) int { return int(to.Sub(from).Hours() / 24) }

func (r *Reminders) shopName(ctx context.Context) string {
	if s, err := r.d.Settings.Settings(ctx); err == nil && strings.TrimSpace(s["appName"]) != "" {
		return strings.TrimSpace(s["appName"])
	}
	return "Konter"
}

// Lists makes the three lists for today, each with its full count and at most limit items;
// the stock running out is the outlet's (0: every outlet's).
func (r *Reminders) Lists(ctx context.Context, outlet int64, limit int) (core.Reminders, error) {
	if limit <= 0 {
		limit = DefaultReminderLimit
	}
	limit = min(limit, MaxReminderLimit)
	loc := r.d.Zone.Location(ctx)
	now := r.d.Clock.Now()
	today := civil(now, loc)
	shop := r.shopName(ctx)
	out := core.Reminders{Today: today.Format(time.DateOnly), InstallmentDays: r.d.InstallmentDays}

	// Open on or before the day InstallmentDays ago: before the start of the day after it.
	y, m, d := today.AddDate(0, 0, -r.d.InstallmentDays+1).Date()
	cutoff := time.Date(y, m, d, 0, 0, 0, 0, loc)
	inst, n, err := r.d.Repo.OpenInstallments(ctx, cutoff, limit)
	if err != nil {
		return out, err
	}
	for i := range inst {
		it := &inst[i]
		it.DaysOpen = daysBetween(civil(it.CreatedAt, loc), today)
		it.WhatsAppURL = core.WhatsAppLink(it.CustomerPhone, fmt.Sprintf(
			"Halo %s, kami dari %s. Kami ingin mengingatkan bahwa cicilan %s masih memiliki sisa tagihan %s. "+
				"Mohon pembayarannya dapat diselesaikan. Terima kasih.", it.CustomerName, shop, it.Number, core.Rupiah(it.Remaining)))
	}
	out.Installments = core.ReminderList[core.InstallmentReminder]{Count: n, Items: inst}

	first := core.RepairReminderDays[0]
	reps, n, err := r.d.Repo.UncollectedRepairs(ctx, today.AddDate(0, 0, -first).Format(time.DateOnly), limit)
	if err != nil {
		return out, err
	}
	for i := range reps {
		it := &reps[i]
		it.Number = core.ServiceEntry{ID: it.ID}.Number()
		info, err := time.Parse(time.DateOnly, it.InfoDate)
		if err != nil {
			continue
		}
		it.DaysWaiting = daysBetween(info, today)
		for _, day := range core.RepairReminderDays {
			if it.DaysWaiting >= day {
				it.Stage = day
			}
		}
		it.DueToday = slices.Contains(core.RepairReminderDays, it.DaysWaiting)
		collectBy := info.AddDate(0, 1, 0)
		it.CollectBy = collectBy.Format(time.DateOnly)
		it.WhatsAppURL = core.WhatsAppLink(it.CustomerPhone, fmt.Sprintf(
			"Halo %s, perangkat %s Anda (%s) di %s sudah selesai diperbaiki sejak %s dan siap diambil. "+
				"Mohon diambil sebelum %s; setelah satu bulan kami tidak lagi bertanggung jawab atas perangkat yang tidak diambil. Terima kasih.",
			it.CustomerName, it.DeviceType, it.Number, shop, core.LongDate(info), core.LongDate(collectBy)))
	}
	out.Repairs = core.ReminderList[core.RepairReminder]{Count: n, Items: reps}

	low, n, err := r.d.Repo.LowStock(ctx, outlet, r.d.LowStockThreshold, limit)
	if err != nil {
		return out, err
	}
	out.LowStock = core.ReminderList[core.LowStockReminder]{Count: n, Items: low}
	out.Total = out.Installments.Count + out.Repairs.Count + out.LowStock.Count
	return out, nil
}

// Run is the daily reminders job: it makes the lists, and with the digest on e-mails them
// to every Admin. It returns the lists as text.
func (r *Reminders) Run(ctx context.Context) (string, error) {
	rem, err := r.Lists(ctx, 0, DefaultReminderLimit)
	if err != nil {
		return "", err
	}
	shop := r.shopName(ctx)
	text := Text(rem)
	if !r.d.Digest {
		return text, nil
	}
	if rem.Total == 0 {
		return text + "\nTidak ada yang perlu diingatkan: ringkasan e-mail tidak dikirim.", nil
	}
	admins, err := r.admins(ctx)
	if err != nil {
		return text, err
	}
	subject := fmt.Sprintf("Pengingat %s %s: %s", shop, rem.Today, headline(rem))
	body := text + "\n\nBuka back-office: " + strings.TrimRight(r.d.BaseURL, "/") + "/dashboard\n"
	var failed []error
	sent := 0
	for _, a := range admins {
		if err := r.d.Mailer.Send(ctx, ports.Mail{To: a.Email, Subject: subject, Text: body}); err != nil {
			failed = append(failed, fmt.Errorf("%s: %w", a.Email, err))
			continue
		}
		sent++
	}
	text += fmt.Sprintf("\nRingkasan dikirim ke %d Admin.", sent)
	if len(failed) > 0 {
		return text, fmt.Errorf("ringkasan e-mail gagal dikirim: %w", errors.Join(failed...))
	}
	return text, nil
}

func (r *Reminders) admins(ctx context.Context) ([]core.User, error) {
	var out []core.User
	for page := 1; ; page++ {
		p, err := r.d.Users.List(ctx, ports.UserFilter{Roles: []core.Role{core.RoleAdmin}, PageRequest: core.PageRequest{Page: page, PerPage: core.MaxPerPage}})
		if err != nil {
			return nil, err
		}
		out = append(out, p.Items...)
		if len(p.Items) < core.MaxPerPage || int64(len(out)) >= p.Total {
			return out, nil
		}
	}
}

func headline(rem core.Reminders) string {
	return fmt.Sprintf("%d cicilan, %d servis belum diambil, %d stok menipis",
		rem.Installments.Count, rem.Repairs.Count, rem.LowStock.Count)
}

func orDash(s *string) string {
	if s == nil || *s == "" {
		return "-"
	}
	return *s
}

// Text writes the three lists for a terminal, a log or an e-mail.
func Text(rem core.Reminders) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Pengingat %s: %s.\n", rem.Today, headline(rem))
	more := func(l int, count int64) {
		if int64(l) < count {
			fmt.Fprintf(&b, "  … dan %d lainnya di back-office.\n", count-int64(l))
		}
	}
	fmt.Fprintf(&b, "\nCicilan belum lunas lebih dari %d hari (%d):\n", rem.InstallmentDays, rem.Installments.Count)
	for _, it := range rem.Installments.Items {
		fmt.Fprintf(&b, "  - %s  %s (%s)  sisa %s  terbuka %d hari\n", it.Number, it.CustomerName, orDash(it.CustomerPhone), core.Rupiah(it.Remaining), it.DaysOpen)
		if it.WhatsAppURL != nil {
			fmt.Fprintf(&b, "    Kirim WhatsApp: %s\n", *it.WhatsAppURL)
		}
	}
	more(len(rem.Installments.Items), rem.Installments.Count)
	fmt.Fprintf(&b, "\nServis selesai belum diambil (%d):\n", rem.Repairs.Count)
	for _, it := range rem.Repairs.Items {
		due := ""
		if it.DueToday {
			due = ", pengingat hari ini"
		}
		fmt.Fprintf(&b, "  - %s  %s (%s)  %s  selesai %s, %d hari%s; batas ambil %s\n", it.Number, it.CustomerName,
			orDash(it.CustomerPhone), it.DeviceType, it.InfoDate, it.DaysWaiting, due, it.CollectBy)
		if it.WhatsAppURL != nil {
			fmt.Fprintf(&b, "    Kirim WhatsApp: %s\n", *it.WhatsAppURL)
		}
	}
	more(len(rem.Repairs.Items), rem.Repairs.Count)
	fmt.Fprintf(&b, "\nStok menipis (%d):\n", rem.LowStock.Count)
	for _, it := range rem.LowStock.Items {
		at := ""
		if it.OutletName != "" {
			at = " di " + it.OutletName
		}
		fmt.Fprintf(&b, "  - %s (%s)  stok%s %d, batas %d\n", it.Name, it.Barcode, at, it.Stock, it.Threshold)
	}
	more(len(rem.LowStock.Items), rem.LowStock.Count)
	return strings.TrimRight(b.String(), "\n")
}
