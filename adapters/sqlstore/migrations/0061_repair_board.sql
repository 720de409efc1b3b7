-- The repair board: each repair's state (its column) is the one truth its status and service
-- info follow. Existing repairs get the state their status and info tell: a repair in progress
-- whose info already said Telah Selesai is finished, one with no info still waits its turn;
-- then the status and the info are made to agree with the state. The promised date (Estimasi
-- Selesai) is a day in the shop's time zone, as the info date is.
ALTER TABLE service_entries ADD COLUMN state TEXT NOT NULL DEFAULT 'Antri';
ALTER TABLE service_entries ADD COLUMN promised_date TEXT;
UPDATE service_entries SET state = CASE
    WHEN status IN ('Selesai', 'Sudah Diambil', 'Gagal/Cancel') THEN status
    WHEN service_info = 'Telah Selesai' THEN 'Selesai'
    WHEN service_info = 'Gagal/Cancel' THEN 'Gagal/Cancel'
    WHEN status = 'Pending' AND service_info IS NULL THEN 'Antri'
    ELSE 'Dikerjakan'
END;
UPDATE service_entries SET
    status = CASE state WHEN 'Antri' THEN 'Pending' WHEN 'Dikerjakan' THEN 'Proses' ELSE state END,
    service_info = CASE state
        WHEN 'Antri' THEN NULL
        WHEN 'Dikerjakan' THEN 'Sedang proses'
        WHEN 'Gagal/Cancel' THEN 'Gagal/Cancel'
        ELSE 'Telah Selesai'
    END;
UPDATE service_entries SET info_date = NULL WHERE service_info IS NULL;
CREATE INDEX service_entries_state_idx ON service_entries (state, created_at);
