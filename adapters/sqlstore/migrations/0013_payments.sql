-- Every payment a document took, one row per method: a sale, a repair bill, an instalment
-- payment. amount is what the customer handed over (negative for money paid back: refunds),
-- change_amount what went back from the cash, so the drawer kept amount − change_amount.
-- shift_id names the cash-drawer shift the money belongs to.
CREATE TABLE payments (
    id {{pk}},
    document_kind TEXT NOT NULL,
    document_id BIGINT NOT NULL,
    method TEXT NOT NULL,
    amount BIGINT NOT NULL,
    change_amount BIGINT NOT NULL DEFAULT 0 CHECK (change_amount >= 0),
    reference TEXT,
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    shift_id BIGINT,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX payments_document_idx ON payments (document_kind, document_id);
CREATE INDEX payments_created_idx ON payments (created_at);
CREATE INDEX payments_shift_idx ON payments (shift_id);

-- Before payment methods, every rupiah was cash.
INSERT INTO payments (document_kind, document_id, method, amount, change_amount, kasir_id, created_at)
SELECT 'sale', id, 'tunai', paid_amount, change_amount, kasir_id, created_at FROM sales_transactions WHERE paid_amount > 0;
INSERT INTO payments (document_kind, document_id, method, amount, change_amount, kasir_id, created_at)
SELECT 'service', id, 'tunai', paid_amount, change_amount, kasir_id, updated_at FROM service_transactions WHERE paid_amount > 0;
INSERT INTO payments (document_kind, document_id, method, amount, change_amount, kasir_id, created_at)
SELECT 'installment', id, 'tunai', amount, 0, kasir_id, created_at FROM installment_payments;
