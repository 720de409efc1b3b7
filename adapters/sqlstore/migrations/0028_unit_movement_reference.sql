-- The units a document moved, found by its number (a sale's receipt names the IMEIs it sold):
-- without it every sale scanned the whole ledger (in the bench, 88 % of the cashier rush's CPU
-- on SQLite). Only movements of a unit are indexed: they are few beside the rest.
CREATE INDEX stock_movements_unit_reference_idx ON stock_movements (reference, reason) WHERE unit_id IS NOT NULL;
