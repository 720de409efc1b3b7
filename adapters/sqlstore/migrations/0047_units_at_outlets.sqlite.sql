-- Every unit (IMEI/serial) is at one outlet: those before the upgrade at the shop's first.
-- SQLite adds a column with a reference only when it may be NULL; a unit entered the stock
-- through the ledger at its outlet, whose movements keep that outlet from being deleted (0045).
ALTER TABLE units ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
UPDATE units SET outlet_id = (SELECT MIN(id) FROM outlets);
CREATE INDEX units_product_outlet_status_idx ON units (product_id, outlet_id, status, id);
