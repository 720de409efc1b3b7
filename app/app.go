package app

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"github.com/uptrace/bun"

	"github.com/konterhp/konter/adapters/events"
	"github.com/konterhp/konter/adapters/excel"
	"github.com/konterhp/konter/adapters/files"
	"github.com/konterhp/konter/adapters/httpapi"
	"github.com/konterhp/konter/adapters/images"
	"github.com/konterhp/konter/adapters/mail"
	"github.com/konterhp/konter/adapters/metrics"
	"github.com/konterhp/konter/adapters/password"
	"github.com/konterhp/konter/adapters/qrscan"
	"github.com/konterhp/konter/adapters/rawprint"
	"github.com/konterhp/konter/adapters/sanitize"
	"github.com/konterhp/konter/adapters/sealing"
	"github.com/konterhp/konter/adapters/sqlstore"
	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/accounts"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/content"
	"github.com/konterhp/konter/core/credit"
	"github.com/konterhp/konter/core/idempotency"
	"github.com/konterhp/konter/core/outlets"
	"github.com/konterhp/konter/core/payments"
	"github.com/konterhp/konter/core/people"
	"github.com/konterhp/konter/core/printers"
	"github.com/konterhp/konter/core/repair"
	"github.com/konterhp/konter/core/reports"
	"github.com/konterhp/konter/core/returns"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/sharing"
	"github.com/konterhp/konter/core/shifts"
	"github.com/konterhp/konter/core/shop"
	"github.com/konterhp/konter/core/stockcount"
	"github.com/konterhp/konter/core/transfers"
	"github.com/konterhp/konter/ports"
)

// Version is set at build time with -ldflags "-X github.com/konterhp/konter/app.Version=…".
var Version = "dev"

// App is a wired Konter: the database and every use case over it.
type App struct {
	Config   Config
	Log      *slog.Logger
	DB       *bun.DB
	Location *time.Location
	Clock    ports.Clock

	Store *sqlstore.Store
	Files files.Store
	// Images is the file store the use cases write to: it keeps smaller copies of photos.
	Images *images.Store
	// Sealer seals the secrets kept at rest with the instance's key (Config.SecretKey).
	Sealer    *sealing.Sealer
	Mailer    ports.Mailer
	Accounts  *accounts.Accounts
	Ledger    *catalog.Ledger
	Catalog   *catalog.Catalog
	Suppliers *people.Suppliers
	Customers *people.Customers
	// MemberLinks links a customer to a member's account.
	MemberLinks *people.MemberLinks
	Events      *events.Hub
	notices     *events.Postgres
	past        *pastClock
	Content     *content.Content
	Outlets     *outlets.Outlets
	Printers    *printers.Printers
	Zone        ports.ShopTime
	Shifts      *shifts.Shifts
	Counts      *stockcount.Counts
	Transfers   *transfers.Transfers
	Payments    *payments.Payments
	Credit      *credit.Credit
	Sales       *sales.Sales
	Repair      *repair.Repair
	Returns     *returns.Returns
	Reports     *reports.Reports
	Shop        *shop.Shop
	Ops         *Ops
	// Metrics count what this instance does; serve shows them with --metrics-listen.
	Metrics *metrics.Metrics
	// leaveShop lets go of the shop's lock that Open took (sqlstore.UseShop).
	leaveShop func()
}

// Option changes how an App is built (tests fix the clock, for one).
type Option func(*App)

// WithClock replaces the system clock.
func WithClock(c ports.Clock) Option { return func(a *App) { a.Clock = c } }

// WithMailer replaces the configured mailer (tests read the links it was given).
func WithMailer(m ports.Mailer) Option { return func(a *App) { a.Mailer = m } }

// WithFiles keeps uploads in store instead of DATA_DIR/files.
func WithFiles(store files.Store) Option { return func(a *App) { a.Files = store } }

// WithLogger replaces the default logger.
func WithLogger(l *slog.Logger) Option { return func(a *App) { a.Log = l } }

