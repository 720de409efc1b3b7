-- An instalment belongs to the outlet where it was opened: a sale's or repair bill's, a manual
-- one the session's. Those before the upgrade: their sale's or repair bill's, else the first.
ALTER TABLE installments ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);

UPDATE installments SET outlet_id = COALESCE(
    (SELECT s.outlet_id FROM sales_transactions AS s WHERE s.transaction_id_display = installments.transaction_id_display),
    (SELECT v.outlet_id FROM service_transactions AS v WHERE 'SVC-' || v.service_entry_id = installments.transaction_id_display),
    (SELECT MIN(id) FROM outlets));

ALTER TABLE installments ALTER COLUMN outlet_id SET NOT NULL;
CREATE INDEX installments_outlet_idx ON installments (outlet_id, status, created_at);
