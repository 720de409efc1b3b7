-- One place for the keys of every idempotent write (sales, orders, instalment and service
-- payments): per person and kind of write, with a fingerprint of the request, claimed in the
-- same transaction as the document it makes.
CREATE TABLE idempotency_keys (
    id {{pk}},
    user_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    request_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    document_id BIGINT NOT NULL DEFAULT 0,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX idempotency_keys_scope ON idempotency_keys (user_id, kind, request_key);

-- Keys already used keep their document; with no fingerprint, a repeat of one is refused
-- rather than made twice.
INSERT INTO idempotency_keys (user_id, kind, request_key, fingerprint, document_id, created_at)
SELECT kasir_id, 'sale', idempotency_key, '', id, created_at FROM sales_transactions
WHERE idempotency_key IS NOT NULL AND kasir_id IS NOT NULL
ON CONFLICT DO NOTHING;
INSERT INTO idempotency_keys (user_id, kind, request_key, fingerprint, document_id, created_at)
SELECT member_id, 'order', idempotency_key, '', id, created_at FROM orders
WHERE idempotency_key IS NOT NULL AND member_id IS NOT NULL
ON CONFLICT DO NOTHING;
INSERT INTO idempotency_keys (user_id, kind, request_key, fingerprint, document_id, created_at)
SELECT kasir_id, 'installment_payment', idempotency_key, '', id, created_at FROM installment_payments
WHERE idempotency_key IS NOT NULL AND kasir_id IS NOT NULL
ON CONFLICT DO NOTHING;

DROP INDEX sales_transactions_idempotency_key;
ALTER TABLE sales_transactions DROP COLUMN idempotency_key;
DROP INDEX orders_member_idempotency_key;
ALTER TABLE orders DROP COLUMN idempotency_key;
DROP INDEX installment_payments_key_idx;
ALTER TABLE installment_payments DROP COLUMN idempotency_key;
