package core

import (
	"fmt"
	"time"
)

// StockReason says why a product's stock changed; every change in Konter names one.
type StockReason string

const (
	ReasonInitial             StockReason = "initial"
	ReasonRestock             StockReason = "restock"
	ReasonAdjustment          StockReason = "adjustment"
	ReasonSale                StockReason = "sale"
	ReasonServicePart         StockReason = "service_part"
	ReasonServicePartReturned StockReason = "service_part_returned"
	ReasonOrderReserved       StockReason = "order_reserved"
	ReasonOrderReleased       StockReason = "order_released"
	ReasonImport              StockReason = "import"
	// ReasonGoodsReceipt is a posted goods receipt from a supplier; the ledger stores it as
	// "purchase", as it always has.
	ReasonGoodsReceipt StockReason = "purchase"
	// ReasonOpname is a difference found by a stock count.
	ReasonOpname StockReason = "opname"
	// ReasonVoid is goods back from a voided sale or repair bill.
	ReasonVoid StockReason = "void"
	// ReasonReturn is goods of a sale taken back.
	ReasonReturn StockReason = "return"
	// ReasonTransferOut is goods leaving an outlet on a transfer to another (in transit).
	ReasonTransferOut StockReason = "transfer-out"
	// ReasonTransferIn is goods of a transfer entering an outlet: the receiver's on receipt, or
	// the sender's when a shortfall goes back.
	ReasonTransferIn StockReason = "transfer-in"
	// ReasonWriteOff is a transfer's shortfall written off at the sending outlet.
	ReasonWriteOff StockReason = "write-off"
)

// StockReasons are all the reasons, for the UIs (cmd/uitexts), which name each in the shop's words.
var StockReasons = []StockReason{
	ReasonInitial, ReasonRestock, ReasonAdjustment, ReasonSale, ReasonServicePart,
	ReasonServicePartReturned, ReasonOrderReserved, ReasonOrderReleased, ReasonImport,
	ReasonGoodsReceipt, ReasonOpname, ReasonVoid, ReasonReturn, ReasonTransferOut,
	ReasonTransferIn, ReasonWriteOff,
}

// StockChange asks the ledger to move a product's stock by Delta.
type StockChange struct {
	ProductID int64
	Delta     int64
	Reason    StockReason
	// Reference names the document behind the change, for example "TRX-…" or "SVC-12".
	Reference string
	UserID    *int64
	// UnitID names the unit that arrives or leaves, for a product tracked by unit (Delta ±1).
	UnitID *int64
	// From names the document whose units come back when it is not Reference: a return
	// (RTR-…) brings back units its sale (TRX-…) took.
	From string
}

// StockMovement is one row of the stock ledger.
type StockMovement struct {
	ID        int64 `json:"id" bun:"id,pk,autoincrement"`
	ProductID int64 `json:"product_id" bun:"product_id,notnull"`
	Delta     int64 `json:"delta" bun:"delta,notnull"`
	// StockAfter is the outlet's stock of the product right after the movement.
	StockAfter int64       `json:"stock_after" bun:"stock_after,notnull"`
	Reason     StockReason `json:"reason" bun:"reason,notnull"`
	Reference  string      `json:"reference" bun:"reference,notnull"`
	UserID     *int64      `json:"user_id" bun:"user_id"`
	UserName   *string     `json:"user_name" bun:"user_name,scanonly"`
	UnitID     *int64      `json:"unit_id" bun:"unit_id"`
	// OutletID is the outlet where the stock moved.
	OutletID int64 `json:"outlet_id" bun:"outlet_id,notnull"`
	// UnitNumber is the moved unit's IMEI, else its serial, when the ledger was read with it.
	UnitNumber *string   `json:"unit_number,omitempty" bun:"unit_number,scanonly"`
	CreatedAt  time.Time `json:"created_at" bun:"created_at,notnull"`
}

// StockShortageError is raised when a decrement would take an outlet's stock below 0.
type StockShortageError struct {
	ProductID int64
	Name      string
	// Available is what the outlet holds.
	Available int64
	// Outlet names the outlet that is short in a shop of several; a shop of one hears none.
	Outlet string
}

func (e *StockShortageError) Error() string {
	if e.Outlet != "" {
		return fmt.Sprintf("Stok %s di outlet %s tidak mencukupi.", e.Name, e.Outlet)
	}
	return fmt.Sprintf("Stok %s tidak mencukupi.", e.Name)
}
