package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/konterhp/konter/adapters/clock"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/app"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/repair"
)

// sizes is how large a shop the benchmark builds.
type sizes struct {
	Products, Sales, Services, Members int
	// Waiting are the repairs at the service cashier when the rushes begin.
	Waiting int
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
	// Outlets are the chain's three outlets, the first holding the history; the cashiers work
	// at each in turn, and the contested products are at every one.
	Outlets []int64
}

// outletNames are the chain's outlets after the first.
var outletNames = []string{"Cabang Pasar Baru", "Cabang Terminal"}

type credentials struct{ Email, Password string }

var categories = []string{"Handphone", "Laptop", "Komputer", "Printer", "Aksesoris", "Sparepart"}
var words = []string{"Samsung", "Xiaomi", "Redmi", "OPPO", "vivo", "realme", "ASUS", "Lenovo", "Acer", "HP", "Epson", "Canon", "Charger", "Kabel", "LCD", "Baterai", "Tinta", "SSD", "RAM", "Mouse"}

// seedShop builds a large shop through the use cases, the way the shop itself would have.
// The history is loaded by workers, each with an app of its own whose clock walks through
// its share of the year; on PostgreSQL several run at once, each selling only its own slice
// of the products so that no two batches wait on each other's row locks.
func seedShop(ctx context.Context, cfg app.Config, sz sizes, workers int, log func(string, ...any)) (shop, error) {
	var s shop
	clock := clock.NewSettable(time.Now().AddDate(-1, 0, 0))
	cfg.PasswordCost = 4 // the benchmark signs in hundreds of accounts; the server checks any cost
	quiet := app.WithLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
	var qs *queryStats
	if queryReport {
		qs = newQueryStats()
		defer qs.print(os.Stderr, 25)
	}
	a, err := openApp(ctx, cfg, qs, app.WithClock(clock), quiet)
	if err != nil {
		return s, err
	}
	defer a.Close()
	if _, err := a.Migrate(ctx); err != nil {
		return s, err
	}
	s.Categories, s.Words = categories, words
	start := time.Now()

	var seller core.Principal
	account := func(ctx context.Context, a *app.App, role core.Role, i int) (credentials, error) {
		c := credentials{Email: fmt.Sprintf("%s%d@bench.test", strings.ToLower(string(role)), i), Password: "bench-123"}
		in := accounts.StaffInput{Email: c.Email, Password: c.Password, FullName: fmt.Sprintf("%s %d", role, i), Role: role}
		if role == core.RoleKasir {
			in.OutletIDs = []int64{s.Outlets[i%len(s.Outlets)]}
		}
		u, err := a.Accounts.CreateVerifiedUser(ctx, in)
		if role == core.RoleAdmin && err == nil {
			seller, err = a.Outlets.AtFirst(ctx, core.Principal{UserID: u.ID, Role: role, Name: u.FullName})
		}
		return c, err
	}
	if s.Admin, err = account(ctx, a, core.RoleAdmin, 0); err != nil {
		return s, err
	}
	atShop := core.Principal{Outlet: seller.Outlet} // the shop's own hand: its stock, no user
	s.Outlets = []int64{seller.Outlet}
	for _, name := range outletNames {
		o, err := a.Outlets.Add(ctx, core.Outlet{Name: name})
		if err != nil {
			return s, err
		}
		s.Outlets = append(s.Outlets, o.ID)
	}
	for i := range 50 {
		c, err := account(ctx, a, core.RoleKasir, i)
		if err != nil {
			return s, err
		}
		s.Cashiers = append(s.Cashiers, c)
	}
	s.Members = make([]credentials, sz.Members)
	for i := range sz.Members {
		if s.Members[i], err = account(ctx, a, core.RoleMember, i); err != nil {
			return s, err
		}
	}
	log("accounts", "members", sz.Members, "took", time.Since(start))

	customers := map[int64]string{}
	for i := range 200 {
		c, err := a.Customers.Add(ctx, core.Contact{Name: fmt.Sprintf("Pelanggan %d", i)})
		if err != nil {
			return s, err
		}
		s.Customers, customers[c.ID] = append(s.Customers, c.ID), c.Name
	}
	seedStart := clock.Now()
	l := loader{cfg: cfg, workers: max(workers, 1), opts: []app.Option{quiet}, stats: qs}
	defer l.close()

	all := make([]core.Product, sz.Products)
	err = l.run(ctx, sz.Products, 500, func(ctx context.Context, w worker, from, to int) error {
		for i := from; i < to; i++ {
			price := int64(10_000 + w.rng.IntN(15_000_000)/1000*1000)
			p, err := w.app.Catalog.AddProduct(ctx, catalog.ProductInput{
				Name:     fmt.Sprintf("%s %s %d", words[w.rng.IntN(len(words))], words[w.rng.IntN(len(words))], i),
				Category: categories[i%len(categories)], Description: "Produk uji beban.", Stock: 1_000_000,
				BuyPrice: price * 8 / 10, RetailPrice: price, ResellerPrice: price * 9 / 10, Barcode: fmt.Sprintf("B%07d", i),
			}, atShop)
			if err != nil {
				return err
			}
			all[i] = p
		}
		return nil
	})
	if err != nil {
		return s, err
	}
	log("products", "n", sz.Products, "took", time.Since(start))

	// A worker sells the products whose position in all is its number modulo the workers.
	pick := func(w worker) core.Product {
		n := (len(all) - w.n + l.workers - 1) / l.workers
		return all[w.n+w.rng.IntN(n)*l.workers]
	}
	// The books go in a page of 500 documents at a time, dated through the year.
	const page = 500
	step := 365 * 24 * time.Hour / time.Duration(max(sz.Sales, 1))
	err = l.run(ctx, sz.Sales, page, func(ctx context.Context, w worker, from, to int) error {
		book := make([]bookedSale, 0, to-from)
		for i := from; i < to; i++ {
			sale := bookedSale{At: seedStart.Add(time.Duration(i) * step), Lines: []bookedLine{{pick(w), int64(1 + w.rng.IntN(3))}}}
			if i%3 == 0 {
				sale.Lines = append(sale.Lines, bookedLine{pick(w), 1})
			}
			if i%10 == 0 {
				cust := s.Customers[w.rng.IntN(len(s.Customers))]
				sale.OnCredit = &customer{cust, customers[cust]}
			}
			book = append(book, sale)
		}
		return writeSales(ctx, w, seller, book)
	})
	if err != nil {
		return s, err
	}
	log("sales", "n", sz.Sales, "took", time.Since(start))

	step = 365 * 24 * time.Hour / time.Duration(max(sz.Services, 1))
	err = l.run(ctx, sz.Services, page, func(ctx context.Context, w worker, from, to int) error {
		book := make([]bookedRepair, 0, to-from)
		for i := from; i < to; i++ {
			cust := s.Customers[w.rng.IntN(len(s.Customers))]
			book = append(book, bookedRepair{
				At: seedStart.Add(time.Duration(i) * step), Customer: customer{cust, customers[cust]},
				Category: categories[i%4], Device: words[w.rng.IntN(len(words))] + " " + fmt.Sprint(i%97),
				Fee: 50_000 + int64(w.rng.IntN(20))*10_000, Part: bookedLine{pick(w), 1},
			})
		}
		return writeRepairs(ctx, w, seller, book)
	})
	if err != nil {
		return s, err
	}
	log("services", "n", sz.Services, "took", time.Since(start))

	// The contested products, at their scenario stock, and repairs waiting at the service cashier.
	// The cashiers' products are at every outlet, as many at each.
	clock.Set(time.Now())
	everywhere := func(in catalog.ProductInput) (core.Product, error) {
		p, err := a.Catalog.AddProduct(ctx, in, atShop)
		for _, outlet := range s.Outlets[1:] {
			if err == nil {
				_, err = a.Catalog.AddStock(ctx, p.ID, catalog.StockInput{Delta: in.Stock, Note: "stok cabang"}, core.Principal{Outlet: outlet})
			}
		}
		return p, err
	}
	for i := range 20 {
		p, err := a.Catalog.AddProduct(ctx, catalog.ProductInput{Name: fmt.Sprintf("Promo Flash Sale %d", i), Category: "Handphone", Stock: 10, RetailPrice: 999_000, Barcode: fmt.Sprintf("RACE%02d", i)}, atShop)
		if err != nil {
			return s, err
		}
		s.RaceProducts = append(s.RaceProducts, p.ID)
	}
	for i := range 30 {
		p, err := everywhere(catalog.ProductInput{Name: fmt.Sprintf("Aksesoris Laris %d", i), Category: "Aksesoris", Stock: 60, RetailPrice: 25_000, BuyPrice: 12_000, Barcode: fmt.Sprintf("RUSH%02d", i)})
		if err != nil {
			return s, err
		}
		s.RushProducts = append(s.RushProducts, p.ID)
	}
	for i := range 10 {
		p, err := everywhere(catalog.ProductInput{Name: fmt.Sprintf("Sparepart Laris %d", i), Category: "Sparepart", Stock: 40, RetailPrice: 150_000, BuyPrice: 90_000, Barcode: fmt.Sprintf("PART%02d", i)})
		if err != nil {
			return s, err
		}
		s.Parts = append(s.Parts, p.ID)
	}
	for i := range sz.Waiting {
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

// settle readies a freshly seeded database for measuring. A live shop's database has long
// since been analysed (PostgreSQL's autovacuum, which lags behind a bulk load, has also
// cleaned up after it) and its load written out of the WAL: measure that, not a fresh bulk
// load whose checkpoint lands in a scenario. These statements take as long as the database
// needs on a busy machine, so the driver's read timeout (10 s, meant for requests) is raised.
func settle(ctx context.Context, dbURL string) error {
	if u, err := url.Parse(dbURL); err == nil && u.Scheme != "sqlite" {
		q := u.Query()
		q.Set("read_timeout", "30m")
		u.RawQuery = q.Encode()
		dbURL = u.String()
	}
	db, err := sqlstore.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	stmts := []string{"ANALYZE"}
	if !sqlstore.IsSQLite(db) {
		stmts = []string{"VACUUM ANALYZE", "CHECKPOINT"}
	}
	for _, stmt := range stmts {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s (CHECKPOINT needs a superuser or pg_checkpoint): %w", stmt, err)
		}
	}
	return nil
}

// openApp wires an app over a connection of its own, counting its statements when stats is set.
func openApp(ctx context.Context, cfg app.Config, stats *queryStats, opts ...app.Option) (*app.App, error) {
	cfg, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	db, err := sqlstore.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	if stats != nil {
		db = db.WithQueryHook(stats)
	}
	return app.New(cfg, db, opts...), nil
}

// loader runs the history's batches on a few workers, each with its own app and clock.
type loader struct {
	cfg     app.Config
	workers int
	opts    []app.Option
	apps    []*app.App
	clocks  []*clock.Settable
	stats   *queryStats
}

// worker is what one step sees: its app, its clock, a random source seeded by the batch (so
// the data do not depend on which worker ran it) and the worker's number.
type worker struct {
	app   *app.App
	clock *clock.Settable
	rng   *rand.Rand
	n     int
}

func (l *loader) close() {
	for _, a := range l.apps {
		a.Close()
	}
}

// run runs n steps in batches of size: worker w takes the batches b with b % workers == w,
// each in one transaction. A batch that fails on a deadlock is rolled back whole and run again.
func (l *loader) run(ctx context.Context, n, size int, batch func(ctx context.Context, w worker, from, to int) error) error {
	for len(l.apps) < l.workers {
		c := clock.NewSettable(time.Now())
		a, err := openApp(ctx, l.cfg, l.stats, append([]app.Option{app.WithClock(c)}, l.opts...)...)
		if err != nil {
			return err
		}
		l.apps, l.clocks = append(l.apps, a), append(l.clocks, c)
	}
	errs := make(chan error, l.workers)
	for wn := range l.workers {
		go func() {
			errs <- func() error {
				for b := wn; b*size < n; b += l.workers {
					from := b * size
					var err error
					for attempt := 0; attempt < 3; attempt++ {
						w := worker{app: l.apps[wn], clock: l.clocks[wn], rng: rand.New(rand.NewPCG(7, uint64(b))), n: wn}
						err = w.app.Store.WithinTx(ctx, func(ctx context.Context) error {
							if err := batch(ctx, w, from, min(from+size, n)); err != nil {
								return fmt.Errorf("batch from %d: %w", from, err)
							}
							return nil
						})
						if err == nil || !strings.Contains(err.Error(), "deadlock") {
							break
						}
					}
					if err != nil {
						return err
					}
				}
				return nil
			}()
		}()
	}
	var first error
	for range l.workers {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}
