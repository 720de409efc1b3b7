package shop

import (
	"context"
	"errors"
	"fmt"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
	"github.com/konterhp/konter/core/outlets"
)

// The spec's texts, and ours where the spec is silent.
const (
	MsgCartEmpty     = "Keranjang Anda kosong."
	MsgQuantity      = "Jumlah barang minimal 1."
	MsgTooManyLines  = "Satu pesanan paling banyak berisi 50 jenis barang."
	MsgOrderNotFound = "Pesanan tidak ditemukan."
	msgProductGone   = "Produk #%d sudah tidak tersedia. Hapus dari keranjang lalu coba lagi."
	msgStockLeft     = "Stok %s hanya tersisa %d."
	msgStockGone     = "Stok %s sudah habis."
	// MsgPickupNotFound refuses an order at an outlet the shop does not have.
	MsgPickupNotFound  = "Outlet pengambilan tidak ditemukan. Pilih outlet lain."
	msgStockLeftOutlet = "Stok %s di %s hanya tersisa %d. Kurangi jumlahnya atau pilih outlet lain."
	msgStockGoneOutlet = "Stok %s tidak tersedia di %s. Pilih outlet lain."
)

// MaxOrderLines bounds the number of different products in one order.
const MaxOrderLines = 50

// OrderLine asks for a quantity of a product; the price is the server's, never the client's.
type OrderLine = core.Line

// basket are the limits of one order's lines.
var basket = core.LineRules{Field: "items", Max: MaxOrderLines, Empty: MsgCartEmpty, TooMany: MsgTooManyLines,
	BadQuantity: MsgQuantity, BadProduct: catalog.MsgProductNotFound}

// OrderInput is a checkout: the cart's lines, the outlet where the member collects it (0: the
// first outlet) and the key the browser made for this attempt.
type OrderInput struct {
	Items          []OrderLine
	OutletID       int64
	IdempotencyKey string
}

// PlaceOrder turns a member's cart into a pickup order in one transaction: each line priced at
// the current retail price and its stock reserved through the ledger. An order that cannot be
// filled creates nothing. Sent again with the same idempotency key and cart, it answers with
// the first order (created false) instead of making a second one.
func (s *Shop) PlaceOrder(ctx context.Context, member core.Principal, in OrderInput) (core.OrderDetail, bool, error) {
	lines, err := basket.Merge(in.Items)
	if err != nil {
		return core.OrderDetail{}, false, err
	}
	key, err := core.NewIdempotencyKey(member.UserID, core.WriteOrder, in.IdempotencyKey, struct {
		Lines  []OrderLine
		Outlet int64
	}{lines, in.OutletID})
	if err != nil {
		return core.OrderDetail{}, false, err
	}
	outlet, place, err := s.pickupAt(ctx, in.OutletID)
	if err != nil {
		return core.OrderDetail{}, false, err
	}
	var out core.OrderDetail
	id, repeated, err := s.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		var err error
		if out, err = s.createOrder(ctx, member.UserID, lines, outlet, place); err != nil {
			return 0, err
		}
		s.pub.Publish(ctx, core.Change{Resource: core.ResourceOrders, Action: core.ActionCreated, IDs: []int64{out.ID}})
		return out.ID, nil
	})
	if err != nil {
		return core.OrderDetail{}, false, err
	}
	if repeated {
		out, err = s.MyOrder(ctx, member, id)
	}
	return out, !repeated, err
}

func (s *Shop) createOrder(ctx context.Context, memberID int64, lines []OrderLine, outlet int64, place *core.OutletPlace) (core.OrderDetail, error) {
	items := make([]core.OrderItem, 0, len(lines))
	read := make(map[int64]core.Product, len(lines))
	var bill core.Bill
	for _, l := range lines {
		p, err := s.products.Get(ctx, l.ProductID)
		if errors.Is(err, core.ErrNotFound) {
			return core.OrderDetail{}, core.Conflict(fmt.Sprintf(msgProductGone, l.ProductID))
		}
		if err != nil {
			return core.OrderDetail{}, err
		}
		if p.Stock < l.Quantity {
			return core.OrderDetail{}, shortage(p.Name, p.Stock, nil)
		}
		read[p.ID] = p
		items = append(items, core.OrderItem{
			ProductID: p.ID, Quantity: l.Quantity, PriceAtOrder: p.RetailPrice, ProductName: p.Name, ProductImageURL: p.ImageURL,
		})
		bill.Lines = append(bill.Lines, core.BillLine{Quantity: l.Quantity, Price: p.RetailPrice})
	}
	_, total, err := bill.Price()
	if err != nil {
		return core.OrderDetail{}, err
	}

	o := core.Order{
		OrderNumber: core.PendingNumber("ORD"), MemberID: &memberID,
		TotalAmount: total, Status: core.OrderPending, CreatedAt: s.clock.Now(), OutletID: outlet,
	}
	if err := s.orders.Create(ctx, &o, items); err != nil {
		return core.OrderDetail{}, err
	}
	o.OrderNumber = core.DocumentNumber("ORD", o.CreatedAt, s.zone.Location(ctx), o.ID)
	if err := s.orders.SetNumber(ctx, o.ID, o.OrderNumber); err != nil {
		return core.OrderDetail{}, err
	}

	changes := make([]core.StockChange, 0, len(items))
	for _, it := range items {
		changes = append(changes, core.StockChange{
			ProductID: it.ProductID, Delta: -it.Quantity, Reason: core.ReasonOrderReserved, Reference: o.OrderNumber, UserID: &memberID,
		})
	}
	if _, err := s.ledger.MoveRead(ctx, outlet, read, changes...); err != nil {
		var short *core.StockShortageError
		if errors.As(err, &short) {
			return core.OrderDetail{}, shortage(short.Name, short.Available, place)
		}
		return core.OrderDetail{}, err
	}
	return core.OrderDetail{Order: o, Items: items, Outlet: place}, nil
}

// shortage names the product and what is left of it, at the pickup outlet in a shop of several.
func shortage(name string, left int64, at *core.OutletPlace) error {
	switch {
	case at != nil && left <= 0:
		return core.Conflict(fmt.Sprintf(msgStockGoneOutlet, name, at.Name))
	case at != nil:
		return core.Conflict(fmt.Sprintf(msgStockLeftOutlet, name, at.Name, left))
	case left <= 0:
		return core.Conflict(fmt.Sprintf(msgStockGone, name))
	}
	return core.Conflict(fmt.Sprintf(msgStockLeft, name, left))
}

// MyOrders lists the member's own orders, newest first.
func (s *Shop) MyOrders(ctx context.Context, member core.Principal, page core.PageRequest) (core.Page[core.Order], error) {
	return s.orders.ListForMember(ctx, member.UserID, page)
}

// MyOrder reads one of the member's own orders with its lines; anyone else's is not found.
func (s *Shop) MyOrder(ctx context.Context, member core.Principal, id int64) (core.OrderDetail, error) {
	o, err := s.orders.Get(ctx, id)
	if errors.Is(err, core.ErrNotFound) || (err == nil && (o.MemberID == nil || *o.MemberID != member.UserID)) {
		return core.OrderDetail{}, core.NotFound(MsgOrderNotFound)
	}
	if err != nil {
		return core.OrderDetail{}, err
	}
	items, err := s.orders.Items(ctx, o.ID)
	if err != nil {
		return core.OrderDetail{}, err
	}
	place, err := outlets.PlaceOf(ctx, s.outlets, o.OutletID)
	return core.OrderDetail{Order: o, Items: items, Outlet: place}, err
}
