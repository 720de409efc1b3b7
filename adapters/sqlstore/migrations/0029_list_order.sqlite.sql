-- Every staff list walks an index in its own order (an index here ends with the rowid, the id).
CREATE INDEX installments_created_idx ON installments (created_at);
CREATE INDEX users_created_idx ON users (created_at);
CREATE INDEX suppliers_name_idx ON suppliers (lower(name));
