package app

import (
	"context"
	"fmt"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/core/catalog"
)

// demoStock is the phone shop's side of the demo: its warranties, goods received from a
// supplier (phones by their IMEIs) and a finished stock count.
type demoStock struct {
	Settings      map[string]string `json:"settings"`
	GoodsReceipts []struct {
		Supplier      string `json:"supplier"`
		InvoiceNumber string `json:"invoice_number"`
		Paid          int64  `json:"paid"`
		Lines         []struct {
			Barcode  string   `json:"barcode"`
			Quantity int64    `json:"quantity"`
			BuyPrice int64    `json:"buy_price"`
			IMEIs    []string `json:"imeis"`
		} `json:"lines"`
	} `json:"goods_receipts"`
	StockCount *struct {
		Categories []string `json:"categories"`
		Note       string   `json:"note"`
		// NotFound are the IMEIs nobody finds: posting takes them out as missing.
		NotFound []string `json:"not_found"`
	} `json:"stock_count"`
}

// seedSettings saves the demo's settings the shop has not set itself.
func (a *App) seedSettings(ctx context.Context, settings map[string]string) error {
	current, err := a.Content.Settings(ctx)
	if err != nil {
		return err
	}
	unset := map[string]string{}
	for key, v := range settings {
		if current[key] == "" {
			unset[key] = v
		}
	}
	if len(unset) == 0 {
		return nil
	}
	_, err = a.Content.SaveSettings(ctx, unset)
	return err
}

// seedGoodsReceipts receives the demo's goods; a supplier's invoice already received is left alone.
func (a *App) seedGoodsReceipts(ctx context.Context, shop demoStock, suppliers map[string]int64, by core.Principal) (int, error) {
	added := 0
	for _, r := range shop.GoodsReceipts {
		supplier, ok := suppliers[r.Supplier]
		if !ok {
			return added, fmt.Errorf("goods receipt %s: no supplier %q", r.InvoiceNumber, r.Supplier)
		}
		page, err := a.Catalog.GoodsReceipts(ctx, core.GoodsReceiptFilter{SupplierID: supplier, PageRequest: core.PageRequest{Page: 1, PerPage: 100}})
		if err != nil {
			return added, err
		}
		if receivedAlready(page.Items, r.InvoiceNumber) {
			continue
		}
		in := catalog.GoodsReceiptInput{SupplierID: supplier, InvoiceNumber: r.InvoiceNumber, Paid: r.Paid}
		for _, l := range r.Lines {
			p, err := a.Catalog.ProductByBarcode(ctx, l.Barcode)
			if err != nil {
				return added, fmt.Errorf("goods receipt %s: product %s: %w", r.InvoiceNumber, l.Barcode, err)
			}
			line := catalog.GoodsReceiptLineInput{ProductID: p.ID, Quantity: l.Quantity, BuyPrice: l.BuyPrice}
			for _, imei := range l.IMEIs {
				line.Units = append(line.Units, catalog.UnitNumbers{IMEI: imei})
			}
			in.Lines = append(in.Lines, line)
		}
		if _, err := a.Catalog.ReceiveGoods(ctx, in, by); err != nil {
			return added, fmt.Errorf("goods receipt %s: %w", r.InvoiceNumber, err)
		}
		added++
	}
	return added, nil
}

func receivedAlready(receipts []core.GoodsReceipt, invoice string) bool {
	for _, r := range receipts {
		if r.InvoiceNumber == invoice {
			return true
		}
	}
	return false
}

// seedCount makes the demo's finished stock count, once: every product of its categories is
// counted at its stock, every unit is scanned but those not found, and the Admin posts it.
func (a *App) seedCount(ctx context.Context, shop demoStock, admin int64) (int, error) {
	c := shop.StockCount
	if c == nil {
		return 0, nil
	}
	existing, err := a.Counts.List(ctx, core.StockCountFilter{PageRequest: core.PageRequest{Page: 1, PerPage: 1}})
	if err != nil || existing.Total > 0 {
		return 0, err
	}
	by, err := a.Outlets.AtFirst(ctx, core.Principal{UserID: admin, Role: core.RoleAdmin})
	if err != nil {
		return 0, err
	}
	count, err := a.Counts.Start(ctx, by, c.Categories, c.Note)
	if err != nil {
		return 0, err
	}
	for _, l := range count.Lines {
		if !l.Tracked {
			stock := l.Stock
			if _, err := a.Counts.SetCounted(ctx, count.ID, l.ProductID, &stock); err != nil {
				return 0, err
			}
		}
	}
	notFound := map[string]bool{}
	for _, n := range c.NotFound {
		notFound[n] = true
	}
	for _, u := range count.Units {
		if !notFound[u.Number()] {
			if _, err := a.Counts.Scan(ctx, count.ID, u.Number(), 1); err != nil {
				return 0, err
			}
		}
	}
	if _, err := a.Counts.Post(ctx, by, count.ID); err != nil {
		return 0, err
	}
	return 1, nil
}
