package catalog

import (
	"context"
	"errors"
	"strings"

	"github.com/konterhp/konter/core"
)

// MsgRequiredFields is the spec's text when a required field is blank.
const MsgRequiredFields = "Harap isi semua field yang wajib diisi."

// ProductInput is what staff type into the product form.
type ProductInput struct {
	Name          string
	Category      string
	Description   string
	Stock         int64
	BuyPrice      int64
	RetailPrice   int64
	ResellerPrice int64
	Barcode       string
	SupplierID    *int64
	EntryDate     *string
	ImageURL      *string
}

func (in *ProductInput) normalise() error {
	in.Name = strings.TrimSpace(in.Name)
	in.Category = strings.TrimSpace(in.Category)
	in.Description = strings.TrimSpace(in.Description)
	in.Barcode = strings.TrimSpace(in.Barcode)
	var missing []core.FieldError
	for field, v := range map[string]string{"name": in.Name, "category": in.Category, "barcode": in.Barcode} {
		if v == "" {
			missing = append(missing, core.FieldError{Field: field, Message: MsgRequiredFields})
		}
	}
	if len(missing) > 0 {
		return core.Validation(MsgRequiredFields, missing...)
	}
	for field, v := range map[string]int64{"stock": in.Stock, "buy_price": in.BuyPrice, "retail_price": in.RetailPrice, "reseller_price": in.ResellerPrice} {
		if v < 0 {
			return core.InvalidField(field, "Angka tidak boleh negatif.")
		}
	}
	return nil
}

// AddProduct creates a product; its opening stock enters through the ledger.
func (c *Catalog) AddProduct(ctx context.Context, in ProductInput, by *int64) (core.Product, error) {
	if err := in.normalise(); err != nil {
		return core.Product{}, err
	}
	p := core.Product{
		CreatedAt: c.clock.Now(), Name: in.Name, Category: in.Category, Description: in.Description,
		BuyPrice: in.BuyPrice, RetailPrice: in.RetailPrice, ResellerPrice: in.ResellerPrice,
		Barcode: in.Barcode, SupplierID: in.SupplierID, EntryDate: in.EntryDate, ImageURL: in.ImageURL,
	}
	err := c.tx.WithinTx(ctx, func(ctx context.Context) error {
		if err := c.products.Create(ctx, &p); err != nil {
			if errors.Is(err, core.ErrDuplicate) {
				return core.InvalidField("barcode", "Barcode sudah dipakai produk lain.")
			}
			return err
		}
		moves, err := c.ledger.Move(ctx, core.StockChange{ProductID: p.ID, Delta: in.Stock, Reason: core.ReasonInitial, UserID: by})
		if len(moves) > 0 {
			p.Stock = moves[len(moves)-1].StockAfter
		}
		return err
	})
	return p, err
}
