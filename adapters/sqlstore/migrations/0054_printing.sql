-- Buka Laci: the cash drawer opened without a sale, in a cashier's shift, by whom and why.
CREATE TABLE drawer_openings (
    id {{pk}},
    shift_id BIGINT NOT NULL REFERENCES shifts (id),
    reason TEXT NOT NULL,
    user_name_cache TEXT,
    created_at {{timestamp}} NOT NULL
);
CREATE INDEX drawer_openings_shift_idx ON drawer_openings (shift_id);

-- A printer without the ESC/POS QR command prints QR codes (the repair's tracking) as an image.
ALTER TABLE printers ADD COLUMN qr_image BOOLEAN NOT NULL DEFAULT FALSE;

-- A sale's receipt shared as a link (WhatsApp): the secret token of its public page; the row
-- is deleted when the Admin revokes the link.
CREATE TABLE receipt_links (
    sale_id BIGINT PRIMARY KEY REFERENCES sales_transactions (id),
    token TEXT NOT NULL
);
CREATE UNIQUE INDEX receipt_links_token_key ON receipt_links (token);
