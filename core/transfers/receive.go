package transfers

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/konterhp/konter/core"
)

// Texts of receiving a transfer and settling its shortfall.
const (
	MsgReceiveAtOutlet   = "Mutasi ini diterima di outlet %s: pilih outlet itu terlebih dahulu."
	MsgNotYourReceiver   = "Anda tidak terdaftar di outlet tujuan mutasi ini."
	MsgAlreadyReceived   = "Mutasi ini sudah diterima."
	MsgUnitNotOnIt       = "Unit %s tidak termasuk dalam mutasi ini."
	MsgProductNotOnIt    = "Barang ini tidak termasuk dalam mutasi ini."
	MsgScanOnReceipt     = "%s diterima dengan memindai IMEI/serial setiap unit."
	MsgMoreThanSent      = "Jumlah %s yang diterima melebihi yang dikirim (%d)."
	MsgNoShortfall       = "Mutasi ini tidak memiliki selisih yang belum diselesaikan."
	MsgUnknownSettlement = "Pilih kembalikan ke outlet pengirim atau hapuskan selisihnya."
	MsgSettleAdminOnly   = "Hanya Admin yang dapat menyelesaikan selisih mutasi."
)

// ReceiveInput is what staff at the receiving outlet counted: the products by quantity, and the
// units by their IMEI or serial scanned. What is not counted did not arrive.
type ReceiveInput struct {
	Lines          []Quantity
	Units          []string
	IdempotencyKey string
}

// arrival is what a receipt brings in: the count per line and the units found.
type arrival struct {
	lines  map[int64]int64
	units  []core.StockTransferUnit
	status core.StockTransferStatus
}

// count checks a receipt against the transfer: every product and unit counted was sent, no more
// than was sent arrives, and anything less is a shortfall.
func count(tr core.StockTransfer, in ReceiveInput) (arrival, error) {
	lines, err := mergeQuantities(in.Lines, true)
	if err != nil {
		return arrival{}, err
	}
	numbers, err := checkNumbers(in.Units)
	if err != nil {
		return arrival{}, err
	}
	a := arrival{lines: map[int64]int64{}, status: core.TransferReceived}
	for i, q := range lines {
		at := slices.IndexFunc(tr.Lines, func(l core.StockTransferLine) bool { return l.ProductID == q.ProductID })
		field := fmt.Sprintf("lines[%d]", i)
		if at < 0 {
			return arrival{}, core.InvalidField(field+".product_id", MsgProductNotOnIt)
		}
		l := tr.Lines[at]
		if l.Tracked {
			return arrival{}, core.InvalidField(field+".quantity", fmt.Sprintf(MsgScanOnReceipt, l.ProductName))
		}
		if q.Quantity > l.Quantity {
			return arrival{}, core.InvalidField(field+".quantity", fmt.Sprintf(MsgMoreThanSent, l.ProductName, l.Quantity))
		}
		a.lines[l.ID] = q.Quantity
	}
	for i, n := range numbers {
		at := slices.IndexFunc(tr.Units, func(u core.StockTransferUnit) bool { return strings.EqualFold(u.Number, n) })
		if at < 0 {
			return arrival{}, core.InvalidField(fmt.Sprintf("units[%d]", i), fmt.Sprintf(MsgUnitNotOnIt, n))
		}
		a.units = append(a.units, tr.Units[at])
	}
	for _, l := range tr.Lines {
		if l.Tracked {
			a.lines[l.ID] = int64(len(slices.DeleteFunc(slices.Clone(a.units), func(u core.StockTransferUnit) bool { return u.ProductID != l.ProductID })))
		}
		if a.lines[l.ID] < l.Quantity {
			a.status = core.TransferShort
		}
	}
	return a, nil
}

