-- A retried payment (double click, lost answer) carries the key of its first attempt.
ALTER TABLE installment_payments ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX installment_payments_key_idx ON installment_payments (installment_id, idempotency_key);
