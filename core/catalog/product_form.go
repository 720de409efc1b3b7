package catalog

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/konterhp/konter/core"
)

// The spec's texts for the product form and the stock dialog.
const (
	MsgRequiredFields = "Harap isi semua field yang wajib diisi."
	MsgStockBelowZero = "Stok tidak bisa kurang dari 0."
)

// ProductInput is what staff type into the product form.
type ProductInput struct {
	Name        string
	Category    string
	Description string
	// Stock is the opening stock of a new product. An edit never sets stock: a sale made
	// while the form was open would be undone. It corrects it by StockCorrection instead.
	Stock int64
	// StockCorrection is the edit form's change to the stock it showed (negative for a
	// miscount), written to the ledger as an adjustment.
	StockCorrection int64
	BuyPrice        int64
	RetailPrice     int64
	ResellerPrice   int64
	Barcode         string
	SupplierID      *int64
	EntryDate       *string
	ImageURL        *string
	// LowStockThreshold is the stock at or below which the reminders list the product;
	// nil takes the shop's default.
	LowStockThreshold *int64
	// Tracked stocks the product unit by unit, each with its IMEI or serial.
	Tracked bool
	// WarrantyName and WarrantyDays are the product's own warranty (both or neither); none
	// takes its category's from the settings.
	WarrantyName *string
	WarrantyDays *int64
}

func (in *ProductInput) normalise() error {
	in.Name = strings.TrimSpace(in.Name)
	in.Category = strings.TrimSpace(in.Category)
	in.Description = strings.TrimSpace(in.Description)
	in.Barcode = strings.TrimSpace(in.Barcode)
	var missing []core.FieldError
	for _, f := range []struct{ name, value string }{{"name", in.Name}, {"category", in.Category}, {"barcode", in.Barcode}} {
		if f.value == "" {
			missing = append(missing, core.FieldError{Field: f.name, Message: MsgRequiredFields})
		}
	}
	if len(missing) > 0 {
		return core.Validation(MsgRequiredFields, missing...)
	}
	for _, f := range []struct {
		name  string
		value int64
	}{{"stock", in.Stock}, {"buy_price", in.BuyPrice}, {"retail_price", in.RetailPrice}, {"reseller_price", in.ResellerPrice}} {
		if f.value < 0 {
			return core.InvalidField(f.name, "Angka tidak boleh negatif.")
		}
	}
	if in.Tracked && (in.Stock != 0 || in.StockCorrection != 0) {
		return core.InvalidField("stock", MsgTrackedNeedsUnits)
	}
	if in.LowStockThreshold != nil && *in.LowStockThreshold < 0 {
		return core.InvalidField("low_stock_threshold", "Angka tidak boleh negatif.")
	}
	if err := in.checkBounds(); err != nil {
		return err
	}
	var err error
	if in.WarrantyName, in.WarrantyDays, err = core.CheckProductWarranty(in.WarrantyName, in.WarrantyDays); err != nil {
		return err
	}
	return checkDate(in.EntryDate)
}

// checkBounds keeps the form's prices and stock within the shop's bounds.
func (in *ProductInput) checkBounds() error {
	threshold := int64(0)
	if in.LowStockThreshold != nil {
		threshold = *in.LowStockThreshold
	}
	for _, err := range []error{
		core.CheckPrice("buy_price", in.BuyPrice), core.CheckPrice("retail_price", in.RetailPrice),
		core.CheckPrice("reseller_price", in.ResellerPrice), core.CheckStock("stock", in.Stock),
		core.CheckStock("stock_correction", in.StockCorrection), core.CheckStock("low_stock_threshold", threshold),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// checkDate accepts an empty date or a calendar day written YYYY-MM-DD.
func checkDate(d *string) error {
	if d == nil || *d == "" {
		return nil
	}
	if _, err := time.Parse(time.DateOnly, *d); err != nil {
		return core.InvalidField("entry_date", "Tanggal harus berformat YYYY-MM-DD.")
	}
	return nil
}

func (in ProductInput) apply(p *core.Product) {
	p.Name, p.Category, p.Description = in.Name, in.Category, in.Description
	p.BuyPrice, p.RetailPrice, p.ResellerPrice = in.BuyPrice, in.RetailPrice, in.ResellerPrice
	p.Barcode, p.SupplierID = in.Barcode, in.SupplierID
	p.EntryDate, p.LowStockThreshold, p.Tracked = in.EntryDate, in.LowStockThreshold, in.Tracked
	p.WarrantyName, p.WarrantyDays = in.WarrantyName, in.WarrantyDays
	if p.EntryDate != nil && *p.EntryDate == "" {
		p.EntryDate = nil
	}
}

// AddProduct creates a product; its opening stock enters through the ledger.
func (c *Catalog) AddProduct(ctx context.Context, in ProductInput, by core.Principal) (core.Product, error) {
	if err := in.normalise(); err != nil {
		return core.Product{}, err
	}
	p := core.Product{CreatedAt: c.clock.Now(), ImageURL: in.ImageURL}
	in.apply(&p)
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := c.products.Create(ctx, &p); err != nil {
			return err
		}
		moves, err := c.ledger.Move(ctx, by.Outlet, core.StockChange{ProductID: p.ID, Delta: in.Stock, Reason: core.ReasonInitial, UserID: by.Actor()})
		p.Stock += moved(moves)
		return err
	})
	switch {
	case errors.Is(err, core.ErrDuplicate):
		return p, core.InvalidField("barcode", MsgBarcodeTaken)
	case errors.Is(err, core.ErrReferenced):
		return p, core.InvalidField("supplier_id", MsgSupplierNotFound)
	case err != nil:
		return p, err
	}
	c.pub.Publish(ctx, core.Change{Resource: core.ResourceProducts, Action: core.ActionCreated, IDs: []int64{p.ID}})
	return p, nil
}

