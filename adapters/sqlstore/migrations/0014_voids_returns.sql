-- Voids and returns. A sale or a repair bill made by mistake is voided: it stays in the books,
-- marked with when, why and by whom, and the reports leave it out; void_refund is the money
-- paid back. A return takes some lines of a sale back, with its own number (RTR-…).
ALTER TABLE sales_transactions ADD COLUMN voided_at {{timestamp}};
ALTER TABLE sales_transactions ADD COLUMN void_reason TEXT;
ALTER TABLE sales_transactions ADD COLUMN voided_by_name TEXT;
ALTER TABLE sales_transactions ADD COLUMN void_refund BIGINT NOT NULL DEFAULT 0;

ALTER TABLE service_transactions ADD COLUMN voided_at {{timestamp}};
ALTER TABLE service_transactions ADD COLUMN void_reason TEXT;
ALTER TABLE service_transactions ADD COLUMN voided_by_name TEXT;
ALTER TABLE service_transactions ADD COLUMN void_refund BIGINT NOT NULL DEFAULT 0;

CREATE TABLE sale_returns (
    id {{pk}},
    transaction_id_display TEXT NOT NULL,
    sale_id BIGINT NOT NULL REFERENCES sales_transactions (id),
    reason TEXT NOT NULL,
    refund_method TEXT NOT NULL,
    value_amount BIGINT NOT NULL CHECK (value_amount >= 0),
    debt_reduced BIGINT NOT NULL CHECK (debt_reduced >= 0),
    refund_amount BIGINT NOT NULL CHECK (refund_amount >= 0),
    admin_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    admin_name_cache TEXT,
    created_at {{timestamp}} NOT NULL,
    CHECK (debt_reduced + refund_amount = value_amount)
);
CREATE UNIQUE INDEX sale_returns_display_key ON sale_returns (transaction_id_display);
CREATE INDEX sale_returns_sale_idx ON sale_returns (sale_id);
CREATE INDEX sale_returns_created_idx ON sale_returns (created_at);

CREATE TABLE sale_return_items (
    id {{pk}},
    return_id BIGINT NOT NULL REFERENCES sale_returns (id) ON DELETE CASCADE,
    sale_item_id BIGINT NOT NULL REFERENCES sales_transaction_items (id),
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name_cache TEXT NOT NULL,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    buy_price_at_sale BIGINT NOT NULL CHECK (buy_price_at_sale >= 0),
    sale_price_at_sale BIGINT NOT NULL CHECK (sale_price_at_sale >= 0)
);
CREATE INDEX sale_return_items_return_idx ON sale_return_items (return_id);
CREATE INDEX sale_return_items_item_idx ON sale_return_items (sale_item_id);
