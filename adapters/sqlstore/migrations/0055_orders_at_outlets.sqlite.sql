-- A member's pickup order is collected at an outlet, where its stock is reserved; the orders
-- before the upgrade at the shop's first outlet, where their stock was reserved.
-- SQLite adds a column with a reference only when it may be NULL: every order names its outlet.
ALTER TABLE orders ADD COLUMN outlet_id INTEGER REFERENCES outlets (id);
UPDATE orders SET outlet_id = (SELECT MIN(id) FROM outlets);
