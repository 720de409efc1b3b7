package reports

import (
	"context"
	"strings"

	"github.com/konterhp/konter/core"
)

// HistoryQuery is what the sales history page asks for: a number, customer or product, one
// customer's documents, and shop-local days (either may be left out).
type HistoryQuery struct {
	Search     string
	CustomerID *int64
	From, To   string
	Page       core.PageRequest
}

// History lists every sale and repair bill, newest first, for reprinting their receipts.
func (r *Reports) History(ctx context.Context, q HistoryQuery) (core.Page[core.PastTransaction], error) {
	search := strings.TrimSpace(q.Search)
	if err := core.CheckSearch(search); err != nil {
		return core.Page[core.PastTransaction]{}, err
	}
	f := core.HistoryFilter{Search: search, CustomerID: q.CustomerID, PageRequest: q.Page}
	if q.From != "" || q.To != "" {
		p, err := r.Period(ctx, q.From, q.To)
		if err != nil {
			return core.Page[core.PastTransaction]{}, err
		}
		f.From, f.To = &p.Start, &p.End
		if q.From == "" {
			f.From = nil // up to a day: everything before it
		}
	}
	return r.repo.History(ctx, f)
}
