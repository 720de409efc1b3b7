package sqlstore

import (
	"reflect"
	"testing"

	"github.com/konterhp/konter/core"
)

// A transaction's notices go out merged per resource and action, each id once, in order; a
// stock-only update stays apart from an edit, which may have moved the product in every list.
func TestCoalesceMergesNoticesOfOneTransaction(t *testing.T) {
	got := coalesce([]core.Change{
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{3, 1}},
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{7}, StockOnly: true},
		{Resource: core.ResourceSalesTransactions, Action: core.ActionCreated, IDs: []int64{9}},
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{3, 7}, StockOnly: true},
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{1, 4}},
		{Resource: core.ResourceProducts, Action: core.ActionCreated, IDs: []int64{5}},
		{Resource: core.ResourceSalesTransactions, Action: core.ActionCreated, IDs: []int64{10}},
		{Resource: core.ResourceOrders, Action: core.ActionUpdated, IDs: []int64{2}},
		{Resource: core.ResourceOrders, Action: core.ActionUpdated},
		{Resource: core.ResourceOrders, Action: core.ActionUpdated, IDs: []int64{3}},
	})
	want := []core.Change{
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{3, 1, 4}},
		{Resource: core.ResourceProducts, Action: core.ActionUpdated, IDs: []int64{7, 3}, StockOnly: true},
		{Resource: core.ResourceSalesTransactions, Action: core.ActionCreated, IDs: []int64{9, 10}},
		{Resource: core.ResourceProducts, Action: core.ActionCreated, IDs: []int64{5}},
		{Resource: core.ResourceOrders, Action: core.ActionUpdated},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("coalesce = %v, want %v", got, want)
	}
}
