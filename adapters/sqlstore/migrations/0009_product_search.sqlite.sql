-- Substring search on name and barcode through an FTS5 trigram index.
CREATE VIRTUAL TABLE products_search USING fts5(name, barcode, content='products', content_rowid='id', tokenize='trigram');
INSERT INTO products_search (products_search) VALUES ('rebuild');
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search (rowid, name, barcode) VALUES (new.id, new.name, new.barcode);
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, barcode) VALUES ('delete', old.id, old.name, old.barcode);
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF name, barcode ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, barcode) VALUES ('delete', old.id, old.name, old.barcode);
    INSERT INTO products_search (rowid, name, barcode) VALUES (new.id, new.name, new.barcode);
END;
CREATE INDEX products_category_price_idx ON products (category, retail_price, id);
