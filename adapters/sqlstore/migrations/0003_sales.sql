-- The sales cashier and the instalments that follow it.
CREATE TABLE sales_transactions (
    id {{pk}},
    created_at {{timestamp}} NOT NULL,
    transaction_id_display TEXT NOT NULL,
    customer_id BIGINT REFERENCES customers (id),
    customer_name_cache TEXT,
    customer_type TEXT NOT NULL,
    subtotal BIGINT NOT NULL CHECK (subtotal >= 0),
    discount BIGINT NOT NULL CHECK (discount >= 0),
    total_amount BIGINT NOT NULL CHECK (total_amount >= 0),
    paid_amount BIGINT NOT NULL CHECK (paid_amount >= 0),
    change_amount BIGINT NOT NULL CHECK (change_amount >= 0),
    remaining_amount BIGINT NOT NULL CHECK (remaining_amount >= 0),
    payment_method TEXT NOT NULL,
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    kasir_name_cache TEXT,
    idempotency_key TEXT
);
CREATE UNIQUE INDEX sales_transactions_display_key ON sales_transactions (transaction_id_display);
CREATE UNIQUE INDEX sales_transactions_idempotency_key ON sales_transactions (kasir_id, idempotency_key);
CREATE INDEX sales_transactions_created_idx ON sales_transactions (created_at);
CREATE INDEX sales_transactions_customer_idx ON sales_transactions (customer_id);

CREATE TABLE sales_transaction_items (
    id {{pk}},
    transaction_id BIGINT NOT NULL REFERENCES sales_transactions (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name_cache TEXT NOT NULL,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    buy_price_at_sale BIGINT NOT NULL CHECK (buy_price_at_sale >= 0),
    sale_price_at_sale BIGINT NOT NULL CHECK (sale_price_at_sale >= 0)
);
CREATE INDEX sales_transaction_items_sale_idx ON sales_transaction_items (transaction_id);
CREATE INDEX sales_transaction_items_product_idx ON sales_transaction_items (product_id);

CREATE TABLE installments (
    id {{pk}},
    transaction_id_display TEXT NOT NULL,
    transaction_type TEXT NOT NULL,
    customer_id BIGINT REFERENCES customers (id),
    customer_name_cache TEXT,
    total_amount BIGINT NOT NULL CHECK (total_amount >= 0),
    paid_amount BIGINT NOT NULL CHECK (paid_amount >= 0),
    remaining_amount BIGINT NOT NULL CHECK (remaining_amount >= 0),
    status TEXT NOT NULL,
    details TEXT,
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL,
    CHECK (paid_amount + remaining_amount = total_amount)
);
CREATE UNIQUE INDEX installments_display_key ON installments (transaction_id_display);
CREATE INDEX installments_status_idx ON installments (status, created_at);
CREATE INDEX installments_customer_idx ON installments (customer_id);

CREATE TABLE installment_payments (
    id {{pk}},
    installment_id BIGINT NOT NULL REFERENCES installments (id) ON DELETE CASCADE,
    amount BIGINT NOT NULL CHECK (amount > 0),
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX installment_payments_installment_idx ON installment_payments (installment_id, created_at);
