-- Members' pickup orders with their lines, product reviews and daily storefront visits.
CREATE TABLE orders (
    id {{pk}},
    order_number TEXT NOT NULL,
    member_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    total_amount BIGINT NOT NULL CHECK (total_amount >= 0),
    status TEXT NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Processed', 'Cancelled')),
    idempotency_key TEXT,
    created_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX orders_number_key ON orders (order_number);
-- A retried checkout finds its first order; NULL keys never collide.
CREATE UNIQUE INDEX orders_member_idempotency_key ON orders (member_id, idempotency_key);
CREATE INDEX orders_member_idx ON orders (member_id, created_at);
CREATE INDEX orders_created_idx ON orders (created_at);

-- A product that was ordered cannot be deleted (RESTRICT).
CREATE TABLE order_items (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
    quantity BIGINT NOT NULL CHECK (quantity > 0),
    price_at_order BIGINT NOT NULL CHECK (price_at_order >= 0)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_product_idx ON order_items (product_id);

CREATE TABLE product_reviews (
    id {{pk}},
    product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment TEXT NOT NULL,
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX product_reviews_product_user_key ON product_reviews (product_id, user_id);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, created_at);
CREATE INDEX product_reviews_user_idx ON product_reviews (user_id);

-- date is the shop-local day, YYYY-MM-DD.
CREATE TABLE daily_visits (
    date TEXT PRIMARY KEY,
    count BIGINT NOT NULL
);
