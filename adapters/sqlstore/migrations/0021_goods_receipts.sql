-- Goods received from suppliers (penerimaan barang): their lines at the price charged, and
-- how much of each receipt the shop has paid.
CREATE TABLE goods_receipts (
    id {{pk}},
    number TEXT NOT NULL,
    supplier_id BIGINT NOT NULL REFERENCES suppliers (id),
    invoice_number TEXT NOT NULL DEFAULT '',
    received_on TEXT NOT NULL,
    total BIGINT NOT NULL CHECK (total >= 0),
    paid BIGINT NOT NULL CHECK (paid >= 0 AND paid <= total),
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX goods_receipts_number_key ON goods_receipts (number);
CREATE INDEX goods_receipts_supplier_idx ON goods_receipts (supplier_id, received_on);
CREATE INDEX goods_receipts_received_idx ON goods_receipts (received_on, id);

CREATE TABLE goods_receipt_lines (
    id {{pk}},
    receipt_id BIGINT NOT NULL REFERENCES goods_receipts (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name TEXT NOT NULL,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    buy_price BIGINT NOT NULL CHECK (buy_price >= 0)
);
CREATE INDEX goods_receipt_lines_receipt_idx ON goods_receipt_lines (receipt_id, id);
CREATE INDEX goods_receipt_lines_product_idx ON goods_receipt_lines (product_id);
