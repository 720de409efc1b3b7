-- A member's pickup order is collected at an outlet, where its stock is reserved; the orders
-- before the upgrade at the shop's first outlet, where their stock was reserved.
ALTER TABLE orders ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
UPDATE orders SET outlet_id = (SELECT MIN(id) FROM outlets);
ALTER TABLE orders ALTER COLUMN outlet_id SET NOT NULL;
