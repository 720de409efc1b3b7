package core

import "fmt"

// Bounds that belong to a shop. A price or fee above MaxPrice, or a quantity or stock above
// MaxQuantity, is a slip of the finger, not business: refusing them keeps every amount a
// document holds inside int64. One line is at most MaxPrice × MaxQuantity, and that is also
// the most any document's total, payment or change may be (MaxAmount < 2^63).
const (
	MaxPrice    int64 = 1_000_000_000_000
	MaxQuantity int64 = 1_000_000
	MaxStock          = MaxQuantity
	MaxAmount         = MaxPrice * MaxQuantity
)

// The texts of the bounds (TestBoundTextsNameTheBounds keeps them in step with the numbers).
const (
	MsgPriceTooHigh    = "Harga atau biaya paling tinggi Rp 1.000.000.000.000."
	MsgQuantityTooHigh = "Jumlah barang paling banyak 1.000.000."
	MsgStockTooHigh    = "Stok paling banyak 1.000.000."
	MsgAmountTooHigh   = "Jumlah uang paling banyak Rp 1.000.000.000.000.000.000."
	MsgTotalTooHigh    = "Total transaksi melebihi batas Rp 1.000.000.000.000.000.000."
	MsgDrawerFull      = "Uang tunai di laci paling banyak Rp 1.000.000.000.000.000.000."
	MsgNegativeAmount  = "Jumlah uang tidak boleh negatif."
	msgStockAboveLimit = "Stok %s tidak bisa melebihi 1.000.000."
)

// CheckPrice refuses a price or fee above MaxPrice; field names the input.
func CheckPrice(field string, v int64) error { return atMost(field, v, MaxPrice, MsgPriceTooHigh) }

// CheckQuantity refuses a quantity above MaxQuantity.
func CheckQuantity(field string, v int64) error {
	return atMost(field, v, MaxQuantity, MsgQuantityTooHigh)
}

// CheckStock refuses a stock, or a change of stock, of more than MaxStock either way.
func CheckStock(field string, v int64) error {
	return atMost(field, max(v, -v), MaxStock, MsgStockTooHigh)
}

// CheckAmount refuses an amount of money (a payment, a discount) above MaxAmount.
func CheckAmount(field string, v int64) error {
	return atMost(field, v, MaxAmount, MsgAmountTooHigh)
}

func atMost(field string, v, bound int64, msg string) error {
	if v > bound {
		return InvalidField(field, msg)
	}
	return nil
}

// Add totals two amounts of a document. It never wraps: an amount below 0 or a sum above
// MaxAmount is a validation error. Money that goes both ways (a drawer, a report) adds up in
// a Sum.
func Add(a, b int64) (int64, error) {
	if a < 0 || b < 0 {
		return 0, Validation(MsgNegativeAmount)
	}
	if a > MaxAmount || b > MaxAmount || a+b > MaxAmount {
		return 0, Validation(MsgTotalTooHigh)
	}
	return a + b, nil
}

// Mul is a line's amount, quantity × price, whatever their size: either below 0 is a
// validation error, and so is a product above MaxAmount, never a wrapped number.
func Mul(quantity, price int64) (int64, error) {
	if quantity < 0 || price < 0 {
		return 0, Validation(MsgNegativeAmount)
	}
	if quantity > 0 && price > MaxAmount/quantity {
		return 0, Validation(MsgTotalTooHigh)
	}
	return quantity * price, nil
}

// StockAboveLimit is the ledger's answer to a change that would take a product's stock past
// MaxStock.
func StockAboveLimit(name string) *Error {
	msg := fmt.Sprintf(msgStockAboveLimit, name)
	return InvalidField("stock", msg)
}
