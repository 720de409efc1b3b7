-- Products tracked by unit (phones, laptops): each unit with its IMEI or serial number,
-- where it came from and where it is now. The ledger names the unit of each movement.
ALTER TABLE products ADD COLUMN tracked BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE units (
    id {{pk}},
    product_id BIGINT NOT NULL REFERENCES products (id),
    imei TEXT,
    imei2 TEXT,
    serial TEXT,
    status TEXT NOT NULL,
    supplier_id BIGINT REFERENCES suppliers (id) ON DELETE SET NULL,
    received_on TEXT NOT NULL,
    buy_price BIGINT NOT NULL DEFAULT 0 CHECK (buy_price >= 0),
    created_at {{timestamp}} NOT NULL,
    CHECK (imei IS NOT NULL OR serial IS NOT NULL)
);
CREATE UNIQUE INDEX units_imei_key ON units (imei);
CREATE UNIQUE INDEX units_imei2_key ON units (imei2);
CREATE UNIQUE INDEX units_serial_key ON units (lower(serial));
CREATE INDEX units_product_status_idx ON units (product_id, status, id);

ALTER TABLE stock_movements ADD COLUMN unit_id BIGINT REFERENCES units (id);
CREATE INDEX stock_movements_unit_idx ON stock_movements (unit_id, id);
