-- The shop's outlets (cabang). The shop as it was becomes the first outlet, with the name,
-- address and phone its settings gave its receipts' header (a name never saved reads as the
-- settings' fallback, "Konter"). It takes payments into the shop's own QRIS and bank account
-- (its own are blank), and its receipt header line is blank until the Admin writes one.
CREATE TABLE outlets (
    id {{pk}},
    name TEXT NOT NULL,
    address TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    opening_hours TEXT NOT NULL DEFAULT '',
    receipt_header TEXT NOT NULL DEFAULT '',
    qris TEXT NOT NULL DEFAULT '',
    bank_name TEXT NOT NULL DEFAULT '',
    bank_account_number TEXT NOT NULL DEFAULT '',
    bank_account_holder TEXT NOT NULL DEFAULT '',
    created_at {{timestamp}} NOT NULL,
    updated_at {{timestamp}} NOT NULL
);
CREATE UNIQUE INDEX outlets_name_key ON outlets (lower(name));

INSERT INTO outlets (name, address, phone, created_at, updated_at)
SELECT
    COALESCE((SELECT NULLIF(trim(value), '') FROM app_settings WHERE "key" = 'appName'), 'Konter'),
    COALESCE((SELECT trim(value) FROM app_settings WHERE "key" = 'contactAddress'), ''),
    COALESCE((SELECT trim(value) FROM app_settings WHERE "key" = 'contactPhone'), ''),
    CURRENT_TIMESTAMP, CURRENT_TIMESTAMP;
