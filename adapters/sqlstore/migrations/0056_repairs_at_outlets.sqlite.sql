-- A repair is taken in at an outlet and may move to another outlet's bench; those before the
-- upgrade are at the shop's first outlet. Each move records from where, to where, who and when.
-- SQLite adds a column with a reference only when it may be NULL: every repair names its outlet.
ALTER TABLE service_entries ADD COLUMN outlet_id INTEGER REFERENCES outlets (id);
UPDATE service_entries SET outlet_id = (SELECT MIN(id) FROM outlets);

CREATE TABLE repair_moves (
    id {{pk}},
    service_entry_id BIGINT NOT NULL REFERENCES service_entries (id) ON DELETE CASCADE,
    from_outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    to_outlet_id BIGINT NOT NULL REFERENCES outlets (id),
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    moved_at {{timestamp}} NOT NULL
);
CREATE INDEX repair_moves_entry_idx ON repair_moves (service_entry_id);
