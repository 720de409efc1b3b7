-- An instalment belongs to the outlet where it was opened: a sale's or repair bill's, a manual
-- one the session's. Those before the upgrade: their sale's or repair bill's, else the first.
-- SQLite adds a column with a reference only when it may be NULL: the trigger that keeps an
-- outlet with money from being deleted now counts its instalments too.
ALTER TABLE installments ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;

UPDATE installments SET outlet_id = COALESCE(
    (SELECT s.outlet_id FROM sales_transactions AS s WHERE s.transaction_id_display = installments.transaction_id_display),
    (SELECT v.outlet_id FROM service_transactions AS v WHERE 'SVC-' || v.service_entry_id = installments.transaction_id_display),
    (SELECT MIN(id) FROM outlets));

CREATE INDEX installments_outlet_idx ON installments (outlet_id, status, created_at);

DROP TRIGGER outlets_keep_their_money;
CREATE TRIGGER outlets_keep_their_money BEFORE DELETE ON outlets
WHEN EXISTS (SELECT 1 FROM payments WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM shifts WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM sales_transactions WHERE outlet_id = OLD.id OR voided_outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM service_transactions WHERE outlet_id = OLD.id OR voided_outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM sale_returns WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM installment_payments WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM installments WHERE outlet_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed');
END;
