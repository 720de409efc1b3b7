-- Every sale, repair bill, return, instalment payment, payment and drawer shift happens at an
-- outlet; those before the upgrade at the shop's first. A void records the outlet where it was
-- made (its refund, if any, is a payment at that outlet).
-- SQLite adds a column with a reference only when it may be NULL: the outlet is NOT NULL, and a
-- trigger keeps an outlet with money from being deleted, as PostgreSQL's references do.
ALTER TABLE sales_transactions ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sales_transactions ADD COLUMN voided_outlet_id INTEGER;
ALTER TABLE service_transactions ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE service_transactions ADD COLUMN voided_outlet_id INTEGER;
ALTER TABLE sale_returns ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE installment_payments ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shifts ADD COLUMN outlet_id INTEGER NOT NULL DEFAULT 0;

UPDATE sales_transactions SET outlet_id = (SELECT MIN(id) FROM outlets),
    voided_outlet_id = CASE WHEN voided_at IS NULL THEN NULL ELSE (SELECT MIN(id) FROM outlets) END;
UPDATE service_transactions SET outlet_id = (SELECT MIN(id) FROM outlets),
    voided_outlet_id = CASE WHEN voided_at IS NULL THEN NULL ELSE (SELECT MIN(id) FROM outlets) END;
UPDATE sale_returns SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE installment_payments SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE payments SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE shifts SET outlet_id = (SELECT MIN(id) FROM outlets);

CREATE TRIGGER outlets_keep_their_money BEFORE DELETE ON outlets
WHEN EXISTS (SELECT 1 FROM payments WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM shifts WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM sales_transactions WHERE outlet_id = OLD.id OR voided_outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM service_transactions WHERE outlet_id = OLD.id OR voided_outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM sale_returns WHERE outlet_id = OLD.id)
    OR EXISTS (SELECT 1 FROM installment_payments WHERE outlet_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed');
END;
