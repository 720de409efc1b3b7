-- A customer of the counter may be a member's account, linked by the Admin (never guessed from a
-- name or number): that customer's sales show in the member's Pesanan Saya.
ALTER TABLE customers ADD COLUMN member_id BIGINT REFERENCES users (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX customers_member_key ON customers (member_id);

-- One link mechanism for every receipt a customer is sent (Kirim via WhatsApp): a sale, a repair
-- bill, an instalment payment, each by its kind and id, with the secret token of its public page;
-- the row is deleted when the Admin revokes the link. The sales' links move over as they are.
CREATE TABLE shared_receipts (
    kind TEXT NOT NULL,
    document_id BIGINT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (kind, document_id)
);
CREATE UNIQUE INDEX shared_receipts_token_key ON shared_receipts (token);
INSERT INTO shared_receipts (kind, document_id, token) SELECT 'sale', sale_id, token FROM receipt_links;
DROP TABLE receipt_links;