// Open connects to the configured database and wires the use cases over it.
func Open(ctx context.Context, cfg Config, opts ...Option) (*App, error) {
	cfg, err := cfg.Resolve()
	if err != nil {
		return nil, err
	}
	if cfg.SecretKey, err = instanceSecret(cfg); err != nil {
		return nil, err
	}
	store, err := files.Open(ctx, cfg.FilesURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	db, err := sqlstore.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	// A restore must not replace the database under a shop that is open.
	leave, err := sqlstore.UseShop(ctx, cfg.DatabaseURL)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	a := New(cfg, db, append([]Option{WithFiles(store)}, opts...)...)
	a.leaveShop = leave
	return a, nil
}

// New wires the use cases over an open database.
func New(cfg Config, db *bun.DB, opts ...Option) *App {
	loc, err := time.LoadLocation(cfg.Timezone)
	if err != nil {
		loc = time.UTC
	}
	a := &App{Config: cfg, DB: db, Location: loc, Log: slog.Default(), Clock: systemClock{}}
	for _, o := range opts {
		o(a)
	}
	a.past = &pastClock{Clock: a.Clock}
	a.Clock = a.past
	a.Store = sqlstore.NewStore(db)
	a.Events = events.NewHub()
	a.Store.KeepTotals(a.Events)
	a.Store.KeepSessions()
	a.Store.KeepSettings(a.Events)
	a.Store.KeepOutlets(a.Events)
	if sqlstore.IsSQLite(db) {
		a.Store.SetPublisher(a.Events)
	} else {
		a.notices = events.NewPostgres(db, a.Events, a.Log)
		a.Store.SetPublisher(a.notices)
	}
	if a.Files == nil {
		a.Files = files.NewLocal(cfg.DataDir)
	}
	a.Images = images.New(a.Files)
	a.Sealer = newSealer(cfg.SecretKey)
	if a.Mailer == nil {
		a.Mailer = newMailer(cfg, a.Log)
	}
	a.Accounts = accounts.New(accounts.Deps{
		Tx: a.Store, Clock: a.Clock, Users: sqlstore.Users{Store: a.Store}, Outlets: sqlstore.Outlets{Store: a.Store},
		Sessions: sqlstore.Sessions{Store: a.Store}, Tokens: sqlstore.EmailTokens{Store: a.Store}, Hasher: password.Bcrypt{Cost: cfg.PasswordCost},
		Mailer: a.Mailer, Files: a.Images, Settings: accounts.Settings{BaseURL: cfg.BaseURL},
	})
	customers := sqlstore.NewCustomers(a.Store)
	a.Suppliers = people.NewSuppliers(people.Deps[core.Supplier]{Clock: a.Clock, Contacts: sqlstore.NewSuppliers(a.Store), Pub: a.Store})
	a.Customers = people.NewCustomers(people.Deps[core.Customer]{Clock: a.Clock, Contacts: customers, Pub: a.Store})
	a.MemberLinks = people.NewMemberLinks(customers, sqlstore.Users{Store: a.Store}, a.Store)
	a.Content = content.New(content.Deps{
		Tx: a.Store, Clock: a.Clock, Settings: sqlstore.Settings{Store: a.Store}, News: sqlstore.News{Store: a.Store},
		Ads: sqlstore.Ads{Store: a.Store}, Files: a.Images, Sanitizer: sanitize.New(), QR: qrscan.Reader{Pictures: a.Images}, Pub: a.Store, Location: a.Location,
	})
	a.Zone = a.Content
	a.Outlets = outlets.New(outlets.Deps{Tx: a.Store, Clock: a.Clock, Outlets: sqlstore.Outlets{Store: a.Store}, Pub: a.Store})
	a.Printers = printers.New(printers.Deps{Tx: a.Store, Clock: a.Clock, Printers: sqlstore.Printers{Store: a.Store},
		Link: rawprint.Link{Timeout: a.Config.PrinterTimeout}, Pub: a.Store})
	a.Ledger = catalog.NewLedger(catalog.LedgerDeps{Tx: a.Store, Stock: sqlstore.Ledger{Store: a.Store}, Units: sqlstore.Units{Store: a.Store}, Clock: a.Clock, Pub: a.Store})
	a.Shifts = shifts.New(shifts.Deps{Tx: a.Store, Shifts: sqlstore.Shifts{Store: a.Store}, Displays: sqlstore.Displays{Store: a.Store}, Settings: sqlstore.Settings{Store: a.Store},
		Users: sqlstore.Users{Store: a.Store}, Clock: a.Clock, Zone: a.Zone, Sheet: excel.Writer{}, Pub: a.Store, Outlets: sqlstore.Outlets{Store: a.Store}})
	a.Catalog = catalog.New(catalog.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Products: sqlstore.Products{Store: a.Store}, Units: sqlstore.Units{Store: a.Store},
		GoodsReceipts: sqlstore.GoodsReceipts{Store: a.Store}, Ledger: a.Ledger, Drawer: a.Shifts, Files: a.Images, Sheet: excel.Writer{}, Pub: a.Store,
		Outlets: sqlstore.Outlets{Store: a.Store},
	})
	a.Counts = stockcount.New(stockcount.Deps{Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Counts: sqlstore.StockCounts{Store: a.Store},
		Products: sqlstore.Products{Store: a.Store}, Units: sqlstore.Units{Store: a.Store}, Ledger: a.Ledger,
		Sheet: excel.Writer{}, Reader: excel.Reader{}, Outlets: sqlstore.Outlets{Store: a.Store}})
	once := idempotency.New(idempotency.Deps{Tx: a.Store, Clock: a.Clock, Keys: sqlstore.IdempotencyKeys{Store: a.Store}})
	a.Transfers = transfers.New(transfers.Deps{Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Transfers: sqlstore.StockTransfers{Store: a.Store},
		Products: sqlstore.Products{Store: a.Store}, Units: sqlstore.Units{Store: a.Store}, Outlets: sqlstore.Outlets{Store: a.Store},
		Ledger: a.Ledger, Once: once, Pub: a.Store})
	a.Payments = payments.New(payments.Deps{Payments: sqlstore.Payments{Store: a.Store}, Settings: sqlstore.Settings{Store: a.Store}, Clock: a.Clock, Drawer: a.Shifts,
		Credits: sqlstore.Returns{Store: a.Store}})
	a.Credit = credit.New(credit.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Installments: sqlstore.Installments{Store: a.Store}, Customers: customers,
		Payments: a.Payments, Once: once, Pub: a.Store,
	})
	a.Sales = sales.New(sales.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Sales: sqlstore.Sales{Store: a.Store}, Products: sqlstore.Products{Store: a.Store},
		Customers: customers, Users: sqlstore.Users{Store: a.Store}, Orders: sqlstore.Orders{Store: a.Store},
		Outlets: sqlstore.Outlets{Store: a.Store}, Ledger: a.Ledger, Credit: a.Credit, Payments: a.Payments, Units: sqlstore.Units{Store: a.Store},
		Settings: sqlstore.Settings{Store: a.Store}, Once: once, Pub: a.Store,
	})
	a.Reports = reports.New(reports.Deps{Clock: a.Clock, Zone: a.Zone, Reports: sqlstore.Reports{Store: a.Store}, Sales: sqlstore.Sales{Store: a.Store},
		Products: sqlstore.Products{Store: a.Store}, Outlets: sqlstore.Outlets{Store: a.Store}, Sheet: excel.Writer{}})
	a.Repair = repair.New(repair.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Units: sqlstore.Units{Store: a.Store}, Sales: sqlstore.Sales{Store: a.Store}, Services: sqlstore.Services{Store: a.Store}, Customers: customers,
		Products: sqlstore.Products{Store: a.Store}, Users: sqlstore.Users{Store: a.Store}, Outlets: sqlstore.Outlets{Store: a.Store}, Ledger: a.Ledger,
		Credit: a.Credit, Payments: a.Payments, Once: once, Pub: a.Store, Sealer: a.Sealer, Files: a.Images,
	})
	a.Returns = returns.New(returns.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Returns: sqlstore.Returns{Store: a.Store}, Sales: sqlstore.Sales{Store: a.Store},
		Services: sqlstore.Services{Store: a.Store}, Users: sqlstore.Users{Store: a.Store}, Ledger: a.Ledger, Credit: a.Credit,
		Repair: a.Repair, Payments: a.Payments, Units: sqlstore.Units{Store: a.Store}, Pub: a.Store,
	})
	a.Shop = shop.New(shop.Deps{
		Tx: a.Store, Clock: a.Clock, Zone: a.Zone, Products: sqlstore.Products{Store: a.Store}, Orders: sqlstore.Orders{Store: a.Store},
		Reviews: sqlstore.Reviews{Store: a.Store}, Visits: sqlstore.Visits{Store: a.Store}, Ledger: a.Ledger, Outlets: sqlstore.Outlets{Store: a.Store}, Once: once, Pub: a.Store,
	})
	a.Ops = a.wireOps()
	a.Metrics = metrics.New(metrics.Sources{DB: db.DB, Streams: a.Events.Subscribers, Jobs: sqlstore.JobRuns{Store: a.Store}.All})
	return a
}

