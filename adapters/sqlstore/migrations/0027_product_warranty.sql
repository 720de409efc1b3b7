-- A product's own warranty, when it differs from its category's (a phone with the maker's
-- 1-year warranty in a category the shop covers for 7 days).
ALTER TABLE products ADD COLUMN warranty_name TEXT;
ALTER TABLE products ADD COLUMN warranty_days BIGINT;
