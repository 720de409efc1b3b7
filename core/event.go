package core

import "slices"

// Change is a realtime notice: something in a resource was created, updated or deleted.
// Clients refetch on it; it carries no data, so it leaks nothing a client may not read.
type Change struct {
	Resource Resource `json:"resource"`
	Action   string   `json:"action"`
	IDs      []int64  `json:"ids"`
	// StockOnly marks an update of products that changed their stock and nothing else (a sale,
	// an order, a repair's parts, stock added): a list ordered by name or price keeps its order.
	StockOnly bool `json:"stock_only,omitempty"`
}

const (
	ActionCreated = "created"
	ActionUpdated = "updated"
	ActionDeleted = "deleted"
)

// Resource names what changed, as the API and the back-office's live tables name it. Only the
// values declared below exist (a use case cannot publish a bare string), so a test can check that
// every resource has its readers declared in the HTTP adapter, and the UIs get the names
// generated from this list.
type Resource struct{ name string }

var resources []Resource

func resource(name string) Resource {
	r := Resource{name}
	resources = append(resources, r)
	return r
}

var (
	ResourceProducts            = resource("products")
	ResourceSuppliers           = resource("suppliers")
	ResourceCustomers           = resource("customers")
	ResourceOrders              = resource("orders")
	ResourceSalesTransactions   = resource("sales_transactions")
	ResourceInstallments        = resource("installments")
	ResourceServiceEntries      = resource("service_entries")
	ResourceServiceTransactions = resource("service_transactions")
	ResourceDailyVisits         = resource("daily_visits")
	ResourceSettings            = resource("settings")
	ResourceNews                = resource("news")
	ResourceAdvertisements      = resource("advertisements")
	ResourceShifts              = resource("shifts")
	ResourceCustomerDisplays    = resource("customer_displays")
	ResourceOutlets             = resource("outlets")
	ResourcePrinters            = resource("printers")
	ResourceStockTransfers      = resource("stock_transfers")
)

// Resources lists every resource a change can name, in declaration order.
func Resources() []Resource { return slices.Clone(resources) }

func (r Resource) String() string { return r.name }

func (r Resource) MarshalText() ([]byte, error) { return []byte(r.name), nil }

// UnmarshalText reads a notice from another instance (PostgreSQL NOTIFY); a name this binary
// does not know still round-trips, and reaches Admins only.
func (r *Resource) UnmarshalText(b []byte) error {
	r.name = string(b)
	return nil
}
