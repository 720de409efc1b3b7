-- What each cashier's customer-facing screen shows (/dashboard/customer-display): the cart, its
-- total and a QRIS to scan, as the cashier's screen last sent it. One row per staff user, kept in
-- the database so that a tablet served by another instance sees it too.
CREATE TABLE customer_displays (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
