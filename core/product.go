package core

import "time"

// Product is an item the shop sells or uses as a spare part. Money is integer rupiah.
type Product struct {
	ID            int64     `json:"id" bun:"id,pk,autoincrement"`
	CreatedAt     time.Time `json:"created_at" bun:"created_at,notnull"`
	Name          string    `json:"name" bun:"name,notnull"`
	Category      string    `json:"category" bun:"category,notnull"`
	Description   string    `json:"description" bun:"description,notnull"`
	Stock         int64     `json:"stock" bun:"stock,notnull"`
	BuyPrice      int64     `json:"buy_price,omitempty" bun:"buy_price,notnull"`
	RetailPrice   int64     `json:"retail_price" bun:"retail_price,notnull"`
	ResellerPrice int64     `json:"reseller_price,omitempty" bun:"reseller_price,notnull"`
	Barcode       string    `json:"barcode" bun:"barcode,notnull"`
	SupplierID    *int64    `json:"supplier_id" bun:"supplier_id"`
	SupplierName  *string   `json:"supplier_name" bun:"supplier_name,scanonly"`
	// EntryDate is the shop-local day the goods came in, as YYYY-MM-DD.
	EntryDate *string `json:"entry_date" bun:"entry_date"`
	ImageURL  *string `json:"image_url" bun:"image_url"`
	// LowStockThreshold: the reminders list the product when its stock is at or below it
	// (null: the shop's default, 2 unless configured).
	LowStockThreshold *int64 `json:"low_stock_threshold" bun:"low_stock_threshold"`
	// Tracked products (phones, laptops) are stocked unit by unit, each with its IMEI or
	// serial: their stock is the number of their units in the shop.
	Tracked bool `json:"tracked" bun:"tracked,notnull"`
	// PinnedAtCounter keeps the product among the cashier's frequent items (the Admin pins it).
	PinnedAtCounter bool `json:"pinned_at_counter" bun:"pinned_at_counter,notnull"`
	// WarrantyName and WarrantyDays are the product's own warranty; nil takes its category's.
	WarrantyName *string `json:"warranty_name" bun:"warranty_name"`
	WarrantyDays *int64  `json:"warranty_days" bun:"warranty_days"`
	// StockByOutlet is the stock at each of the shop's outlets when it has several, for staff;
	// Stock is their sum.
	StockByOutlet []OutletStock `json:"stock_by_outlet,omitempty" bun:"-"`
	// AvailableAt names the outlets holding the product, without how many, for visitors of a
	// shop of several outlets (ForPublic makes it from StockByOutlet).
	AvailableAt []OutletName `json:"available_at,omitempty" bun:"-"`
}

// OutletName names an outlet, for visitors: where a product may be collected.
type OutletName struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// StockAt makes the product's stock what the outlet holds, when the shop has several outlets
// (StockByOutlet filled): what a cashier working there can sell.
func (p *Product) StockAt(outlet int64) {
	for _, s := range p.StockByOutlet {
		if s.OutletID == outlet {
			p.Stock = s.Quantity
		}
	}
}

// OutletStock is what one outlet holds of a product.
type OutletStock struct {
	OutletID   int64  `json:"outlet_id" bun:"outlet_id"`
	OutletName string `json:"outlet_name" bun:"outlet_name"`
	Quantity   int64  `json:"quantity" bun:"quantity"`
}

// ForPublic is the product as a visitor or member may see it: without what the shop paid,
// its reseller price, its supplier or its reminder threshold; in a shop of several outlets, the
// outlets holding it by name, never how many each holds.
func (p Product) ForPublic() Product {
	p.BuyPrice, p.ResellerPrice, p.SupplierID, p.SupplierName, p.LowStockThreshold = 0, 0, nil, nil, nil
	p.AvailableAt = nil
	for _, at := range p.StockByOutlet {
		if at.Quantity > 0 {
			p.AvailableAt = append(p.AvailableAt, OutletName{ID: at.OutletID, Name: at.OutletName})
		}
	}
	p.PinnedAtCounter, p.StockByOutlet = false, nil
	return p
}

// ProductSort is one of the orders a product list can be read in.
type ProductSort string

const (
	SortNameAsc         ProductSort = "name"
	SortNameDesc        ProductSort = "-name"
	SortRetailPriceAsc  ProductSort = "retail_price"
	SortRetailPriceDesc ProductSort = "-retail_price"
)

// ProductSorts lists every accepted sort, in the order a picker shows them.
var ProductSorts = []ProductSort{SortNameAsc, SortNameDesc, SortRetailPriceAsc, SortRetailPriceDesc}

// ProductFilter selects products: Search matches name or barcode, case-insensitively.
type ProductFilter struct {
	Search   string
	Category string
	// InStock keeps only products with stock above 0 (the cashier's picker): at Outlet, when
	// not 0.
	InStock bool
	Outlet  int64
	Sort    ProductSort
	PageRequest
}