// Start readies an instance and runs what it does in the background until ctx ends: on
// PostgreSQL it opens its connections and listens for the change notices of every instance
// sharing the database.
func (a *App) Start(ctx context.Context) error {
	if err := sqlstore.FillPool(ctx, a.DB); err != nil {
		return err
	}
	if a.notices != nil {
		return a.notices.Listen(ctx)
	}
	return nil
}

// Migrate brings the schema up to date.
func (a *App) Migrate(ctx context.Context) ([]string, error) {
	return sqlstore.Migrate(ctx, a.DB)
}

// trustedProxies is the configured list, which Config.Resolve has checked.
func (a *App) trustedProxies() httpapi.TrustedProxies {
	proxies, _ := httpapi.ParseTrustedProxies(a.Config.TrustedProxies)
	return proxies
}

// HTTP builds the HTTP server over the use cases, serving the given UI builds.
func (a *App) HTTP(shopUI, adminUI fs.FS) *httpapi.Server {
	return httpapi.New(httpapi.Deps{
		Log:            a.Log,
		Auth:           a.Accounts,
		Accounts:       a.Accounts,
		Catalog:        a.Catalog,
		Ledger:         a.Ledger,
		Suppliers:      a.Suppliers,
		Customers:      a.Customers,
		MemberLinks:    a.MemberLinks,
		Links:          sharing.New(sqlstore.ReceiptLinks{Store: a.Store}),
		Events:         a.Events,
		Sales:          a.Sales,
		Payments:       a.Payments,
		Shifts:         a.Shifts,
		Counts:         a.Counts,
		Transfers:      a.Transfers,
		Credit:         a.Credit,
		Repair:         a.Repair,
		Returns:        a.Returns,
		Reports:        a.Reports,
		Shop:           a.Shop,
		Content:        a.Content,
		Outlets:        a.Outlets,
		Printers:       a.Printers,
		Reminders:      a.Ops.Reminders,
		Files:          a.Files,
		Meter:          a.Metrics,
		Images:         a.Images,
		SecureCookies:  a.Config.SecureCookies,
		TrustedProxies: a.trustedProxies(),
		Ping:           func(ctx context.Context) error { return a.DB.PingContext(ctx) },
		Reads:          sqlstore.ReadConns(),
		ShopUI:         shopUI,
		AdminUI:        adminUI,
		Version:        Version,
		BaseURL:        a.Config.BaseURL,
	})
}

// Close sends the change notices still waiting, closes the database and lets go of the
// shop's lock.
func (a *App) Close() error {
	if a.notices != nil {
		a.notices.Flush()
	}
	err := a.DB.Close()
	if a.leaveShop != nil {
		a.leaveShop()
	}
	return err
}

// Handler is a shorthand for tests: the full HTTP handler without UIs.
func (a *App) Handler() http.Handler { return a.HTTP(nil, nil).Handler() }

func newMailer(cfg Config, log *slog.Logger) ports.Mailer {
	if cfg.Mailer == "smtp" {
		c := cfg.SMTP
		return mail.SMTP{Config: mail.SMTPConfig{Host: c.Host, Port: c.Port, Username: c.Username, Password: c.Password, From: c.From}}
	}
	return mail.Log{Logger: log}
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now().UTC() }
