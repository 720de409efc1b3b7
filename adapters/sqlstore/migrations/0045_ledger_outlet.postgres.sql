-- Every stock movement happens at an outlet; those before the upgrade at the shop's first.
ALTER TABLE stock_movements ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
UPDATE stock_movements SET outlet_id = (SELECT MIN(id) FROM outlets);
ALTER TABLE stock_movements ALTER COLUMN outlet_id SET NOT NULL;
