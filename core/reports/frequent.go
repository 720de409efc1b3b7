package reports

import (
	"context"

	"github.com/konterhp/konter/core"
)

// FrequentItemsLimit is how many tiles the cashier's frequent items show.
const FrequentItemsLimit = 24

// FrequentItems are the cashier's tiles for goods without a barcode: the products pinned at
// the counter (by name), then the most sold of the last 30 shop-local days (most first).
func (r *Reports) FrequentItems(ctx context.Context) ([]core.FrequentItem, error) {
	period, err := r.Period(ctx, "", "")
	if err != nil {
		return nil, err
	}
	ranks, err := r.repo.TopProducts(ctx, period, FrequentItemsLimit)
	if err != nil {
		return nil, err
	}
	sold := make(map[int64]core.Sum, len(ranks))
	ids := make([]int64, 0, len(ranks))
	for _, rank := range ranks {
		sold[rank.ProductID] = rank.Quantity
		ids = append(ids, rank.ProductID)
	}
	pinned, err := r.products.Pinned(ctx, FrequentItemsLimit)
	if err != nil {
		return nil, err
	}
	bestSellers, err := r.products.GetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]core.Product, len(bestSellers))
	for _, p := range bestSellers {
		byID[p.ID] = p
	}
	items := make([]core.FrequentItem, 0, FrequentItemsLimit)
	shown := make(map[int64]bool, FrequentItemsLimit)
	for _, p := range pinned {
		items = append(items, core.FrequentItem{Product: p, Sold: sold[p.ID]})
		shown[p.ID] = true
	}
	for _, id := range ids {
		p, ok := byID[id]
		if !ok || shown[id] || len(items) == FrequentItemsLimit {
			continue
		}
		items = append(items, core.FrequentItem{Product: p, Sold: sold[id]})
		shown[id] = true
	}
	return items, nil
}
