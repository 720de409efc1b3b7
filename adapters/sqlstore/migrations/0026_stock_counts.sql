-- Stock counts (stock opname): the sheet frozen at the start (a line per product with the
-- stock the books held, and each unit in the shop of the tracked products), what staff
-- counted, and who posted or cancelled it.
CREATE TABLE stock_counts (
    id {{pk}},
    number TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'posted', 'cancelled')),
    categories TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    started_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    started_at {{timestamp}} NOT NULL,
    closed_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    closed_at {{timestamp}}
);
CREATE UNIQUE INDEX stock_counts_number_key ON stock_counts (number);
CREATE INDEX stock_counts_started_idx ON stock_counts (started_at, id);

CREATE TABLE stock_count_lines (
    id {{pk}},
    count_id BIGINT NOT NULL REFERENCES stock_counts (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id),
    product_name TEXT NOT NULL,
    barcode TEXT NOT NULL,
    category TEXT NOT NULL,
    tracked BOOLEAN NOT NULL,
    expected BIGINT NOT NULL,
    counted BIGINT CHECK (counted >= 0)
);
CREATE UNIQUE INDEX stock_count_lines_product_key ON stock_count_lines (count_id, product_id);

CREATE TABLE stock_count_units (
    count_id BIGINT NOT NULL REFERENCES stock_counts (id) ON DELETE CASCADE,
    unit_id BIGINT NOT NULL REFERENCES units (id),
    product_id BIGINT NOT NULL REFERENCES products (id),
    expected BOOLEAN NOT NULL,
    found BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (count_id, unit_id)
);
CREATE INDEX stock_count_units_product_idx ON stock_count_units (count_id, product_id);
