-- Transfers between outlets (mutasi stok): the goods leave the sending outlet's stock when the
-- transfer is sent (in transit) and enter the receiving outlet's when it is received there; a
-- shortfall on receipt goes back to the sender or is written off by the Admin.
CREATE TABLE stock_transfers (
    id {{pk}},
    number TEXT NOT NULL,
    from_outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    to_outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    status TEXT NOT NULL CHECK (status IN ('sent', 'received', 'short', 'settled')),
    note TEXT NOT NULL DEFAULT '',
    sent_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    sent_at {{timestamp}} NOT NULL,
    received_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    received_at {{timestamp}},
    settlement TEXT NOT NULL DEFAULT '' CHECK (settlement IN ('', 'returned', 'written_off')),
    settled_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    settled_at {{timestamp}},
    CHECK (from_outlet_id <> to_outlet_id)
);
CREATE UNIQUE INDEX stock_transfers_number_key ON stock_transfers (number);
CREATE INDEX stock_transfers_sent_idx ON stock_transfers (sent_at, id);

CREATE TABLE stock_transfer_lines (
    id {{pk}},
    transfer_id BIGINT NOT NULL REFERENCES stock_transfers (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name TEXT NOT NULL,
    tracked BOOLEAN NOT NULL,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    received BIGINT NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= quantity)
);
CREATE UNIQUE INDEX stock_transfer_lines_product_key ON stock_transfer_lines (transfer_id, product_id);

CREATE TABLE stock_transfer_units (
    transfer_id BIGINT NOT NULL REFERENCES stock_transfers (id) ON DELETE CASCADE,
    unit_id BIGINT NOT NULL REFERENCES units (id),
    product_id BIGINT NOT NULL REFERENCES products (id),
    number TEXT NOT NULL,
    received BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (transfer_id, unit_id)
);
