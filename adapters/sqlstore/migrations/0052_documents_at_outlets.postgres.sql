-- Every sale, repair bill, return, instalment payment, payment and drawer shift happens at an
-- outlet; those before the upgrade at the shop's first. A void records the outlet where it was
-- made (its refund, if any, is a payment at that outlet).
ALTER TABLE sales_transactions ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE sales_transactions ADD COLUMN voided_outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE service_transactions ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE service_transactions ADD COLUMN voided_outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE sale_returns ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE installment_payments ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE payments ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);
ALTER TABLE shifts ADD COLUMN outlet_id BIGINT REFERENCES outlets (id);

UPDATE sales_transactions SET outlet_id = (SELECT MIN(id) FROM outlets),
    voided_outlet_id = CASE WHEN voided_at IS NULL THEN NULL ELSE (SELECT MIN(id) FROM outlets) END;
UPDATE service_transactions SET outlet_id = (SELECT MIN(id) FROM outlets),
    voided_outlet_id = CASE WHEN voided_at IS NULL THEN NULL ELSE (SELECT MIN(id) FROM outlets) END;
UPDATE sale_returns SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE installment_payments SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE payments SET outlet_id = (SELECT MIN(id) FROM outlets);
UPDATE shifts SET outlet_id = (SELECT MIN(id) FROM outlets);

ALTER TABLE sales_transactions ALTER COLUMN outlet_id SET NOT NULL;
ALTER TABLE service_transactions ALTER COLUMN outlet_id SET NOT NULL;
ALTER TABLE sale_returns ALTER COLUMN outlet_id SET NOT NULL;
ALTER TABLE installment_payments ALTER COLUMN outlet_id SET NOT NULL;
ALTER TABLE payments ALTER COLUMN outlet_id SET NOT NULL;
ALTER TABLE shifts ALTER COLUMN outlet_id SET NOT NULL;
