-- Intake: the device's condition and what the customer left with it, ticked from a fixed list
-- (JSON, a list of core.IntakeChecks' keys; the free-text accessories and condition of older
-- repairs stay); the screen lock the customer left, sealed with the instance's key and erased
-- when the repair is collected or cancelled; and photos of the device, at most
-- core.MaxRepairPhotos per repair, kept in the files store's private bucket repair-photos.
ALTER TABLE service_entries ADD COLUMN checklist TEXT NOT NULL DEFAULT '[]';
ALTER TABLE service_entries ADD COLUMN screen_lock TEXT;

CREATE TABLE repair_photos (
    id {{pk}},
    service_entry_id BIGINT NOT NULL REFERENCES service_entries (id) ON DELETE CASCADE,
    file_key TEXT NOT NULL,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX repair_photos_entry_idx ON repair_photos (service_entry_id);
