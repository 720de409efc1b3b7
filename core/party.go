package core

import (
	"strings"
	"time"
)

// Supplier is a business the shop buys goods from.
type Supplier struct {
	ID        int64     `json:"id" bun:"id,pk,autoincrement"`
	Name      string    `json:"name" bun:"name,notnull"`
	Phone     *string   `json:"phone" bun:"phone"`
	Address   *string   `json:"address" bun:"address"`
	CreatedAt time.Time `json:"created_at" bun:"created_at,notnull"`
}

// Customer is a walk-in customer of the counter, used by sales, repairs and instalments.
type Customer struct {
	ID        int64     `json:"id" bun:"id,pk,autoincrement"`
	Name      string    `json:"name" bun:"name,notnull"`
	Phone     *string   `json:"phone" bun:"phone"`
	Address   *string   `json:"address" bun:"address"`
	CreatedAt time.Time `json:"created_at" bun:"created_at,notnull"`
}

// OptionalText stores an empty or blank text as null, as the spec asks for phones and addresses.
func OptionalText(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.TrimSpace(*s)
	if t == "" {
		return nil
	}
	return &t
}
