package sqlstore

import "fmt"

// returnedOf is the value the returns of the sale (a column holding its id) took back.
func returnedOf(saleID string) string {
	return fmt.Sprintf("CAST(COALESCE((SELECT SUM(rt.value_amount) FROM sale_returns AS rt WHERE rt.sale_id = %s), 0) AS BIGINT)", saleID)
}

// allReturnedOf is whether the returns of the sale took back every piece it sold.
func allReturnedOf(saleID string) string {
	return fmt.Sprintf(`NOT EXISTS (SELECT 1 FROM sales_transaction_items AS si WHERE si.transaction_id = %s
		AND si.quantity > COALESCE((SELECT SUM(ri.quantity) FROM sale_return_items AS ri WHERE ri.sale_item_id = si.id), 0))`, saleID)
}
