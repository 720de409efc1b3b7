package app

import (
	"context"
	"fmt"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/sales"
	"github.com/konterhp/konter/core/transfers"
	"github.com/konterhp/konter/ports"
)

// demoChain is the demo as a chain: its outlets after the first, goods sent from the first outlet
// to another and received there, and a closed shift with sales at each outlet. An outlet named ""
// is the first.
type demoChain struct {
	Outlets   []core.Outlet `json:"outlets"`
	Transfers []struct {
		To    string `json:"to"`
		Note  string `json:"note"`
		Lines []struct {
			Barcode  string `json:"barcode"`
			Quantity int64  `json:"quantity"`
		} `json:"lines"`
		IMEIs []string `json:"imeis"`
	} `json:"transfers"`
	Shifts []struct {
		Outlet      string `json:"outlet"`
		Cashier     string `json:"cashier"`
		OpeningCash int64  `json:"opening_cash"`
		Sales       [][]struct {
			Barcode  string `json:"barcode"`
			Quantity int64  `json:"quantity"`
		} `json:"sales"`
	} `json:"shifts"`
}

// seedOutlets opens the demo's outlets not yet open and gives every outlet's id by its name.
func (a *App) seedOutlets(ctx context.Context, chain demoChain) (map[string]int64, int, error) {
	added := 0
	ids := map[string]int64{}
	page, err := a.Outlets.List(ctx, core.PageRequest{Page: 1, PerPage: 100})
	if err != nil {
		return nil, 0, err
	}
	for i, o := range page.Items {
		if i == 0 {
			ids[""] = o.ID
		}
		ids[o.Name] = o.ID
	}
	for _, o := range chain.Outlets {
		if _, ok := ids[o.Name]; ok {
			continue
		}
		opened, err := a.Outlets.Add(ctx, o)
		if err != nil {
			return nil, 0, fmt.Errorf("outlet %q: %w", o.Name, err)
		}
		ids[o.Name] = opened.ID
		added++
	}
	return ids, added, nil
}

// staffOutlets are the ids of the outlets named; none is the first outlet.
func staffOutlets(names []string, outlets map[string]int64) ([]int64, error) {
	var ids []int64
	for _, n := range names {
		id, ok := outlets[n]
		if !ok {
			return nil, fmt.Errorf("no outlet %q", n)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// seedTransfers sends the demo's transfers from the first outlet, once (a shop with a transfer
// has them), and receives each in full at its outlet by one of the demo's staff working there.
func (a *App) seedTransfers(ctx context.Context, chain demoChain, outlets map[string]int64, admin int64, staff map[string]core.Principal) (int, error) {
	if len(chain.Transfers) == 0 {
		return 0, nil
	}
	sender := core.Principal{UserID: admin, Role: core.RoleAdmin, Outlet: outlets[""]}
	existing, err := a.Transfers.List(ctx, sender, 0, core.StockTransferFilter{PageRequest: core.PageRequest{Page: 1, PerPage: 1}})
	if err != nil || existing.Total > 0 {
		return 0, err
	}
	done := 0
	for _, t := range chain.Transfers {
		to, ok := outlets[t.To]
		if !ok {
			return 0, fmt.Errorf("transfer to %q: no such outlet", t.To)
		}
		receiver, ok := staff[t.To]
		if !ok { // the demo's staff there were the shop's before: nobody of the demo receives it
			continue
		}
		in := transfers.SendInput{ToOutletID: to, Note: t.Note, Units: t.IMEIs}
		for _, l := range t.Lines {
			p, err := a.Catalog.ProductByBarcode(ctx, l.Barcode)
			if err != nil {
				return 0, fmt.Errorf("transfer to %q: product %s: %w", t.To, l.Barcode, err)
			}
			in.Lines = append(in.Lines, transfers.Quantity{ProductID: p.ID, Quantity: l.Quantity})
		}
		sent, err := a.Transfers.Send(ctx, sender, in)
		if err != nil {
			return 0, fmt.Errorf("transfer to %q: %w", t.To, err)
		}
		if _, err := a.Transfers.Receive(ctx, receiver, sent.ID, transfers.ReceiveInput{Lines: in.Lines, Units: t.IMEIs}); err != nil {
			return 0, fmt.Errorf("receiving the transfer at %q: %w", t.To, err)
		}
		done++
	}
	return done, nil
}

// seedShifts opens each demo shift at its outlet, rings up its cash sales at the retail price and
// closes it with the drawer counted right, once: a shop with a shift has them.
func (a *App) seedShifts(ctx context.Context, chain demoChain, outlets map[string]int64, cashiers map[string]int64) (int, error) {
	if len(chain.Shifts) == 0 {
		return 0, nil
	}
	existing, err := a.Shifts.List(ctx, core.Principal{Role: core.RoleAdmin}, ports.ShiftFilter{PageRequest: core.PageRequest{Page: 1, PerPage: 1}})
	if err != nil || existing.Total > 0 {
		return 0, err
	}
	done := 0
	for _, s := range chain.Shifts {
		who := core.Principal{UserID: cashiers[s.Cashier], Role: core.RoleKasir, Outlet: outlets[s.Outlet]}
		if who.Outlet == 0 {
			return 0, fmt.Errorf("shift of %s: no outlet %q", s.Cashier, s.Outlet)
		}
		if who.UserID == 0 { // an account the shop had before the demo: its shifts are its own
			continue
		}
		shift, err := a.Shifts.Open(ctx, who, s.OpeningCash)
		if err != nil {
			return 0, fmt.Errorf("shift of %s: %w", s.Cashier, err)
		}
		cash := s.OpeningCash
		for _, lines := range s.Sales {
			in := sales.SaleInput{PaymentMethod: core.PayCash}
			for _, l := range lines {
				p, err := a.Catalog.ProductByBarcode(ctx, l.Barcode)
				if err != nil {
					return 0, fmt.Errorf("sale of %s: %w", l.Barcode, err)
				}
				in.Lines = append(in.Lines, sales.Line{ProductID: p.ID, Quantity: l.Quantity})
				in.Paid += p.RetailPrice * l.Quantity
			}
			sale, err := a.Sales.RingUpSale(ctx, who, in)
			if err != nil {
				return 0, fmt.Errorf("sale by %s: %w", s.Cashier, err)
			}
			cash += sale.Total
		}
		if _, err := a.Shifts.Close(ctx, who, shift.ID, cash, ""); err != nil {
			return 0, fmt.Errorf("closing the shift of %s: %w", s.Cashier, err)
		}
		done++
	}
	return done, nil
}
