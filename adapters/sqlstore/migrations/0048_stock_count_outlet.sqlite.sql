-- A stock count counts one outlet's stock; those before the upgrade counted the first outlet's.
-- SQLite adds a column with a reference only when it may be NULL; a count is started by a session
-- at an existing outlet.
ALTER TABLE stock_counts ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
UPDATE stock_counts SET outlet_id = (SELECT MIN(id) FROM outlets);
