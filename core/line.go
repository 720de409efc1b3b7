package core

// Line asks for a quantity of a product: a cart line, an order line, a spare part. The price
// is the server's, never the client's. For a product tracked by unit a cart line may name the
// units scanned (their IMEIs or serials); its quantity is then their number.
type Line struct {
	ProductID int64
	Quantity  int64
	UnitIDs   []int64
}

// LineRules are a document's limits on its lines and the texts that name them.
type LineRules struct {
	// Field is the input the messages are about ("items", "parts").
	Field string
	// Max bounds the number of different products.
	Max int
	// Empty refuses a document without lines; empty allows it (a repair without parts).
	Empty string
	// TooMany names Max.
	TooMany string
	// BadQuantity refuses a quantity below 1.
	BadQuantity string
	// BadProduct, when set, refuses a product id below 1 before anything is read.
	BadProduct string
}

// Merge checks the lines and joins repeated products into one line, keeping the order they
// were scanned in. A merged quantity is bounded like a single one.
func (r LineRules) Merge(lines []Line) ([]Line, error) {
	if len(lines) == 0 && r.Empty != "" {
		return nil, InvalidField(r.Field, r.Empty)
	}
	if len(lines) > r.Max {
		return nil, InvalidField(r.Field, r.TooMany)
	}
	at := map[int64]int{}
	out := make([]Line, 0, len(lines))
	for _, l := range lines {
		if len(l.UnitIDs) > 0 {
			l.Quantity = int64(len(l.UnitIDs))
		}
		if l.ProductID < 1 && r.BadProduct != "" {
			return nil, InvalidField(r.Field, r.BadProduct)
		}
		if l.Quantity < 1 {
			return nil, InvalidField(r.Field, r.BadQuantity)
		}
		if err := CheckQuantity(r.Field, l.Quantity); err != nil {
			return nil, err
		}
		if i, ok := at[l.ProductID]; ok {
			out[i].Quantity += l.Quantity
			out[i].UnitIDs = append(out[i].UnitIDs, l.UnitIDs...)
			if err := CheckQuantity(r.Field, out[i].Quantity); err != nil {
				return nil, err
			}
			continue
		}
		at[l.ProductID] = len(out)
		out = append(out, l)
	}
	return out, nil
}