// UpdateProduct saves the edit form, replacing every field. A stock correction is written
// to the ledger as an adjustment, in the same transaction; it may not take stock below 0.
func (c *Catalog) UpdateProduct(ctx context.Context, id int64, in ProductInput, by core.Principal) (core.Product, error) {
	if err := in.normalise(); err != nil {
		return core.Product{}, err
	}
	var out core.Product
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		p, err := c.change(ctx, id, func(p *core.Product) error {
			if p.Tracked != in.Tracked && p.Stock != 0 {
				return core.InvalidField("tracked", MsgTrackedStockZero)
			}
			in.apply(p)
			return nil
		})
		if err != nil {
			return err
		}
		moves, err := c.ledger.Move(ctx, by.Outlet, core.StockChange{ProductID: id, Delta: in.StockCorrection, Reason: core.ReasonAdjustment, Reference: "Ubah data produk", UserID: by.Actor()})
		var shortage *core.StockShortageError
		if errors.As(err, &shortage) {
			return core.Conflict(MsgStockBelowZero)
		}
		p.Stock += moved(moves)
		out = p
		return err
	})
	return out, err
}

// SetProductImage stores a new photo under a timestamped name and removes the old file. The
// photo is decoded, resized and stored before the transaction that names it.
func (c *Catalog) SetProductImage(ctx context.Context, id int64, up core.Upload) (core.Product, error) {
	ext, err := core.ProductPhotoUpload.Check(up)
	if err != nil {
		return core.Product{}, err
	}
	key := fmt.Sprintf("products/%d-%d.%s", id, c.clock.Now().UnixMilli(), ext)
	if err := c.files.Put(ctx, ProductImageBucket, key, up.Data); err != nil {
		if _, refused := core.AsError(err); refused {
			return core.Product{}, err
		}
		return core.Product{}, core.Validation("Gagal mengunggah gambar: " + err.Error())
	}
	var old *string
	p, err := c.change(ctx, id, func(p *core.Product) error {
		old = p.ImageURL
		url := c.files.URL(ProductImageBucket, key)
		p.ImageURL = &url
		return nil
	})
	if err != nil {
		_ = c.files.Delete(ctx, ProductImageBucket, key)
		return p, err
	}
	if old != nil && *old != *p.ImageURL {
		c.removeImage(ctx, old)
	}
	return p, nil
}

// StockInput is the add-stock dialog: a quantity above 0, and optionally the day the goods
// came in and who supplied them. A miscount is corrected by editing the product. A product
// tracked by unit takes the units' numbers instead of a quantity: the count follows them.
type StockInput struct {
	Delta      int64
	EntryDate  *string
	SupplierID *int64
	Note       string
	Units      []UnitNumbers
}

// AddStock moves a product's stock through the ledger and notes the delivery.
func (c *Catalog) AddStock(ctx context.Context, id int64, in StockInput, by core.Principal) (core.Product, error) {
	units, err := checkUnitNumbers(in.Units)
	if err != nil {
		return core.Product{}, err
	}
	if len(units) > 0 {
		in.Delta = int64(len(units))
	}
	if in.Delta <= 0 {
		return core.Product{}, core.InvalidField("delta", "Pilih barang dan masukkan jumlah yang valid.")
	}
	if err := core.CheckStock("delta", in.Delta); err != nil {
		return core.Product{}, err
	}
	if err := checkDate(in.EntryDate); err != nil {
		return core.Product{}, err
	}
	var out core.Product
	err = c.tx.WithinTx(ctx, func(ctx context.Context) error {
		p, err := c.change(ctx, id, func(p *core.Product) error {
			if p.Tracked != (len(units) > 0) {
				return unitsExpected(p)
			}
			if in.EntryDate != nil && *in.EntryDate != "" {
				p.EntryDate = in.EntryDate
			}
			if in.SupplierID != nil {
				p.SupplierID = in.SupplierID
			}
			return nil
		})
		if err != nil {
			return err
		}
		move := core.StockChange{ProductID: id, Delta: in.Delta, Reason: core.ReasonRestock, Reference: strings.TrimSpace(in.Note), UserID: by.Actor()}
		if p.Tracked {
			origin := UnitOrigin{SupplierID: p.SupplierID, ReceivedOn: c.today(ctx), BuyPrice: p.BuyPrice}
			if p.EntryDate != nil && in.EntryDate != nil && *in.EntryDate != "" {
				origin.ReceivedOn = *p.EntryDate
			}
			_, err = c.receiveUnits(ctx, by.Outlet, p, units, origin, move)
			p.Stock += in.Delta
			out = p
			return err
		}
		moves, err := c.ledger.Move(ctx, by.Outlet, move)
		p.Stock += moved(moves)
		out = p
		return err
	})
	return out, err
}

// moved is what the movements added to the shop's stock, of every outlet: each movement's
// stock after is its outlet's.
func moved(moves []core.StockMovement) int64 {
	var n int64
	for _, m := range moves {
		n += m.Delta
	}
	return n
}

// unitsExpected explains a stock dialog that gave units for a product not tracked by unit,
// or none for one that is.
func unitsExpected(p *core.Product) error {
	if p.Tracked {
		return core.InvalidField("units", fmt.Sprintf(MsgUnitNumbersNeeded, p.Name))
	}
	return core.InvalidField("units", fmt.Sprintf(MsgNotTracked, p.Name))
}
