package core

import "time"

// StockTransferStatus is where a transfer between outlets (mutasi stok) is.
type StockTransferStatus string

const (
	// TransferSent: the goods left the sending outlet's stock and are on their way.
	TransferSent StockTransferStatus = "sent"
	// TransferReceived: everything sent arrived at the receiving outlet.
	TransferReceived StockTransferStatus = "received"
	// TransferShort: received with a shortfall the Admin has not settled yet.
	TransferShort StockTransferStatus = "short"
	// TransferSettled: received with a shortfall the Admin sent back or wrote off.
	TransferSettled StockTransferStatus = "settled"
)

// TransferSettlement is what the Admin did with a transfer's shortfall.
type TransferSettlement string

const (
	// SettlementReturned: the shortfall went back into the sending outlet's stock.
	SettlementReturned TransferSettlement = "returned"
	// SettlementWrittenOff: the shortfall is lost, written off at the sending outlet.
	SettlementWrittenOff TransferSettlement = "written_off"
)

// StockTransfer moves goods from one outlet to another: they leave the sender's stock when it is
// sent and enter the receiver's when they are received there.
type StockTransfer struct {
	ID             int64               `json:"id" bun:"id,pk,autoincrement"`
	Number         string              `json:"number" bun:"number,notnull"`
	FromOutletID   int64               `json:"from_outlet_id" bun:"from_outlet_id,notnull"`
	FromOutletName string              `json:"from_outlet_name" bun:"from_outlet_name,scanonly"`
	ToOutletID     int64               `json:"to_outlet_id" bun:"to_outlet_id,notnull"`
	ToOutletName   string              `json:"to_outlet_name" bun:"to_outlet_name,scanonly"`
	Status         StockTransferStatus `json:"status" enum:"sent,received,short,settled" bun:"status,notnull"`
	Note           string              `json:"note" bun:"note,notnull"`
	SentBy         *int64              `json:"sent_by" bun:"sent_by"`
	SentByName     *string             `json:"sent_by_name" bun:"sent_by_name,scanonly"`
	SentAt         time.Time           `json:"sent_at" bun:"sent_at,notnull"`
	ReceivedBy     *int64              `json:"received_by" bun:"received_by"`
	ReceivedByName *string             `json:"received_by_name" bun:"received_by_name,scanonly"`
	ReceivedAt     *time.Time          `json:"received_at" bun:"received_at"`
	Settlement     TransferSettlement  `json:"settlement" enum:",returned,written_off" bun:"settlement,notnull"`
	SettledBy      *int64              `json:"settled_by" bun:"settled_by"`
	SettledAt      *time.Time          `json:"settled_at" bun:"settled_at"`
	// Lines and Units are read for one transfer, not for the list.
	Lines []StockTransferLine `json:"lines,omitempty" bun:"-"`
	Units []StockTransferUnit `json:"units,omitempty" bun:"-"`
}

// StockTransferLine is one product sent: how many, and how many arrived.
type StockTransferLine struct {
	ID          int64  `json:"id" bun:"id,pk,autoincrement"`
	TransferID  int64  `json:"transfer_id" bun:"transfer_id,notnull"`
	ProductID   int64  `json:"product_id" bun:"product_id,notnull"`
	ProductName string `json:"product_name" bun:"product_name,notnull"`
	Tracked     bool   `json:"tracked" bun:"tracked,notnull"`
	Quantity    int64  `json:"quantity" bun:"quantity,notnull"`
	Received    int64  `json:"received" bun:"received,notnull"`
}

// Shortfall is what did not arrive of a received line.
func (l StockTransferLine) Shortfall() int64 { return l.Quantity - l.Received }

// StockTransferUnit is one unit sent by its IMEI or serial, and whether it arrived.
type StockTransferUnit struct {
	TransferID int64  `json:"transfer_id" bun:"transfer_id,pk"`
	UnitID     int64  `json:"unit_id" bun:"unit_id,pk"`
	ProductID  int64  `json:"product_id" bun:"product_id,notnull"`
	Number     string `json:"number" bun:"number,notnull"`
	Received   bool   `json:"received" bun:"received,notnull"`
}

// StockTransferFilter selects transfers: of some outlets (sent from or to one of them; nil is
// every outlet), in a status.
type StockTransferFilter struct {
	Outlets []int64
	Status  StockTransferStatus
	PageRequest
}
