package core

import "time"

// OrderStatus is where a member's pickup order stands.
type OrderStatus string

const (
	OrderPending   OrderStatus = "Pending"
	OrderProcessed OrderStatus = "Processed"
	OrderCancelled OrderStatus = "Cancelled"
)

// Order is a member's pickup order: paid and collected in the store. Money is integer rupiah.
type Order struct {
	ID          int64  `json:"id" bun:"id,pk,autoincrement"`
	OrderNumber string `json:"order_number" bun:"order_number,notnull"`
	// MemberID is null once the member's account is deleted; the order stays.
	MemberID    *int64      `json:"member_id" bun:"member_id"`
	TotalAmount int64       `json:"total_amount" bun:"total_amount,notnull"`
	Status      OrderStatus `json:"status" enum:"Pending,Processed,Cancelled" bun:"status,notnull"`
	CreatedAt   time.Time   `json:"created_at" bun:"created_at,notnull"`
	// SaleID is the cashier's sale the order was paid with ('Proses di Kasir').
	SaleID *int64 `json:"sale_id" bun:"sale_id"`
	// OutletID is where the order is collected and paid, and its stock reserved.
	OutletID int64 `json:"outlet_id" bun:"outlet_id,notnull"`
}

// OrderStatuses lists every order status, in the order staff pick them.
var OrderStatuses = []OrderStatus{OrderPending, OrderProcessed, OrderCancelled}

// StaffOrder is an order as the staff see it, with the member's contact details; they are
// null once the member's account is deleted ('Member Dihapus').
type StaffOrder struct {
	Order         `bun:",extend"`
	MemberName    *string `json:"member_name" bun:"member_name,scanonly"`
	MemberEmail   *string `json:"member_email" bun:"member_email,scanonly"`
	MemberPhone   *string `json:"member_phone" bun:"member_phone,scanonly"`
	MemberAddress *string `json:"member_address" bun:"member_address,scanonly"`
	OutletName    string  `json:"outlet_name" bun:"outlet_name,scanonly"`
}

// StaffOrderDetail is a StaffOrder with its lines.
type StaffOrderDetail struct {
	StaffOrder
	Items []OrderItem `json:"items"`
}

// OrderFilter selects orders for the staff list.
type OrderFilter struct {
	Status OrderStatus
	Search string
	PageRequest
}

// OrderItem is one line of an order, priced when the order was made.
type OrderItem struct {
	ID              int64   `json:"id" bun:"id,pk,autoincrement"`
	OrderID         int64   `json:"order_id" bun:"order_id,notnull"`
	ProductID       int64   `json:"product_id" bun:"product_id,notnull"`
	Quantity        int64   `json:"quantity" bun:"quantity,notnull"`
	PriceAtOrder    int64   `json:"price_at_order" bun:"price_at_order,notnull"`
	ProductName     string  `json:"product_name" bun:"product_name,scanonly"`
	ProductImageURL *string `json:"product_image_url" bun:"product_image_url,scanonly"`
}

// OrderDetail is an order with its lines, and where to collect it in a shop of several outlets
// (null in a shop of one).
type OrderDetail struct {
	Order
	Items  []OrderItem  `json:"items"`
	Outlet *OutletPlace `json:"outlet"`
}

// Review is a member's rating and comment on a product; the author's name and photo are
// joined from their profile (never their e-mail address).
type Review struct {
	ID        int64 `json:"id" bun:"id,pk,autoincrement"`
	ProductID int64 `json:"product_id" bun:"product_id,notnull"`
	// UserID is null once the author's account is deleted.
	UserID          *int64    `json:"user_id" bun:"user_id"`
	Rating          int       `json:"rating" bun:"rating,notnull"`
	Comment         string    `json:"comment" bun:"comment,notnull"`
	CreatedAt       time.Time `json:"created_at" bun:"created_at,notnull"`
	UpdatedAt       time.Time `json:"updated_at" bun:"updated_at,notnull"`
	AuthorName      *string   `json:"author_name" bun:"author_name,scanonly"`
	AuthorAvatarURL *string   `json:"author_avatar_url" bun:"author_avatar_url,scanonly"`
}
