-- PostgreSQL's trigram index changes here; SQLite's FTS5 index (0009) already covers name and
-- barcode together. Both engines keep the same migration versions.
SELECT 1;
