-- Cash-drawer shifts. A cashier's shift opens with the cash in the drawer; every payment the
-- cashier takes while it is open names it (payments.shift_id); it closes with the drawer
-- counted. One open shift per cashier.
CREATE TABLE shifts (
    id {{pk}},
    kasir_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    kasir_name_cache TEXT NOT NULL,
    opening_cash BIGINT NOT NULL CHECK (opening_cash >= 0),
    opened_at {{timestamp}} NOT NULL,
    closed_at {{timestamp}},
    closed_by_name TEXT,
    expected_cash BIGINT,
    counted_cash BIGINT CHECK (counted_cash >= 0),
    close_note TEXT
);
CREATE UNIQUE INDEX shifts_open_kasir_key ON shifts (kasir_id) WHERE closed_at IS NULL;
CREATE INDEX shifts_opened_idx ON shifts (opened_at);

-- Cash put into or taken out of a drawer for something other than a document.
CREATE TABLE cash_moves (
    id {{pk}},
    shift_id BIGINT NOT NULL REFERENCES shifts (id),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount BIGINT NOT NULL CHECK (amount > 0),
    reason TEXT NOT NULL,
    user_name_cache TEXT,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX cash_moves_shift_idx ON cash_moves (shift_id);

-- A repair bill processed again reverses its earlier payments instead of deleting them.
ALTER TABLE payments ADD COLUMN replaced BOOLEAN NOT NULL DEFAULT FALSE;
