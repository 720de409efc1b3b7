-- Operations: a per-product low-stock threshold for the reminders, and the latest run of
-- each scheduled job (one row per job), which also keeps two instances from running the
-- same tick twice.
ALTER TABLE products ADD COLUMN low_stock_threshold BIGINT CHECK (low_stock_threshold >= 0);

CREATE TABLE job_runs (
    name TEXT PRIMARY KEY,
    -- last_tick is the time (Unix seconds) the latest scheduled run was scheduled for.
    last_tick BIGINT,
    started_at {{timestamp}} NOT NULL,
    finished_at {{timestamp}},
    ok BOOLEAN,
    message TEXT NOT NULL DEFAULT ''
);

CREATE INDEX installments_open_idx ON installments (created_at) WHERE status = 'Belum Lunas';
CREATE INDEX service_entries_info_idx ON service_entries (info_date) WHERE service_info = 'Telah Selesai';
