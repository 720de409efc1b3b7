package core

import (
	"strings"
	"time"
)

// Contact is the name, phone and address shared by suppliers and customers.
type Contact struct {
	Name    string  `json:"name" bun:"name,notnull"`
	Phone   *string `json:"phone" bun:"phone"`
	Address *string `json:"address" bun:"address"`
}

// Normalise trims the name and stores a blank phone or address as null. nameRequired is
// the message when the name is blank.
func (c *Contact) Normalise(nameRequired string) error {
	c.Name = strings.TrimSpace(c.Name)
	c.Phone, c.Address = OptionalText(c.Phone), OptionalText(c.Address)
	if c.Name == "" {
		return InvalidField("name", nameRequired)
	}
	return nil
}

// Supplier is a business the shop buys goods from.
type Supplier struct {
	ID int64 `json:"id" bun:"id,pk,autoincrement"`
	Contact
	CreatedAt time.Time `json:"created_at" bun:"created_at,notnull"`
}

// Customer is a walk-in customer of the counter, used by sales, repairs and instalments.
type Customer struct {
	ID int64 `json:"id" bun:"id,pk,autoincrement"`
	Contact
	// MemberID is the member's account the Admin linked this customer to: the customer's sales
	// show in that member's Pesanan Saya.
	MemberID  *int64    `json:"member_id" bun:"member_id" doc:"Akun member pelanggan ini (Admin yang menghubungkan); belanjanya tampil di Pesanan Saya member itu."`
	CreatedAt time.Time `json:"created_at" bun:"created_at,notnull"`
}

// ContactFilter searches a contact list on name or phone, case-insensitively.
type ContactFilter struct {
	Search string
	PageRequest
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

// ContactInfo, Key and SetCreated let one address-book implementation serve both kinds.
func (s *Supplier) ContactInfo() *Contact  { return &s.Contact }
func (s *Supplier) Key() int64             { return s.ID }
func (s *Supplier) SetCreated(t time.Time) { s.CreatedAt = t }
func (c *Customer) ContactInfo() *Contact  { return &c.Contact }
func (c *Customer) Key() int64             { return c.ID }
func (c *Customer) SetCreated(t time.Time) { c.CreatedAt = t }
