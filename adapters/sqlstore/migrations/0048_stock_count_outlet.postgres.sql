-- A stock count counts one outlet's stock; those before the upgrade counted the first outlet's.
ALTER TABLE stock_counts ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
UPDATE stock_counts SET outlet_id = (SELECT MIN(id) FROM outlets);
ALTER TABLE stock_counts ALTER COLUMN outlet_id SET NOT NULL;
