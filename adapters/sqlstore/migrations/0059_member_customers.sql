-- A customer of the counter may be a member's account, linked by the Admin (never guessed from a
-- name or number): that customer's sales show in the member's Pesanan Saya.
ALTER TABLE customers ADD COLUMN member_id BIGINT REFERENCES users (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX customers_member_key ON customers (member_id);
