-- Every unit (IMEI/serial) is at one outlet: those before the upgrade at the shop's first.
ALTER TABLE units ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
UPDATE units SET outlet_id = (SELECT MIN(id) FROM outlets);
ALTER TABLE units ALTER COLUMN outlet_id SET NOT NULL;
CREATE INDEX units_product_outlet_status_idx ON units (product_id, outlet_id, status, id);
