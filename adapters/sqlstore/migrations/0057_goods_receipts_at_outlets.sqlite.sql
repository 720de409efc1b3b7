-- A goods receipt belongs to the outlet whose stock it brought in: the session's. Those before
-- the upgrade: the outlet of their ledger movements, else the first. SQLite adds a column with a
-- reference only when it may be NULL; an outlet with receipts keeps their ledger movements,
-- which already keep it from being deleted.
ALTER TABLE goods_receipts ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;

UPDATE goods_receipts SET outlet_id = COALESCE(
    (SELECT MIN(m.outlet_id) FROM stock_movements AS m WHERE m.reason = 'purchase' AND m.reference = goods_receipts.number),
    (SELECT MIN(id) FROM outlets));

CREATE INDEX goods_receipts_outlet_idx ON goods_receipts (outlet_id, received_on, id);
