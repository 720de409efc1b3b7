-- The search matches each word against name and barcode together: one trigram index for both,
-- so a search of several words is one bitmap scan instead of a table scan.
DROP INDEX products_name_trgm_idx;
DROP INDEX products_barcode_trgm_idx;
CREATE INDEX products_search_trgm_idx ON products USING gin (lower(name || ' ' || barcode) public.gin_trgm_ops);
