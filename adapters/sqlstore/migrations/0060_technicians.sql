-- Technicians: a Teknisi-role user, or an Admin or Kasir marked as one, is assigned repairs.
-- Each assignment (or unassignment: no technician) records to whom, by whom and when.
ALTER TABLE users ADD COLUMN technician BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE service_entries ADD COLUMN technician_id BIGINT REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX service_entries_technician_idx ON service_entries (technician_id);

CREATE TABLE repair_assignments (
    id {{pk}},
    service_entry_id BIGINT NOT NULL REFERENCES service_entries (id) ON DELETE CASCADE,
    technician_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    assigned_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    assigned_at {{timestamp}} NOT NULL
);
CREATE INDEX repair_assignments_entry_idx ON repair_assignments (service_entry_id);
