-- An order paid at the sales cashier ('Proses di Kasir') points at its sale.
ALTER TABLE orders ADD COLUMN sale_id BIGINT REFERENCES sales_transactions (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX orders_sale_key ON orders (sale_id);