// Receive takes a sent transfer in at the receiving outlet, in one transaction: what arrived
// enters that outlet's stock through the ledger (reason transfer-in), the units it counted into
// the outlet's stock; anything less than was sent stays as the transfer's shortfall for the Admin
// to settle. It is received at the session's outlet, which must be the transfer's destination,
// once: a second receipt is refused.
func (t *Transfers) Receive(ctx context.Context, by core.Principal, id int64, in ReceiveInput) (core.StockTransfer, error) {
	tr, err := t.Transfer(ctx, by, id)
	if err != nil {
		return tr, err
	}
	if by.Outlet != tr.ToOutletID {
		return core.StockTransfer{}, core.Forbidden(fmt.Sprintf(MsgReceiveAtOutlet, tr.ToOutletName))
	}
	if err := t.worksAt(ctx, by, tr.ToOutletID, MsgNotYourReceiver); err != nil {
		return core.StockTransfer{}, err
	}
	request := in
	request.IdempotencyKey = ""
	key, err := core.NewIdempotencyKey(by.UserID, core.WriteTransferReceipt, in.IdempotencyKey, struct {
		Transfer int64
		Request  ReceiveInput
	}{id, request})
	if err != nil {
		return core.StockTransfer{}, err
	}
	a, err := count(tr, in)
	if err != nil {
		return core.StockTransfer{}, err
	}
	_, repeated, err := t.once.Once(ctx, key, func(ctx context.Context) (int64, error) {
		ids := make([]int64, len(a.units))
		for i, u := range a.units {
			ids[i] = u.UnitID
		}
		done, err := t.transfers.Receive(ctx, id, a.status, a.lines, ids, by.UserID, t.clock.Now())
		if err != nil {
			return 0, err
		}
		if !done {
			return 0, core.Conflict(MsgAlreadyReceived)
		}
		arrived := func(l core.StockTransferLine) int64 { return a.lines[l.ID] }
		_, err = t.ledger.Move(ctx, tr.ToOutletID, moves(tr, core.ReasonTransferIn, by, arrived, a.units, 1)...)
		return id, err
	})
	if err != nil {
		return core.StockTransfer{}, err
	}
	if !repeated {
		t.pub.Publish(ctx, core.Change{Resource: core.ResourceStockTransfers, Action: core.ActionUpdated, IDs: []int64{id}})
	}
	return t.Transfer(ctx, by, id)
}

// Settle is the Admin's answer to a transfer's shortfall, in one transaction: returned, it goes
// back into the sending outlet's stock (transfer-in); written off, it comes back there and leaves
// again as lost (write-off), so the loss stands in the sender's ledger. Units move with it.
func (t *Transfers) Settle(ctx context.Context, by core.Principal, id int64, settlement core.TransferSettlement) (core.StockTransfer, error) {
	if by.Role != core.RoleAdmin {
		return core.StockTransfer{}, core.Forbidden(MsgSettleAdminOnly)
	}
	if settlement != core.SettlementReturned && settlement != core.SettlementWrittenOff {
		return core.StockTransfer{}, core.InvalidField("settlement", MsgUnknownSettlement)
	}
	err := t.tx.WithinTx(ctx, func(ctx context.Context) error {
		tr, err := t.Transfer(ctx, by, id)
		if err != nil {
			return err
		}
		done, err := t.transfers.Settle(ctx, id, settlement, by.UserID, t.clock.Now())
		if err != nil {
			return err
		}
		if !done {
			return core.Conflict(MsgNoShortfall)
		}
		missing := slices.DeleteFunc(slices.Clone(tr.Units), func(u core.StockTransferUnit) bool { return u.Received })
		back := moves(tr, core.ReasonTransferIn, by, core.StockTransferLine.Shortfall, missing, 1)
		if settlement == core.SettlementWrittenOff {
			lost := func(l core.StockTransferLine) int64 { return -l.Shortfall() }
			back = append(back, moves(tr, core.ReasonWriteOff, by, lost, missing, -1)...)
		}
		_, err = t.ledger.Move(ctx, tr.FromOutletID, back...)
		return err
	})
	if err != nil {
		return core.StockTransfer{}, err
	}
	t.pub.Publish(ctx, core.Change{Resource: core.ResourceStockTransfers, Action: core.ActionUpdated, IDs: []int64{id}})
	return t.Transfer(ctx, by, id)
}
