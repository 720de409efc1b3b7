-- A goods receipt belongs to the outlet whose stock it brought in: the session's. Those before
-- the upgrade: the outlet of their ledger movements, else the first.
ALTER TABLE goods_receipts ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);

UPDATE goods_receipts SET outlet_id = COALESCE(
    (SELECT MIN(m.outlet_id) FROM stock_movements AS m WHERE m.reason = 'purchase' AND m.reference = goods_receipts.number),
    (SELECT MIN(id) FROM outlets));

ALTER TABLE goods_receipts ALTER COLUMN outlet_id SET NOT NULL;
CREATE INDEX goods_receipts_outlet_idx ON goods_receipts (outlet_id, received_on, id);
