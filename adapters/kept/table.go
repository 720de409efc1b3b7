package kept

import (
	"slices"
	"time"

	"github.com/konterhp/konter/core"
)

// Cache is a line of the table: what one cache keeps, what drops it, and how long it lives.
type Cache struct {
	// Name says what is kept, and where.
	Name string
	// DroppedBy are the resources whose every change drops the cache, as the events hub tells
	// of them: this instance's before any client hears of it, another instance's when its notice
	// arrives.
	DroppedBy []core.Resource
	// Stock is what a change of products' stock alone drops (a sale, an order, a repair's
	// parts, stock added): everything, unless the line says otherwise.
	Stock StockRule
	// AlsoDroppedBy are the writes that drop the cache themselves, on this instance, where no
	// change is announced or where they must not wait for it.
	AlsoDroppedBy string
	// Lifetime bounds what a writer that announces nothing leaves stale: the CLI importing
	// into SQLite beside a running server, a restore, another instance's sessions. Each value
	// lives between three quarters of it and all of it.
	Lifetime time.Duration
	// Limit is what the values may weigh together: each weighs 1 unless the cache weighs them.
	Limit int
}

// StockRule is what a change of stock alone drops.
type StockRule int

const (
	// StockDropsAll: the values show the stock.
	StockDropsAll StockRule = iota
	// StockKeeps: the values do not depend on stock (a list's order by name or price, a total).
	StockKeeps
	// StockDropsNamed: the values are products by id, and those the change names are dropped.
	StockDropsNamed
)

var table []*Cache

func line(c Cache) *Cache {
	table = append(table, &c)
	return &c
}

// The table: every cache of the server. Every resource a change can name drops a cache here or
// is in Uncached (table_test.go).
var (
	VisitorsAnswers = line(Cache{
		Name: "visitors' answers: the bytes written to a caller without credentials by an operation open to everyone " +
			"that declares what it shows (adapters/httpapi/kept_answers.go)",
		DroppedBy: []core.Resource{core.ResourceProducts, core.ResourceOutlets},
		Lifetime:  time.Minute,
		Limit:     32 << 20, // bytes, question and headers included
	})
	CatalogLists = line(Cache{
		Name:      "the public catalog's lists: which products, in which order, out of how many (adapters/httpapi/public_catalog.go)",
		DroppedBy: []core.Resource{core.ResourceProducts},
		Stock:     StockKeeps,
		Lifetime:  time.Minute,
		Limit:     4096,
	})
	CatalogProducts = line(Cache{
		Name:      "the public catalog's products, as visitors see them, with the outlets holding them, in JSON (adapters/httpapi/public_catalog.go)",
		DroppedBy: []core.Resource{core.ResourceProducts, core.ResourceOutlets},
		Stock:     StockDropsNamed,
		Lifetime:  time.Minute,
		Limit:     20_000,
	})
	ListTotals = line(Cache{
		Name: "the back-office lists' totals, per list and filter: the stock page, customers, suppliers, " +
			"the service-intake list (adapters/sqlstore/totals.go)",
		DroppedBy: []core.Resource{core.ResourceProducts, core.ResourceCustomers, core.ResourceSuppliers, core.ResourceServiceEntries},
		Stock:     StockKeeps,
		Lifetime:  10 * time.Second,
		Limit:     4096,
	})
	Settings = line(Cache{
		Name:          "the shop's settings (adapters/sqlstore/kept_settings.go)",
		DroppedBy:     []core.Resource{core.ResourceSettings},
		AlsoDroppedBy: "saving settings, before and after the commit (the transaction that saves reads its own)",
		Lifetime:      time.Minute,
		Limit:         1,
	})
	Outlets = line(Cache{
		Name:          "the shop's outlets, whose stock a staff read of products shows (adapters/sqlstore/kept_outlets.go)",
		DroppedBy:     []core.Resource{core.ResourceOutlets},
		AlsoDroppedBy: "creating, changing or deleting an outlet, before and after the commit (a transaction reads its own)",
		Lifetime:      time.Minute,
		Limit:         1,
	})
	Sessions = line(Cache{
		Name: "the sessions requests present, with their users' names and roles (adapters/sqlstore/kept_sessions.go)",
		AlsoDroppedBy: "signing out, ending a user's other sessions, changing or deleting a user: on this instance at once, " +
			"on another within the lifetime",
		Lifetime: 5 * time.Second,
		Limit:    10_000,
	})
)

// Uncached are the resources whose changes drop no cache, and why nothing of them is kept.
var Uncached = map[core.Resource]string{
	core.ResourceOrders:              "a member's own orders and the staff's order list: read fresh",
	core.ResourceSalesTransactions:   "the staff's documents: read fresh",
	core.ResourceInstallments:        "the staff's documents: read fresh",
	core.ResourceServiceTransactions: "the staff's documents: read fresh",
	core.ResourceShifts:              "the staff's cash drawer: read fresh",
	core.ResourceCustomerDisplays:    "what a customer display shows now: read fresh",
	core.ResourceDailyVisits:         "counted on every storefront visit; the staff's reports read them fresh",
	core.ResourceNews:                "a page or two of a visit, one statement each: read fresh",
	core.ResourceAdvertisements:      "one statement on the storefront's home page: read fresh",
	core.ResourcePrinters:            "a few rows the printer settings read: read fresh",
	core.ResourceStockTransfers: "the staff's documents: read fresh; the stock they move is announced as products' " +
		"changes by the ledger, which drop the stock caches",
}

// Table is every cache of the server, in the order declared.
func Table() []*Cache { return slices.Clone(table) }
