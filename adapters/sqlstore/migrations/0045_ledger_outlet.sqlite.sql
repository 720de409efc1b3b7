-- Every stock movement happens at an outlet; those before the upgrade at the shop's first.
-- SQLite adds a column with a reference only when it may be NULL: the outlet is NOT NULL, and a
-- trigger keeps an outlet with movements from being deleted, as PostgreSQL's reference does.
ALTER TABLE stock_movements ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
UPDATE stock_movements SET outlet_id = (SELECT MIN(id) FROM outlets);
CREATE TRIGGER outlets_keep_their_ledger BEFORE DELETE ON outlets
WHEN EXISTS (SELECT 1 FROM stock_movements WHERE outlet_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed');
END;
