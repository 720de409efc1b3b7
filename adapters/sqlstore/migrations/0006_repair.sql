-- Repairs: intake, the service bill with its spare parts.
CREATE TABLE service_entries (
    id {{pk}},
    customer_id BIGINT NOT NULL REFERENCES customers (id),
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    category TEXT NOT NULL,
    device_type TEXT NOT NULL,
    damage_type TEXT NOT NULL,
    description TEXT NOT NULL,
    status TEXT NOT NULL,
    date {{timestamp}} NOT NULL,
    service_info TEXT,
    info_date TEXT,
    imei TEXT,
    accessories TEXT,
    condition TEXT,
    warranty_until {{timestamp}},
    warranty_return_of BIGINT REFERENCES service_entries (id) ON DELETE SET NULL,
    tracking_token TEXT NOT NULL,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX service_entries_tracking_key ON service_entries (tracking_token);
CREATE INDEX service_entries_status_idx ON service_entries (status, created_at);
CREATE INDEX service_entries_customer_idx ON service_entries (customer_id, created_at);
CREATE INDEX service_entries_created_idx ON service_entries (created_at);

CREATE TABLE service_transactions (
    id {{pk}},
    service_entry_id BIGINT NOT NULL REFERENCES service_entries (id),
    customer_id BIGINT NOT NULL REFERENCES customers (id),
    customer_name_cache TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    service_fee BIGINT NOT NULL CHECK (service_fee >= 0),
    total_parts_cost BIGINT NOT NULL CHECK (total_parts_cost >= 0),
    total_amount BIGINT NOT NULL CHECK (total_amount >= 0),
    paid_amount BIGINT NOT NULL CHECK (paid_amount >= 0),
    change_amount BIGINT NOT NULL CHECK (change_amount >= 0),
    remaining_amount BIGINT NOT NULL CHECK (remaining_amount >= 0),
    payment_method TEXT NOT NULL,
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    kasir_name_cache TEXT,
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX service_transactions_entry_key ON service_transactions (service_entry_id);
CREATE INDEX service_transactions_created_idx ON service_transactions (created_at);

CREATE TABLE service_parts (
    id {{pk}},
    transaction_id BIGINT NOT NULL REFERENCES service_transactions (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name_cache TEXT NOT NULL,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    sale_price BIGINT NOT NULL CHECK (sale_price >= 0),
    buy_price BIGINT NOT NULL CHECK (buy_price >= 0)
);
CREATE INDEX service_parts_transaction_idx ON service_parts (transaction_id);
CREATE INDEX service_parts_product_idx ON service_parts (product_id);
