package core

// Change is a realtime notice: something in a resource was created, updated or deleted.
// Clients refetch on it; it carries no data, so it leaks nothing a client may not read.
type Change struct {
	Resource string  `json:"resource"`
	Action   string  `json:"action"`
	IDs      []int64 `json:"ids"`
}

const (
	ActionCreated = "created"
	ActionUpdated = "updated"
	ActionDeleted = "deleted"
)
