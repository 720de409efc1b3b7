-- The shop's warranty on what it sells: each sale line keeps the warranty its category had
-- on the day of sale and its last day. A repair taken in under that warranty names the unit
-- sold here.
ALTER TABLE sales_transaction_items ADD COLUMN warranty_name TEXT;
ALTER TABLE sales_transaction_items ADD COLUMN warranty_until TEXT;
ALTER TABLE service_entries ADD COLUMN warranty_repair BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE service_entries ADD COLUMN unit_id BIGINT REFERENCES units (id);
