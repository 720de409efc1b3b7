-- Substring search on name and barcode through trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) public.gin_trgm_ops);
CREATE INDEX products_barcode_trgm_idx ON products USING gin (lower(barcode) public.gin_trgm_ops);
CREATE INDEX products_category_price_idx ON products (category, retail_price, id);
