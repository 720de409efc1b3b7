package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/app/apptest"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/sales"
)

// sizes is how large a shop the benchmark builds.
type sizes struct {
	Products, Sales, Services, Members int
}

// shop is what the seed made and the scenarios use.
type shop struct {
	Categories []string
	Words      []string
	// Hot products: the checkout race and the cashier rush fight over them.
	RaceProducts []int64
	RushProducts []int64
	Parts        []int64
	Entries      []int64
	Members      []credentials
	Cashiers     []credentials
	Admin        credentials
	Customers    []int64
}

type credentials struct{ Email, Password string }

var categories = []string{"Handphone", "Laptop", "Komputer", "Printer", "Aksesoris", "Sparepart"}
var words = []string{"Samsung", "Xiaomi", "Redmi", "OPPO", "vivo", "realme", "ASUS", "Lenovo", "Acer", "HP", "Epson", "Canon", "Charger", "Kabel", "LCD", "Baterai", "Tinta", "SSD", "RAM", "Mouse"}

// seedShop builds a large shop through the use cases, the way the shop itself would have.
func seedShop(ctx context.Context, cfg app.Config, sz sizes, log func(string, ...any)) (shop, error) {
	var s shop
	clock := apptest.NewClock(time.Now().AddDate(-1, 0, 0))
	cfg.PasswordCost = 4 // the benchmark signs in hundreds of accounts; the server checks any cost
	a, err := app.Open(ctx, cfg, app.WithClock(clock), app.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	if err != nil {
		return s, err
	}
	defer a.Close()
	if _, err := a.Migrate(ctx); err != nil {
		return s, err
	}
	s.Categories, s.Words = categories, words
	rng := rand.New(rand.NewPCG(7, 11))
	start := time.Now()

	var seller core.Principal
	account := func(role core.Role, i int) (credentials, error) {
		c := credentials{Email: fmt.Sprintf("%s%d@bench.test", strings.ToLower(string(role)), i), Password: "bench-123"}
		u, err := a.Accounts.CreateVerifiedUser(ctx, accounts.StaffInput{Email: c.Email, Password: c.Password, FullName: fmt.Sprintf("%s %d", role, i), Role: role})
		if role == core.RoleAdmin {
			seller = core.Principal{UserID: u.ID, Role: role}
		}
		return c, err
	}
	if s.Admin, err = account(core.RoleAdmin, 0); err != nil {
		return s, err
	}
	for i := range 50 {
		c, err := account(core.RoleKasir, i)
		if err != nil {
			return s, err
		}
		s.Cashiers = append(s.Cashiers, c)
	}
	for i := range sz.Members {
		c, err := account(core.RoleMember, i)
		if err != nil {
			return s, err
		}
		s.Members = append(s.Members, c)
	}
	log("accounts", "members", sz.Members, "took", time.Since(start))

	for i := range 200 {
		c, err := a.Customers.Add(ctx, core.Contact{Name: fmt.Sprintf("Pelanggan %d", i)})
		if err != nil {
			return s, err
		}
		s.Customers = append(s.Customers, c.ID)
	}
	var all []int64
	err = batches(ctx, a, sz.Products, 500, func(ctx context.Context, i int) error {
		cat := categories[i%len(categories)]
		price := int64(10_000 + rng.IntN(15_000_000)/1000*1000)
		p, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{
			Name:     fmt.Sprintf("%s %s %d", words[rng.IntN(len(words))], words[rng.IntN(len(words))], i),
			Category: cat, Description: "Produk uji beban.", Stock: 1_000_000,
			BuyPrice: price * 8 / 10, RetailPrice: price, ResellerPrice: price * 9 / 10, Barcode: fmt.Sprintf("B%07d", i),
		}, nil)
		all = append(all, p.ID)
		return err
	})
	if err != nil {
		return s, err
	}
	log("products", "n", sz.Products, "took", time.Since(start))

	step := 365 * 24 * time.Hour / time.Duration(max(sz.Sales, 1))
	err = batches(ctx, a, sz.Sales, 500, func(ctx context.Context, i int) error {
		clock.Advance(step)
		lines := []sales.Line{{ProductID: all[rng.IntN(len(all))], Quantity: int64(1 + rng.IntN(3))}}
		if i%3 == 0 {
			lines = append(lines, sales.Line{ProductID: all[rng.IntN(len(all))], Quantity: 1})
		}
		in := sales.SaleInput{Lines: lines, PaymentMethod: core.PayCash, Paid: 1 << 40}
		if i%10 == 0 {
			cust := s.Customers[rng.IntN(len(s.Customers))]
			in.CustomerID, in.PaymentMethod, in.Paid = &cust, core.PayInstallment, 0
		}
		_, err := a.Sales.RingUpSale(ctx, seller, in)
		return err
	})
	if err != nil {
		return s, err
	}
	log("sales", "n", sz.Sales, "took", time.Since(start))

	clock.Set(time.Now().AddDate(-1, 0, 0))
	step = 365 * 24 * time.Hour / time.Duration(max(sz.Services, 1))
	err = batches(ctx, a, sz.Services, 500, func(ctx context.Context, i int) error {
		clock.Advance(step)
		cust := s.Customers[rng.IntN(len(s.Customers))]
		e, err := a.Repair.TakeIn(ctx, seller, repair.EntryInput{CustomerID: &cust, Category: categories[i%4], DeviceType: words[rng.IntN(len(words))] + " " + fmt.Sprint(i%97),
			DamageType: "Mati total", Description: "Uji beban"})
		if err != nil {
			return err
		}
		_, err = a.Repair.ProcessServicePayment(ctx, seller, repair.PaymentInput{EntryID: &e.ID, Fee: 50_000 + int64(rng.IntN(20))*10_000,
			Parts: []repair.Part{{ProductID: all[rng.IntN(len(all))], Quantity: 1}}, Paid: 1 << 40, Status: core.ServiceDone})
		return err
	})
	if err != nil {
		return s, err
	}
	log("services", "n", sz.Services, "took", time.Since(start))

	// The contested products, at their scenario stock, and repairs waiting at the service cashier.
	clock.Set(time.Now())
	for i := range 20 {
		p, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{Name: fmt.Sprintf("Promo Flash Sale %d", i), Category: "Handphone", Stock: 10, RetailPrice: 999_000, Barcode: fmt.Sprintf("RACE%02d", i)}, nil)
		if err != nil {
			return s, err
		}
		s.RaceProducts = append(s.RaceProducts, p.ID)
	}
	for i := range 30 {
		p, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{Name: fmt.Sprintf("Aksesoris Laris %d", i), Category: "Aksesoris", Stock: 60, RetailPrice: 25_000, BuyPrice: 12_000, Barcode: fmt.Sprintf("RUSH%02d", i)}, nil)
		if err != nil {
			return s, err
		}
		s.RushProducts = append(s.RushProducts, p.ID)
	}
	for i := range 10 {
		p, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{Name: fmt.Sprintf("Sparepart Laris %d", i), Category: "Sparepart", Stock: 40, RetailPrice: 150_000, BuyPrice: 90_000, Barcode: fmt.Sprintf("PART%02d", i)}, nil)
		if err != nil {
			return s, err
		}
		s.Parts = append(s.Parts, p.ID)
	}
	for i := range 400 {
		cust := s.Customers[i%len(s.Customers)]
		e, err := a.Repair.TakeIn(ctx, seller, repair.EntryInput{CustomerID: &cust, Category: "Handphone", DeviceType: "HP antre " + fmt.Sprint(i), DamageType: "LCD", Description: "Menunggu"})
		if err != nil {
			return s, err
		}
		s.Entries = append(s.Entries, e.ID)
	}
	log("seeded", "took", time.Since(start))
	return s, nil
}

// batches runs n steps, size at a time, each batch in one transaction.
func batches(ctx context.Context, a *app.App, n, size int, step func(ctx context.Context, i int) error) error {
	for from := 0; from < n; from += size {
		err := a.Store.WithinTx(ctx, func(ctx context.Context) error {
			for i := from; i < min(from+size, n); i++ {
				if err := step(ctx, i); err != nil {
					return fmt.Errorf("step %d: %w", i, err)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
