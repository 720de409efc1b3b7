package core

// Change is a realtime notice: something in a resource was created, updated or deleted.
// Clients refetch on it; it carries no data, so it leaks nothing a client may not read.
type Change struct {
	Resource string  `json:"resource"`
	Action   string  `json:"action"`
	IDs      []int64 `json:"ids"`
	// StockOnly marks an update of products that changed their stock and nothing else (a sale,
	// an order, a repair's parts, stock added): a list ordered by name or price keeps its order.
	StockOnly bool `json:"stock_only,omitempty"`
}

const (
	ActionCreated = "created"
	ActionUpdated = "updated"
	ActionDeleted = "deleted"
)
