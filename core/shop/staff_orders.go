package shop

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
)

// Texts for the staff's order management.
const (
	MsgBadOrderStatus = "Status pesanan tidak dikenal."
	MsgOrderPaid      = "Pesanan ini sudah dibayar di kasir; stoknya sudah terjual dan status tidak dapat diubah ke Dibatalkan atau Pending."
)

// Orders lists every member order for the staff, newest first.
func (s *Shop) Orders(ctx context.Context, f core.OrderFilter) (core.Page[core.StaffOrder], error) {
	f.Search = strings.TrimSpace(f.Search)
	return s.orders.List(ctx, f)
}

// OrderForStaff reads an order with the member's contact details and the lines.
func (s *Shop) OrderForStaff(ctx context.Context, id int64) (core.StaffOrderDetail, error) {
	o, err := s.orders.GetForStaff(ctx, id)
	if errors.Is(err, core.ErrNotFound) {
		return core.StaffOrderDetail{}, core.NotFound(MsgOrderNotFound)
	}
	if err != nil {
		return core.StaffOrderDetail{}, err
	}
	items, err := s.orders.Items(ctx, id)
	return core.StaffOrderDetail{StaffOrder: o, Items: items}, err
}

// SetOrderStatus moves an order between Pending, Processed and Cancelled. Stock follows:
// cancelling releases what the order reserved, and leaving Cancelled reserves it again (or
// is refused when the stock is gone). An order paid at the cashier keeps its status.
func (s *Shop) SetOrderStatus(ctx context.Context, id int64, status core.OrderStatus, by *int64) (core.Order, error) {
	if !slices.Contains(core.OrderStatuses, status) {
		return core.Order{}, core.InvalidField("status", MsgBadOrderStatus)
	}
	var out core.Order
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		var from core.OrderStatus
		o, err := s.orders.Update(ctx, id, func(o *core.Order) error {
			if o.SaleID != nil && status != core.OrderProcessed {
				return core.Conflict(MsgOrderPaid)
			}
			from, o.Status = o.Status, status
			return nil
		})
		if errors.Is(err, core.ErrNotFound) {
			return core.NotFound(MsgOrderNotFound)
		}
		if err != nil {
			return err
		}
		out = o
		switch {
		case from != core.OrderCancelled && status == core.OrderCancelled:
			return s.moveReserved(ctx, o, +1, core.ReasonOrderReleased, by)
		case from == core.OrderCancelled && status != core.OrderCancelled:
			return s.moveReserved(ctx, o, -1, core.ReasonOrderReserved, by)
		}
		return nil
	})
	if err != nil {
		return core.Order{}, err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceOrders, Action: core.ActionUpdated, IDs: []int64{id}})
	return out, nil
}

// DeleteOrder removes an order and its lines; stock it still holds goes back first.
func (s *Shop) DeleteOrder(ctx context.Context, id int64, by *int64) error {
	err := s.tx.WithinTx(ctx, func(ctx context.Context) error {
		o, err := s.orders.Update(ctx, id, func(*core.Order) error { return nil })
		if errors.Is(err, core.ErrNotFound) {
			return core.NotFound(MsgOrderNotFound)
		}
		if err != nil {
			return err
		}
		if o.Status != core.OrderCancelled && o.SaleID == nil {
			if err := s.moveReserved(ctx, o, +1, core.ReasonOrderReleased, by); err != nil {
				return err
			}
		}
		return s.orders.Delete(ctx, id)
	})
	if err != nil {
		return err
	}
	s.pub.Publish(ctx, core.Change{Resource: core.ResourceOrders, Action: core.ActionDeleted, IDs: []int64{id}})
	return nil
}

// moveReserved moves every line of the order by sign × quantity through the ledger.
func (s *Shop) moveReserved(ctx context.Context, o core.Order, sign int64, reason core.StockReason, by *int64) error {
	items, err := s.orders.Items(ctx, o.ID)
	if err != nil {
		return err
	}
	changes := make([]core.StockChange, 0, len(items))
	for _, it := range items {
		changes = append(changes, core.StockChange{ProductID: it.ProductID, Delta: sign * it.Quantity, Reason: reason, Reference: o.OrderNumber, UserID: by})
	}
	_, err = s.ledger.Move(ctx, o.OutletID, changes...)
	var short *core.StockShortageError
	if errors.As(err, &short) {
		return core.Conflict(fmt.Sprintf("Stok %s tidak mencukupi untuk memesan ulang (tersisa %d).", short.Name, short.Available))
	}
	return err
}
