package outlets

import (
	"context"

	"github.com/konterhp/konter/core"
	"github.com/konterhp/konter/ports"
)

// Rows streams a workbook sheet's rows, each with the outlet of its document.
type Rows func(emit func(outlet int64, cells []any) error) error

// column names, in a shop of several outlets, the outlet of each row's document.
var column = ports.Column{Title: "Outlet", Width: 18}

// Names are a chain's outlets by ID, for its workbooks' Outlet column; nil in a shop of one,
// whose sheets have no outlet.
type Names map[int64]string

// SheetNames are the shop's outlets by ID when it has several; nil when it has one.
func SheetNames(ctx context.Context, repo ports.OutletRepository) (Names, error) {
	page, err := repo.List(ctx, core.PageRequest{PerPage: core.MaxPerPage})
	if err != nil || len(page.Items) < 2 {
		return nil, err
	}
	names := Names{}
	for _, o := range page.Items {
		names[o.ID] = o.Name
	}
	return names, nil
}

// Sheet is a sheet of rows; in a chain each row ends with its document's outlet.
func (n Names) Sheet(title string, columns []ports.Column, each Rows) ports.DataSheet {
	if n == nil {
		return ports.DataSheet{Title: title, Columns: columns, Rows: func(emit func([]any) error) error {
			return each(func(_ int64, cells []any) error { return emit(cells) })
		}}
	}
	return ports.DataSheet{Title: title, Columns: append(append([]ports.Column{}, columns...), column), Rows: func(emit func([]any) error) error {
		return each(func(outlet int64, cells []any) error { return emit(append(cells, n[outlet])) })
	}}
}
