-- Products the Admin pins to the cashier's frequent items.
ALTER TABLE products ADD COLUMN pinned_at_counter BOOLEAN NOT NULL DEFAULT FALSE;
